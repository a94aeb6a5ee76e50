// The signed-in investor's investments, read by the dashboard, My Investments and the opportunities
// (which leave out the schemes already invested in): one query, cached for the session (spec/000 §9).
import { queryOptions, useQuery } from '@tanstack/react-query';

import type { InvestmentCardView } from '@fund/contracts';

import { apiClient } from './apiClient';

export function getInvestments(userId: string): Promise<InvestmentCardView[]> {
  return apiClient.get<InvestmentCardView[]>(`/api/investments/${encodeURIComponent(userId)}`);
}

export function investmentsQueryOptions(userId: string) {
  return queryOptions({ queryKey: ['investments', userId], queryFn: () => getInvestments(userId) });
}

/** GET /api/investments/{userId}; waits for the user id. */
export function useInvestments(userId: string | undefined) {
  return useQuery({ ...investmentsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
