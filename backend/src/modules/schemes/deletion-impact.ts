import type { EntityManager } from 'typeorm';

import type { SchemeDeletionImpactView } from '@fund/contracts';

// Issue 19 item 5: what deleting a scheme destroys, counted in one statement (so the counts are of one
// snapshot), the same for the back office's dialog (GET /api/schemes/{id}/deletion-impact) and for the
// SCHEME_DELETED / SCHEME_ARCHIVED / SCHEME_RESTORED audit rows. The delete reads it after locking the
// scheme row and its enrollments, so nothing can be added to the scheme between the count and the
// delete: every insert that names the scheme (an enrollment, an activity, a document, an expression, a
// distribution run) or one of its enrollments (an allocation, a distribution line) takes a key share
// lock on that row.

/** `n` and the word, singular for 1: '1 payout', '3 payouts'. */
export const counted = (n: number, singular: string, plural = `${singular}s`) => `${n} ${n === 1 ? singular : plural}`;

/** The counts (and sums) both deletion impacts carry; PostgreSQL answers them as text. */
const SHARED_COUNTS = [
  'enrollments',
  'investedTotal',
  'payouts',
  'payoutTotal',
  'activities',
  'documents',
  'expressionsOfInterest',
  'assetAllocations',
] as const;

/** The row's `keys` and SHARED_COUNTS as numbers (counts and whole-unit sums are far below 2^53). */
export function countsOf<K extends string>(
  row: Record<string, unknown>,
  keys: readonly K[],
): Record<K | (typeof SHARED_COUNTS)[number], number> {
  return Object.fromEntries([...SHARED_COUNTS, ...keys].map((key) => [key, Number(row[key])])) as Record<
    K | (typeof SHARED_COUNTS)[number],
    number
  >;
}

/** A payout among the activities (`ac`), as the deletion impacts count them. */
const PAYOUT = "ac.type = 'transaction' AND ac.category = 'Payout'";

/**
 * The counts an investor's and a scheme's deletion impact share, of the rows whose `column` is `ref`:
 * activities, payouts and their total (read from a lateral join `a`, with `extra` columns of the same
 * activities), expressions of interest and asset allocations.
 */
export function ownedRowCounts(column: 'investor_id' | 'scheme_id', ref: string, extra = '') {
  return {
    /** The select list's shared columns (payouts, payoutTotal, activities, expressionsOfInterest, assetAllocations). */
    columns: `a.payouts, a.payout_total AS "payoutTotal", a.activities,
         (SELECT count(*) FROM expressions_of_interest x WHERE x.${column} = ${ref}) AS "expressionsOfInterest",
         (SELECT count(*) FROM asset_enrollments ae JOIN enrollments en ON en.id = ae.enrollment_id WHERE en.${column} = ${ref}) AS "assetAllocations"`,
    /** The lateral join `a` the shared columns read. */
    activities: `CROSS JOIN LATERAL (
         SELECT count(*) AS activities,
                count(*) FILTER (WHERE ${PAYOUT}) AS payouts,
                COALESCE(sum(ac.amount) FILTER (WHERE ${PAYOUT}), 0) AS payout_total${extra}
           FROM activities ac WHERE ac.${column} = ${ref}) a`,
  };
}

const SCHEME = ownedRowCounts('scheme_id', 's.id');
const SCHEME_IMPACT_SQL = `
  SELECT s.id AS "schemeId", s.name,
         e.investors, e.enrollments, e.invested AS "investedTotal",
         (SELECT count(*) FROM scheme_documents d WHERE d.scheme_id = s.id) AS documents,
         (SELECT count(*) FROM distribution_runs r WHERE r.scheme_id = s.id) AS "distributionRuns",
         ${SCHEME.columns}
    FROM schemes s
   CROSS JOIN LATERAL (
         SELECT count(DISTINCT en.investor_id) AS investors, count(*) AS enrollments, COALESCE(sum(en.investment_amount), 0) AS invested
           FROM enrollments en WHERE en.scheme_id = s.id) e
   ${SCHEME.activities}
   WHERE s.id = $1`;

/** The scheme's impact, or null when there is no such scheme. */
export async function schemeDeletionImpact(manager: EntityManager, schemeId: string): Promise<SchemeDeletionImpactView | null> {
  const [row] = await manager.query<Record<string, string>[]>(SCHEME_IMPACT_SQL, [schemeId]);
  if (!row) return null;
  return { schemeId: row.schemeId, name: row.name, ...countsOf(row, ['investors', 'distributionRuns'] as const) };
}

/** The counts as the audit rows say them: '2 investors, 2 enrollments (invested 80000), 3 payouts totalling 4501, …'. */
export function schemeImpactText(impact: SchemeDeletionImpactView): string {
  return [
    counted(impact.investors, 'investor'),
    `${counted(impact.enrollments, 'enrollment')} (invested ${impact.investedTotal})`,
    `${counted(impact.payouts, 'payout')} totalling ${impact.payoutTotal}`,
    counted(impact.activities, 'activity', 'activities'),
    counted(impact.documents, 'scheme document'),
    counted(impact.expressionsOfInterest, 'expression of interest', 'expressions of interest'),
    counted(impact.assetAllocations, 'asset allocation'),
    counted(impact.distributionRuns, 'distribution run'),
  ].join(', ');
}
