import { describe, expect, it } from 'vitest';

import {
  formatDate,
  formatMoney,
  formatMoneyFull,
  formatPercent,
  formatTotalReturn,
  humanize,
  parsePercent,
  returnPercentage,
  totalReturnPercentage,
  toYoutubeEmbed,
} from './format.js';

describe('formatMoney', () => {
  it('shows millions with one decimal and M from 1,000,000', () => {
    expect(formatMoney(1_000_000)).toBe('$1.0M');
    expect(formatMoney(12_345_678)).toBe('$12.3M');
    expect(formatMoney(2_500_000, 'GBP')).toBe('£2.5M');
  });
  it('shows thousands separators below a million', () => {
    expect(formatMoney(999_999)).toBe('$999,999');
    expect(formatMoney(50_000)).toBe('$50,000');
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(null)).toBe('$0');
    expect(formatMoney(-1500)).toBe('-$1,500');
  });
  it('shows full amounts without decimals for assets', () => {
    expect(formatMoneyFull(1_250_000, 'GBP')).toBe('£1,250,000');
  });
});

describe('formatPercent', () => {
  it('uses two decimals and a sign', () => {
    expect(formatPercent(12.5)).toBe('+12.50%');
    expect(formatPercent(-3)).toBe('-3.00%');
    expect(formatPercent(0)).toBe('0.00%');
  });
});

describe('formatDate', () => {
  it('formats as MMM d, yyyy and reads date-only strings as that day', () => {
    expect(formatDate('2026-11-02')).toBe('Nov 2, 2026');
    expect(formatDate('2026-11-02', true)).toBe('Nov 02, 2026');
    expect(formatDate(null)).toBe('-');
    expect(formatDate('nonsense')).toBe('-');
  });
});

describe('formulas and text helpers', () => {
  it('computes the return percentage of spec §9 to two decimals', () => {
    expect(returnPercentage(110_000, 100_000)).toBe(10);
    expect(returnPercentage(95_500, 100_000)).toBe(-4.5);
    expect(returnPercentage(100_333, 100_000)).toBe(0.33);
    expect(returnPercentage(5, 0)).toBe(0);
  });
  it('computes the total return including the change in value, (value + payouts - invested) / invested, issue 19', () => {
    // Noor: $30,000 invested, now worth $29,700, $2,871 paid out -> (29,700 + 2,871 - 30,000) / 30,000 = 8.57%.
    expect(totalReturnPercentage(29_700, 2_871, 30_000)).toBe(8.57);
    expect(totalReturnPercentage(95_000, 0, 100_000)).toBe(-5);
    expect(totalReturnPercentage(100_000, 0, 100_000)).toBe(0);
    expect(totalReturnPercentage(1, 1, 3)).toBe(-33.33);
  });
  it('rounds the total return to 2 decimals half away from zero, with one division over whole units', () => {
    // 1,000 / 800,000 = 0.125% is exactly half a hundredth: away from zero on both sides.
    expect(totalReturnPercentage(801_000, 0, 800_000)).toBe(0.13);
    expect(totalReturnPercentage(799_000, 0, 800_000)).toBe(-0.13);
    // Large sums that a float ratio would drift on stay exact: 0.015% of $9 trillion is half a hundredth.
    expect(totalReturnPercentage(9_000_000_000_000, 1_350_000_000, 9_000_000_000_000)).toBe(0.02);
    expect(totalReturnPercentage(1_000_000_000_000, 1, 1_000_000_000_000)).toBe(0);
  });
  it('has no total return when nothing is invested, and shows it as a dash', () => {
    expect(totalReturnPercentage(5, 10, 0)).toBeNull();
    expect(formatTotalReturn(null)).toBe('—');
    expect(formatTotalReturn(8.57)).toBe('+8.57%');
    expect(formatTotalReturn(-0.13)).toBe('-0.13%');
    expect(formatTotalReturn(0)).toBe('0.00%');
  });
  it('parses percent strings', () => {
    expect(parsePercent('7.5%')).toBe(7.5);
    expect(parsePercent('92')).toBe(92);
    expect(parsePercent('n/a')).toBeNull();
  });
  it('shows underscores as spaces', () => {
    expect(humanize('capital_end_of_term')).toBe('capital end of term');
  });
  it('converts YouTube watch and short links to embed form and keeps embed links', () => {
    expect(toYoutubeEmbed('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(toYoutubeEmbed('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(toYoutubeEmbed('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(toYoutubeEmbed('https://vimeo.com/1')).toBe('https://vimeo.com/1');
  });
});
