import { TEMPORARY_PASSWORD_TTL_DAYS } from '@fund/contracts';
import type { EntityManager } from 'typeorm';

import { User } from '../../modules/users/user.entity.js';
import { hashPassword } from './passwords.js';
import { endSessionsOf } from './session.js';

export interface NewPasswordOptions {
  /** A temporary password set by an admin: must be changed at next login and expires unused. */
  temporary: boolean;
  /** The caller's own session survives its own change; every other session of the user ends. */
  keepSessionId?: string;
}

/** The one way a password is replaced: hash, flags, expiry, and the end of the user's other sessions. */
export async function applyNewPassword(manager: EntityManager, userId: string, password: string, options: NewPasswordOptions): Promise<void> {
  const passwordHash = await hashPassword(password);
  await manager.update(User, userId, {
    passwordHash,
    mustChangePassword: options.temporary,
    temporaryPasswordExpiresAt: options.temporary ? new Date(Date.now() + TEMPORARY_PASSWORD_TTL_DAYS * 86_400_000) : null,
    passwordChangedAt: new Date(),
  });
  await endSessionsOf(manager, userId, options.keepSessionId);
}
