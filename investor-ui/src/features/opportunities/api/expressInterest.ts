import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExpressionView, SchemeStatus } from '@fund/contracts';

import { apiClient, isApiError } from '../../../lib/apiClient';

/** A matured scheme has ended: it is shown, but interest in it is not offered. */
export const acceptsInterest = (scheme: { status: SchemeStatus }) => scheme.status !== 'matured';

/** POST /api/expressions-of-interest {investorId, schemeId}. */
export function expressInterest(investorId: string, schemeId: string): Promise<ExpressionView> {
  return apiClient.post<ExpressionView>('/api/expressions-of-interest', { investorId, schemeId });
}

// An investor cannot list their own expressions (the list is admin-only), so the portal remembers
// the ones sent in this session: the button then says so instead of offering a second one.
const sentKey = (schemeId: string) => ['expressions-of-interest', 'sent', schemeId] as const;

export function useInterestSent(schemeId: string): boolean {
  return useQuery({ queryKey: sentKey(schemeId), queryFn: () => false, enabled: false, initialData: false }).data;
}

export function useExpressInterest(schemeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (investorId: string) => expressInterest(investorId, schemeId),
    onSuccess: () => queryClient.setQueryData(sentKey(schemeId), true),
    onError: (error) => {
      // 409: an open expression already exists (or the investor is enrolled): nothing more to send.
      if (isApiError(error, 409)) queryClient.setQueryData(sentKey(schemeId), true);
    },
  });
}
