import { queryOptions, useQuery } from '@tanstack/react-query';

import type { InvestorAssetView } from '@fund/contracts';

import { apiClient } from '../../../lib/apiClient';

/** How many asset cards the dashboard shows; My Assets lists them all. */
export const DASHBOARD_ASSETS = 3;

/** GET /api/investor/assets, the first few: the real-estate assets behind the investor's enrollments. */
export function getDashboardAssets(): Promise<InvestorAssetView[]> {
  const params = new URLSearchParams({ range: JSON.stringify([0, DASHBOARD_ASSETS - 1]) });
  return apiClient.get<InvestorAssetView[]>(`/api/investor/assets?${params.toString()}`);
}

export const dashboardAssetsQueryOptions = queryOptions({ queryKey: ['investor-assets', 'dashboard'], queryFn: getDashboardAssets });

export function useDashboardAssets() {
  return useQuery(dashboardAssetsQueryOptions);
}
