import { DistributionRunView, type DistributionKind, type DistributionRunLine } from '@fund/contracts';

import { listSpec, type SqlSource } from '../../common/lists/list-query.js';

// Plain SQL of the distribution runs (database/pool.ts conventions: bigints and dates as text).

/**
 * A scheme's enrollments. For a preview with their investors' names, by name (then investor id): the
 * preview's order among equal amounts. For a confirm (`lock`) without the names, which it does not write,
 * by enrollment id and locked as an UPDATE locks them, in the order every run and payout locks
 * enrollments (FOR NO KEY UPDATE: a payout's FOR UPDATE waits for it, an allocation's foreign key check
 * does not).
 */
export const holdersSql = (lock: boolean) => `
  SELECT e.id AS "enrollmentId", e.investor_id AS "investorId", ${lock ? `''` : 'u.full_name'} AS "investorName",
         e.investment_amount::text AS invested, e.current_value::text AS "currentValue", e.total_payouts::text AS "totalPayouts",
         e.next_payout_date::text AS "nextPayoutDate", e.next_payout_amount::text AS "nextPayoutAmount",
         to_char(e.enrolled_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') AS "enrolledAt"
  FROM enrollments e${lock ? '' : ' JOIN users u ON u.id = e.investor_id'}
  WHERE e.scheme_id = $1
  ORDER BY ${lock ? 'e.id\n  FOR NO KEY UPDATE' : 'u.full_name, e.investor_id'}`;

/** Can this run be reversed now: a distribution, not reversed, made today (UTC). */
const CAN_REVERSE = `(r.kind = 'distribution' AND r.reversed_at IS NULL AND (r.created_at AT TIME ZONE 'UTC')::date = (now() AT TIME ZONE 'UTC')::date)`;

/** Issue 20: the run's activities (post_id = the run id) opened by their investor, and their notices that go by e-mail. */
const READ_COUNT = `(SELECT count(*) FROM activities ra WHERE ra.post_id = r.id AND ra.read_at IS NOT NULL)::int`;
const NOTIFIED_COUNT = `(SELECT count(*) FROM activities na JOIN notifications n ON n.activity_id = na.id WHERE na.post_id = r.id AND n.delivery <> 'off')::int`;

const RUN_COLUMNS = `r.id, r.scheme_id AS "schemeId", s.name AS "schemeName", r.kind, r.reversal_of AS "reversalOf", r.mode, r.basis,
  r.rate_per_unit AS "ratePerUnit", r.total_amount::text AS "totalAmount", r.investor_count AS "investorCount",
  r.payout_date::text AS "payoutDate", r.description, r.next_payout_date::text AS "nextPayoutDate", r.created_at AS "createdAt",
  json_build_object('id', cu.id, 'name', cu.full_name) AS "createdBy", r.reversed_at AS "reversedAt",
  CASE WHEN ru.id IS NULL THEN NULL ELSE json_build_object('id', ru.id, 'name', ru.full_name) END AS "reversedBy",
  ${CAN_REVERSE} AS "canReverse", ${READ_COUNT} AS "readCount", ${NOTIFIED_COUNT} AS "notifiedCount"`;

const RUN_FROM = `distribution_runs r JOIN schemes s ON s.id = r.scheme_id JOIN users cu ON cu.id = r.created_by LEFT JOIN users ru ON ru.id = r.reversed_by`;

/** One run by id ($1). */
export const RUN_SQL = `SELECT ${RUN_COLUMNS} FROM ${RUN_FROM} WHERE r.id = $1`;

/** A scheme's runs, for runSqlList. */
export const schemeRuns = (schemeId: string): SqlSource => ({
  select: RUN_COLUMNS,
  from: RUN_FROM,
  where: 'r.scheme_id = $1',
  params: [schemeId],
});

export const RUN_LIST = listSpec(DistributionRunView, {
  resource: 'distributions',
  fields: {
    id: 'r.id',
    schemeId: 'r.scheme_id',
    schemeName: 's.name',
    kind: 'r.kind',
    reversalOf: 'r.reversal_of',
    mode: 'r.mode',
    basis: 'r.basis',
    ratePerUnit: 'r.rate_per_unit',
    totalAmount: 'r.total_amount',
    investorCount: 'r.investor_count',
    payoutDate: 'r.payout_date',
    description: 'r.description',
    nextPayoutDate: 'r.next_payout_date',
    createdAt: 'r.created_at',
    'createdBy.id': 'cu.id',
    'createdBy.name': 'cu.full_name',
    reversedAt: 'r.reversed_at',
    'reversedBy.id': 'ru.id',
    'reversedBy.name': 'ru.full_name',
    canReverse: CAN_REVERSE,
    readCount: READ_COUNT,
    notifiedCount: NOTIFIED_COUNT,
  },
  search: ['r.description'],
  defaultSort: ['createdAt', 'DESC'],
  paged: true,
});

/** A row of RUN_COLUMNS. */
export interface RunRow extends Omit<DistributionRunView, 'totalAmount' | 'createdAt' | 'reversedAt'> {
  totalAmount: string;
  createdAt: Date;
  reversedAt: Date | null;
  kind: DistributionKind;
}

export const mapRun = (row: RunRow): DistributionRunView => ({
  id: row.id,
  schemeId: row.schemeId,
  schemeName: row.schemeName,
  kind: row.kind,
  reversalOf: row.reversalOf,
  mode: row.mode,
  basis: row.basis,
  ratePerUnit: row.ratePerUnit,
  totalAmount: Number(row.totalAmount),
  investorCount: row.investorCount,
  payoutDate: row.payoutDate,
  description: row.description,
  nextPayoutDate: row.nextPayoutDate,
  createdAt: new Date(row.createdAt).toISOString(),
  createdBy: row.createdBy,
  reversedAt: row.reversedAt === null ? null : new Date(row.reversedAt).toISOString(),
  reversedBy: row.reversedBy,
  canReverse: row.canReverse,
  readCount: row.readCount,
  notifiedCount: row.notifiedCount,
});

/** A run's lines ($1) by amount (largest first), then name and investor id. */
export const LINES_SQL = `
  SELECT l.investor_id AS "investorId", u.full_name AS "investorName", l.enrollment_id AS "enrollmentId", l.amount::text AS amount, l.activity_id AS "activityId"
  FROM distribution_lines l JOIN users u ON u.id = l.investor_id
  WHERE l.run_id = $1
  ORDER BY l.amount DESC, u.full_name, l.investor_id`;

export const mapLine = (row: Omit<DistributionRunLine, 'amount'> & { amount: string }): DistributionRunLine => ({
  ...row,
  amount: Number(row.amount),
});

/**
 * Pays one run in one statement ($1 run, $2 scheme, $3 activity content, $4 next payout date or null;
 * $5..$10 arrays, one element per paid line: enrollment, investor, amount, the enrollment's next payout
 * date and amount before the run). Adds each amount to the enrollment's total payouts (the totals
 * triggers fire once for the statement), sets the next payout when $4 is given, writes each investor's
 * Payout transaction activity (its post_id the run's id: read receipts and notices group by it) and the
 * run's lines. Answers how many lines it wrote.
 */
export const PAY_SQL = `
  WITH input AS (
    SELECT * FROM unnest($5::uuid[], $6::uuid[], $7::bigint[], $8::date[], $9::bigint[]) AS i(enrollment_id, investor_id, amount, previous_date, previous_amount)
  ), paid AS (
    UPDATE enrollments e
       SET total_payouts = e.total_payouts + i.amount,
           next_payout_date = COALESCE($4::date, e.next_payout_date),
           next_payout_amount = CASE WHEN $4::date IS NULL THEN e.next_payout_amount ELSE i.amount END
      FROM input i
     WHERE e.id = i.enrollment_id
    RETURNING e.id
  ), posted AS (
    INSERT INTO activities (type, category, investor_id, scheme_id, title, content, amount, post_id)
    SELECT 'transaction', 'Payout', i.investor_id, $2, 'Payout', $3, i.amount, $1 FROM input i
    RETURNING id, investor_id
  ), lines AS (
    INSERT INTO distribution_lines (run_id, enrollment_id, investor_id, amount, activity_id, previous_next_payout_date, previous_next_payout_amount)
    SELECT $1, i.enrollment_id, i.investor_id, i.amount, p.id, i.previous_date, i.previous_amount
      FROM input i JOIN posted p ON p.investor_id = i.investor_id
    RETURNING 1
  )
  SELECT (SELECT count(*) FROM lines)::int AS lines, (SELECT count(*) FROM paid)::int AS paid`;

/**
 * Reverses a run in one statement ($1 the reversal run, $2 the original run, $3 scheme, $4 activity
 * content, $5 the next payout date the original set, or null): takes each line's amount back from its
 * enrollment's total payouts, puts back the next payout the original replaced (only where it still
 * shows the original's), writes each investor's Payout Adjustment activity (post_id: the reversal run)
 * and the reversal's lines.
 */
export const REVERSE_SQL = `
  WITH input AS (
    SELECT l.enrollment_id, l.investor_id, l.amount, l.previous_next_payout_date, l.previous_next_payout_amount, e.next_payout_date, e.next_payout_amount
      FROM distribution_lines l JOIN enrollments e ON e.id = l.enrollment_id
     WHERE l.run_id = $2
  ), restored AS (
    UPDATE enrollments e
       SET total_payouts = e.total_payouts - i.amount,
           next_payout_date = CASE WHEN $5::date IS NOT NULL AND e.next_payout_date IS NOT DISTINCT FROM $5::date AND e.next_payout_amount IS NOT DISTINCT FROM i.amount
                                   THEN i.previous_next_payout_date ELSE e.next_payout_date END,
           next_payout_amount = CASE WHEN $5::date IS NOT NULL AND e.next_payout_date IS NOT DISTINCT FROM $5::date AND e.next_payout_amount IS NOT DISTINCT FROM i.amount
                                     THEN i.previous_next_payout_amount ELSE e.next_payout_amount END
      FROM input i
     WHERE e.id = i.enrollment_id
    RETURNING e.id
  ), posted AS (
    INSERT INTO activities (type, category, investor_id, scheme_id, title, content, amount, post_id)
    SELECT 'transaction', 'Payout Adjustment', i.investor_id, $3, 'Payout reversed', $4, i.amount, $1 FROM input i
    RETURNING id, investor_id
  ), lines AS (
    INSERT INTO distribution_lines (run_id, enrollment_id, investor_id, amount, activity_id, previous_next_payout_date, previous_next_payout_amount)
    SELECT $1, i.enrollment_id, i.investor_id, i.amount, p.id, i.next_payout_date, i.next_payout_amount
      FROM input i JOIN posted p ON p.investor_id = i.investor_id
    RETURNING 1
  )
  SELECT (SELECT count(*) FROM lines)::int AS lines, (SELECT count(*) FROM restored)::int AS restored`;
