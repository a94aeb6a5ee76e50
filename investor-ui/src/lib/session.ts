// The signed-in user, shared by the session gate, the login flow and the investor portal.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';

import type { MeView } from '@fund/contracts';

import { apiClient } from './apiClient';
import { loadPage } from './navigation';

export const meQueryKey = ['me'] as const;

export function getMe(): Promise<MeView> {
  return apiClient.get<MeView>('/api/me');
}

export function getMeQueryOptions() {
  return queryOptions({ queryKey: meQueryKey, queryFn: getMe });
}

export function useMe({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getMeQueryOptions(), enabled });
}

export function firstName(user: { fullName?: string | null } | undefined): string | undefined {
  return user?.fullName?.trim().split(/\s+/)[0] || undefined;
}

export function logout(): Promise<void> {
  return apiClient.post<void>('/api/logout');
}

/** spec/000 §7: logout goes to / with a full reload whether the call succeeds or fails. */
export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onError: (error) => console.error('Logout failed', error),
    onSettled: () => loadPage('/'),
  });
}
