import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MESSAGES, type ProfileView } from '@fund/contracts';
import type { Request } from 'express';
import { DataSource } from 'typeorm';

import { AuditService } from '../../common/audit/audit.service.js';
import type { AuthUser } from '../../common/auth/auth.types.js';
import { applyNewPassword } from '../../common/auth/password-change.js';
import { verifyPassword } from '../../common/auth/passwords.js';
import { MailQueue } from '../../common/mail/mail-queue.js';
import { FailureLimits } from '../../common/rate-limit/failure-limits.js';
import type { ChangeOwnPasswordDto } from './dto/change-own-password.dto.js';
import type { UpdateProfileDto } from './dto/update-profile.dto.js';
import { lockedUser } from './user-locks.js';
import { User } from './user.entity.js';
import { asUserConflict } from '../../common/errors/unique-violation.js';
import { assertUsernameAndEmailFree } from './user-uniqueness.js';
import { mapProfile } from './user.view.js';

export const PASSWORD_UPDATED = 'Password updated';

/** Own-account routes: a user's id in the path must be the caller's, whatever the caller's role. */
function assertSelf(actor: AuthUser, id: string): void {
  if (actor.id !== id) throw new ForbiddenException(MESSAGES.forbidden);
}

@Injectable()
export class AccountService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly mail: MailQueue,
    private readonly failures: FailureLimits,
  ) {}

  /**
   * spec/001 §5 "Own password change". A wrong current password is a 400, not a 401 (the session is
   * fine). The caller's session stays; every other session of the user ends. Wrong current passwords
   * are rate-limited per account and client address (FAILURE_LIMITS.ownPasswordChange).
   */
  async changePassword(id: string, dto: ChangeOwnPasswordDto, actor: AuthUser, req: Request): Promise<{ message: string }> {
    assertSelf(actor, id);
    const attempt = await this.failures.begin('ownPasswordChange', id, req);
    const notice = await this.dataSource.transaction(async (manager) => {
      // Locked, so two concurrent changes cannot both pass the check against the old password.
      const row = await lockedUser(manager, id);
      if (!row) throw new NotFoundException(MESSAGES.userNotFound);
      if (!(await verifyPassword(row.passwordHash, dto.currentPassword))) throw new BadRequestException(MESSAGES.currentPasswordIncorrect);
      await attempt.succeeded();
      await applyNewPassword(manager, id, dto.newPassword, { temporary: false, keepSessionId: req.sessionID });
      await this.audit.record(
        { action: 'PASSWORD_CHANGED', userId: id, userRole: row.role, details: 'Own password changed', req },
        manager,
      );
      return this.mail.enqueue(manager, 'password-changed', row.email, { fullName: row.fullName, when: new Date().toUTCString() });
    });
    await this.mail.deliver(notice);
    return { message: PASSWORD_UPDATED };
  }

  /** spec/001 §5 "Profile": e-mail (stored lower-cased, unique), full name, optional photo; never the username. */
  async updateProfile(id: string, dto: UpdateProfileDto, actor: AuthUser): Promise<ProfileView> {
    assertSelf(actor, id);
    const email = dto.email.toLowerCase();
    try {
      return await this.dataSource.transaction(async (manager) => {
        await assertUsernameAndEmailFree(manager, { email }, id);
        const changes: Partial<User> = { email, fullName: dto.fullName };
        if (dto.profilePhotoUrl !== undefined) changes.profilePhotoUrl = dto.profilePhotoUrl;
        await manager.update(User, id, changes);
        return mapProfile(await manager.findOneByOrFail(User, { id }));
      });
    } catch (error) {
      throw asUserConflict(error);
    }
  }
}
