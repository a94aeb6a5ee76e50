import type { AuthenticatorEnrolment, MessageAnswer, RecoveryCodesAnswer, SecondFactorsView, SecurityPolicyView } from '@fund/contracts';

import { API_URL, httpClient } from './http';

// Second factors (issue 25 items 2, 3): the admin's own authenticator app and recovery codes (My
// account), and the super admins' policy that admins must use one.

const at = (...parts: string[]) => `${API_URL}/${parts.map(encodeURIComponent).join('/')}`;

const read = async <T>(url: string, signal?: AbortSignal): Promise<T> => (await httpClient(url, { signal })).json as T;

const send = async <T>(method: 'POST' | 'PUT', url: string, body?: unknown): Promise<T> =>
  (await httpClient(url, { method, ...(body !== undefined && { body: JSON.stringify(body) }) })).json as T;

/** What removing the app or making new codes is confirmed with. */
export type IdentityProof = { password: string } | { code: string };

export const securityMethods = {
  /** GET /api/security/second-factors. */
  getSecondFactors: (signal?: AbortSignal) => read<SecondFactorsView>(at('security', 'second-factors'), signal),
  /** POST /api/security/authenticator: a new, unconfirmed secret with its QR code. */
  startAuthenticator: () => send<AuthenticatorEnrolment>('POST', at('security', 'authenticator')),
  /** POST /api/security/authenticator/confirm: answers the recovery codes, once. */
  confirmAuthenticator: (code: string) => send<RecoveryCodesAnswer>('POST', at('security', 'authenticator', 'confirm'), { code }),
  /** POST /api/security/recovery-codes. */
  regenerateRecoveryCodes: (proof: IdentityProof) => send<RecoveryCodesAnswer>('POST', at('security', 'recovery-codes'), proof),
  /** POST /api/security/authenticator/remove. */
  removeAuthenticator: (proof: IdentityProof) => send<MessageAnswer>('POST', at('security', 'authenticator', 'remove'), proof),
  /** GET /api/admin/security-policy (super admins). */
  getSecurityPolicy: (signal?: AbortSignal) => read<SecurityPolicyView>(at('admin', 'security-policy'), signal),
  /** PUT /api/admin/security-policy (super admins). */
  setSecurityPolicy: (changes: Partial<Pick<SecurityPolicyView, 'adminsNeedSecondFactor' | 'payoutStepUpThreshold'>>) =>
    send<SecurityPolicyView>('PUT', at('admin', 'security-policy'), changes),
};
