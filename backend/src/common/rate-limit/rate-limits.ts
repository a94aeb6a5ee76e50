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
  passwordResetRequest: { limit: 5, windowSeconds: 60 * 60, by: ['ip', 'body:username'] },
  setup: { limit: 20, windowSeconds: 15 * 60, by: ['ip', 'body:username'] },
  invitationAccept: { limit: 10, windowSeconds: 15 * 60, by: ['ip', 'param:token'] },
  publicUpload: { limit: 30, windowSeconds: 15 * 60, by: ['ip'] },
  /** Public KYC submissions: a person applies once; the per-e-mail limit stops one address flooding the review queue. */
  kycSubmit: { limit: 10, windowSeconds: 60 * 60, by: ['ip', 'body:email'] },
} as const satisfies Record<string, RateLimitPolicy>;

export type RateLimitName = keyof typeof RATE_LIMITS;

export interface Window {
  limit: number;
  windowSeconds: number;
}

export interface FailurePolicy {
  /**
   * Failures of one account from one client address: the tight limit on guessing from one place.
   * Other addresses' failures never touch it, so they cannot lock the real user out.
   */
  perAddress: Window;
  /**
   * Failures of one account from every address together: a looser cap on guessing spread over many
   * addresses, with a shorter window so it releases sooner. Only this one can stop the real user.
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
  /** Wrong or dead code in a session that passed the password step (each code also dies after 5 tries). */
  verifyOtp: { perAddress: { limit: 10, windowSeconds: 15 * 60 }, perAccount: { limit: 30, windowSeconds: 5 * 60 } },
  /** Wrong current password on PATCH /api/users/{id}/password (a stolen session guessing it). */
  ownPasswordChange: { perAddress: { limit: 5, windowSeconds: 15 * 60 }, perAccount: { limit: 20, windowSeconds: 5 * 60 } },
} as const satisfies Record<string, FailurePolicy>;

export type FailureLimitName = keyof typeof FAILURE_LIMITS;
