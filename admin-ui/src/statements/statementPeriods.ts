import { isDateInRange } from '@fund/contracts';

/** The periods the Generate statements form offers; Custom dates shows two date inputs. */
export const PERIOD_PRESETS = ['last_quarter', 'year_to_date', 'last_year', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** A statement period: YYYY-MM-DD, both days included. */
export interface Period {
  periodStart: string;
  periodEnd: string;
}

const pad = (value: number) => String(value).padStart(2, '0');
/** YYYY-MM-DD of a day; `month` counts from 1, day 0 is the last day of the month before. */
const day = (year: number, month: number, date: number) => {
  const d = new Date(Date.UTC(year, month - 1, date));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};

/**
 * The period of a preset on `today`, e.g. last quarter on 2026-11-27 is 2026-07-01 to 2026-09-30. The
 * form passes contracts' todayUtc: the server refuses a period that ends after today's UTC date, so the
 * presets count from the same day.
 */
export const presetPeriod = (preset: Exclude<PeriodPreset, 'custom'>, today: string): Period => {
  const [year, month] = today.split('-').map(Number);
  switch (preset) {
    case 'last_quarter': {
      // The quarter before today's: its first month is three months before the first month of today's.
      const firstMonth = Math.floor((month - 1) / 3) * 3 - 2;
      return { periodStart: day(year, firstMonth, 1), periodEnd: day(year, firstMonth + 3, 0) };
    }
    case 'year_to_date':
      return { periodStart: day(year, 1, 1), periodEnd: today };
    case 'last_year':
      return { periodStart: day(year - 1, 1, 1), periodEnd: day(year - 1, 12, 31) };
  }
};

/** Catalog keys of what is wrong with custom dates, by field; none when the server would take them. */
export const periodErrors = ({ periodStart, periodEnd }: Partial<Period>, today: string): Partial<Record<keyof Period, string>> => {
  const errors: Partial<Record<keyof Period, string>> = {};
  const startValid = isDateInRange(periodStart);
  const endValid = isDateInRange(periodEnd);
  if (!startValid) errors.periodStart = 'app.statements.validation.start';
  if (!endValid) errors.periodEnd = 'app.statements.validation.end';
  else if (startValid && String(periodEnd) < String(periodStart)) errors.periodEnd = 'app.statements.validation.ends_before_start';
  else if (String(periodEnd) > today) errors.periodEnd = 'app.statements.validation.in_future';
  return errors;
};
