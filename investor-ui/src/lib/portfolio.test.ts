import { describe, expect, it } from 'vitest';

import { assetAppreciation, formatRate, summarizeAssets } from './portfolio';

const asset = (purchaseValue: number, currentValue: number | null, grossYield: string | null = null) => ({
  purchaseValue,
  currentValue,
  grossYield,
});

describe('assetAppreciation', () => {
  it('is the change in value over the purchase value, in percent with 2 decimals', () => {
    expect(assetAppreciation(asset(4_200_000, 4_650_000))).toBe(10.71);
    expect(assetAppreciation(asset(300_000, 270_000))).toBe(-10);
  });

  it('is null before the asset has a valuation or without a purchase value', () => {
    expect(assetAppreciation(asset(300_000, null))).toBeNull();
    expect(assetAppreciation(asset(0, 100))).toBeNull();
  });
});

describe('summarizeAssets', () => {
  it('sums the gains of all assets over the sum of their purchase values', () => {
    // (4,650,000 - 4,200,000) + (7,100,000 - 6,800,000) = 750,000 over 11,000,000 = 6.818...%
    const summary = summarizeAssets([asset(4_200_000, 4_650_000, '7.1%'), asset(6_800_000, 7_100_000, '6.4%')]);
    expect(summary).toEqual({
      count: 2,
      totalPurchaseValue: 11_000_000,
      totalCurrentValue: 11_750_000,
      appreciation: 6.82,
      averageGrossYield: 6.75,
    });
  });

  it('leaves assets without a valuation out of the appreciation and counts them at cost in the total', () => {
    const summary = summarizeAssets([asset(1_000_000, 1_100_000), asset(500_000, null)]);
    expect(summary.appreciation).toBe(10);
    expect(summary.totalCurrentValue).toBe(1_600_000);
  });

  it('averages only the gross yields that are given and readable', () => {
    expect(summarizeAssets([asset(1, 1, '6%'), asset(1, 1, null), asset(1, 1, 'n/a'), asset(1, 1, '7.5')]).averageGrossYield).toBe(6.75);
  });

  it('has no appreciation or yield for no assets', () => {
    expect(summarizeAssets([])).toEqual({
      count: 0,
      totalPurchaseValue: 0,
      totalCurrentValue: 0,
      appreciation: null,
      averageGrossYield: null,
    });
  });
});

describe('formatRate', () => {
  it('shows two decimals and no sign', () => {
    expect(formatRate(6.75)).toBe('6.75%');
    expect(formatRate(96)).toBe('96.00%');
  });
});
