import { Type, type Static } from '@sinclair/typebox';

import { ROLES } from '../enums.js';
import { DateTime, Id, Nullable, StringEnum } from './schema.js';

// Issue 25 items 2, 3: second factors (an authenticator app, recovery codes) and the admins' policy.

/** How many one-time recovery codes an enrolment (or a regeneration) gives. */
export const RECOVERY_CODE_COUNT = 10;
/** A recovery code as shown: two groups of 4 lower-case letters and digits (`xxxx-xxxx`). */
export const RECOVERY_CODE_PATTERN = '^[a-z0-9]{4}-[a-z0-9]{4}$';
/** The second factors a login may ask for after the password. */
export const SECOND_FACTOR_KINDS = ['email', 'totp', 'passkey'] as const;
export type SecondFactorKind = (typeof SECOND_FACTOR_KINDS)[number];
/** The 403's `code` while the policy holds an admin without a second factor. */
export const SECOND_FACTOR_REQUIRED = 'SECOND_FACTOR_REQUIRED';

/**
 * POST /api/login: the password was right. `secondFactor` says what the code step asks for: the
 * e-mailed code (`otpSent` true) or the authenticator app (no e-mail; `recoveryCodes` when the user
 * may type one of theirs instead).
 */
export const SignInStepAnswer = Type.Object({
  otpSent: Type.Boolean({ description: 'A login code was e-mailed' }),
  secondFactor: StringEnum(SECOND_FACTOR_KINDS),
  recoveryCodes: Type.Boolean({ description: 'A recovery code is accepted in place of the code' }),
  /** Issue 25 item 2: present (true) when the user may sign in with a passkey (`secondFactor` is 'passkey' when it is their only factor). */
  passkeys: Type.Optional(Type.Boolean({ description: 'A passkey is accepted: POST /api/login/passkey/options, then /api/login/passkey' })),
  userId: Id(),
  role: StringEnum(ROLES),
  id: Id(),
});
export type SignInStepAnswer = Static<typeof SignInStepAnswer>;

/** GET /api/security/second-factors: the caller's own second factors (never a secret). */
export const SecondFactorsView = Type.Object({
  authenticatorApp: Type.Boolean({ description: 'A confirmed authenticator app' }),
  enrolledAt: Nullable(DateTime()),
  recoveryCodesLeft: Type.Integer({ minimum: 0 }),
  passkeys: Type.Integer({ minimum: 0, description: 'How many passkeys the caller has' }),
  /** The policy holds this admin until they enrol (the other routes answer 403 SECOND_FACTOR_REQUIRED). */
  enrolmentRequired: Type.Boolean(),
});
export type SecondFactorsView = Static<typeof SecondFactorsView>;

/** POST /api/security/authenticator: an unconfirmed secret to add to the app; shown once, while enrolling. */
export const AuthenticatorEnrolment = Type.Object({
  otpauthUri: Type.String({ description: 'otpauth://totp/... for the QR code' }),
  secret: Type.String({ description: 'The base32 secret, for typing into the app by hand' }),
  qrCode: Type.String({ description: 'The QR code of otpauthUri, an SVG data URL' }),
});
export type AuthenticatorEnrolment = Static<typeof AuthenticatorEnrolment>;

/** The recovery codes, shown once: at confirmation and at each regeneration. */
export const RecoveryCodesAnswer = Type.Object({
  recoveryCodes: Type.Array(Type.String({ pattern: RECOVERY_CODE_PATTERN }), {
    minItems: RECOVERY_CODE_COUNT,
    maxItems: RECOVERY_CODE_COUNT,
  }),
});
export type RecoveryCodesAnswer = Static<typeof RecoveryCodesAnswer>;

/** GET/PUT /api/admin/security-policy (super admins). */
export const SecurityPolicyView = Type.Object({
  adminsNeedSecondFactor: Type.Boolean({ description: 'Admins must use an authenticator app (or a passkey) to sign in' }),
  /** Issue 25 item 5: a payout above this asks the admin for a fresh second factor (step-up). */
  payoutStepUpThreshold: Type.Integer({
    minimum: 0,
    description: 'A payout above this amount (whole units) needs a second factor entered within the last stepUpSeconds; 0: every payout',
  }),
  stepUpSeconds: Type.Integer({
    minimum: 1,
    description: "How long a second factor stays fresh for the changes that ask for one (the server's STEP_UP_SECONDS)",
  }),
  updatedAt: Nullable(DateTime()),
});
export type SecurityPolicyView = Static<typeof SecurityPolicyView>;
