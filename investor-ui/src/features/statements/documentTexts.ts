import { formatDate } from '@fund/contracts';

/** A statement's period in the portal's date format: 'Jul 1, 2026 - Sep 30, 2026'; null for a payout advice. */
export function periodDates(periodStart: string | null, periodEnd: string | null): { start: string; end: string } | null {
  return periodStart && periodEnd ? { start: formatDate(periodStart), end: formatDate(periodEnd) } : null;
}
