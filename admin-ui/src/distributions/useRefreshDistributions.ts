import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useRefresh } from 'react-admin';

import { distributionKeys } from './distributionTerms';

/**
 * After a run is paid or reversed: every distribution query (history, run details, posts) is fetched
 * again and react-admin's lists refreshed (schemes' totals, the activity feed). Resolves once the
 * distribution queries are fetched.
 */
export const useRefreshDistributions = () => {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useCallback(() => {
    const fetched = queryClient.invalidateQueries({ queryKey: distributionKeys.all });
    refresh();
    return fetched;
  }, [queryClient, refresh]);
};
