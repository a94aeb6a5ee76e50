import { ConflictException, ForbiddenException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { MESSAGES, type Role } from '@fund/contracts';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { User } from './user.entity.js';

// Role and login-status changes can take away the last active super admin. They run one at a time,
// behind a transaction-scoped advisory lock, and re-read what the guard saw before the lock: two
// super admins demoting (or disabling) each other at once must leave one of them in charge.

export const SUPER_ADMIN_LOCK_KEY = 'fund:super-admins';

export async function lockSuperAdminChanges(manager: EntityManager): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [SUPER_ADMIN_LOCK_KEY]);
}

/** The caller as it is now, under the lock: a change committed meanwhile may have demoted or disabled them. */
export async function currentActor(manager: EntityManager, actor: AuthUser, roles: readonly Role[]): Promise<User> {
  const row = await manager.findOneBy(User, { id: actor.id });
  if (!row || row.status !== 'active' || !roles.includes(row.role)) throw new ForbiddenException(MESSAGES.forbidden);
  return row;
}

/** The target row, locked for this transaction; null when it does not exist. */
export function lockedUser(manager: EntityManager, id: string): Promise<User | null> {
  return manager.findOne(User, { where: { id }, lock: { mode: 'pessimistic_write' } });
}

/** 409 unless an active super admin other than `targetId` remains. */
export async function assertAnotherActiveSuperAdmin(manager: EntityManager, targetId: string): Promise<void> {
  const others = await manager
    .createQueryBuilder(User, 'u')
    .where(`u.role = 'super_admin' AND u.status = 'active' AND u.id <> :targetId`, { targetId })
    .getCount();
  if (others === 0) throw new ConflictException(MESSAGES.lastSuperAdmin);
}
