import { ForbiddenException } from '@nestjs/common';
import { ADMIN_ROLES, MESSAGES, type Role } from '@fund/contracts';

import type { AuthUser } from './auth.types.js';

export function isAdmin(user: Pick<AuthUser, 'role'> | undefined): boolean {
  return user !== undefined && (ADMIN_ROLES as readonly Role[]).includes(user.role);
}

/** Investors act only for themselves; admins may act for any investor. The one ownership check. */
export function assertCanActFor(user: AuthUser | undefined, investorId: string | null | undefined): void {
  if (isAdmin(user)) return;
  if (!user || !investorId || user.id !== investorId) throw new ForbiddenException(MESSAGES.forbidden);
}
