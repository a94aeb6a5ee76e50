import { ForbiddenException } from '@nestjs/common';

import { isAdminRole, MESSAGES } from '@fund/contracts';

import type { AuthUser } from './auth.types.js';

/** Investors act only for themselves; admins may act for any investor. The one ownership check. */
export function assertCanActFor(user: AuthUser | undefined, investorId: string | null | undefined): void {
  if (isAdminRole(user?.role)) return;
  if (!user || !investorId || user.id !== investorId) throw new ForbiddenException(MESSAGES.forbidden);
}
