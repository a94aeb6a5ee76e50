import type { EntityManager } from 'typeorm';

// One lock order for every write that touches many enrollments at once (issue 19 review): a scheme's or
// an investor's enrollments first, in id order, and only then the scheme, investor, asset or run row.
// Payouts, distribution runs and their reversal, scheme-wide posts and allocations, and the scheme and
// investor deletes all take them this way, so two of them queue on the first enrollment instead of
// deadlocking (PostgreSQL would abort one of them, and the admin would see a 500).

/**
 * - FOR UPDATE: the rows go (a delete).
 * - FOR NO KEY UPDATE: their money changes (a distribution run or its reversal).
 * - FOR KEY SHARE: rows that name them are added (a scheme-wide post or allocation); they must stay.
 */
export type EnrollmentLock = 'FOR UPDATE' | 'FOR NO KEY UPDATE' | 'FOR KEY SHARE';

const SQL = {
  scheme_id: 'SELECT id FROM enrollments WHERE scheme_id = $1 ORDER BY id',
  investor_id: 'SELECT id FROM enrollments WHERE investor_id = $1 ORDER BY id',
} as const;

/** Locks the scheme's (or the investor's) enrollments in id order; their ids, in that order. */
export async function lockEnrollmentsOf(manager: EntityManager, of: keyof typeof SQL, id: string, lock: EnrollmentLock): Promise<string[]> {
  const rows = await manager.query<{ id: string }[]>(`${SQL[of]} ${lock}`, [id]);
  return rows.map((row) => row.id);
}
