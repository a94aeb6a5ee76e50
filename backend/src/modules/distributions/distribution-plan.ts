import { BadRequestException, UnprocessableEntityException } from '@nestjs/common';

import {
  MAX_MONEY_AMOUNT,
  MESSAGES,
  perUnitPool,
  sharePercent,
  splitPool,
  type DistributionPreviewLine,
  type DistributionTerms,
} from '@fund/contracts';

// What a distribution pays each holder of a scheme, from the terms and the holders as stored: the one
// computation behind the preview and the confirm, so the two cannot disagree.

/** One enrollment of the scheme, as holdersSql reads it (bigints as text). */
export interface HolderRow {
  enrollmentId: string;
  investorId: string;
  investorName: string;
  invested: string;
  currentValue: string;
  totalPayouts: string;
  nextPayoutDate: string | null;
  nextPayoutAmount: string | null;
  /** The enrollment time as sortable text (UTC, microseconds). */
  enrolledAt: string;
}

export interface PlanLine {
  holder: HolderRow;
  amount: bigint;
  share: string;
  excluded: boolean;
  overridden: boolean;
}

export interface DistributionPlan {
  /** Every holder, in the order given. */
  lines: PlanLine[];
  total: bigint;
  /** Lines with an amount above 0. */
  investorCount: number;
}

const MAX = BigInt(MAX_MONEY_AMOUNT);

/**
 * The split of spec issue 19 item 1: excluded holders get 0, overridden ones their amount, the others
 * share the pool (the total less the overrides, or the rate of their invested amounts) by weight, in
 * whole units, the left-over units to the largest holdings first (contracts' splitPool). Refusals:
 * no holder (400), an id that is no holder, overrides above the total, nothing to weigh by, a total or
 * an enrollment's total payouts past MAX_MONEY_AMOUNT (422). Linear but for splitPool's sort of the
 * holders that take a left-over unit; the lines come in the holders' order.
 */
export function planDistribution(terms: DistributionTerms, holders: HolderRow[]): DistributionPlan {
  if (holders.length === 0) throw new BadRequestException(MESSAGES.schemeHasNoHolders);
  const keys = holders.map((h) => h.investorId.toLowerCase());
  const known = new Set(keys);
  const excluded = new Set<string>();
  for (const id of terms.excludedInvestorIds ?? []) {
    if (!known.has(id.toLowerCase())) throw new UnprocessableEntityException(MESSAGES.distributionNotHolder(id));
    excluded.add(id.toLowerCase());
  }
  const overrides = new Map<string, bigint>();
  for (const { investorId, amount } of terms.overrides ?? []) {
    if (!known.has(investorId.toLowerCase())) throw new UnprocessableEntityException(MESSAGES.distributionNotHolder(investorId));
    overrides.set(investorId.toLowerCase(), BigInt(amount));
  }
  if (holders.length === excluded.size) throw new BadRequestException(MESSAGES.schemeHasNoHolders);

  // The holders that share the pool: included, without an override.
  const pooled: number[] = [];
  keys.forEach((key, i) => {
    if (!excluded.has(key) && !overrides.has(key)) pooled.push(i);
  });
  const overridden = [...overrides.values()].reduce((sum, amount) => sum + amount, 0n);
  let pool: bigint;
  if (terms.mode === 'total') {
    pool = BigInt(terms.totalAmount!) - overridden;
    if (pool < 0n) throw new UnprocessableEntityException(MESSAGES.overridesExceedTotal);
    if (pool > 0n && pooled.length === 0) throw new UnprocessableEntityException(MESSAGES.overridesMustMakeTotal);
  } else {
    pool = perUnitPool(
      pooled.reduce((sum, i) => sum + BigInt(holders[i].invested), 0n),
      terms.ratePerUnit!,
    );
  }
  const total = pool + overridden;
  if (total > MAX) throw new UnprocessableEntityException(MESSAGES.distributionTotalTooLarge);

  const weightOf = (h: HolderRow): bigint =>
    terms.basis === 'invested' ? BigInt(h.invested) : terms.basis === 'value' ? BigInt(h.currentValue) : 1n;
  const weights = pooled.map((i) => weightOf(holders[i]));
  const weightTotal = weights.reduce((sum, w) => sum + w, 0n);
  if (pool > 0n && weightTotal === 0n) throw new UnprocessableEntityException(MESSAGES.distributionNoWeight);
  const split = splitPool(
    pool,
    pooled.map((i, n) => ({ weight: weights[n], enrolledAt: holders[i].enrolledAt, investorId: keys[i] })),
  );

  const lines: PlanLine[] = holders.map((holder, i) => {
    const fixed = overrides.get(keys[i]);
    if (excluded.has(keys[i])) return { holder, amount: 0n, share: '0.0000', excluded: true, overridden: false };
    if (fixed !== undefined) return { holder, amount: fixed, share: sharePercent(fixed, total), excluded: false, overridden: true };
    return { holder, amount: 0n, share: '', excluded: false, overridden: false };
  });
  pooled.forEach((i, n) => {
    lines[i].amount = split[n];
    lines[i].share = sharePercent(weights[n], weightTotal);
  });
  let investorCount = 0;
  for (const line of lines) {
    if (line.amount === 0n) continue;
    investorCount += 1;
    if (BigInt(line.holder.totalPayouts) + line.amount > MAX) throw new UnprocessableEntityException(MESSAGES.totalPayoutsTooLarge);
  }
  return { lines, total, investorCount };
}

/** The preview's order: amount, largest first; equal amounts keep the holders' order (by name, then investor id: holdersSql). */
export const byAmount = (lines: PlanLine[]): PlanLine[] => lines.sort((a, b) => (a.amount === b.amount ? 0 : a.amount > b.amount ? -1 : 1));

export const previewLine = (line: PlanLine): DistributionPreviewLine => ({
  investorId: line.holder.investorId,
  investorName: line.holder.investorName,
  enrollmentId: line.holder.enrollmentId,
  invested: Number(line.holder.invested),
  currentValue: Number(line.holder.currentValue),
  share: line.share,
  amount: Number(line.amount),
  excluded: line.excluded,
  overridden: line.overridden,
});
