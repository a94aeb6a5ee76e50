import { MESSAGES } from './messages.js';

// Issue 25: the sign-in constants the portal's first page reads (the login screen, the API client's
// step-up check). Kept apart from the API's TypeBox schemas (api/*.ts), whose module-level calls a
// bundler cannot drop: importing a constant from there would bring TypeBox into the first page.

/** The 401's `code` when a change needs a fresh second factor (api/step-up.ts). */
export const STEP_UP_REQUIRED = 'STEP_UP_REQUIRED';

/**
 * How the user confirms at step-up: their authenticator app (or a recovery code), a passkey (or a recovery
 * code) when they have passkeys and no app, or a code e-mailed now when they have neither.
 */
export const STEP_UP_METHODS = ['totp', 'passkey', 'email'] as const;
export type StepUpMethod = (typeof STEP_UP_METHODS)[number];

/** Why a single sign-on was refused: /login?sso=<code>. */
export const SSO_ERRORS = [
  'state',
  'email',
  'domain',
  'not_admin',
  'no_account',
  'disabled',
  'provider',
  'unavailable',
  'too_many',
] as const;
export type SsoError = (typeof SSO_ERRORS)[number];

/** The words the login screen shows for each code. */
export const SSO_ERROR_MESSAGES: Record<SsoError, string> = {
  state: MESSAGES.ssoStateInvalid,
  email: MESSAGES.ssoEmailUnverified,
  domain: MESSAGES.ssoDomainNotAllowed,
  not_admin: MESSAGES.ssoNotAdmin,
  no_account: MESSAGES.ssoNoAccount,
  disabled: MESSAGES.accountDisabled,
  provider: MESSAGES.ssoProviderError,
  unavailable: MESSAGES.ssoUnavailable,
  too_many: MESSAGES.ssoTooManyAttempts,
};

export function isSsoError(value: unknown): value is SsoError {
  return typeof value === 'string' && (SSO_ERRORS as readonly string[]).includes(value);
}

/**
 * What removing a second factor or making new recovery codes is confirmed with (POST
 * /api/security/authenticator/remove, /recovery-codes, /passkeys/{id}/remove): the password or a current
 * 6-digit code from the authenticator app.
 */
export type IdentityProof = { password: string } | { code: string };

/** One field answers both: six digits (spaces around them ignored) are a code, anything else the password. */
export function identityProof(value: string): IdentityProof {
  return /^\d{6}$/.test(value.trim()) ? { code: value.trim() } : { password: value };
}
