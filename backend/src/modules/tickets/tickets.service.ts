import { Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  AdminTicketView,
  isAdminRole,
  MESSAGES,
  TICKET_REPLIES_MAX,
  TICKET_STATUS_LABELS,
  type TicketCountsView,
  type TicketStatus,
  type TicketView,
} from '@fund/contracts';
import type { Request } from 'express';
import { DataSource, type EntityManager, type QueryDeepPartialEntity } from 'typeorm';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { AuditService } from '../../common/audit/audit.service.js';
import { listSpec, parseListQuery, runRawList, type ListQuery, type ListResult } from '../../common/lists/list-query.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { User } from '../users/user.entity.js';
import type { CreateTicketDto } from './dto/create-ticket.dto.js';
import type { TicketsQueryDto } from './dto/tickets-query.dto.js';
import type { UpdateTicketDto } from './dto/update-ticket.dto.js';
import { Ticket } from './ticket.entity.js';
import { mapAdminTicket, mapTicket, type TicketRow } from './ticket.view.js';

/** The ticket's adminNotes (spec/000 §3): the team's latest reply in its thread, or null (issue 21). */
const LATEST_TEAM_REPLY = `(SELECT m.body FROM ticket_messages m WHERE m.ticket_id = t.id AND m.author_role <> 'investor' ORDER BY m.created_at DESC, m.id DESC LIMIT 1)`;

/**
 * The thread as JSON, oldest first: the investor's opening message (the description, with the ticket's
 * id and time) and then every reply; a reply written in the same instant as another follows its id.
 */
const THREAD = `(SELECT coalesce(json_agg(json_build_object('id', x.id, 'authorId', x.author_id, 'authorName', x.author_name, 'authorRole', x.author_role, 'body', x.body, 'createdAt', x.created_at) ORDER BY x.seq, x.created_at, x.id), '[]')
  FROM (SELECT t.id, t.investor_id AS author_id, u.full_name AS author_name, 'investor' AS author_role, t.description AS body, t.created_at, 0 AS seq
        UNION ALL
        SELECT m.id, m.author_id, m.author_name, m.author_role, m.body, m.created_at, 1 FROM ticket_messages m WHERE m.ticket_id = t.id) x)`;

const TICKET_LIST = listSpec(AdminTicketView, {
  resource: 'tickets',
  fields: {
    id: 't.id',
    subject: 't.subject',
    category: 't.category',
    priority: 't.priority',
    status: 't.status',
    investorId: 't.investor_id',
    investorName: 'u.full_name',
    investorEmail: 'u.email',
    createdAt: 't.created_at',
    updatedAt: 't.updated_at',
    resolvedAt: 't.resolved_at',
    description: 't.description',
    adminNotes: LATEST_TEAM_REPLY,
  },
  search: ['t.subject', 't.description', 'u.full_name', 'u.email'],
  defaultSort: ['createdAt', 'DESC'],
  paged: true,
});

/** Statuses that count as resolved: resolvedAt is set on entering them and cleared on leaving them. */
const DONE: readonly TicketStatus[] = ['resolved', 'closed'];

@Injectable()
export class TicketsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
  ) {}

  /** An investor raises a ticket for themselves: investorId from the session, status open. */
  async create(dto: CreateTicketDto, user: AuthUser): Promise<TicketView> {
    const repo = this.dataSource.getRepository(Ticket);
    const saved = await repo.save(
      repo.create({
        investorId: user.id,
        subject: dto.subject,
        description: dto.description,
        category: dto.category ?? 'general',
        priority: dto.priority ?? 'medium',
        status: 'open',
        resolvedAt: null,
      }),
    );
    return mapTicket(await this.row(saved.id));
  }

  /** The caller's own tickets, newest first. */
  async listOwn(query: ListQuery, user: AuthUser): Promise<ListResult<TicketView>> {
    const parsed = parseListQuery(query, TICKET_LIST);
    const result = await runRawList<TicketRow>(this.viewQuery(this.dataSource.manager), TICKET_LIST, parsed, { investorId: user.id });
    return result.map(mapTicket);
  }

  /** Every ticket with who raised it, newest first. */
  async list(query: TicketsQueryDto): Promise<ListResult<AdminTicketView>> {
    const parsed = parseListQuery(query, TICKET_LIST, { status: query.status });
    const result = await runRawList<TicketRow>(this.viewQuery(this.dataSource.manager), TICKET_LIST, parsed);
    return result.map(mapAdminTicket);
  }

  /**
   * An admin sets any status (spec/001 §4) and optionally the notes. updatedAt always moves;
   * resolvedAt is set when the ticket enters resolved or closed, kept when it moves between those two,
   * and cleared when it is reopened. A status change makes a notice of category 'tickets' for the
   * investor (issue 20), in the change's transaction: in their notification centre, and e-mailed as their
   * preference says (default: in the daily digest). The answer stays the ticket (no e-mail status: the
   * e-mail, if any, goes later with the investor's other notices).
   */
  async update(id: string, dto: UpdateTicketDto, user: AuthUser): Promise<AdminTicketView> {
    return this.dataSource.transaction(async (manager) => {
      const ticket = await manager
        .getRepository(Ticket)
        .createQueryBuilder('t')
        .setLock('pessimistic_write')
        .where('t.id = :id', { id })
        .getOne();
      if (!ticket) throw new NotFoundException(MESSAGES.ticketNotFound);
      const changes: QueryDeepPartialEntity<Ticket> = { status: dto.status, updatedAt: () => 'now()' };
      // The spec's adminNotes is a team reply in the thread (issue 21): added unless blank or the same as the latest one.
      const latest = (await this.row(id, manager)).adminNotes;
      const replied = Boolean(dto.adminNotes) && dto.adminNotes !== latest;
      if (replied) await this.addReply(manager, id, dto.adminNotes!, user);
      const done = DONE.includes(dto.status);
      if (!done) changes.resolvedAt = null;
      else if (!DONE.includes(ticket.status as TicketStatus) || !ticket.resolvedAt) changes.resolvedAt = () => 'now()';
      await manager.createQueryBuilder().update(Ticket).set(changes).where('id = :id', { id }).execute();
      const updated = await this.row(id, manager);
      const statusChanged = ticket.status !== updated.status;
      if (statusChanged || replied) {
        const status = TICKET_STATUS_LABELS[updated.status as TicketStatus] ?? updated.status;
        const subject = updated.subject.replace(/\s+/g, ' ');
        await this.notifications.forTicket(manager, {
          id: updated.id,
          investorId: updated.investorId,
          title: replied
            ? `New reply on your support ticket "${subject}"${statusChanged ? `, now ${status}` : ''}`
            : `Your support ticket "${subject}" is now ${status}`,
        });
      }
      return mapAdminTicket(updated);
    });
  }

  /**
   * A reply in the thread (issue 21 item 7): by the investor on their own ticket (another's answers 404)
   * or by the team on any. The investor's reply reopens a resolved or closed ticket (status open,
   * resolvedAt cleared, a TICKET_REOPENED audit row); the team's reply makes the investor a notice, as
   * a status change does. updatedAt moves either way; all of it in one transaction.
   */
  async reply(id: string, body: string, user: AuthUser, req: Request): Promise<TicketView> {
    const team = isAdminRole(user.role);
    return this.dataSource.transaction(async (manager) => {
      const query = manager.getRepository(Ticket).createQueryBuilder('t').setLock('pessimistic_write').where('t.id = :id', { id });
      if (!team) query.andWhere('t.investor_id = :investorId', { investorId: user.id });
      const ticket = await query.getOne();
      if (!ticket) throw new NotFoundException(MESSAGES.ticketNotFound);
      await this.addReply(manager, id, body, user);
      const reopen = !team && DONE.includes(ticket.status as TicketStatus);
      const changes: QueryDeepPartialEntity<Ticket> = { updatedAt: () => 'now()' };
      if (reopen) Object.assign(changes, { status: 'open', resolvedAt: null });
      await manager.createQueryBuilder().update(Ticket).set(changes).where('id = :id', { id }).execute();
      const updated = await this.row(id, manager);
      const subject = updated.subject.replace(/\s+/g, ' ');
      if (reopen) {
        await this.audit.record(
          {
            action: 'TICKET_REOPENED',
            userId: user.id,
            userRole: user.role,
            details: `Ticket "${subject}" (${id}) reopened by the investor's reply (was ${TICKET_STATUS_LABELS[ticket.status as TicketStatus]})`,
            req,
          },
          manager,
        );
      }
      if (team) {
        await this.notifications.forTicket(manager, {
          id,
          investorId: updated.investorId,
          title: `New reply on your support ticket "${subject}"`,
        });
      }
      return mapTicket(updated, team);
    });
  }

  /** Open tickets: the investor's own, or (no investorId) every investor's. */
  async countOpen(investorId?: string): Promise<TicketCountsView> {
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS open FROM tickets WHERE status = 'open'${investorId ? ' AND investor_id = $1' : ''}`,
      investorId ? [investorId] : [],
    )) as { open: number }[];
    return { open: row.open };
  }

  /** Writes one reply under the ticket's lock; a full thread answers 422. */
  private async addReply(manager: EntityManager, ticketId: string, body: string, author: AuthUser): Promise<void> {
    const [{ n }] = (await manager.query(`SELECT count(*)::int AS n FROM ticket_messages WHERE ticket_id = $1`, [ticketId])) as {
      n: number;
    }[];
    if (n >= TICKET_REPLIES_MAX) throw new UnprocessableEntityException(MESSAGES.ticketThreadFull);
    await manager.query(`INSERT INTO ticket_messages (ticket_id, author_id, author_name, author_role, body) VALUES ($1, $2, $3, $4, $5)`, [
      ticketId,
      author.id,
      author.fullName,
      author.role,
      body,
    ]);
  }

  private async row(id: string, manager: EntityManager = this.dataSource.manager): Promise<TicketRow> {
    const row = await this.viewQuery(manager).where('t.id = :id', { id }).getRawOne<TicketRow>();
    if (!row) throw new NotFoundException(MESSAGES.ticketNotFound);
    return row;
  }

  private viewQuery(manager: EntityManager) {
    return manager
      .getRepository(Ticket)
      .createQueryBuilder('t')
      .innerJoin(User, 'u', 'u.id = t.investor_id')
      .select('t.id', 'id')
      .addSelect('t.investor_id', 'investorId')
      .addSelect('u.full_name', 'investorName')
      .addSelect('u.email', 'investorEmail')
      .addSelect('t.subject', 'subject')
      .addSelect('t.description', 'description')
      .addSelect('t.category', 'category')
      .addSelect('t.priority', 'priority')
      .addSelect('t.status', 'status')
      .addSelect(LATEST_TEAM_REPLY, 'adminNotes')
      .addSelect('t.created_at', 'createdAt')
      .addSelect('t.updated_at', 'updatedAt')
      .addSelect('t.resolved_at', 'resolvedAt')
      .addSelect(THREAD, 'messages');
  }
}
