// Every rate limit in one place: hits per window, counted per IP and per a request field (the
// username, user id or token the request names). RATE_LIMIT_FACTOR multiplies every limit.

export type RateLimitKey = 'ip' | `body:${string}` | `param:${string}`;

export interface RateLimitPolicy {
  limit: number;
  windowSeconds: number;
  by: RateLimitKey[];
}

export const RATE_LIMITS = {
  /** Each accepted login e-mails a code: the per-username limit caps the mails one can trigger. */
  login: { limit: 10, windowSeconds: 15 * 60, by: ['ip', 'body:username'] },
  verifyOtp: { limit: 20, windowSeconds: 15 * 60, by: ['ip', 'body:userId'] },
  passwordResetRequest: { limit: 5, windowSeconds: 60 * 60, by: ['ip', 'body:username'] },
  setup: { limit: 20, windowSeconds: 15 * 60, by: ['ip', 'body:username'] },
  invitationAccept: { limit: 10, windowSeconds: 15 * 60, by: ['ip', 'param:token'] },
  publicUpload: { limit: 30, windowSeconds: 15 * 60, by: ['ip'] },
  /** Public KYC submissions: a person applies once; the per-e-mail limit stops one address flooding the review queue. */
  kycSubmit: { limit: 10, windowSeconds: 60 * 60, by: ['ip', 'body:email'] },
} as const satisfies Record<string, RateLimitPolicy>;

export type RateLimitName = keyof typeof RATE_LIMITS;
