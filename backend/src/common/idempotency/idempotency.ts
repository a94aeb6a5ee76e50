import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { ConflictException, UnprocessableEntityException } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';

import { MESSAGES } from '@fund/contracts';

// Idempotent money writes (issue 14). A route marked @Idempotent() (idempotency.interceptor.ts) reads
// the Idempotency-Key header and runs its handler with an IdempotentCall in AsyncLocalStorage; the
// service opens its transaction with idempotentTransaction() instead of dataSource.transaction(), which
// records the answer in idempotency_keys in that same transaction. So the write and its key commit
// together: no crash between them can leave a paid payout whose retry pays again.
//
// A retry while the first request is still running answers 409 (a transaction-scoped advisory lock,
// tried, never waited for): waiting would hold a database connection per retry for as long as the
// first one runs, and retries come exactly when the service is slow. Only answers of committed
// writes are kept: a refused request (4xx) wrote nothing, so its key stays free.

/** Keys are kept a day; an expired row is not honoured and the expiry job deletes it. */
export const IDEMPOTENCY_TTL = '1 day';

/** 1 to 255 printable ASCII characters (space to tilde). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x20-\x7E]{1,255}$/;

export interface IdempotentCall {
  userId: string;
  key: string;
  /** sha256 of the method, path and body (keys sorted): "the same request". */
  requestHash: string;
  /** The status the route answers with. */
  status: number;
  /** Set once a transaction has taken the call; a second transaction of the same request is a plain one. */
  claimed: boolean;
}

/** A kept answer. */
export interface KeptAnswer {
  requestHash: string;
  status: number;
  body: string;
}

/** Thrown inside the transaction when the key already has a kept answer: the interceptor replays it. */
export class KeptAnswerFound extends Error {
  constructor(readonly answer: KeptAnswer) {
    super('Idempotency-Key already answered');
  }
}

export const idempotentCalls = new AsyncLocalStorage<IdempotentCall>();

/** JSON with object keys sorted at every depth, so key order does not make two bodies different. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestHash(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${canonicalJson(body)}`)
    .digest('hex');
}

/** The live (unexpired) answer kept for this user's key, if any. */
export async function keptAnswer(manager: EntityManager, call: Pick<IdempotentCall, 'userId' | 'key'>): Promise<KeptAnswer | undefined> {
  const rows = await manager.query<KeptAnswer[]>(
    `SELECT request_hash AS "requestHash", response_status AS status, response_body AS body
     FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND expires_at > now()`,
    [call.userId, call.key],
  );
  return rows[0];
}

/** The kept answer for this request, or 422 when the key was used for another request. */
export function sameRequest(answer: KeptAnswer, call: Pick<IdempotentCall, 'requestHash'>): KeptAnswer {
  if (answer.requestHash !== call.requestHash) throw new UnprocessableEntityException(MESSAGES.idempotencyKeyReused);
  return answer;
}

/**
 * dataSource.transaction(work) for a money write. Under an Idempotency-Key it first takes the key
 * (409 while another transaction holds it; KeptAnswerFound when it was answered meanwhile), then keeps
 * work's answer with the key before committing.
 */
export function idempotentTransaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  const call = idempotentCalls.getStore();
  if (!call || call.claimed) return dataSource.transaction(work);
  call.claimed = true;
  return dataSource.transaction(async (manager) => {
    const [{ locked }] = await manager.query<{ locked: boolean }[]>('SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked', [
      `fund:idempotency:${call.userId}:${call.key}`,
    ]);
    if (!locked) throw new ConflictException(MESSAGES.idempotencyKeyInProgress);
    const kept = await keptAnswer(manager, call);
    if (kept) throw new KeptAnswerFound(sameRequest(kept, call));
    const answer = await work(manager);
    // An expired row of the same key is replaced: the lock above makes this transaction its only writer.
    await manager.query(
      `INSERT INTO idempotency_keys (user_id, key, request_hash, response_status, response_body, expires_at)
       VALUES ($1, $2, $3, $4, $5, now() + $6::interval)
       ON CONFLICT (user_id, key) DO UPDATE SET request_hash = EXCLUDED.request_hash, response_status = EXCLUDED.response_status,
         response_body = EXCLUDED.response_body, created_at = now(), expires_at = EXCLUDED.expires_at`,
      [call.userId, call.key, call.requestHash, call.status, JSON.stringify(answer ?? null), IDEMPOTENCY_TTL],
    );
    return answer;
  });
}
