import { HttpException, HttpStatus } from '@nestjs/common';
import { MESSAGES } from '@fund/contracts';
import { createHash } from 'node:crypto';
import type { Response } from 'express';
import type { DataSource } from 'typeorm';

// The counters behind every rate limit: rows of rate_limit_counters in PostgreSQL, shared by every
// app instance; the expiry job (modules/ops) deletes the lapsed ones.

/** A counter's key; the subject is hashed, so the table holds no username, address or token in clear. */
export function counterKey(name: string, kind: string, subject: string): string {
  return `${name}:${kind}:${createHash('sha256').update(subject).digest('base64url')}`;
}

export type Take = { taken: true } | { taken: false; retryAfter: number };

/**
 * Counts one hit unless the counter already holds `limit` hits in its window; a lapsed window
 * starts again at one. Atomic, so concurrent requests never pass the limit together.
 */
export async function takeHit(dataSource: DataSource, key: string, limit: number, windowSeconds: number): Promise<Take> {
  const rows = await dataSource.query<{ hits: number }[]>(
    `INSERT INTO rate_limit_counters AS c (key, hits, reset_at) VALUES ($1, 1, now() + make_interval(secs => $2))
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN c.reset_at <= now() THEN 1 ELSE c.hits + 1 END,
       reset_at = CASE WHEN c.reset_at <= now() THEN EXCLUDED.reset_at ELSE c.reset_at END
     WHERE c.reset_at <= now() OR c.hits < $3
     RETURNING hits`,
    [key, windowSeconds, limit],
  );
  if (rows.length) return { taken: true };
  const [row] = await dataSource.query<{ retry: number }[]>(
    `SELECT ceil(extract(epoch FROM reset_at - now()))::int AS retry FROM rate_limit_counters WHERE key = $1`,
    [key],
  );
  return { taken: false, retryAfter: Math.max(1, row?.retry ?? 1) };
}

/** Takes back one hit of a counter still in its window. */
export async function giveBack(dataSource: DataSource, key: string): Promise<void> {
  await dataSource.query(`UPDATE rate_limit_counters SET hits = hits - 1 WHERE key = $1 AND hits > 0 AND reset_at > now()`, [key]);
}

/** The 429 every limit answers, with Retry-After in seconds. */
export function tooManyRequests(res: Response | undefined, retryAfter: number): HttpException {
  res?.setHeader('Retry-After', String(retryAfter));
  return new HttpException(MESSAGES.tooManyRequests, HttpStatus.TOO_MANY_REQUESTS);
}
