import type { Request } from 'express';

import { PASSKEY_CHALLENGE_SECONDS } from '@fund/contracts';

// A WebAuthn challenge lives in our server-side session only (never trusted from the client): one at a
// time per session, for one purpose and one user, valid PASSKEY_CHALLENGE_SECONDS, and taken (removed
// and stored) before the answer to it is checked, so it is used once whatever the outcome.

export type ChallengePurpose = 'register' | 'login' | 'step-up';

declare module '../../common/auth/session.js' {
  interface SessionData {
    /** The WebAuthn challenge this session was last given (issue 25 item 2). */
    passkeyChallenge?: { challenge: string; purpose: ChallengePurpose; userId: string; expiresAt: number };
  }
}

/** Keeps `challenge` in the session (replacing an earlier one) and stores the session. */
export async function keepChallenge(req: Request, challenge: string, purpose: ChallengePurpose, userId: string): Promise<void> {
  req.session.passkeyChallenge = { challenge, purpose, userId, expiresAt: Date.now() + PASSKEY_CHALLENGE_SECONDS * 1000 };
  await req.session.save();
}

/** Removes the session's challenge (stored at once) and answers it when it fits the purpose and user and has not expired. */
export async function takeChallenge(req: Request, purpose: ChallengePurpose, userId: string): Promise<string | undefined> {
  const kept = req.session.passkeyChallenge;
  if (!kept) return undefined;
  delete req.session.passkeyChallenge;
  await req.session.save();
  return kept.purpose === purpose && kept.userId === userId && kept.expiresAt > Date.now() ? kept.challenge : undefined;
}
