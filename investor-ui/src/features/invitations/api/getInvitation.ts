import { queryOptions, useQuery } from '@tanstack/react-query';

import type { InvitationLookupView } from '@fund/contracts';

import { apiClient } from '../../../lib/apiClient';

/** Public: the invited e-mail and whether the invitation is still pending; 404 when unknown or expired. */
export function getInvitation(token: string): Promise<InvitationLookupView> {
  return apiClient.get<InvitationLookupView>(`/api/admin/invitations/by-token/${encodeURIComponent(token)}`);
}

export function getInvitationQueryOptions(token: string) {
  // Never retried (spec/000 §7); the query defaults already say so.
  return queryOptions({ queryKey: ['invitation', token], queryFn: () => getInvitation(token), retry: false });
}

export function useInvitation(token: string) {
  return useQuery(getInvitationQueryOptions(token));
}
