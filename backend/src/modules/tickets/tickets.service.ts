import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AdminTicketView, MESSAGES, TICKET_STATUS_LABELS, type TicketStatus, type TicketView } from '@fund/contracts';
import { DataSource, type EntityManager, type QueryDeepPartialEntity } from 'typeorm';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { listSpec, parseListQuery, runRawList, type ListQuery, type ListResult } from '../../common/lists/list-query.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { User } from '../users/user.entity.js';
import type { CreateTicketDto } from './dto/create-ticket.dto.js';
import type { TicketsQueryDto } from './dto/tickets-query.dto.js';
import type { UpdateTicketDto } from './dto/update-ticket.dto.js';
import { Ticket } from './ticket.entity.js';
import { mapAdminTicket, mapTicket, type TicketRow } from './ticket.view.js';

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
    adminNotes: 't.admin_notes',
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
        adminNotes: null,
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
  async update(id: string, dto: UpdateTicketDto): Promise<AdminTicketView> {
    return this.dataSource.transaction(async (manager) => {
      const ticket = await manager
        .getRepository(Ticket)
        .createQueryBuilder('t')
        .setLock('pessimistic_write')
        .where('t.id = :id', { id })
        .getOne();
      if (!ticket) throw new NotFoundException(MESSAGES.ticketNotFound);
      const changes: QueryDeepPartialEntity<Ticket> = { status: dto.status, updatedAt: () => 'now()' };
      if (dto.adminNotes !== undefined) changes.adminNotes = dto.adminNotes;
      const done = DONE.includes(dto.status);
      if (!done) changes.resolvedAt = null;
      else if (!DONE.includes(ticket.status as TicketStatus) || !ticket.resolvedAt) changes.resolvedAt = () => 'now()';
      await manager.createQueryBuilder().update(Ticket).set(changes).where('id = :id', { id }).execute();
      const updated = await this.row(id, manager);
      if (ticket.status !== updated.status) {
        const status = TICKET_STATUS_LABELS[updated.status as TicketStatus] ?? updated.status;
        await this.notifications.forTicket(manager, {
          id: updated.id,
          investorId: updated.investorId,
          title: `Your support ticket "${updated.subject.replace(/\s+/g, ' ')}" is now ${status}`,
        });
      }
      return mapAdminTicket(updated);
    });
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
      .addSelect('t.admin_notes', 'adminNotes')
      .addSelect('t.created_at', 'createdAt')
      .addSelect('t.updated_at', 'updatedAt')
      .addSelect('t.resolved_at', 'resolvedAt');
  }
}
