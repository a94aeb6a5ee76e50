import { queryOptions, useQuery } from '@tanstack/react-query';

import { MAX_PAGE_SIZE, type ActivityView } from '@fund/contracts';

import { apiClient } from '../../../lib/apiClient';

/**
 * The investor's Payout transactions, oldest first, for the portfolio chart: one page of the
 * activities list filtered to the Payout category (the chart's last point uses the investments'
 * own totals, so a longer history only loses detail, never the current figures).
 */
export function getPayoutHistory(userId: string): Promise<ActivityView[]> {
  const params = new URLSearchParams({
    type: 'transaction',
    filter: JSON.stringify({ category: 'Payout' }),
    sort: JSON.stringify(['createdAt', 'ASC']),
    range: JSON.stringify([0, MAX_PAGE_SIZE - 1]),
  });
  return apiClient.get<ActivityView[]>(`/api/activities/${encodeURIComponent(userId)}?${params.toString()}`);
}

export function payoutHistoryQueryOptions(userId: string) {
  return queryOptions({ queryKey: ['activities', userId, 'payout-history'], queryFn: () => getPayoutHistory(userId) });
}

export function usePayoutHistory(userId: string | undefined) {
  return useQuery({ ...payoutHistoryQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
