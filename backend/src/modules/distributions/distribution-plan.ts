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
  /** Every holder, by amount (largest first), then name, then investor id. */
  lines: PlanLine[];
  total: bigint;
  /** Lines with an amount above 0. */
  investorCount: number;
}

const MAX = BigInt(MAX_MONEY_AMOUNT);
const byName = new Intl.Collator('en', { sensitivity: 'base' });

/**
 * The split of spec issue 19 item 1: excluded holders get 0, overridden ones their amount, the others
 * share the pool (the total less the overrides, or the rate of their invested amounts) by weight, in
 * whole units, the left-over units to the largest holdings first (contracts' splitPool). Refusals:
 * no holder (400), an id that is no holder, overrides above the total, nothing to weigh by, a total or
 * an enrollment's total payouts past MAX_MONEY_AMOUNT (422).
 */
export function planDistribution(terms: DistributionTerms, holders: HolderRow[]): DistributionPlan {
  if (holders.length === 0) throw new BadRequestException(MESSAGES.schemeHasNoHolders);
  const byInvestor = new Map(holders.map((h) => [h.investorId.toLowerCase(), h]));
  const excluded = new Set<string>();
  for (const id of terms.excludedInvestorIds ?? []) {
    if (!byInvestor.has(id.toLowerCase())) throw new UnprocessableEntityException(MESSAGES.distributionNotHolder(id));
    excluded.add(id.toLowerCase());
  }
  const overrides = new Map<string, bigint>();
  for (const { investorId, amount } of terms.overrides ?? []) {
    if (!byInvestor.has(investorId.toLowerCase())) throw new UnprocessableEntityException(MESSAGES.distributionNotHolder(investorId));
    overrides.set(investorId.toLowerCase(), BigInt(amount));
  }
  const included = holders.filter((h) => !excluded.has(h.investorId.toLowerCase()));
  if (included.length === 0) throw new BadRequestException(MESSAGES.schemeHasNoHolders);

  const pooled = included.filter((h) => !overrides.has(h.investorId.toLowerCase()));
  const overridden = [...overrides.values()].reduce((sum, amount) => sum + amount, 0n);
  let pool: bigint;
  if (terms.mode === 'total') {
    pool = BigInt(terms.totalAmount!) - overridden;
    if (pool < 0n) throw new UnprocessableEntityException(MESSAGES.overridesExceedTotal);
    if (pool > 0n && pooled.length === 0) throw new UnprocessableEntityException(MESSAGES.overridesMustMakeTotal);
  } else {
    pool = perUnitPool(
      pooled.reduce((sum, h) => sum + BigInt(h.invested), 0n),
      terms.ratePerUnit!,
    );
  }
  const total = pool + overridden;
  if (total > MAX) throw new UnprocessableEntityException(MESSAGES.distributionTotalTooLarge);

  const weightOf = (h: HolderRow): bigint => (terms.basis === 'invested' ? BigInt(h.invested) : terms.basis === 'value' ? BigInt(h.currentValue) : 1n);
  const weights = pooled.map(weightOf);
  const weightTotal = weights.reduce((sum, w) => sum + w, 0n);
  if (pool > 0n && weightTotal === 0n) throw new UnprocessableEntityException(MESSAGES.distributionNoWeight);
  const split = splitPool(
    pool,
    pooled.map((h, i) => ({ weight: weights[i], enrolledAt: h.enrolledAt, investorId: h.investorId.toLowerCase() })),
  );
  const pooledAt = new Map(pooled.map((h, i) => [h, i]));

  const lines: PlanLine[] = holders.map((holder) => {
    const key = holder.investorId.toLowerCase();
    if (excluded.has(key)) return { holder, amount: 0n, share: '0.0000', excluded: true, overridden: false };
    const fixed = overrides.get(key);
    if (fixed !== undefined) return { holder, amount: fixed, share: sharePercent(fixed, total), excluded: false, overridden: true };
    const i = pooledAt.get(holder)!;
    return { holder, amount: split[i], share: sharePercent(weights[i], weightTotal), excluded: false, overridden: false };
  });
  for (const line of lines) {
    if (line.amount > 0n && BigInt(line.holder.totalPayouts) + line.amount > MAX) throw new UnprocessableEntityException(MESSAGES.totalPayoutsTooLarge);
  }
  lines.sort(
    (a, b) =>
      (a.amount === b.amount ? 0 : a.amount > b.amount ? -1 : 1) ||
      byName.compare(a.holder.investorName, b.holder.investorName) ||
      (a.holder.investorId < b.holder.investorId ? -1 : a.holder.investorId > b.holder.investorId ? 1 : 0),
  );
  return { lines, total, investorCount: lines.filter((l) => l.amount > 0n).length };
}

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
