// Distribution runs (issue 19 item 1): the terms' words and the one split rule the API applies and the
// back office states. Pure functions over bigint whole currency units, so a split is exact at any size.

/** 'total': a total amount split by the basis; 'per_unit': a rate times each invested amount. */
export const DISTRIBUTION_MODES = ['total', 'per_unit'] as const;
export type DistributionMode = (typeof DISTRIBUTION_MODES)[number];

/** Each holder's weight: the invested amount, the current value, or 1 (equal per investor). */
export const DISTRIBUTION_BASES = ['invested', 'value', 'equal'] as const;
export type DistributionBasis = (typeof DISTRIBUTION_BASES)[number];

/** A run pays ('distribution') or takes back a run of the same day as a whole ('reversal'). */
export const DISTRIBUTION_KINDS = ['distribution', 'reversal'] as const;
export type DistributionKind = (typeof DISTRIBUTION_KINDS)[number];

/** A description of a run: 1 to this many characters. */
export const DISTRIBUTION_DESCRIPTION_MAX = 500;

/** A rate per unit invested: above 0, at most this, with at most RATE_PER_UNIT_DECIMALS decimals. */
export const MAX_RATE_PER_UNIT = 1000;
export const RATE_PER_UNIT_DECIMALS = 6;
/** '0.025', '1', '1000.000000'; not '0', '.5', '00.5', '1e-3' or a seventh decimal. */
export const RATE_PER_UNIT_PATTERN = /^(?!0(\.0{1,6})?$)((0|[1-9]\d{0,2})(\.\d{1,6})?|1000(\.0{1,6})?)$/;

export const isRatePerUnit = (value: unknown): value is string => typeof value === 'string' && RATE_PER_UNIT_PATTERN.test(value);

/** The rounding rule in words: the preview's `roundingRule`, the back office and README say it so. */
export const DISTRIBUTION_ROUNDING_RULE =
  'Whole currency units: each investor gets the amount to split times their weight divided by all the weights, rounded down; ' +
  'the units left over (fewer than the investors) go one each to the largest holdings first ' +
  '(ties: the earliest enrollment, then the investor id), so the amounts add up to the total exactly.';

const MAX_EXACT = BigInt(Number.MAX_SAFE_INTEGER);

/** One holder in a split. */
export interface SplitHolder {
  /** 0 or more: the invested amount, the current value, or 1. */
  weight: bigint;
  /** Sorts as the enrollment's time sorts (an ISO timestamp): earlier takes a left-over unit first on equal weights. */
  enrolledAt: string;
  investorId: string;
}

/**
 * Splits `pool` whole units among `holders` by weight: each gets floor(pool x weight / sum of weights);
 * the remainder (pool minus the floors, fewer than the holders with a weight) goes one unit each to the
 * largest weights first, ties by earliest enrollment, then investor id. The amounts, in the holders'
 * order, add up to `pool` exactly; a weight of 0 gets 0. A pool above 0 needs a weight above 0.
 */
export function splitPool(pool: bigint, holders: readonly SplitHolder[]): bigint[] {
  if (pool < 0n) throw new RangeError('A pool to split cannot be negative');
  const totalWeight = holders.reduce((sum, h) => {
    if (h.weight < 0n) throw new RangeError('A weight cannot be negative');
    return sum + h.weight;
  }, 0n);
  if (pool === 0n) return holders.map(() => 0n);
  if (totalWeight === 0n) throw new RangeError('Nothing to split by: every weight is 0');
  const amounts = holders.map((h) => (pool * h.weight) / totalWeight);
  let remainder = pool - amounts.reduce((sum, a) => sum + a, 0n);
  if (remainder > 0n) {
    // Weights compared as numbers when they all are exact as numbers (money is): a sort of 10,000 holders stays a few ms.
    const exact = holders.every((h) => h.weight <= MAX_EXACT);
    const weights = exact ? holders.map((h) => Number(h.weight)) : undefined;
    const byWeight = weights
      ? (a: number, b: number) => weights[b] - weights[a]
      : (a: number, b: number) => (holders[a].weight === holders[b].weight ? 0 : holders[a].weight > holders[b].weight ? -1 : 1);
    const order: number[] = [];
    holders.forEach((h, index) => {
      if (h.weight > 0n) order.push(index);
    });
    order.sort((a, b) => {
      const weight = byWeight(a, b);
      if (weight !== 0) return weight;
      const [x, y] = [holders[a], holders[b]];
      if (x.enrolledAt !== y.enrolledAt) return x.enrolledAt < y.enrolledAt ? -1 : 1;
      return x.investorId < y.investorId ? -1 : x.investorId > y.investorId ? 1 : 0;
    });
    for (const index of order) {
      if (remainder === 0n) break;
      amounts[index] += 1n;
      remainder -= 1n;
    }
  }
  return amounts;
}

/** The rate in millionths: '0.025' -> 25000n. */
export function rateMillionths(rate: string): bigint {
  if (!isRatePerUnit(rate)) throw new RangeError(`Not a rate per unit: ${rate}`);
  const [whole, fraction = ''] = rate.split('.');
  return BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(RATE_PER_UNIT_DECIMALS, '0'));
}

/** What a rate per unit comes to on an invested amount, rounded down to whole units. */
export function perUnitPool(invested: bigint, rate: string): bigint {
  return (invested * rateMillionths(rate)) / 1_000_000n;
}

/** `part` as a percent of `whole`, 4 decimals, half up: (1n, 3n) -> '33.3333'; a whole of 0 gives '0.0000'. */
export function sharePercent(part: bigint, whole: bigint): string {
  if (whole <= 0n || part <= 0n) return '0.0000';
  const units = (part * 2_000_000n + whole) / (2n * whole); // ten-thousandths of a percent
  return `${units / 10_000n}.${String(units % 10_000n).padStart(4, '0')}`;
}
