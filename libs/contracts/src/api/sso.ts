import { Type, type Static } from '@sinclair/typebox';

import { SSO_ERRORS } from '../sign-in.js';
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

export const SsoErrorCode = StringEnum(SSO_ERRORS);
