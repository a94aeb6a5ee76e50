import { ConflictException } from '@nestjs/common';
import { MESSAGES } from '@fund/contracts';
import { QueryFailedError, type EntityManager } from 'typeorm';

import { User } from './user.entity.js';

// Usernames and e-mails are unique case-insensitively (users_*_lower_key). The pre-check gives the
// precise message; a race past it still meets the unique index, which answers the same 409.

const CONFLICTS: Record<string, string> = {
  users_username_key: MESSAGES.usernameTaken,
  users_username_lower_key: MESSAGES.usernameTaken,
  users_email_key: MESSAGES.emailTaken,
  users_email_lower_key: MESSAGES.emailTaken,
};

/** A unique violation on a user's username or e-mail as a 409; any other error unchanged. */
export function asUserConflict(error: unknown): unknown {
  if (error instanceof QueryFailedError) {
    const { code, constraint } = error.driverError as { code?: string; constraint?: string };
    if (code === '23505' && constraint !== undefined && constraint in CONFLICTS) return new ConflictException(CONFLICTS[constraint]);
  }
  return error;
}

async function taken(manager: EntityManager, column: 'username' | 'email', value: string, exceptId?: string): Promise<boolean> {
  const qb = manager.createQueryBuilder(User, 'u').where(`lower(u.${column}) = lower(:value)`, { value });
  if (exceptId) qb.andWhere('u.id <> :exceptId', { exceptId });
  return qb.getExists();
}

/** 409 when another user already holds this username or e-mail (any case). */
export async function assertUsernameAndEmailFree(
  manager: EntityManager,
  fields: { username?: string; email?: string },
  exceptId?: string,
): Promise<void> {
  if (fields.username !== undefined && (await taken(manager, 'username', fields.username, exceptId))) {
    throw new ConflictException(MESSAGES.usernameTaken);
  }
  if (fields.email !== undefined && (await taken(manager, 'email', fields.email, exceptId))) {
    throw new ConflictException(MESSAGES.emailTaken);
  }
}
