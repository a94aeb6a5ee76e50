import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiClient } from '../../../lib/apiClient';

/** `setupTokenRequired` is true when the server (in production) asks for the token it printed in its log. */
export type SetupState = { setupRequired: boolean; setupTokenRequired?: boolean };

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
