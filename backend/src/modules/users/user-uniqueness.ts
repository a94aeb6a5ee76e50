import { ConflictException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { MESSAGES } from '@fund/contracts';

import { User } from './user.entity.js';

// The pre-check gives the precise message; a race past it meets the unique index, which
// common/errors/unique-violation.ts asUserConflict turns into the same 409.

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
