import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { AuthenticatorEnrolment, IdentityProof, MessageAnswer, RecoveryCodesAnswer, SecondFactorsView } from '@fund/contracts';

import { apiClient } from '../../../lib/apiClient';

// Issue 25 item 2: the signed-in user's own second factors (an authenticator app and recovery codes).

export const secondFactorsQueryKey = ['second-factors'] as const;

export function getSecondFactors(): Promise<SecondFactorsView> {
  return apiClient.get<SecondFactorsView>('/api/security/second-factors');
}

export function useSecondFactors() {
  return useQuery({ queryKey: secondFactorsQueryKey, queryFn: getSecondFactors });
}

/** Start, confirm, regenerate and remove; each reads the status again when it settles. */
export function useSecondFactorActions() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: secondFactorsQueryKey });
  const start = useMutation({ mutationFn: () => apiClient.post<AuthenticatorEnrolment>('/api/security/authenticator') });
  const confirm = useMutation({
    mutationFn: (code: string) => apiClient.post<RecoveryCodesAnswer>('/api/security/authenticator/confirm', { code }),
    onSettled,
  });
  const regenerate = useMutation({
    mutationFn: (proof: IdentityProof) => apiClient.post<RecoveryCodesAnswer>('/api/security/recovery-codes', proof),
    onSettled,
  });
  const remove = useMutation({
    mutationFn: (proof: IdentityProof) => apiClient.post<MessageAnswer>('/api/security/authenticator/remove', proof),
    onSettled,
  });
  return { start, confirm, regenerate, remove };
}
