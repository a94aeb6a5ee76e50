import { Type, type Static } from '@sinclair/typebox';

import { STEP_UP_METHODS } from '../sign-in.js';
import { DateTime, Nullable, StringEnum } from './schema.js';

// Issue 25 item 5: step-up. Changing bank details, creating an admin or changing a role, resetting another
// user's password and recording a payout above the fund's threshold ask for a fresh second factor: one
// entered within the last 5 minutes (the login's counts). Otherwise the API answers
//   401 { statusCode, error, message, code: 'STEP_UP_REQUIRED' }
// and the apps ask for a code in place (POST /api/step-up/start, then POST /api/step-up), keeping what the
// user typed, and send the request again.
//
// A user with passkeys may answer with one instead: POST /api/step-up/passkey with the browser's answer to
// `passkeyOptions` (navigator.credentials.get).
//
// Routes: POST /api/step-up/start, POST /api/step-up, POST /api/step-up/passkey.

/** POST /api/step-up/start: what to ask for; with 'email' a code was just sent. */
export const StepUpStartAnswer = Type.Object({
  method: StringEnum(STEP_UP_METHODS),
  recoveryCodes: Type.Boolean({ description: 'A recovery code is accepted in place of the code' }),
  passkeyOptions: Nullable(
    Type.Object(
      { challenge: Type.String({ description: 'base64url; single-use, valid for 5 minutes, kept by the server' }) },
      {
        additionalProperties: true,
        description: "For navigator.credentials.get (@simplewebauthn/browser's startAuthentication); null without passkeys",
      },
    ),
  ),
});
export type StepUpStartAnswer = Static<typeof StepUpStartAnswer>;

/** POST /api/step-up: the code was right; changes that ask for one are allowed until `freshUntil`. */
export const StepUpAnswer = Type.Object({ freshUntil: DateTime() });
export type StepUpAnswer = Static<typeof StepUpAnswer>;

export const StepUpRequest = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 32, description: 'The 6-digit code of the app or the e-mail, or a recovery code' }),
});
export type StepUpRequest = Static<typeof StepUpRequest>;

/** POST /api/step-up/passkey: the browser's AuthenticationResponseJSON to the start's passkeyOptions. */
export const StepUpPasskeyRequest = Type.Object({ response: Type.Object({}, { additionalProperties: true }) });
export type StepUpPasskeyRequest = Static<typeof StepUpPasskeyRequest>;
