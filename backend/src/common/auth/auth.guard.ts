import { ForbiddenException, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { MESSAGES, SESSION_ABSOLUTE_HOURS, type Role } from '@fund/contracts';
import type { Request } from 'express';

import type { AuthUser } from './auth.types.js';
import { ACCESS_KEY, PASSWORD_CHANGE_KEY, ROLES_KEY, type Access } from './decorators.js';
import { destroySession } from './session.js';

const ABSOLUTE_MS = SESSION_ABSOLUTE_HOURS * 3600_000;

/**
 * Global guard: denies by default. Role and status come from the database on every request, read with
 * the session in one statement (session.ts), so a disable or a role change applies to the next request.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const access = this.reflector.getAllAndOverride<Access | undefined>(ACCESS_KEY, targets);
    if (access === 'public') return true;

    const req = context.switchToHttp().getRequest<Request>();
    const user = await this.resolve(req);
    if (access === 'optional') return true;
    if (!user) throw new UnauthorizedException(MESSAGES.authenticationRequired);

    const duringChange = this.reflector.getAllAndOverride<boolean | undefined>(PASSWORD_CHANGE_KEY, targets);
    if (user.mustChangePassword && !duringChange) throw new ForbiddenException(MESSAGES.passwordChangeRequired);

    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets);
    if (roles && !roles.includes(user.role)) throw new ForbiddenException(MESSAGES.forbidden);
    return true;
  }

  /** The caller from the session and its user row, both read in the session's one statement. */
  private async resolve(req: Request): Promise<AuthUser | undefined> {
    const session = req.session;
    const userId = session?.userId;
    if (!userId) return undefined;
    const row = session.caller;
    const expired = !session.authenticatedAt || Date.now() - session.authenticatedAt > ABSOLUTE_MS;
    if (expired || !row || row.id !== userId || row.status !== 'active') {
      await destroySession(req);
      return undefined;
    }
    req.user = {
      id: row.id,
      role: row.role,
      fullName: row.fullName,
      mustChangePassword: row.mustChangePassword,
      profilePhotoUrl: row.profilePhotoUrl,
    };
    return req.user;
  }
}
