import { queryOptions, useQuery } from '@tanstack/react-query';

import type { SetupState } from '@fund/contracts';

import { apiClient } from '../../../lib/apiClient';

export const setupRequiredQueryKey = ['setup-required'] as const;

export function getSetupRequired(): Promise<SetupState> {
  return apiClient.get<SetupState>('/api/admin/setup-required');
}

export function getSetupRequiredQueryOptions() {
  return queryOptions({ queryKey: setupRequiredQueryKey, queryFn: getSetupRequired });
}

export function useSetupRequired() {
  return useQuery(getSetupRequiredQueryOptions());
}
