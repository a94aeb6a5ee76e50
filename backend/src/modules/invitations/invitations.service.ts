import { ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { INVITATION_TTL_DAYS, InvitationView, MESSAGES, type CreatedInvitationView } from '@fund/contracts';
import type { Request } from 'express';
import { DataSource, type EntityManager } from 'typeorm';

import { AuditService } from '../../common/audit/audit.service.js';
import type { AuthUser } from '../../common/auth/auth.types.js';
import type { ListQueryDto } from '../../common/lists/list-query.dto.js';
import { listSpec, parseListQuery, runList, type ListResult } from '../../common/lists/list-query.js';
import { MailQueue, type QueuedMail } from '../../common/mail/mail-queue.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/tokens.js';
import { User } from '../users/user.entity.js';
import { AdminInvitation } from './admin-invitation.entity.js';
import type { CreateInvitationDto } from './dto/create-invitation.dto.js';
import { effectiveStatus, invitationTokenHash, mapInvitation, newInvitationToken } from './invitation.view.js';
import { uniqueViolation } from '../../common/errors/unique-violation.js';

// Fields map to column SQL (snake_case): runList casts them (`::text`), which TypeORM's property-name
// rewriting does not see through.
const INVITATION_LIST = listSpec(InvitationView, {
  resource: 'invitations',
  fields: {
    id: 'i.id',
    fullName: 'i.full_name',
    email: 'i.email',
    role: 'i.role',
    // The status the list shows: a pending invitation past its expiry reads 'expired'.
    status: `(CASE WHEN i.status = 'pending' AND i.expires_at <= now() THEN 'expired' ELSE i.status END)`,
    expiresAt: 'i.expires_at',
    createdAt: 'i.created_at',
  },
  search: ['i.full_name', 'i.email'],
  defaultSort: ['createdAt', 'DESC'],
});

const ROLE_LABELS: Record<AdminInvitation['role'], string> = { admin: 'admin', super_admin: 'super admin' };

/**
 * The admin side of invitations: list, invite (and e-mail the link), delete. Only a super admin may
 * invite a super admin or delete a super admin's invitation.
 */
@Injectable()
export class InvitationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
    private readonly mail: MailQueue,
  ) {}

  async list(query: ListQueryDto): Promise<ListResult<InvitationView>> {
    const qb = this.dataSource.getRepository(AdminInvitation).createQueryBuilder('i');
    return (await runList(qb, INVITATION_LIST, parseListQuery(query, INVITATION_LIST))).map(mapInvitation);
  }

  /**
   * Stores the invitation with its audit row and the queued e-mail, then tries the e-mail at once: one
   * the relay has not taken leaves the invitation in place and answers emailSent false (emailStatus
   * 'queued', retried for a day), so the admin can copy the link meanwhile.
   */
  async create(dto: CreateInvitationDto, inviter: AuthUser, req: Request): Promise<CreatedInvitationView> {
    const role = dto.role ?? 'admin';
    if (role === 'super_admin' && inviter.role !== 'super_admin') throw new ForbiddenException(MESSAGES.superAdminInviteOnly);
    const token = newInvitationToken();
    const inviteLink = `${this.config.appOrigin}/accept-invitation/${token}`;
    let invitation: AdminInvitation;
    let queued: QueuedMail;
    try {
      [invitation, queued] = await this.dataSource.transaction(async (manager) => {
        const stored = await this.store(manager, { ...dto, role }, invitationTokenHash(token), inviter, req);
        const mail = await this.mail.enqueue(
          manager,
          'invitation',
          stored.email,
          {
            fullName: stored.fullName,
            inviterName: inviter.fullName,
            role: ROLE_LABELS[role],
            days: INVITATION_TTL_DAYS,
            link: inviteLink,
          },
          { replaces: `invitation:${stored.id}` },
        );
        return [stored, mail] as const;
      });
    } catch (error) {
      // Two admins inviting the same new address at once: the unique e-mail column lets one win.
      if (uniqueViolation(error) !== undefined) throw new ConflictException(MESSAGES.invitationExists);
      throw error;
    }
    const emailStatus = await this.mail.deliver(queued);
    return { ...mapInvitation(invitation), inviteToken: token, inviteLink, emailSent: emailStatus === 'sent', emailStatus };
  }

  /**
   * Issue 21 item 10: sends a pending or expired invitation again with a new token (the old link dies)
   * and a new week, e-mailed in place of any e-mail of it still queued, with the acting admin's
   * ADMIN_INVITATION_RESENT row in the same transaction. Only a super admin resends a super admin's.
   */
  async resend(id: string, actor: AuthUser, req: Request): Promise<CreatedInvitationView> {
    const token = newInvitationToken();
    const inviteLink = `${this.config.appOrigin}/accept-invitation/${token}`;
    const [invitation, queued] = await this.dataSource.transaction(async (manager) => {
      const found = await manager.findOne(AdminInvitation, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!found) throw new NotFoundException(MESSAGES.notFound);
      if (found.role === 'super_admin' && actor.role !== 'super_admin') throw new ForbiddenException(MESSAGES.superAdminInviteOnly);
      if (found.status === 'accepted') throw new ConflictException(MESSAGES.invitationNotResendable);
      found.inviteTokenHash = invitationTokenHash(token);
      found.status = 'pending';
      found.expiresAt = new Date(Date.now() + INVITATION_TTL_DAYS * 86_400_000);
      await manager.update(AdminInvitation, id, {
        inviteTokenHash: found.inviteTokenHash,
        status: found.status,
        expiresAt: found.expiresAt,
      });
      const mail = await this.mail.enqueue(
        manager,
        'invitation',
        found.email,
        {
          fullName: found.fullName,
          inviterName: actor.fullName,
          role: ROLE_LABELS[found.role],
          days: INVITATION_TTL_DAYS,
          link: inviteLink,
        },
        { replaces: `invitation:${found.id}` },
      );
      await this.audit.record(
        {
          action: 'ADMIN_INVITATION_RESENT',
          userId: actor.id,
          userRole: actor.role,
          details: `Invitation of ${found.email} (${found.role}) sent again`,
          req,
        },
        manager,
      );
      return [found, mail] as const;
    });
    const emailStatus = await this.mail.deliver(queued);
    return { ...mapInvitation(invitation), inviteToken: token, inviteLink, emailSent: emailStatus === 'sent', emailStatus };
  }

  /** Deletes an invitation nobody has accepted (pending or expired); an accepted one stays as a record. */
  async remove(id: string, actor: AuthUser): Promise<InvitationView> {
    return this.dataSource.transaction(async (manager) => {
      const invitation = await manager.findOne(AdminInvitation, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!invitation) throw new NotFoundException(MESSAGES.notFound);
      if (invitation.role === 'super_admin' && actor.role !== 'super_admin')
        throw new ForbiddenException(MESSAGES.superAdminInvitationDeleteOnly);
      if (invitation.status === 'accepted') throw new ConflictException(MESSAGES.invitationNotPending);
      await manager.delete(AdminInvitation, { id });
      await this.mail.cancel(manager, `invitation:${id}`, 'Cancelled: the invitation was deleted');
      return mapInvitation(invitation);
    });
  }

  private async store(
    manager: EntityManager,
    dto: Required<CreateInvitationDto>,
    tokenHash: string,
    inviter: AuthUser,
    req: Request,
  ): Promise<AdminInvitation> {
    const userExists = await manager.createQueryBuilder(User, 'u').where('lower(u.email) = :email', { email: dto.email }).getExists();
    if (userExists) throw new ConflictException(MESSAGES.emailTaken);
    const existing = await manager.findOne(AdminInvitation, { where: { email: dto.email }, lock: { mode: 'pessimistic_write' } });
    if (existing) {
      if (effectiveStatus(existing) === 'pending') throw new ConflictException(MESSAGES.invitationExists);
      // One invitation per address (unique column): an expired one, or an accepted one whose user has
      // since gone or changed address, makes way for the new invitation.
      await manager.delete(AdminInvitation, { id: existing.id });
      await this.mail.cancel(manager, `invitation:${existing.id}`, 'Cancelled: the invitation was replaced');
    }
    const invitation = await manager.save(
      manager.create(AdminInvitation, {
        email: dto.email,
        fullName: dto.fullName,
        role: dto.role,
        invitedBy: inviter.id,
        status: 'pending',
        inviteTokenHash: tokenHash,
        expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 86_400_000),
        acceptedAt: null,
      }),
    );
    await this.audit.record(
      { action: 'ADMIN_INVITED', userId: inviter.id, userRole: inviter.role, details: `Invited ${dto.email} as ${dto.role}`, req },
      manager,
    );
    return invitation;
  }
}
