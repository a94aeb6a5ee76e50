import type { AuthenticatorTransportFuture } from '@simplewebauthn/server';
import type { EntityManager } from 'typeorm';

import type { PasskeyView } from '@fund/contracts';

/** A stored passkey as the WebAuthn checks need it. */
export interface PasskeyRow {
  id: string;
  userId: string;
  name: string;
  credentialId: string;
  publicKey: Buffer;
  counter: number;
  transports: AuthenticatorTransportFuture[];
}

const VIEW_COLUMNS = `id, name, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
  to_char(last_used_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "lastUsedAt"`;
const ROW_COLUMNS = `id, user_id AS "userId", name, credential_id AS "credentialId", public_key AS "publicKey",
  counter::float8 AS counter, transports`;

export function listPasskeys(manager: EntityManager, userId: string): Promise<PasskeyView[]> {
  return manager.query<PasskeyView[]>(`SELECT ${VIEW_COLUMNS} FROM passkeys WHERE user_id = $1 ORDER BY created_at, id`, [userId]);
}

export async function passkeyView(manager: EntityManager, id: string): Promise<PasskeyView> {
  const [row] = await manager.query<PasskeyView[]>(`SELECT ${VIEW_COLUMNS} FROM passkeys WHERE id = $1`, [id]);
  return row;
}

export function passkeyRows(manager: EntityManager, userId: string): Promise<PasskeyRow[]> {
  return manager.query<PasskeyRow[]>(`SELECT ${ROW_COLUMNS} FROM passkeys WHERE user_id = $1 ORDER BY created_at, id`, [userId]);
}

/** The passkey of a credential id, row-locked: two assertions with one key are serialised (the counter). */
export async function lockPasskeyByCredential(manager: EntityManager, credentialId: string): Promise<PasskeyRow | undefined> {
  const rows = await manager.query<PasskeyRow[]>(`SELECT ${ROW_COLUMNS} FROM passkeys WHERE credential_id = $1 FOR UPDATE`, [credentialId]);
  return rows[0];
}

/** The caller's passkey `id`, row-locked; undefined when there is none or it is someone else's. */
export async function lockOwnPasskey(manager: EntityManager, userId: string, id: string): Promise<PasskeyRow | undefined> {
  const rows = await manager.query<PasskeyRow[]>(`SELECT ${ROW_COLUMNS} FROM passkeys WHERE id = $1 AND user_id = $2 FOR UPDATE`, [
    id,
    userId,
  ]);
  return rows[0];
}

export async function countPasskeys(manager: EntityManager, userId: string): Promise<number> {
  const [row] = await manager.query<{ n: number }[]>('SELECT count(*)::int AS n FROM passkeys WHERE user_id = $1', [userId]);
  return row.n;
}
