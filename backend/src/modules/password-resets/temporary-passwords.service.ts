import { ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isAdminRole, MESSAGES, TEMPORARY_PASSWORD_TTL_DAYS, type ResetResult } from '@fund/contracts';
import type { Request } from 'express';
import { DataSource, type EntityManager } from 'typeorm';

import { AuditService } from '../../common/audit/audit.service.js';
import type { AuthUser } from '../../common/auth/auth.types.js';
import { applyNewPassword } from '../../common/auth/password-change.js';
import { generateTemporaryPassword } from '../../common/auth/passwords.js';
import { MailService } from '../../common/mail/mail.service.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/tokens.js';
import { uniqueViolation } from '../../common/errors/unique-violation.js';
import { User } from '../users/user.entity.js';
import type { ResetInvestorPasswordDto } from './dto/reset-investor-password.dto.js';
import { PasswordResetRequest } from './password-reset-request.entity.js';

interface TemporaryPassword {
  user: User;
  /** Lives only long enough to be e-mailed: never in a response, a log line or an audit row. */
  password: string;
}

/**
 * Admin resets: a generated temporary password replaces the user's password in one transaction
 * (must be changed at next login, expires unused, ends the user's sessions), then it is e-mailed.
 */
@Injectable()
export class TemporaryPasswordsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
    private readonly mail: MailService,
  ) {}

  /**
   * Resolves a pending request. Any admin may resolve an investor's request; an admin's or super
   * admin's request only a super admin (403 otherwise), and never the caller's own.
   */
  async resetFromRequest(requestId: string, dto: ResetInvestorPasswordDto, caller: AuthUser, req: Request): Promise<ResetResult> {
    const temporary = await this.dataSource.transaction(async (manager) => {
      const request = await manager.findOne(PasswordResetRequest, { where: { id: requestId }, lock: { mode: 'pessimistic_write' } });
      if (!request) throw new NotFoundException(MESSAGES.resetRequestNotFound);
      if (request.status !== 'pending') throw new ConflictException(MESSAGES.resetRequestResolved);
      const user = await manager.findOneByOrFail(User, { id: request.userId });
      if (user.id === caller.id) throw new ForbiddenException(MESSAGES.ownPasswordReset);
      if (isAdminRole(user.role) && caller.role !== 'super_admin') throw new ForbiddenException(MESSAGES.forbidden);
      const result = await this.setTemporaryPassword(manager, user, caller, req, 'a password reset request');
      await manager.update(PasswordResetRequest, { id: request.id }, { status: 'resolved', resolvedAt: new Date(), resolvedBy: caller.id, notes: dto.notes || null });
      return result;
    });
    const emailSent = await this.mailTemporaryPassword(temporary);
    // Undelivered, the password is lost: put the request back in the queue so the reset can be retried.
    if (!emailSent) await this.reopen(requestId, temporary.user.id);
    return this.reply(emailSent);
  }

  /** super_admin only (route): another admin's or super admin's password; resolves their pending request. */
  async resetAdmin(adminId: string, caller: AuthUser, req: Request): Promise<ResetResult> {
    if (adminId === caller.id) throw new ForbiddenException(MESSAGES.ownPasswordReset);
    const temporary = await this.dataSource.transaction(async (manager) => {
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
    return this.reply(await this.mailTemporaryPassword(temporary));
  }

  private async setTemporaryPassword(manager: EntityManager, user: User, caller: AuthUser, req: Request, via: string): Promise<TemporaryPassword> {
    const password = generateTemporaryPassword();
    await applyNewPassword(manager, user.id, password, { temporary: true });
    await this.audit.record(
      {
        action: 'PASSWORD_CHANGED',
        userId: caller.id,
        userRole: caller.role,
        details: `Temporary password set for ${user.username} (${user.id}, ${user.role}) by ${via}`,
        req,
      },
      manager,
    );
    return { user, password };
  }

  private mailTemporaryPassword({ user, password }: TemporaryPassword): Promise<boolean> {
    return this.mail.send('temporary-password', user.email, {
      fullName: user.fullName,
      loginUrl: `${this.config.appOrigin}/login`,
      days: TEMPORARY_PASSWORD_TTL_DAYS,
      password,
    });
  }

  /** Back to pending, unless the user has filed a new request meanwhile (one pending per user). */
  private async reopen(requestId: string, userId: string): Promise<void> {
    try {
      await this.dataSource.query(
        `UPDATE password_reset_requests SET status = 'pending', resolved_at = NULL, resolved_by = NULL
         WHERE id = $1 AND status = 'resolved'
           AND NOT EXISTS (SELECT 1 FROM password_reset_requests WHERE user_id = $2 AND status = 'pending')`,
        [requestId, userId],
      );
    } catch (error) {
      // A new request filed between the check and the update already puts the user back in the queue.
      if (uniqueViolation(error) === undefined) throw error;
    }
  }

  private reply(emailSent: boolean): ResetResult {
    return { message: emailSent ? MESSAGES.temporaryPasswordSent : MESSAGES.temporaryPasswordNotSent, emailSent };
  }
}
