import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

import { ADMIN_ROLES, type Role } from '@fund/contracts';

import type { AuthUser } from './auth.types.js';

export const ACCESS_KEY = 'fund:access';
export const ROLES_KEY = 'fund:roles';
export const PASSWORD_CHANGE_KEY = 'fund:allowed-during-password-change';

export type Access = 'public' | 'optional';

/** Opens a route to anyone: the guard denies every other route without a session. */
export const Public = () => SetMetadata(ACCESS_KEY, 'public' satisfies Access);
/** Anyone may call; the caller is resolved when a session exists. */
export const OptionalAuth = () => SetMetadata(ACCESS_KEY, 'optional' satisfies Access);
/** Narrows a route to these roles. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);
/** Narrows a route to the admin roles (admin, super_admin). */
export const AdminOnly = () => Roles(...ADMIN_ROLES);
/** The few routes that still answer while mustChangePassword is set (me, logout, change-password). */
export const AllowDuringPasswordChange = () => SetMetadata(PASSWORD_CHANGE_KEY, true);

export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthUser | undefined => {
  return ctx.switchToHttp().getRequest<Request>().user;
});
