import { Type, type Static } from '@sinclair/typebox';

import { MESSAGES } from '../messages.js';
import { StringEnum } from './schema.js';

// Issue 25 item 4: admin single sign-on through OpenID Connect. Configured by environment (OIDC_*);
// the login screen asks GET /api/sso whether to show "Sign in with <name>", a link to GET /api/sso/login
// (a full-page navigation to the identity provider). The provider sends the browser back to
// GET /api/sso/callback, which signs the admin in and redirects to /admin, or redirects to
// /login?sso=<code> with nothing signed in; the login screen shows SSO_ERROR_MESSAGES[code].
//
// Routes: GET /api/sso, GET /api/sso/login, GET /api/sso/callback.

/** GET /api/sso: whether single sign-on is configured, and the name on its button. */
export const SsoView = Type.Object({
  enabled: Type.Boolean(),
  name: Type.String({ description: 'The button says "Sign in with <name>"' }),
});
export type SsoView = Static<typeof SsoView>;

/** The redirect routes' declared 2xx body: they answer 302 (Location) and never a body. */
export const SsoRedirect = Type.Null({ description: 'Never sent: the route answers 302 with a Location header' });

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
export const SsoErrorCode = StringEnum(SSO_ERRORS);

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
