import { Injectable } from '@nestjs/common';
import { isAdminRole, textFlag, type MeView, type MessageAnswer } from '@fund/contracts';
import type { Request } from 'express';

import { AuditService } from '../../common/audit/audit.service.js';
import type { AuthUser } from '../../common/auth/auth.types.js';
import { destroySession } from '../../common/auth/session.js';

@Injectable()
export class SessionService {
  constructor(private readonly audit: AuditService) {}

  /** The caller as the session's one statement read them (session.ts): no statement of its own. */
  me(user: AuthUser): MeView {
    return {
      id: user.id,
      role: user.role,
      fullName: user.fullName,
      profilePhotoUrl: user.profilePhotoUrl,
      mustChangePassword: textFlag(user.mustChangePassword),
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
