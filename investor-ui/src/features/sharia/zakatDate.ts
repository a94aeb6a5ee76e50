import type { TFunction } from 'i18next';

import { HIJRI_MONTHS } from '@fund/contracts';

/** The Hijri months as the picker offers them: 1 (Muharram) to 12 (Dhu al-Hijjah). */
export const hijriMonthOptions = (): { value: number; label: string }[] =>
  HIJRI_MONTHS.map((label, index) => ({ value: index + 1, label }));

/** The days a Hijri month may have: 1 to 30 (the server refuses anything else). */
export const hijriDayOptions = (): number[] => Array.from({ length: 30 }, (_, index) => index + 1);

/** "1 Ramadan" for month 9, day 1; null until both are chosen. */
export function formatHijriDay(month: number | null, day: number | null): string | null {
  if (month === null || day === null) return null;
  const name = HIJRI_MONTHS[month - 1];
  return name ? `${day} ${name}` : null;
}

/** "Today", "In 1 day", "In 12 days". */
export function daysUntilText(days: number, t: TFunction<'sharia'>): string {
  return days <= 0 ? t('zakat.today') : t('zakat.inDays', { count: days });
}

/** A decimal percentage as given ("2.5", "2.577"), with its sign: never parsed. */
export const formatRate = (rate: string) => `${rate}%`;
