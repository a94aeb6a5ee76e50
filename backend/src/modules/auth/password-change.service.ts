import { BadRequestException, ForbiddenException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MESSAGES, strongPasswordError, type PasswordChangeAnswer } from '@fund/contracts';
import type { Request } from 'express';
import { DataSource } from 'typeorm';

import { AuditService } from '../../common/audit/audit.service.js';
import type { AuthUser } from '../../common/auth/auth.types.js';
import { applyNewPassword } from '../../common/auth/password-change.js';
import { MailQueue } from '../../common/mail/mail-queue.js';
import { User } from '../users/user.entity.js';
import type { ChangePasswordDto } from './dto/change-password.dto.js';

/**
 * The forced change (spec/000 §2, §5): a user whose password was set by someone else (temporary
 * password, reset) must choose one before anything else answers. No current password is asked, so
 * this route works only while the change is required.
 */
@Injectable()
export class PasswordChangeService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly mail: MailQueue,
  ) {}

  async changeRequired(caller: AuthUser, dto: ChangePasswordDto, req: Request): Promise<PasswordChangeAnswer> {
    if (!caller.mustChangePassword) throw new ForbiddenException(MESSAGES.passwordChangeNotRequired);
    const weakness = strongPasswordError(dto.newPassword);
    if (weakness) throw new BadRequestException(weakness);

    const { user, notice } = await this.dataSource.transaction(async (manager) => {
      // Locked and re-read: of two racing changes only the first finds the flag still set.
      const row = await manager.findOne(User, { where: { id: caller.id }, lock: { mode: 'pessimistic_write' } });
      if (!row?.mustChangePassword) throw new ForbiddenException(MESSAGES.passwordChangeNotRequired);
      await applyNewPassword(manager, row.id, dto.newPassword, { temporary: false, keepSessionId: req.sessionID });
      await this.audit.record(
        { action: 'PASSWORD_CHANGED', userId: row.id, userRole: row.role, details: 'Required password change completed', req },
        manager,
      );
      return {
        user: row,
        notice: await this.mail.enqueue(manager, 'password-changed', row.email, { fullName: row.fullName, when: new Date().toUTCString() }),
      };
    });
    // The change stands whatever the relay does: the notice is queued with it and retried.
    await this.mail.deliver(notice);
    return { role: user.role, id: user.id };
  }
}
