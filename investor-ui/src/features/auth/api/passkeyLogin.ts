import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useMutation } from '@tanstack/react-query';

import type { LoginAnswer, PasskeyOptionsAnswer } from '@fund/contracts';

import { apiClient } from '../../../lib/apiClient';

/** The code step with a passkey (issue 25 item 2): options for the pending login, the browser's prompt, the assertion. */
export async function signInWithPasskey(userId: string): Promise<LoginAnswer> {
  // The WebAuthn helper loads when a passkey is used: it is not part of the login screen's first load.
  const [{ options }, { startAuthentication }] = await Promise.all([
    apiClient.post<PasskeyOptionsAnswer>('/api/login/passkey/options', { userId }),
    import('@simplewebauthn/browser'),
  ]);
  const response = await startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });
  return apiClient.post<LoginAnswer>('/api/login/passkey', { userId, response });
}

export function usePasskeyLogin() {
  return useMutation({ mutationFn: signInWithPasskey });
}
