import { describe, expect, it } from 'vitest';

import { isRatePerUnit, perUnitPool, rateMillionths, sharePercent, splitPool, type SplitHolder } from './distribution.js';

const holder = (weight: number | bigint, enrolledAt: string, investorId: string): SplitHolder => ({
  weight: BigInt(weight),
  enrolledAt,
  investorId,
});
const sum = (amounts: bigint[]) => amounts.reduce((a, b) => a + b, 0n);

describe('splitPool', () => {
  it('splits $100,001 over three 1:1:1 holders into 33,334 / 33,334 / 33,333: the two left-over units go to the earliest enrollments', () => {
    const holders = [
      holder(50_000, '2025-03-01T00:00:00.000000', 'cccccccc-0000-4000-8000-000000000000'),
      holder(50_000, '2025-01-01T00:00:00.000000', 'bbbbbbbb-0000-4000-8000-000000000000'),
      holder(50_000, '2025-02-01T00:00:00.000000', 'aaaaaaaa-0000-4000-8000-000000000000'),
    ];
    const amounts = splitPool(100_001n, holders);
    expect(amounts).toEqual([33_333n, 33_334n, 33_334n]);
    expect(sum(amounts)).toBe(100_001n);
  });

  it('gives the left-over units to the largest holdings first, then by enrollment, then by investor id', () => {
    // 10 over weights 3, 3, 1: floors 4, 4, 1 and one unit left: the equal largest, earliest enrolled... same time, lower id.
    const amounts = splitPool(10n, [holder(1, '2025-01-01', 'a'), holder(3, '2025-01-01', 'z'), holder(3, '2025-01-01', 'm')]);
    expect(amounts).toEqual([1n, 4n, 5n]);
    // 5 over 1 : 2 is 1.67 and 3.33: the smaller holding has the larger fraction, but the unit goes to the largest holding.
    expect(splitPool(5n, [holder(1, '2025-01-01', 'a'), holder(2, '2025-01-01', 'b')])).toEqual([1n, 4n]);
  });

  it('adds up exactly for large pools and many holders, a weight of 0 gets 0, and a pool of 0 pays nobody', () => {
    const holders = Array.from({ length: 1000 }, (_, i) =>
      holder(i % 7 === 0 ? 0 : 1_000 + ((i * 7919) % 100_003), `2025-01-01T00:00:${String(i % 60).padStart(2, '0')}`, `id-${i}`),
    );
    const pool = 999_999_999_999n;
    const amounts = splitPool(pool, holders);
    expect(sum(amounts)).toBe(pool);
    holders.forEach((h, i) => {
      if (h.weight === 0n) expect(amounts[i]).toBe(0n);
    });
    expect(splitPool(0n, holders).every((a) => a === 0n)).toBe(true);
    expect(() => splitPool(5n, [holder(0, 'x', 'a')])).toThrow(RangeError);
  });
});

describe('rates per unit', () => {
  it('accepts decimals above 0 up to 1000 with at most 6 decimals', () => {
    for (const rate of ['0.025', '1', '0.000001', '999.999999', '1000', '1000.000000', '12.5']) expect(isRatePerUnit(rate)).toBe(true);
    for (const rate of ['0', '0.0', '0.0000000', '0.0000001', '1000.000001', '1001', '.5', '00.5', '1e-3', '-1', ' 1', '1.', '', 'abc'])
      expect(isRatePerUnit(rate)).toBe(false);
    expect(isRatePerUnit(0.025)).toBe(false);
  });

  it('reads the rate in millionths and rounds what it comes to down to whole units', () => {
    expect(rateMillionths('0.025')).toBe(25_000n);
    expect(rateMillionths('1000')).toBe(1_000_000_000n);
    expect(perUnitPool(100_001n, '0.025')).toBe(2_500n); // 2,500.025
    expect(perUnitPool(1_000_000_000_000n, '0.000001')).toBe(1_000_000n);
  });
});

describe('sharePercent', () => {
  it('is the part over the whole as a percent with 4 decimals, half up', () => {
    expect(sharePercent(1n, 3n)).toBe('33.3333');
    expect(sharePercent(2n, 3n)).toBe('66.6667');
    expect(sharePercent(3n, 3n)).toBe('100.0000');
    expect(sharePercent(0n, 3n)).toBe('0.0000');
    expect(sharePercent(1n, 0n)).toBe('0.0000');
  });
});
