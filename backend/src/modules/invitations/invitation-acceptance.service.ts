import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MESSAGES, type InvitationLookupView, type MessageAnswer } from '@fund/contracts';
import type { Request } from 'express';
import { DataSource } from 'typeorm';

import { AuditService } from '../../common/audit/audit.service.js';
import { createAccount } from '../users/new-account.js';
import { AdminInvitation } from './admin-invitation.entity.js';
import type { AcceptInvitationDto } from './dto/accept-invitation.dto.js';
import { effectiveStatus, invitationTokenHash } from './invitation.view.js';

/** Our tokens are 43 base64url characters; anything else cannot name an invitation. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{1,128}$/;

/** The public side of invitations: look one up by its token, accept it. */
@Injectable()
export class InvitationAcceptanceService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** Unknown and expired tokens answer 404; a used one answers its status so the UI can say so. */
  async byToken(token: string): Promise<InvitationLookupView> {
    const invitation = TOKEN_SHAPE.test(token)
      ? await this.dataSource.getRepository(AdminInvitation).findOneBy({ inviteTokenHash: invitationTokenHash(token) })
      : null;
    const status = invitation ? effectiveStatus(invitation) : 'expired';
    if (!invitation || status === 'expired') throw new NotFoundException(MESSAGES.invitationNotFound);
    return { email: invitation.email, status };
  }

  /**
   * Creates the invited admin in one transaction with the invitation row locked (FOR UPDATE): of two
   * racing accepts the second waits, then finds the invitation accepted and answers 409.
   */
  async accept(token: string, dto: AcceptInvitationDto, req: Request): Promise<MessageAnswer> {
    if (!TOKEN_SHAPE.test(token)) throw new NotFoundException(MESSAGES.invitationNotFound);
    await this.dataSource.transaction(async (manager) => {
      const invitation = await manager.findOne(AdminInvitation, {
        where: { inviteTokenHash: invitationTokenHash(token) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!invitation) throw new NotFoundException(MESSAGES.invitationNotFound);
      const status = effectiveStatus(invitation);
      if (status === 'accepted') throw new ConflictException(MESSAGES.invitationUsed);
      if (status !== 'pending') throw new NotFoundException(MESSAGES.invitationNotFound);
      await createAccount(
        manager,
        this.audit,
        { fullName: invitation.fullName, email: invitation.email, username: dto.username, password: dto.password, role: invitation.role },
        { details: (user) => `Admin account ${user.username} (${user.role}) created by accepting the invitation for ${user.email}`, req },
      );
      await manager.update(AdminInvitation, { id: invitation.id }, { status: 'accepted', acceptedAt: new Date() });
    });
    return { message: MESSAGES.invitationAccepted };
  }
}
