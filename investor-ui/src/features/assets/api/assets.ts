import { queryOptions, useQuery } from '@tanstack/react-query';

import type { InvestorAssetView } from '@fund/contracts';

import { apiClient } from '../../../lib/apiClient';

/** GET /api/investor/assets: the assets allocated to the investor's enrollments, each once, with media. */
export function getInvestorAssets(): Promise<InvestorAssetView[]> {
  const params = new URLSearchParams({ sort: JSON.stringify(['name', 'ASC']) });
  return apiClient.get<InvestorAssetView[]>(`/api/investor/assets?${params.toString()}`);
}

export function investorAssetsQueryOptions() {
  return queryOptions({ queryKey: ['investor-assets'], queryFn: getInvestorAssets });
}

export function useInvestorAssets() {
  return useQuery(investorAssetsQueryOptions());
}
