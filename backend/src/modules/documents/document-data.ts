import type { EntityManager } from 'typeorm';

import {
  formatMoneyFull,
  formatPercent,
  returnPercentage,
  totalReturnPercentage,
  transactionDirection,
  type ZakatEstimateView,
} from '@fund/contracts';

// What a statement or a payout advice says, read from the database and formatted for the templates.
// Money is whole units (bigint in the database, read as text, summed as BigInt: exact); percentages are
// the portal's (contracts' returnPercentage and totalReturnPercentage: two decimals, half up).
// A period is whole UTC days: from periodStart 00:00 to the end of periodEnd.

const DAY_MS = 86_400_000;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 15 Sep 2026 (UTC) */
export function gregorian(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value) : value;
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** 3 Rabiʻ I 1448 AH (Umm al-Qura) */
export function hijri(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value) : value;
  return new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
}

/** INV-1A2B3C4D: the first eight hex digits of the investor's id. */
export function investorNumber(id: string): string {
  return `INV-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

/** "L. H." of "Layla Haddad" (first letters of the first and last words). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return picked.map((word) => `${Array.from(word)[0].toUpperCase()}.`).join(' ');
}

const money = (value: bigint | null) => (value === null ? null : formatMoneyFull(Number(value)));
const big = (text: string | null) => (text === null ? null : BigInt(text));

export interface InvestorParty {
  id: string;
  name: string;
  email: string;
  address: string | null;
  accountNumber: string | null;
  bankName: string | null;
}

const INVESTOR_SQL = `SELECT u.id, u.full_name AS name, u.email, k.full_address AS address, k.account_number AS "accountNumber", k.bank_name AS "bankName"
  FROM users u LEFT JOIN kyc_applications k ON k.investor_id = u.id WHERE u.id = $1 AND u.role = 'investor'`;

export async function readInvestor(db: EntityManager, investorId: string): Promise<InvestorParty | null> {
  const [row] = await db.query<InvestorParty[]>(INVESTOR_SQL, [investorId]);
  return row ?? null;
}

interface HoldingRow {
  scheme_name: string;
  product_name: string | null;
  enrolled_at: Date;
  invested: string;
  value_start: string | null;
  value_end: string;
  contributions_period: string;
  contributions_to_date: string;
  payouts_period: string;
  payouts_to_date: string;
}

/** Every holding the investor had by the period's end: values at the start and end, money in and out in the period and to its end. */
const HOLDINGS_SQL = `
  SELECT s.name AS scheme_name, p.name AS product_name, e.enrolled_at, e.investment_amount::text AS invested,
    (SELECT v.value FROM enrollment_valuations v WHERE v.enrollment_id = e.id AND v.recorded_at < $2 ORDER BY v.recorded_at DESC LIMIT 1)::text AS value_start,
    coalesce((SELECT v.value FROM enrollment_valuations v WHERE v.enrollment_id = e.id AND v.recorded_at < $3 ORDER BY v.recorded_at DESC LIMIT 1), e.current_value)::text AS value_end,
    coalesce(sum(a.amount) FILTER (WHERE a.category = 'Contribution' AND a.created_at >= $2), 0)::text AS contributions_period,
    coalesce(sum(a.amount) FILTER (WHERE a.category = 'Contribution'), 0)::text AS contributions_to_date,
    coalesce(sum(a.amount) FILTER (WHERE a.category = 'Payout' AND a.created_at >= $2), 0)::text AS payouts_period,
    coalesce(sum(a.amount) FILTER (WHERE a.category = 'Payout'), 0)::text AS payouts_to_date
  FROM enrollments e
  JOIN schemes s ON s.id = e.scheme_id
  LEFT JOIN products p ON p.id = s.product_id
  LEFT JOIN activities a ON a.investor_id = e.investor_id AND a.scheme_id = e.scheme_id AND a.type = 'transaction' AND a.created_at < $3
  WHERE e.investor_id = $1 AND e.enrolled_at < $3
  GROUP BY e.id, s.id, p.name
  ORDER BY s.name, e.id`;

interface LineRow {
  created_at: Date;
  scheme_name: string;
  category: string | null;
  title: string;
  amount: string | null;
  purification: string | null;
}

const LINES_SQL = `
  SELECT a.created_at, s.name AS scheme_name, a.category, a.content AS title, a.amount::text AS amount,
    (SELECT nullif(pp.amount, 0) FROM payout_purifications pp WHERE pp.activity_id = a.id)::text AS purification
  FROM activities a JOIN schemes s ON s.id = a.scheme_id
  WHERE a.investor_id = $1 AND a.type = 'transaction' AND a.created_at >= $2 AND a.created_at < $3
  ORDER BY a.created_at, a.id`;

/** The figures of one statement, as numbers (the tests compare them with the database and the PDF). */
export interface StatementFigures {
  holdings: {
    schemeName: string;
    productName: string | null;
    enrolledAt: Date;
    /** Enrolled during the period: no value at its start. */
    enrolledInPeriod: boolean;
    invested: bigint;
    valueStart: bigint | null;
    valueEnd: bigint;
    contributionsPeriod: bigint;
    contributionsToDate: bigint;
    payoutsPeriod: bigint;
    payoutsToDate: bigint;
  }[];
  lines: {
    createdAt: Date;
    schemeName: string;
    category: string | null;
    title: string;
    amount: bigint | null;
    purification: bigint | null;
  }[];
}

export function periodBounds(periodStart: string, periodEnd: string): [Date, Date] {
  return [new Date(`${periodStart}T00:00:00Z`), new Date(new Date(`${periodEnd}T00:00:00Z`).getTime() + DAY_MS)];
}

export async function readStatementFigures(
  db: EntityManager,
  investorId: string,
  periodStart: string,
  periodEnd: string,
): Promise<StatementFigures> {
  const [from, until] = periodBounds(periodStart, periodEnd);
  const [holdings, lines] = await Promise.all([
    db.query<HoldingRow[]>(HOLDINGS_SQL, [investorId, from, until]),
    db.query<LineRow[]>(LINES_SQL, [investorId, from, until]),
  ]);
  return {
    holdings: holdings.map((h) => ({
      schemeName: h.scheme_name,
      productName: h.product_name,
      enrolledAt: h.enrolled_at,
      enrolledInPeriod: h.enrolled_at >= from,
      invested: BigInt(h.invested),
      valueStart: h.enrolled_at >= from ? null : big(h.value_start),
      valueEnd: BigInt(h.value_end),
      contributionsPeriod: BigInt(h.contributions_period),
      contributionsToDate: BigInt(h.contributions_to_date),
      payoutsPeriod: BigInt(h.payouts_period),
      payoutsToDate: BigInt(h.payouts_to_date),
    })),
    lines: lines.map((l) => ({
      createdAt: l.created_at,
      schemeName: l.scheme_name,
      category: l.category,
      title: l.title,
      amount: big(l.amount),
      purification: big(l.purification),
    })),
  };
}

const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);

/** The statement's body data: every figure formatted, and the totals of each column. */
export function statementBody(
  figures: StatementFigures,
  texts: { notRecorded: string; enrolledInPeriod: string; purificationInPeriod: string },
) {
  const h = figures.holdings;
  const purified = sum(figures.lines.map((l) => l.purification ?? 0n));
  const totals = {
    invested: sum(h.map((x) => x.invested)),
    valueStart: sum(h.map((x) => x.valueStart ?? 0n)),
    valueEnd: sum(h.map((x) => x.valueEnd)),
    contributionsPeriod: sum(h.map((x) => x.contributionsPeriod)),
    contributionsToDate: sum(h.map((x) => x.contributionsToDate)),
    payoutsPeriod: sum(h.map((x) => x.payoutsPeriod)),
    payoutsToDate: sum(h.map((x) => x.payoutsToDate)),
  };
  const returns = (valueEnd: bigint, invested: bigint, payouts: bigint) => ({
    returnPct: formatPercent(returnPercentage(Number(valueEnd), Number(invested))),
    totalReturnPct: formatPercent(totalReturnPercentage(Number(valueEnd), Number(payouts), Number(invested)) ?? 0),
  });
  return {
    holdings: h.map((x) => ({
      schemeName: x.schemeName,
      productName: x.productName ?? '',
      enrolled: gregorian(x.enrolledAt),
      invested: money(x.invested),
      valueStart: x.valueStart === null ? (x.enrolledInPeriod ? texts.enrolledInPeriod : texts.notRecorded) : money(x.valueStart),
      valueEnd: money(x.valueEnd),
      contributionsPeriod: money(x.contributionsPeriod),
      contributionsToDate: money(x.contributionsToDate),
      payoutsPeriod: money(x.payoutsPeriod),
      payoutsToDate: money(x.payoutsToDate),
      ...returns(x.valueEnd, x.invested, x.payoutsToDate),
    })),
    totals: {
      invested: money(totals.invested),
      valueStart: money(totals.valueStart),
      valueEnd: money(totals.valueEnd),
      contributionsPeriod: money(totals.contributionsPeriod),
      contributionsToDate: money(totals.contributionsToDate),
      payoutsPeriod: money(totals.payoutsPeriod),
      payoutsToDate: money(totals.payoutsToDate),
      ...returns(totals.valueEnd, totals.invested, totals.payoutsToDate),
    },
    lines: figures.lines.map((l) => {
      const direction = transactionDirection(l.category);
      const amount = money(l.amount) ?? '';
      return {
        date: gregorian(l.createdAt),
        hijri: hijri(l.createdAt),
        schemeName: l.schemeName,
        category: l.category ?? '',
        title: l.title,
        amount: direction === 'in' ? `+${amount}` : direction === 'out' ? `-${amount}` : amount,
        incoming: direction === 'in',
        purification: money(l.purification),
      };
    }),
    purificationText: purified > 0n ? texts.purificationInPeriod.replace('{{amount}}', money(purified) ?? '') : null,
  };
}

export interface AdviceFigures {
  activityId: string;
  investorId: string;
  amount: bigint;
  schemeName: string;
  description: string;
  payoutDate: string;
  nextPayoutDate: string | null;
  nextPayoutAmount: bigint | null;
  /** Issue 24: the payout's purification, when its scheme has a share for the payout's date (0: none). */
  purification: bigint | null;
}

/** A payout: its amount and scheme, its date (the distribution run's payout date, else the day it was recorded), the holding's next payout. */
const ADVICE_SQL = `
  SELECT a.id AS "activityId", a.investor_id AS "investorId", a.amount::text AS amount, s.name AS "schemeName", a.content AS description,
    coalesce(dr.payout_date, (a.created_at AT TIME ZONE 'UTC')::date)::text AS "payoutDate",
    e.next_payout_date::text AS "nextPayoutDate", e.next_payout_amount::text AS "nextPayoutAmount",
    (SELECT nullif(pp.amount, 0) FROM payout_purifications pp WHERE pp.activity_id = a.id)::text AS purification
  FROM activities a
  JOIN schemes s ON s.id = a.scheme_id
  LEFT JOIN distribution_lines dl ON dl.activity_id = a.id
  LEFT JOIN distribution_runs dr ON dr.id = dl.run_id
  LEFT JOIN enrollments e ON e.investor_id = a.investor_id AND e.scheme_id = a.scheme_id
  WHERE a.id = $1 AND a.type = 'transaction' AND a.category = 'Payout'`;

export async function readAdviceFigures(db: EntityManager, activityId: string): Promise<AdviceFigures | null> {
  const [row] = await db.query<
    (Omit<AdviceFigures, 'amount' | 'nextPayoutAmount' | 'purification'> & {
      amount: string;
      nextPayoutAmount: string | null;
      purification: string | null;
    })[]
  >(ADVICE_SQL, [activityId]);
  return row
    ? { ...row, amount: BigInt(row.amount), nextPayoutAmount: big(row.nextPayoutAmount), purification: big(row.purification) }
    : null;
}

/** Issue 24: the annual zakat statement's body: the estimate as of the zakat day, every amount formatted. */
export function zakatBody(
  view: ZakatEstimateView,
  t: {
    lunarYear: string;
    solarYear: string;
    yes: string;
    heldSince: string;
    nisabLine: string;
    noNisabPrice: string;
  },
) {
  const m = (v: number) => formatMoneyFull(v);
  const { nisab } = view;
  return {
    disclaimer: view.disclaimer,
    rounding: view.rounding,
    yearText: view.year === 'lunar' ? t.lunarYear : t.solarYear,
    nisab:
      nisab.amount === null || nisab.pricePerGram === null || nisab.priceOn === null
        ? t.noNisabPrice.replace('{{metal}}', nisab.metal)
        : t.nisabLine
            .replace('{{grams}}', String(nisab.grams))
            .replace('{{metal}}', nisab.metal)
            .replace('{{price}}', nisab.pricePerGram)
            .replace('{{date}}', gregorian(nisab.priceOn))
            .replace('{{amount}}', m(nisab.amount)),
    totalZakatable: m(view.totalZakatable),
    totalEstimate: m(view.totalEstimate),
    holdings: view.holdings.map((h) => ({
      schemeName: h.schemeName,
      method: h.method,
      zakatable: m(h.zakatableAmount),
      held: h.heldFullYear ? t.yes : t.heldSince.replace('{{date}}', gregorian(h.heldSince)),
      estimate: m(h.estimate),
    })),
  };
}
