import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { IdentityProof, MessageAnswer, PasskeyAddedAnswer, PasskeyOptionsAnswer, PasskeysView, PasskeyView } from '@fund/contracts';

import { apiClient } from '../../../lib/apiClient';
import { secondFactorsQueryKey } from './secondFactors';

// Issue 25 item 2: the signed-in user's passkeys. The browser makes the key (@simplewebauthn/browser);
// the server keeps the challenge and checks the answer.

export const passkeysQueryKey = ['passkeys'] as const;

export function usePasskeys() {
  return useQuery({ queryKey: passkeysQueryKey, queryFn: () => apiClient.get<PasskeysView>('/api/security/passkeys') });
}

/** Asks the server for options, lets the browser create the credential, then sends it with its name. */
async function addPasskey(name: string): Promise<PasskeyAddedAnswer> {
  const { options } = await apiClient.post<PasskeyOptionsAnswer>('/api/security/passkeys/options');
  const response = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
  return apiClient.post<PasskeyAddedAnswer>('/api/security/passkeys', { name, response });
}

export function usePasskeyActions() {
  const queryClient = useQueryClient();
  const onSettled = async () => {
    await queryClient.invalidateQueries({ queryKey: passkeysQueryKey });
    await queryClient.invalidateQueries({ queryKey: secondFactorsQueryKey });
  };
  const add = useMutation({ mutationFn: addPasskey, onSettled });
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => apiClient.patch<PasskeyView>(`/api/security/passkeys/${id}`, { name }),
    onSettled,
  });
  const remove = useMutation({
    mutationFn: ({ id, proof }: { id: string; proof: IdentityProof }) =>
      apiClient.post<MessageAnswer>(`/api/security/passkeys/${id}/remove`, proof),
    onSettled,
  });
  return { add, rename, remove };
}
