import type { Request } from 'express';
import type { EntityManager } from 'typeorm';

import { readUserAgent } from '../../common/audit/user-agent.js';
import { clientAddress } from '../../common/rate-limit/client-address.js';

// The session between the two login steps. The password step regenerates the session and marks it
// pending for one user and one login code; only that session can finish the login with that code.

declare module '../../common/auth/session.js' {
  interface SessionData {
    /** The user who passed the password step in this session and still owes the e-mailed code. */
    pendingUserId?: string;
    /** The login code row issued to this session. */
    pendingOtpId?: string;
    /** The password step came with the user's known-device cookie: the code step's per-account caps skip it. */
    pendingKnownDevice?: boolean;
    /** The pending user is asked for their authenticator app (or a recovery code) instead of an e-mailed code. */
    pendingSecondFactor?: 'totp';
  }
}

/** A fresh session id (and an empty session): an id planted before the login step is never kept. */
export function regenerateSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((error: unknown) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve()));
  });
}

/** Marks the session pending for the user and code, and stores it (a failed write is a 503, and no cookie). */
export async function markPendingLogin(req: Request, userId: string, otpId: string, knownDevice: boolean): Promise<void> {
  req.session.pendingUserId = userId;
  req.session.pendingOtpId = otpId;
  req.session.pendingKnownDevice = knownDevice;
  await req.session.save();
}

/** Marks the session pending for the user's second factor (no code row: nothing was e-mailed), and stores it. */
export async function markPendingFactorLogin(req: Request, userId: string, knownDevice: boolean): Promise<void> {
  req.session.pendingUserId = userId;
  req.session.pendingSecondFactor = 'totp';
  req.session.pendingKnownDevice = knownDevice;
  await req.session.save();
}

/**
 * Turns the session into a logged-in one and stores it in the code step's transaction, which holds the
 * user's row: a password change, reset or disable either comes first (and the code is gone) or ends
 * this session after it commits. Call right after regenerateSession.
 */
export async function markLoggedIn(req: Request, userId: string, manager: EntityManager): Promise<void> {
  req.session.userId = userId;
  req.session.authenticatedAt = Date.now();
  // Issue 25 item 6: the device, for the sessions list (never the session id: see modules/sessions).
  const header = req.headers['user-agent'];
  const userAgent = typeof header === 'string' ? header.slice(0, 500) : null;
  req.session.device = { userAgent, ...readUserAgent(userAgent), address: clientAddress(req) };
  await req.session.save(manager);
}
