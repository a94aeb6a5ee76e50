import connectPgSimple from 'connect-pg-simple';
import type { Request, RequestHandler } from 'express';
import session from 'express-session';
import type pg from 'pg';

import { SESSION_IDLE_MINUTES } from '@fund/contracts';

// Sessions live in PostgreSQL (the `session` table of the migration) on the app's own pool, so any
// number of instances share them. 30-minute idle life (rolling cookie); the 12-hour absolute life is
// checked by the auth guard.

export interface SessionOptions {
  pool: pg.Pool;
  secret: string;
  secure: boolean;
}

export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-sid' : 'sid';
}

export function sessionMiddleware(options: SessionOptions): { middleware: RequestHandler; close: () => void } {
  const PgStore = connectPgSimple(session);
  const store = new PgStore({
    pool: options.pool,
    tableName: 'session',
    createTableIfMissing: false,
    pruneSessionInterval: 15 * 60,
  });
  const middleware = session({
    name: sessionCookieName(options.secure),
    secret: options.secret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    unset: 'destroy',
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secure,
      path: '/',
      maxAge: SESSION_IDLE_MINUTES * 60_000,
    },
  });
  return { middleware, close: () => store.close() };
}

export function destroySession(req: Request): Promise<void> {
  return new Promise((resolve) => {
    if (!req.session) return resolve();
    req.session.destroy(() => resolve());
  });
}

/**
 * Ends every session of a user (password change or reset, disable, delete), except `keepSid` when
 * given: the logged-in ones and the logins in progress (sessions past the password step, waiting for
 * the e-mailed code), whose codes go too. The code step of such a login then answers "session expired".
 */
export async function endSessionsOf(db: { query: (sql: string, params: unknown[]) => Promise<unknown> }, userId: string, keepSid?: string): Promise<void> {
  await db.query(`DELETE FROM session WHERE (sess ->> 'userId' = $1 OR sess ->> 'pendingUserId' = $1) AND sid <> $2`, [userId, keepSid ?? '']);
  await db.query(`DELETE FROM login_otps WHERE user_id = $1 AND NOT verified`, [userId]);
}
