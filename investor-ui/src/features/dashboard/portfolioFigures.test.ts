import { describe, expect, it } from 'vitest';

import { nextPayout, portfolioHistory, portfolioSummary, topActiveInvestments } from './portfolioFigures';

const investment = (
  over: Partial<{
    investmentAmount: number;
    currentValue: number;
    totalPayouts: number;
    status: 'earning' | 'matured' | 'exited';
    enrolledAt: string;
    nextPayoutDate: string | null;
    nextPayoutAmount: number | null;
  }> = {},
) => ({
  investmentAmount: 100_000,
  currentValue: 100_000,
  totalPayouts: 0,
  status: 'earning' as const,
  enrolledAt: '2026-01-10T09:00:00.000Z',
  nextPayoutDate: null,
  nextPayoutAmount: null,
  ...over,
});

describe('portfolioSummary (spec/000 §9)', () => {
  it('adds payouts to the current value for the total account value', () => {
    const summary = portfolioSummary([
      investment({ currentValue: 105_000, totalPayouts: 4_000 }),
      investment({ investmentAmount: 50_000, currentValue: 48_000, totalPayouts: 1_500 }),
    ]);
    expect(summary.totalInvestment).toBe(150_000);
    expect(summary.currentValue).toBe(153_000);
    expect(summary.totalPayouts).toBe(5_500);
    expect(summary.totalAccountValue).toBe(158_500);
    // (153,000 + 5,500 - 150,000) / 150,000 = 5.666…% -> 5.67% (issue 19).
    expect(summary.totalReturnInclValue).toBe(5.67);
  });

  it('gives the total return as payouts over the amount invested, in percent with two decimals', () => {
    const summary = portfolioSummary([investment({ investmentAmount: 30_000, totalPayouts: 1_000 })]);
    expect(summary.totalReturn).toBe(3.33);
  });

  it('gives capital growth as the current value against the amount invested', () => {
    expect(portfolioSummary([investment({ investmentAmount: 80_000, currentValue: 86_000 })]).capitalGrowth).toBe(7.5);
    expect(portfolioSummary([investment({ investmentAmount: 80_000, currentValue: 76_000 })]).capitalGrowth).toBe(-5);
  });

  it('answers zeros, not NaN, for an investor with no investments', () => {
    expect(portfolioSummary([])).toEqual({
      totalInvestment: 0,
      currentValue: 0,
      totalPayouts: 0,
      totalAccountValue: 0,
      totalReturn: 0,
      totalReturnInclValue: null,
      capitalGrowth: 0,
      count: 0,
    });
  });
});

describe('topActiveInvestments', () => {
  it('keeps the three earning investments with the largest current value', () => {
    const list = [
      investment({ currentValue: 10 }),
      investment({ currentValue: 40 }),
      investment({ currentValue: 99, status: 'matured' }),
      investment({ currentValue: 30 }),
      investment({ currentValue: 20 }),
    ];
    expect(topActiveInvestments(list).map((i) => i.currentValue)).toEqual([40, 30, 20]);
  });
});

describe('nextPayout', () => {
  it('finds the earliest payout from today on and adds the amounts due that day', () => {
    const list = [
      investment({ nextPayoutDate: '2026-03-01', nextPayoutAmount: 500 }),
      investment({ nextPayoutDate: '2026-02-15', nextPayoutAmount: 200 }),
      investment({ nextPayoutDate: '2026-02-15', nextPayoutAmount: 300 }),
      investment({ nextPayoutDate: '2026-01-01', nextPayoutAmount: 900 }),
    ];
    expect(nextPayout(list, '2026-02-01')).toEqual({ date: '2026-02-15', amount: 500 });
    expect(nextPayout([investment()], '2026-02-01')).toBeUndefined();
  });
});

describe('portfolioHistory', () => {
  const now = new Date('2026-06-20T12:00:00Z');

  it('steps the amount invested and the payouts received at each day something happened, and ends on today', () => {
    const investments = [
      investment({ investmentAmount: 50_000, currentValue: 52_000, totalPayouts: 900, enrolledAt: '2026-01-05T10:00:00Z' }),
      investment({ investmentAmount: 25_000, currentValue: 25_000, totalPayouts: 0, enrolledAt: '2026-03-01T10:00:00Z' }),
    ];
    const payouts = [
      { amount: 400, createdAt: '2026-02-05T08:00:00Z' },
      { amount: 500, createdAt: '2026-05-05T08:00:00Z' },
    ];
    const points = portfolioHistory(investments, payouts, now);
    expect(points.map((p) => [p.date.toISOString().slice(0, 10), p.invested, p.payouts, p.accountValue])).toEqual([
      ['2026-01-05', 50_000, 0, null],
      ['2026-02-05', 50_000, 400, null],
      ['2026-03-01', 75_000, 400, null],
      ['2026-05-05', 75_000, 900, null],
      ['2026-06-20', 75_000, 900, 77_900],
    ]);
  });

  it("ends on the investments' own payout totals, so the chart agrees with the cards", () => {
    const points = portfolioHistory(
      [investment({ totalPayouts: 1_200, enrolledAt: '2026-01-05T10:00:00Z' })],
      [{ amount: 1_000, createdAt: '2026-02-05T08:00:00Z' }],
      now,
    );
    expect(points.at(-1)?.payouts).toBe(1_200);
  });

  it('has a single point when everything happened today', () => {
    expect(portfolioHistory([investment({ enrolledAt: '2026-06-20T08:00:00Z' })], [], now)).toHaveLength(1);
  });
});
