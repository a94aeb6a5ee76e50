import { useQuery } from '@tanstack/react-query';

import { useAdminDataProvider } from '../providers/dataProvider';

/** Screens that change these figures (schemes, payouts, KYC) invalidate this key (spec/001 §7). */
export const ADMIN_STATS_QUERY_KEY = ['admin', 'stats'] as const;

/**
 * GET /api/admin/stats through the data provider, in react-admin's query client. Fresh on every
 * visit of the dashboard; a 401 goes through the authProvider like any data provider call.
 */
export const useAdminStats = () => {
  const api = useAdminDataProvider();
  return useQuery({ queryKey: ADMIN_STATS_QUERY_KEY, queryFn: ({ signal }) => api.getAdminStats(signal), staleTime: 0 });
};
