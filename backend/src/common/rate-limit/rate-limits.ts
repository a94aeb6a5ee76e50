import { MESSAGES } from '@fund/contracts';

// Every rate limit in one place. RATE_LIMIT_FACTOR multiplies every limit. Client addresses are
// grouped as client-address.ts says (IPv4 by address, IPv6 by /64).

/** What a request is counted by: its client address, its signed-in user, or a field it names. */
export type RateLimitKey = 'ip' | 'user' | `body:${string}` | `param:${string}`;

export interface RateLimitPolicy {
  limit: number;
  windowSeconds: number;
  by: RateLimitKey[];
}

/** Requests, counted by the guard before the route runs (`@RateLimit(name)` on the route). */
export const RATE_LIMITS = {
  /**
   * Every attempt from one address, whatever the account: caps guessing across accounts and the
   * code e-mails one place can trigger. Failures per account are FAILURE_LIMITS.login.
   */
  login: { limit: 10, windowSeconds: 15 * 60, by: ['ip'] },
  verifyOtp: { limit: 20, windowSeconds: 15 * 60, by: ['ip'] },
  /** The forced change asks no current password (nothing to guess); each call hashes one. */
  requiredPasswordChange: { limit: 10, windowSeconds: 15 * 60, by: ['user'] },
  /**
   * Per address only. A counter of the name alone would let anyone hold its owner's request back
   * (issue 18 item 9); one name asked for from many addresses costs nothing: at most one request per
   * user is pending, and none sends an e-mail.
   */
  passwordResetRequest: { limit: 5, windowSeconds: 60 * 60, by: ['ip'] },
  setup: { limit: 20, windowSeconds: 15 * 60, by: ['ip', 'body:username'] },
  invitationAccept: { limit: 10, windowSeconds: 15 * 60, by: ['ip', 'param:token'] },
  publicUpload: { limit: 30, windowSeconds: 15 * 60, by: ['ip'] },
  /** Upload URLs a signed-in user asks for (POST /api/upload-url: profile photos). */
  userUpload: { limit: 30, windowSeconds: 15 * 60, by: ['user'] },
  /** Upload URLs of the back office (scheme and activity documents, asset images), shared by those routes. */
  adminUpload: { limit: 100, windowSeconds: 15 * 60, by: ['user'] },
  /**
   * Public KYC submissions, per address only: a counter of the e-mail alone (counted before the body is
   * checked) would let anyone who knows an applicant's e-mail hold their application back, and would
   * not bound a flood that varies it. Each application also needs its own uploaded document (publicUpload).
   */
  kycSubmit: { limit: 10, windowSeconds: 60 * 60, by: ['ip'] },
  /**
   * The public unsubscribe link (GET to read it, POST to apply it; RFC 8058 one-click): per address.
   * The token is the credential (HMAC-signed), so this only caps someone trying altered tokens. High
   * enough for a mail provider's outbound address sending the one-click POSTs of many investors after a
   * post to a whole scheme (they do not retry a 429); a check costs one HMAC.
   */
  unsubscribe: { limit: 600, windowSeconds: 15 * 60, by: ['ip'] },
  // Issue 23: the public verification page; codes have 60 random bits, this only keeps scrapers slow.
  verify: { limit: 120, windowSeconds: 15 * 60, by: ['ip'] },
} as const satisfies Record<string, RateLimitPolicy>;

export type RateLimitName = keyof typeof RATE_LIMITS;

export interface Window {
  limit: number;
  windowSeconds: number;
  /**
   * A lockout: the hit that reaches the limit closes the counter for a whole window from that moment
   * (otherwise it reopens when the window that began with its first hit ends).
   */
  lockout?: boolean;
  /** The 429's words, when they should say more than MESSAGES.tooManyRequests. */
  message?: string;
}

export interface FailurePolicy {
  /**
   * Failures of one account from one client address: the tight limit on guessing from one place.
   * Other addresses' failures never touch it, so they cannot lock the real user out.
   */
  perAddress: Window;
  /**
   * Failures of one account from every address together: a cap on guessing spread over many
   * addresses. Only this one can stop the real user, so a known device (modules/auth/known-device.ts)
   * is neither counted nor held by it.
   */
  perAccount: Window;
}

/**
 * Failed checks of a secret (FailureLimits.begin in the service that checks it). An attempt is
 * counted before the check, and a right secret takes its count back; an attempt refused with 429 is
 * not counted and is not checked.
 */
export const FAILURE_LIMITS = {
  /** Wrong password or unknown username (counted under the name typed, so a 429 reveals nothing). */
  login: { perAddress: { limit: 5, windowSeconds: 15 * 60 }, perAccount: { limit: 30, windowSeconds: 5 * 60 } },
  /**
   * Wrong or dead code in a session that passed the password step (each code also dies after 5 tries).
   * Per account, from unrecognised devices: the 10th failure in a day closes the code step to them for
   * 24 hours from then (their right password gets no code: LoginService), so someone who has the
   * password gets at most 10 guesses a day; the owner's known devices still sign in.
   */
  verifyOtp: {
    perAddress: { limit: 10, windowSeconds: 15 * 60 },
    perAccount: { limit: 10, windowSeconds: 24 * 60 * 60, lockout: true, message: MESSAGES.loginCodeStepClosed },
  },
  /**
   * Wrong current password on PATCH /api/users/{id}/password and PATCH /api/profile/{userId}/bank (a
   * stolen session guessing it): one budget for both, as both guess the same secret.
   */
  ownPasswordChange: { perAddress: { limit: 5, windowSeconds: 15 * 60 }, perAccount: { limit: 20, windowSeconds: 5 * 60 } },
} as const satisfies Record<string, FailurePolicy>;

export type FailureLimitName = keyof typeof FAILURE_LIMITS;

/** Login codes of the two-step login (LoginService), for unrecognised devices only: a known device is neither counted nor held. */
export const LOGIN_CODE_LIMITS = {
  /** Code e-mails per account: a right password past the limit answers 429 and e-mails nothing. */
  emails: { limit: 5, windowSeconds: 15 * 60, message: MESSAGES.loginCodesTooMany },
  /**
   * The owner is e-mailed a warning when the account's failures of FAILURE_LIMITS.verifyOtp.perAccount
   * reach this many (one code's worth of tries): once a day, not once per attempt.
   */
  warnOwnerAfter: { limit: 5, windowSeconds: 24 * 60 * 60 },
} as const satisfies Record<string, Window>;
