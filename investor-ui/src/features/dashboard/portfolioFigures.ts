import {
  DASHBOARD_INVESTMENTS,
  returnPercentage,
  totalReturnPercentage,
  type ActivityView,
  type InvestmentCardView,
} from '@fund/contracts';

// The dashboard's figures, from the investor's investments (spec/000 §9). Amounts are whole USD.

type Figures = Pick<InvestmentCardView, 'investmentAmount' | 'currentValue' | 'totalPayouts'>;

export type PortfolioSummary = {
  /** Σ investmentAmount. */
  totalInvestment: number;
  /** Σ currentValue. */
  currentValue: number;
  /** Σ totalPayouts. */
  totalPayouts: number;
  /** Total account value = investments plus payouts: Σ currentValue + Σ totalPayouts. */
  totalAccountValue: number;
  /** Total return = Σ totalPayouts / Σ investmentAmount, as a percent with 2 decimals (0 when nothing is invested). */
  totalReturn: number;
  /** Total return including the change in value (issue 19): (Σ currentValue + Σ totalPayouts - Σ investmentAmount) / Σ investmentAmount, null when nothing is invested. */
  totalReturnInclValue: number | null;
  /** Capital growth = (Σ currentValue - Σ investmentAmount) / Σ investmentAmount, as a percent with 2 decimals. */
  capitalGrowth: number;
  /** How many investments the figures cover. */
  count: number;
};

const round2 = (value: number) => Math.round(value * 100) / 100;

export function portfolioSummary(investments: readonly Figures[]): PortfolioSummary {
  const totalInvestment = investments.reduce((sum, i) => sum + i.investmentAmount, 0);
  const currentValue = investments.reduce((sum, i) => sum + i.currentValue, 0);
  const totalPayouts = investments.reduce((sum, i) => sum + i.totalPayouts, 0);
  return {
    totalInvestment,
    currentValue,
    totalPayouts,
    totalAccountValue: currentValue + totalPayouts,
    totalReturn: totalInvestment ? round2((totalPayouts / totalInvestment) * 100) : 0,
    totalReturnInclValue: totalReturnPercentage(currentValue, totalPayouts, totalInvestment),
    capitalGrowth: returnPercentage(currentValue, totalInvestment),
    count: investments.length,
  };
}

/** The dashboard's top investments: active (earning) ones, largest current value first, at most three. */
export function topActiveInvestments<T extends Pick<InvestmentCardView, 'status' | 'currentValue' | 'enrolledAt'>>(
  investments: readonly T[],
  limit = DASHBOARD_INVESTMENTS,
): T[] {
  return investments
    .filter((i) => i.status === 'earning')
    .toSorted((a, b) => b.currentValue - a.currentValue || b.enrolledAt.localeCompare(a.enrolledAt))
    .slice(0, limit);
}

/** The next payout across the investments: the earliest nextPayoutDate on or after `today` (YYYY-MM-DD). */
export function nextPayout(
  investments: readonly Pick<InvestmentCardView, 'nextPayoutDate' | 'nextPayoutAmount'>[],
  today: string,
): { date: string; amount: number } | undefined {
  let next: { date: string; amount: number } | undefined;
  for (const { nextPayoutDate: date, nextPayoutAmount: amount } of investments) {
    if (!date || date < today) continue;
    if (!next || date < next.date) next = { date, amount: amount ?? 0 };
    else if (date === next.date) next.amount += amount ?? 0;
  }
  return next;
}

export type HistoryPoint = {
  /** The day (UTC midnight) this point describes. */
  date: Date;
  /** Σ investmentAmount of the enrollments made by then. */
  invested: number;
  /** Σ Payout transactions recorded by then (the last point: Σ totalPayouts). */
  payouts: number;
  /** Total account value (Σ currentValue + Σ totalPayouts): valuations are not recorded over time, so only today's point has it. */
  accountValue: number | null;
};

const dayOf = (iso: string) => iso.slice(0, 10);

/**
 * The portfolio over time, one point per day something happened (an enrollment or a payout) and one
 * for today. Past valuations are not recorded, so the total account value is the last point's alone;
 * the last point's payouts are the investments' totals, so the chart ends on the cards' figures.
 */
export function portfolioHistory(
  investments: readonly Pick<InvestmentCardView, 'investmentAmount' | 'currentValue' | 'totalPayouts' | 'enrolledAt'>[],
  payouts: readonly Pick<ActivityView, 'amount' | 'createdAt'>[],
  now: Date,
): HistoryPoint[] {
  const today = now.toISOString().slice(0, 10);
  const days = new Set<string>([...investments.map((i) => dayOf(i.enrolledAt)), ...payouts.map((p) => dayOf(p.createdAt))]);
  const points = [...days]
    .filter((day) => day < today)
    .sort()
    .map((day) => ({
      date: new Date(`${day}T00:00:00Z`),
      invested: investments.filter((i) => dayOf(i.enrolledAt) <= day).reduce((sum, i) => sum + i.investmentAmount, 0),
      payouts: payouts.filter((p) => dayOf(p.createdAt) <= day).reduce((sum, p) => sum + (p.amount ?? 0), 0),
      accountValue: null as number | null,
    }));
  const summary = portfolioSummary(investments);
  points.push({
    date: new Date(`${today}T00:00:00Z`),
    invested: summary.totalInvestment,
    payouts: summary.totalPayouts,
    accountValue: summary.totalAccountValue,
  });
  return points;
}
