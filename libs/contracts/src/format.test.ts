import { describe, expect, it } from 'vitest';

import { formatDate, formatMoney, formatMoneyFull, formatPercent, humanize, parsePercent, returnPercentage, toYoutubeEmbed } from './format.js';

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
