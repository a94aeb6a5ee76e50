import { ConflictException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';

import { MESSAGES } from '@fund/contracts';

/** The constraint (or unique index) a failed write broke with a unique violation (23505), else undefined. */
export function uniqueViolation(error: unknown): string | undefined {
  if (!(error instanceof QueryFailedError)) return undefined;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === '23505' ? (driverError.constraint ?? '') : undefined;
}

// Usernames and e-mails are unique case-insensitively (users_*_key and users_*_lower_key).
const USER_CONFLICTS: Record<string, string> = {
  users_username_key: MESSAGES.usernameTaken,
  users_username_lower_key: MESSAGES.usernameTaken,
  users_email_key: MESSAGES.emailTaken,
  users_email_lower_key: MESSAGES.emailTaken,
};

/** A unique violation on a user's username or e-mail as a 409 with the precise message; any other error unchanged. */
export function asUserConflict(error: unknown): unknown {
  const constraint = uniqueViolation(error);
  return constraint !== undefined && constraint in USER_CONFLICTS ? new ConflictException(USER_CONFLICTS[constraint]) : error;
}
