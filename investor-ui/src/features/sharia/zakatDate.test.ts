import { describe, expect, it } from 'vitest';

import '../../i18n/sharia';

import { i18n } from '../../i18n';
import { daysUntilText, formatHijriDay, formatRate, hijriDayOptions, hijriMonthOptions } from './zakatDate';

const t = i18n.getFixedT('en', 'sharia');

describe('the zakat date picker', () => {
  it('offers the twelve Hijri months numbered from 1', () => {
    const months = hijriMonthOptions();
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ value: 1, label: 'Muharram' });
    expect(months[8]).toEqual({ value: 9, label: 'Ramadan' });
    expect(months[11]).toEqual({ value: 12, label: 'Dhu al-Hijjah' });
  });

  it('offers the days 1 to 30', () => {
    const days = hijriDayOptions();
    expect(days[0]).toBe(1);
    expect(days.at(-1)).toBe(30);
    expect(days).toHaveLength(30);
  });

  it('writes a chosen day as "1 Ramadan", and nothing before both are chosen', () => {
    expect(formatHijriDay(9, 1)).toBe('1 Ramadan');
    expect(formatHijriDay(12, 10)).toBe('10 Dhu al-Hijjah');
    expect(formatHijriDay(null, 1)).toBeNull();
    expect(formatHijriDay(13, 1)).toBeNull();
  });

  it('counts the days until the zakat date, today included', () => {
    expect(daysUntilText(0, t)).toBe('Today');
    expect(daysUntilText(1, t)).toBe('In 1 day');
    expect(daysUntilText(27, t)).toBe('In 27 days');
  });

  it('shows a rate as the decimal the server gave', () => {
    expect(formatRate('2.577')).toBe('2.577%');
    expect(formatRate('2.5')).toBe('2.5%');
  });
});
