import type { EntityManager } from 'typeorm';

import { TEMPORARY_PASSWORD_TTL_DAYS } from '@fund/contracts';

import { User } from '../../modules/users/user.entity.js';
import { hashPassword } from './passwords.js';
import { endSessionsOf } from './session.js';

export interface NewPasswordOptions {
  /** A temporary password set by an admin: must be changed at next login and expires unused. */
  temporary: boolean;
  /** The caller's own session survives its own change; every other session of the user ends. */
  keepSessionId?: string;
}

/** A user's password columns for a password (hashed here): a temporary one must be changed at next login and expires unused. */
export async function passwordColumns(
  password: string,
  temporary: boolean,
): Promise<Pick<User, 'passwordHash' | 'mustChangePassword' | 'temporaryPasswordExpiresAt'>> {
  return {
    passwordHash: await hashPassword(password),
    mustChangePassword: temporary,
    temporaryPasswordExpiresAt: temporary ? new Date(Date.now() + TEMPORARY_PASSWORD_TTL_DAYS * 86_400_000) : null,
  };
}

/** The one way a password is replaced: hash, flags, expiry, and the end of the user's other sessions. */
export async function applyNewPassword(
  manager: EntityManager,
  userId: string,
  password: string,
  options: NewPasswordOptions,
): Promise<void> {
  await manager.update(User, userId, { ...(await passwordColumns(password, options.temporary)), passwordChangedAt: new Date() });
  await endSessionsOf(manager, userId, options.keepSessionId);
}
