import { ForbiddenException, Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { isAdminRole, MESSAGES, SECOND_FACTOR_REQUIRED } from '@fund/contracts';
import type { Request } from 'express';

import { ACCESS_KEY, PASSWORD_CHANGE_KEY, type Access } from '../../common/auth/decorators.js';
import { SecurityPolicy } from './security-policy.service.js';

const WITHOUT_SECOND_FACTOR_KEY = 'fund:allowed-without-second-factor';

/** Routes an admin held by the policy may still call: enrolling a second factor. */
export const AllowWithoutSecondFactor = () => SetMetadata(WITHOUT_SECOND_FACTOR_KEY, true);

/**
 * Issue 25 item 3: while the policy is on, an admin without a second factor gets 403
 * SECOND_FACTOR_REQUIRED from every route but the enrolment routes and those open during a forced
 * password change (me, logout, change-password). Runs after the AuthGuard, which resolves req.user.
 */
@Injectable()
export class SecondFactorPolicyGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly policy: SecurityPolicy,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const user = req.user;
    if (!user || !isAdminRole(user.role)) return true;
    // Issue 25 item 4: signed in through single sign-on, the identity provider's own factors count.
    if (req.session.ssoLogin === true) return true;
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<Access | undefined>(ACCESS_KEY, targets)) return true;
    if (this.reflector.getAllAndOverride<boolean | undefined>(PASSWORD_CHANGE_KEY, targets)) return true;
    if (this.reflector.getAllAndOverride<boolean | undefined>(WITHOUT_SECOND_FACTOR_KEY, targets)) return true;
    if (await this.policy.holds(user.id, user.role)) {
      throw new ForbiddenException({ message: MESSAGES.secondFactorRequired, code: SECOND_FACTOR_REQUIRED });
    }
    return true;
  }
}
