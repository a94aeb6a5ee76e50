import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ADMIN_ROLES, MESSAGES, type AdminUserView, type Role } from '@fund/contracts';
import type { Request } from 'express';
import { DataSource } from 'typeorm';

import { AuditService } from '../../common/audit/audit.service.js';
import type { AuthUser } from '../../common/auth/auth.types.js';
import { endSessionsOf } from '../../common/auth/session.js';
import type { LoginStatus } from './dto/change-status.dto.js';
import { assertAnotherActiveSuperAdmin, currentActor, lockedUser, lockSuperAdminChanges } from './user-locks.js';
import { User } from './user.entity.js';
import { mapUser } from './user.view.js';

/** A user's access as others set it: role (super admins) and login status (admins). */
@Injectable()
export class UserAccessService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /**
   * spec/001 §5 "Role change": any user to admin, super_admin or investor, never one's own, never the
   * last active super admin away. Takes effect on the user's next request (the guard reads the role).
   */
  async changeRole(id: string, role: Role, actor: AuthUser, req: Request): Promise<AdminUserView> {
    if (id === actor.id) throw new ForbiddenException(MESSAGES.ownRoleChange);
    return this.dataSource.transaction(async (manager) => {
      await lockSuperAdminChanges(manager);
      const target = await lockedUser(manager, id);
      if (!target) throw new NotFoundException(MESSAGES.userNotFound);
      const from = target.role;
      // The invariant before the caller's standing: one active super admin must remain, whoever asks.
      if (from === 'super_admin' && role !== 'super_admin') await assertAnotherActiveSuperAdmin(manager, id);
      const by = await currentActor(manager, actor, ['super_admin']);
      if (from !== role) {
        await manager.update(User, id, { role });
        target.role = role;
        await this.audit.record(
          {
            action: 'USER_ROLE_CHANGED',
            userId: by.id,
            userRole: by.role,
            details: `Role of ${target.username} changed from ${from} to ${role} by ${by.username}`,
            req,
          },
          manager,
        );
      }
      return mapUser(target);
    });
  }

  /**
   * spec/001 §7 login status: admins enable or disable a user's login, never their own. Only a super
   * admin may change an admin's or a super admin's status (issue 21 item 10). Disabling ends every session of the user at once. A change
   * (not a repeat) leaves the acting admin's USER_STATUS_CHANGED audit row, in the same transaction.
   */
  async changeStatus(id: string, status: LoginStatus, actor: AuthUser, req: Request): Promise<{ id: string; status: LoginStatus }> {
    if (id === actor.id) throw new ForbiddenException(MESSAGES.ownStatusChange);
    return this.dataSource.transaction(async (manager) => {
      await lockSuperAdminChanges(manager);
      const target = await lockedUser(manager, id);
      if (!target) throw new NotFoundException(MESSAGES.userNotFound);
      const by = await currentActor(manager, actor, ADMIN_ROLES);
      if (target.role === 'super_admin' && by.role !== 'super_admin') throw new ForbiddenException(MESSAGES.superAdminStatusOnly);
      // Issue 21 item 10: staff off-boarding (an admin's login) is a super admin's.
      if (target.role === 'admin' && by.role !== 'super_admin') throw new ForbiddenException(MESSAGES.adminStatusSuperAdminOnly);
      if (target.status !== status) {
        await manager.update(User, id, { status });
        await this.audit.record(
          {
            action: 'USER_STATUS_CHANGED',
            userId: by.id,
            userRole: by.role,
            details: `Login of ${target.username} (${target.id}, ${target.role}) changed from ${target.status} to ${status} by ${by.username}`,
            req,
          },
          manager,
        );
      }
      if (status === 'disabled') await endSessionsOf(manager, id);
      return { id, status };
    });
  }
}
