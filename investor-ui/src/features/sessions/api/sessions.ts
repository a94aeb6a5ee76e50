import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { SessionsEndedAnswer, SessionView } from '@fund/contracts';

import { apiClient } from '../../../lib/apiClient';

// Issue 25 item 6: where the investor is signed in (GET /api/sessions) and ending the others.

export const sessionsQueryKey = ['sessions'] as const;

export function useSessions() {
  return useQuery({ queryKey: sessionsQueryKey, queryFn: () => apiClient.get<SessionView[]>('/api/sessions') });
}

/** Ends one other session (its public id), or every other one (`'others'`); the list is read again after either. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: string) =>
      target === 'others'
        ? apiClient.post<SessionsEndedAnswer>('/api/sessions/end-others')
        : apiClient.delete<SessionsEndedAnswer>(`/api/sessions/${encodeURIComponent(target)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
