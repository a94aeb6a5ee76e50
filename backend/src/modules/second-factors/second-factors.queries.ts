import type { EntityManager } from 'typeorm';

/** A user's authenticator row as the services read it. */
export interface TotpRow {
  secretCiphertext: string;
  confirmed: boolean;
  confirmedAt: Date | null;
  lastTimeStep: number | null;
}

const TOTP_COLUMNS = `secret_ciphertext AS "secretCiphertext", confirmed_at IS NOT NULL AS confirmed, confirmed_at AS "confirmedAt",
  last_time_step::float8 AS "lastTimeStep"`;

/** Reads (and with `lock`, row-locks) the user's authenticator, so two uses of one code are serialised. */
export async function readTotp(manager: EntityManager, userId: string, lock = false): Promise<TotpRow | undefined> {
  const rows = await manager.query<TotpRow[]>(`SELECT ${TOTP_COLUMNS} FROM totp_factors WHERE user_id = $1${lock ? ' FOR UPDATE' : ''}`, [
    userId,
  ]);
  return rows[0];
}

/** True when the user has a second factor that counts (a confirmed authenticator app or a passkey). */
export async function hasSecondFactor(manager: EntityManager, userId: string): Promise<boolean> {
  const [row] = await manager.query<{ has: boolean }[]>(
    `SELECT EXISTS (SELECT 1 FROM totp_factors WHERE user_id = $1 AND confirmed_at IS NOT NULL)
         OR EXISTS (SELECT 1 FROM passkeys WHERE user_id = $1) AS has`,
    [userId],
  );
  return row.has;
}

/** True when the user has at least one passkey (issue 25 item 2: modules/passkeys). */
export async function hasPasskey(manager: EntityManager, userId: string): Promise<boolean> {
  const [row] = await manager.query<{ has: boolean }[]>('SELECT EXISTS (SELECT 1 FROM passkeys WHERE user_id = $1) AS has', [userId]);
  return row.has;
}

export async function unusedRecoveryCodes(manager: EntityManager, userId: string): Promise<number> {
  const [row] = await manager.query<{ n: number }[]>(
    'SELECT count(*)::int AS n FROM recovery_codes WHERE user_id = $1 AND used_at IS NULL',
    [userId],
  );
  return row.n;
}

export async function replaceRecoveryCodes(manager: EntityManager, userId: string, hashes: string[]): Promise<void> {
  await manager.query('DELETE FROM recovery_codes WHERE user_id = $1', [userId]);
  await manager.query('INSERT INTO recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])', [userId, hashes]);
}

/** Marks an unused recovery code used; true when there was one. */
export async function spendRecoveryCode(manager: EntityManager, userId: string, hash: string): Promise<boolean> {
  // An UPDATE answers [rows, count] through TypeORM.
  const [, count] = await manager.query<[unknown[], number]>(
    'UPDATE recovery_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL',
    [userId, hash],
  );
  return count > 0;
}

/** Removes every second factor of the user (the admin reset); answers whether there was one. */
export async function removeSecondFactors(manager: EntityManager, userId: string): Promise<boolean> {
  // A DELETE answers [rows, count] through TypeORM.
  const [, totp] = await manager.query<[unknown[], number]>('DELETE FROM totp_factors WHERE user_id = $1', [userId]);
  const [, codes] = await manager.query<[unknown[], number]>('DELETE FROM recovery_codes WHERE user_id = $1', [userId]);
  const [, passkeys] = await manager.query<[unknown[], number]>('DELETE FROM passkeys WHERE user_id = $1', [userId]);
  return totp > 0 || codes > 0 || passkeys > 0;
}

/** Removes the authenticator app, and the recovery codes unless a passkey still needs them. */
export async function removeAuthenticatorApp(manager: EntityManager, userId: string): Promise<void> {
  await manager.query('DELETE FROM totp_factors WHERE user_id = $1', [userId]);
  if (!(await hasPasskey(manager, userId))) await manager.query('DELETE FROM recovery_codes WHERE user_id = $1', [userId]);
}
