import type { AdminStatsView } from '@fund/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';

import { API_URL, httpClient } from '../providers/dataProvider';

/** Screens that change these figures (schemes, payouts, KYC) invalidate this key (spec/001 §7). */
export const ADMIN_STATS_QUERY_KEY = ['admin', 'stats'] as const;

/**
 * GET /api/admin/stats through the console's one HTTP client, in react-admin's query client.
 * Fresh on every visit of the dashboard; a 401 goes through the authProvider like any call.
 */
export const useAdminStats = () => {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const query = useQuery({
    queryKey: ADMIN_STATS_QUERY_KEY,
    queryFn: async ({ signal }) => (await httpClient(`${API_URL}/admin/stats`, { signal })).json as AdminStatsView,
    staleTime: 0,
  });
  const { error } = query;
  useEffect(() => {
    if (error) void logoutIfAccessDenied(error);
  }, [error, logoutIfAccessDenied]);
  return query;
};
