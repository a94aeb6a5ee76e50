import { ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isAdminRole, MESSAGES, TEMPORARY_PASSWORD_TTL_DAYS, type EmailStatus, type ResetResult } from '@fund/contracts';
import type { Request } from 'express';
import { DataSource, type EntityManager } from 'typeorm';

import { AuditService } from '../../common/audit/audit.service.js';
import type { AuthUser } from '../../common/auth/auth.types.js';
import { applyNewPassword } from '../../common/auth/password-change.js';
import { generateTemporaryPassword } from '../../common/auth/passwords.js';
import { temporaryPasswordMailKey } from '../../common/auth/session.js';
import { MailQueue, type QueuedMail } from '../../common/mail/mail-queue.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/tokens.js';
import { removeSecondFactors } from '../second-factors/second-factors.queries.js';
import { User } from '../users/user.entity.js';
import type { ResetInvestorPasswordDto } from './dto/reset-investor-password.dto.js';
import { PasswordResetRequest } from './password-reset-request.entity.js';

/**
 * Admin resets: a generated temporary password replaces the user's password in one transaction (must
 * be changed at next login, expires unused, ends the user's sessions, removes their second factors) with the queued e-mail that
 * carries it (the password lives only in that e-mail's body until it is sent or given up: never in a
 * response, a log line or an audit row); the e-mail is tried at once after the commit and retried
 * for a day. A newer temporary password cancels a pending e-mail of an older one.
 */
@Injectable()
export class TemporaryPasswordsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
    private readonly mail: MailQueue,
  ) {}

  /**
   * Resolves a pending request. Any admin may resolve an investor's request; an admin's or super
   * admin's request only a super admin (403 otherwise), and never the caller's own.
   */
  async resetFromRequest(requestId: string, dto: ResetInvestorPasswordDto, caller: AuthUser, req: Request): Promise<ResetResult> {
    const queued = await this.dataSource.transaction(async (manager) => {
      const request = await manager.findOne(PasswordResetRequest, { where: { id: requestId }, lock: { mode: 'pessimistic_write' } });
      if (!request) throw new NotFoundException(MESSAGES.resetRequestNotFound);
      if (request.status !== 'pending') throw new ConflictException(MESSAGES.resetRequestResolved);
      const user = await manager.findOneByOrFail(User, { id: request.userId });
      if (user.id === caller.id) throw new ForbiddenException(MESSAGES.ownPasswordReset);
      if (isAdminRole(user.role) && caller.role !== 'super_admin') throw new ForbiddenException(MESSAGES.forbidden);
      const result = await this.setTemporaryPassword(manager, user, caller, req, 'a password reset request');
      await manager.update(
        PasswordResetRequest,
        { id: request.id },
        { status: 'resolved', resolvedAt: new Date(), resolvedBy: caller.id, notes: dto.notes || null },
      );
      return result;
    });
    return this.reply(await this.mail.deliver(queued));
  }

  /** super_admin only (route): another admin's or super admin's password; resolves their pending request. */
  async resetAdmin(adminId: string, caller: AuthUser, req: Request): Promise<ResetResult> {
    if (adminId === caller.id) throw new ForbiddenException(MESSAGES.ownPasswordReset);
    const queued = await this.dataSource.transaction(async (manager) => {
      const user = await manager.findOne(User, { where: { id: adminId }, lock: { mode: 'pessimistic_write' } });
      // Investors' passwords are reset through their requests; this route knows only admins.
      if (!user || !isAdminRole(user.role)) throw new NotFoundException(MESSAGES.userNotFound);
      const result = await this.setTemporaryPassword(manager, user, caller, req, 'an admin password reset');
      await manager.update(
        PasswordResetRequest,
        { userId: user.id, status: 'pending' },
        { status: 'resolved', resolvedAt: new Date(), resolvedBy: caller.id, notes: 'Resolved by an admin password reset' },
      );
      return result;
    });
    return this.reply(await this.mail.deliver(queued));
  }

  private async setTemporaryPassword(manager: EntityManager, user: User, caller: AuthUser, req: Request, via: string): Promise<QueuedMail> {
    const password = generateTemporaryPassword();
    await applyNewPassword(manager, user.id, password, { temporary: true });
    // Losing every factor ends here (issue 25 item 2): the reset also removes the authenticator app and
    // recovery codes, so the user signs in with the e-mailed code and may enrol again.
    const factorsRemoved = await removeSecondFactors(manager, user.id);
    await this.audit.record(
      {
        action: 'PASSWORD_CHANGED',
        userId: caller.id,
        userRole: caller.role,
        details: `Temporary password set for ${user.username} (${user.id}, ${user.role}) by ${via}${factorsRemoved ? '; their authenticator app and recovery codes were removed' : ''}`,
        req,
      },
      manager,
    );
    return this.mail.enqueue(
      manager,
      'temporary-password',
      user.email,
      { fullName: user.fullName, loginUrl: `${this.config.appOrigin}/login`, days: TEMPORARY_PASSWORD_TTL_DAYS, password },
      { replaces: temporaryPasswordMailKey(user.id) },
    );
  }

  private reply(emailStatus: EmailStatus): ResetResult {
    const emailSent = emailStatus === 'sent';
    return { message: emailSent ? MESSAGES.temporaryPasswordSent : MESSAGES.temporaryPasswordNotSent, emailSent, emailStatus };
  }
}
