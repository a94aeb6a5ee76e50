import { queryOptions, useQuery } from '@tanstack/react-query';

import type { InvestmentDetailView } from '@fund/contracts';

import { apiClient } from '../../../lib/apiClient';

/** GET /api/investments/{userId}/{schemeId}: {enrollment, scheme, activities}; 404 'Investment not found'. */
export function getInvestment(userId: string, schemeId: string): Promise<InvestmentDetailView> {
  return apiClient.get<InvestmentDetailView>(`/api/investments/${encodeURIComponent(userId)}/${encodeURIComponent(schemeId)}`);
}

export function investmentQueryOptions(userId: string, schemeId: string) {
  return queryOptions({ queryKey: ['investments', userId, schemeId], queryFn: () => getInvestment(userId, schemeId) });
}

export function useInvestment(userId: string | undefined, schemeId: string) {
  return useQuery({ ...investmentQueryOptions(userId ?? '', schemeId), enabled: Boolean(userId) });
}
