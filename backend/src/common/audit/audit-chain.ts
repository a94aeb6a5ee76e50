import { createHash } from 'node:crypto';

import type { AuditChainBreak, AuditChainView } from '@fund/contracts';

// The audit log's hash chain (migration 1797500000000-audit-chain.ts writes it, in SQL, when a row's
// transaction commits). This file walks it in Node, independently of the database's own functions: each
// entry's hash is SHA-256 (hex) of the previous entry's hash, its place and its fields, each field as
// `<length in UTF-8 bytes>:<text>` or `~` for null, joined by '\n'. The first entry follows 64 zeros.

export const AUDIT_GENESIS_HASH = '0'.repeat(64);
const BATCH = 5000;

/** A chained entry as the walk reads it: every field as text, the time in UTC to the microsecond. */
export interface ChainRow {
  seq: string;
  prev_hash: string | null;
  hash: string | null;
  id: string;
  ts: string;
  user_id: string | null;
  user_role: string | null;
  action: string;
  action_details: string | null;
  ip_address: string | null;
  user_agent: string | null;
  browser: string | null;
  os: string | null;
}

/** What runs a statement: a pg pool or client. */
export interface ChainQueryable {
  query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[] }>;
}

const ROW_SQL = `chain_seq::text AS seq, prev_hash, hash, id::text AS id,
  to_char("timestamp" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS ts,
  user_id::text AS user_id, user_role, action, action_details, ip_address, user_agent, browser, os`;

const field = (value: string | null) => (value === null ? '~' : `${Buffer.byteLength(value, 'utf8')}:${value}`);

/** The hash an entry must carry at place `seq` after `prev`. */
export function chainHash(prev: string, seq: number | string, row: Omit<ChainRow, 'seq' | 'prev_hash' | 'hash'>): string {
  const text = [
    prev,
    String(seq),
    ...[
      row.id,
      row.ts,
      row.user_id,
      row.user_role,
      row.action,
      row.action_details,
      row.ip_address,
      row.user_agent,
      row.browser,
      row.os,
    ].map(field),
  ].join('\n');
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** '2026-11-27T10:00:00.123456Z' as an ISO time (to the millisecond). */
const isoOf = (ts: string) => new Date(ts).toISOString();

export type ChainReport = Omit<AuditChainView, 'head'> & { headSeq: number; headHash: string };

/**
 * Walks the chain from its first entry and names the first that does not match: an edited entry (its
 * hash), a deleted one (a gap in the places, or a head beyond the last entry), one moved or forged (its
 * link to the previous hash), or one written outside the chain (no place).
 */
export async function verifyAuditChain(db: ChainQueryable): Promise<ChainReport> {
  const checkedAt = new Date().toISOString();
  // The head first: entries committed during the walk come after it and wait for the next walk.
  const {
    rows: [head],
  } = await db.query<{ seq: string; hash: string }>('SELECT seq::text AS seq, hash FROM audit_chain_head');
  const headSeq = Number(head?.seq ?? 0);
  const headHash = head?.hash ?? AUDIT_GENESIS_HASH;
  let prev = AUDIT_GENESIS_HASH;
  let expected = 1;
  let last: ChainRow | undefined;
  let firstBreak: AuditChainBreak | null = null;
  while (expected <= headSeq) {
    const { rows } = await db.query<ChainRow>(
      `SELECT ${ROW_SQL} FROM audit_logs WHERE chain_seq >= $1 AND chain_seq <= $2 ORDER BY chain_seq LIMIT ${BATCH}`,
      [expected, headSeq],
    );
    for (const row of rows) {
      const seq = Number(row.seq);
      const at = { seq, id: row.id, timestamp: isoOf(row.ts) };
      if (seq !== expected) {
        firstBreak = { seq: expected, id: null, timestamp: null, reason: `Entry ${expected} is missing: it was deleted` };
      } else if (row.prev_hash !== prev) {
        firstBreak = { ...at, reason: `Entry ${seq} does not follow entry ${seq - 1}: its link to the previous hash was changed` };
      } else if (row.hash !== chainHash(prev, seq, row)) {
        firstBreak = { ...at, reason: `Entry ${seq} was changed after it was written: its content does not match its hash` };
      }
      if (firstBreak) break;
      prev = row.hash ?? prev;
      expected = seq + 1;
      last = row;
    }
    if (firstBreak || rows.length < BATCH) break;
  }
  if (!firstBreak && expected - 1 < headSeq) {
    firstBreak = { seq: expected, id: null, timestamp: null, reason: `Entries ${expected} to ${headSeq} are missing: they were deleted` };
  } else if (!firstBreak && prev !== headHash) {
    firstBreak = {
      seq: Math.max(1, headSeq),
      id: null,
      timestamp: null,
      reason: `The recorded head of the chain (entry ${headSeq}) was changed`,
    };
  }
  if (!firstBreak) {
    const {
      rows: [outside],
    } = await db.query<ChainRow>(`SELECT ${ROW_SQL} FROM audit_logs WHERE chain_seq IS NULL ORDER BY "timestamp", id LIMIT 1`);
    if (outside)
      firstBreak = {
        seq: expected,
        id: outside.id,
        timestamp: isoOf(outside.ts),
        reason: 'An entry was written outside the chain (with its trigger turned off)',
      };
  }
  return {
    intact: firstBreak === null,
    entries: expected - 1,
    verifiedUpTo: last ? isoOf(last.ts) : null,
    checkedAt,
    firstBreak,
    headSeq,
    headHash,
  };
}
