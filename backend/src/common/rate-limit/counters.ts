import { createHash } from 'node:crypto';
import { HttpException, HttpStatus } from '@nestjs/common';
import type { Response } from 'express';
import type { DataSource, EntityManager } from 'typeorm';

import { MESSAGES } from '@fund/contracts';

// The counters behind every rate limit: rows of rate_limit_counters in PostgreSQL, shared by every
// app instance; the expiry job (modules/ops) deletes the lapsed ones.

/** A counter's key; the subject is hashed, so the table holds no username, address or token in clear. */
export function counterKey(name: string, kind: string, subject: string): string {
  return `${name}:${kind}:${createHash('sha256').update(subject).digest('base64url')}`;
}

export type Take = { taken: true; hits: number } | { taken: false; retryAfter: number };

/** Where a counter is read and written: the pool, or a transaction's manager (the hit commits with it). */
export type Counters = DataSource | EntityManager;

/**
 * Counts one hit unless the counter already holds `limit` hits in its window; a lapsed window
 * starts again at one. Atomic, so concurrent requests never pass the limit together. Answers the
 * hits counted so far, this one included. With `lockout`, the hit that reaches the limit starts a
 * whole window from that moment, so a full counter stays closed for `windowSeconds`.
 */
export async function takeHit(
  db: Counters,
  key: string,
  limit: number,
  windowSeconds: number,
  options: { lockout?: boolean } = {},
): Promise<Take> {
  const rows = await db.query<{ hits: number }[]>(
    `INSERT INTO rate_limit_counters AS c (key, hits, reset_at) VALUES ($1, 1, now() + make_interval(secs => $2))
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN c.reset_at <= now() THEN 1 ELSE c.hits + 1 END,
       reset_at = CASE WHEN c.reset_at <= now() OR ($4 AND c.hits + 1 >= $3) THEN EXCLUDED.reset_at ELSE c.reset_at END
     WHERE c.reset_at <= now() OR c.hits < $3
     RETURNING hits`,
    [key, windowSeconds, limit, options.lockout === true],
  );
  if (rows.length) return { taken: true, hits: rows[0].hits };
  return { taken: false, retryAfter: (await fullFor(db, key, limit)) ?? 1 };
}

/** Seconds until a counter holding `limit` hits reopens (at least 1); undefined when it would take another hit. */
export async function fullFor(db: Counters, key: string, limit: number): Promise<number | undefined> {
  const [row] = await db.query<{ retry: number }[]>(
    `SELECT ceil(extract(epoch FROM reset_at - now()))::int AS retry FROM rate_limit_counters WHERE key = $1 AND reset_at > now() AND hits >= $2`,
    [key, limit],
  );
  return row ? Math.max(1, row.retry) : undefined;
}

/** Takes back one hit of a counter still in its window. */
export async function giveBack(dataSource: DataSource, key: string): Promise<void> {
  await dataSource.query(`UPDATE rate_limit_counters SET hits = hits - 1 WHERE key = $1 AND hits > 0 AND reset_at > now()`, [key]);
}

/** The 429 every limit answers, with Retry-After in seconds; a limit may say more than the usual words. */
export function tooManyRequests(res: Response | undefined, retryAfter: number, message: string = MESSAGES.tooManyRequests): HttpException {
  res?.setHeader('Retry-After', String(retryAfter));
  return new HttpException(message, HttpStatus.TOO_MANY_REQUESTS);
}
