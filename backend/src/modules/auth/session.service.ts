import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isAdminRole, textFlag, type MeView, type MessageAnswer } from '@fund/contracts';
import type { Request } from 'express';
import { DataSource } from 'typeorm';

import { AuditService } from '../../common/audit/audit.service.js';
import type { AuthUser } from '../../common/auth/auth.types.js';
import { destroySession } from '../../common/auth/session.js';
import { User } from '../users/user.entity.js';

@Injectable()
export class SessionService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async me(user: AuthUser): Promise<MeView> {
    const row = await this.dataSource.getRepository(User).findOneByOrFail({ id: user.id });
    return {
      id: row.id,
      role: row.role,
      fullName: row.fullName,
      profilePhotoUrl: row.profilePhotoUrl,
      mustChangePassword: textFlag(row.mustChangePassword),
    };
  }

  /** Ends the caller's session; without one it is a no-op, so a double logout does not fail. */
  async logout(req: Request): Promise<MessageAnswer> {
    const user = req.user;
    await destroySession(req);
    if (user) {
      await this.audit.record({
        action: 'LOGOUT',
        userId: user.id,
        userRole: user.role,
        details: isAdminRole(user.role) ? 'Admin logged out' : 'Investor logged out',
        req,
      });
    }
    return { message: 'Logged out' };
  }
}
