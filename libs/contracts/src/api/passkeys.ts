import { Type, type Static } from '@sinclair/typebox';

import { DateTime, Id, Nullable } from './schema.js';

// Issue 25 item 2: passkeys (WebAuthn) as a second factor after the password. A user may keep several,
// each named by them; the server keeps each one's public key and signature counter, never a secret.

/** The most passkeys one user may keep. */
export const MAX_PASSKEYS = 10;
/** The longest name a passkey may have. */
export const PASSKEY_NAME_MAX = 60;
/** How long a WebAuthn challenge stays valid (seconds); each is used once. */
export const PASSKEY_CHALLENGE_SECONDS = 300;

/** One of the caller's passkeys. */
export const PasskeyView = Type.Object({
  id: Id(),
  name: Type.String({ minLength: 1, maxLength: PASSKEY_NAME_MAX, description: "The owner's name for it, e.g. 'MacBook Touch ID'" }),
  createdAt: DateTime(),
  lastUsedAt: Nullable(DateTime({ description: 'The last sign-in or confirmation with it' })),
});
export type PasskeyView = Static<typeof PasskeyView>;

/** GET /api/security/passkeys: the caller's passkeys, oldest first (at most MAX_PASSKEYS). */
export const PasskeysView = Type.Object({
  passkeys: Type.Array(PasskeyView, { maxItems: MAX_PASSKEYS }),
});
export type PasskeysView = Static<typeof PasskeysView>;

/**
 * The WebAuthn options for the browser (`navigator.credentials.create` or `.get`, through
 * `@simplewebauthn/browser`): PublicKeyCredentialCreationOptionsJSON or ...RequestOptionsJSON.
 */
export const PasskeyOptionsAnswer = Type.Object({
  options: Type.Object(
    { challenge: Type.String({ description: 'base64url; single-use, valid for 5 minutes, kept by the server' }) },
    { additionalProperties: true },
  ),
});
export type PasskeyOptionsAnswer = Static<typeof PasskeyOptionsAnswer>;

/** POST /api/security/passkeys: the new passkey, and the recovery codes when it is the user's first second factor (shown once). */
export const PasskeyAddedAnswer = Type.Object({
  passkey: PasskeyView,
  recoveryCodes: Nullable(
    Type.Array(Type.String(), { description: 'The 10 recovery codes, shown this once; null when the user already had them' }),
  ),
});
export type PasskeyAddedAnswer = Static<typeof PasskeyAddedAnswer>;
