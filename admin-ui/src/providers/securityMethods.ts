import type {
  AuthenticatorEnrolment,
  IdentityProof,
  MessageAnswer,
  PasskeyAddedAnswer,
  PasskeyOptionsAnswer,
  PasskeysView,
  PasskeyView,
  RecoveryCodesAnswer,
  SecondFactorsView,
  SecurityPolicyView,
} from '@fund/contracts';

import { API_URL, httpClient } from './http';

// Second factors (issue 25 items 2, 3): the admin's own authenticator app and recovery codes (My
// account), and the super admins' policy that admins must use one.

const at = (...parts: string[]) => `${API_URL}/${parts.map(encodeURIComponent).join('/')}`;

const read = async <T>(url: string, signal?: AbortSignal): Promise<T> => (await httpClient(url, { signal })).json as T;

const send = async <T>(method: 'POST' | 'PUT' | 'PATCH', url: string, body?: unknown): Promise<T> =>
  (await httpClient(url, { method, ...(body !== undefined && { body: JSON.stringify(body) }) })).json as T;

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
  /** GET /api/security/passkeys: the admin's own passkeys (issue 25 item 2). */
  getPasskeys: (signal?: AbortSignal) => read<PasskeysView>(at('security', 'passkeys'), signal),
  /** POST /api/security/passkeys/options: the WebAuthn creation options for the browser. */
  getPasskeyOptions: () => send<PasskeyOptionsAnswer>('POST', at('security', 'passkeys', 'options')),
  /** POST /api/security/passkeys: the browser's answer with its name; the recovery codes when it is the first second factor. */
  addPasskey: (name: string, response: unknown) => send<PasskeyAddedAnswer>('POST', at('security', 'passkeys'), { name, response }),
  /** PATCH /api/security/passkeys/{id}. */
  renamePasskey: (id: string, name: string) => send<PasskeyView>('PATCH', at('security', 'passkeys', id), { name }),
  /** POST /api/security/passkeys/{id}/remove. */
  removePasskey: (id: string, proof: IdentityProof) => send<MessageAnswer>('POST', at('security', 'passkeys', id, 'remove'), proof),
  /** GET /api/admin/security-policy (super admins). */
  getSecurityPolicy: (signal?: AbortSignal) => read<SecurityPolicyView>(at('admin', 'security-policy'), signal),
  /** PUT /api/admin/security-policy (super admins). */
  setSecurityPolicy: (changes: Partial<Pick<SecurityPolicyView, 'adminsNeedSecondFactor' | 'payoutStepUpThreshold'>>) =>
    send<SecurityPolicyView>('PUT', at('admin', 'security-policy'), changes),
};
