import { QueryFailedError } from 'typeorm';

/** The constraint (or unique index) a failed write broke with a unique violation (23505), else undefined. */
export function uniqueViolation(error: unknown): string | undefined {
  if (!(error instanceof QueryFailedError)) return undefined;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === '23505' ? (driverError.constraint ?? '') : undefined;
}
