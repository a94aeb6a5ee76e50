import { formatDate } from '@fund/contracts';

/** A statement's period in the portal's date format: 'Jul 1, 2026 - Sep 30, 2026'; null for a payout advice or a zakat statement. */
export function periodDates(periodStart: string | null, periodEnd: string | null): { start: string; end: string } | null {
  return periodStart && periodEnd ? { start: formatDate(periodStart), end: formatDate(periodEnd) } : null;
}

/** A zakat statement's zakat day (its periodEnd; it has no start), in the portal's date format; null for other kinds. */
export function zakatDay(document: { kind: string; periodEnd: string | null }): string | null {
  return document.kind === 'zakat_statement' && document.periodEnd ? formatDate(document.periodEnd) : null;
}
