import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ServiceUnavailableException } from '@nestjs/common';
import type { CookieOptions, NextFunction, Request, RequestHandler, Response } from 'express';
import type pg from 'pg';
import type { Logger } from 'pino';

import { MESSAGES, SESSION_ABSOLUTE_HOURS, SESSION_IDLE_MINUTES, type Role, type UserStatus } from '@fund/contracts';

// Sessions live in PostgreSQL (the `session` table: sid, sess json, expire), on the app's own pool, so
// any number of instances share them. Per request:
// - one statement reads the session and its user's role and status (the auth guard decides on them);
// - the expiry (30 idle minutes) is written only when the stored one is more than a minute old, in the
//   background: a session ends 29 to 30 minutes after its last request. A failed expiry write is logged
//   and changes nothing in the answer;
// - a session changed by the request (a login step) is written by the step itself (`save`), before its
//   answer: if that write fails the answer is a 503 and no cookie is set. A read that fails answers 503 too, and nothing is
//   deleted: the same cookie works again once the database is back.
// The cookie is set when a session is first stored (a login step) and lives as long as the 12-hour
// absolute life; the server ends the session sooner when it idles. The cookie keeps express-session's
// signed form (`s:<sid>.<HMAC-SHA256>`).

/** What a session holds. Features add their fields by augmenting this interface. */
export interface SessionData {
  userId?: string;
  /** Epoch ms of the login; the absolute session life counts from here. */
  authenticatedAt?: number;
  /** Issue 25 item 6: the device of the login, as the sessions list shows it (absent on older sessions). */
  device?: SessionDevice;
}

/** Where a session was signed in: stored at login (markLoggedIn), read by modules/sessions. */
export interface SessionDevice {
  /** The User-Agent header, at most 500 characters. */
  userAgent: string | null;
  /** readUserAgent's reading of it: 'Chrome 131', 'Windows 10'. */
  browser: string | null;
  os: string | null;
  /** The client address (clientAddress). */
  address: string | null;
}

/** The user of `userId`, read in the same statement as the session: role and status as they are now. */
export interface SessionCaller {
  id: string;
  role: Role;
  fullName: string;
  status: UserStatus;
  mustChangePassword: boolean;
  profilePhotoUrl: string | null;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Every /api request has one (empty for a visitor); see sessionMiddleware. */
    session: Session & SessionData;
    sessionID: string;
  }
}

const IDLE = `interval '${SESSION_IDLE_MINUTES} minutes'`;
/** The expiry is rewritten once it is older than this. */
const RENEW_AFTER = `interval '1 minute'`;
const COOKIE_MAX_AGE_MS = SESSION_ABSOLUTE_HOURS * 3600_000;

const READ = `
  SELECT s.sess, s.expire < now() + ${IDLE} - ${RENEW_AFTER} AS renew,
         u.id, u.role, u.full_name, u.status, u.must_change_password, u.profile_photo_url
  FROM session s LEFT JOIN users u ON u.id = (s.sess ->> 'userId')::uuid
  WHERE s.sid = $1 AND s.expire > now()`;

interface ReadRow {
  sess: Record<string, unknown>;
  renew: boolean;
  id: string | null;
  role: Role;
  full_name: string;
  status: UserStatus;
  must_change_password: boolean;
  profile_photo_url: string | null;
}

/** What runs a statement: the pool, or a transaction's manager. */
type Queryable = { query: (sql: string, params: unknown[]) => Promise<unknown> };

/** A session store query failed: the request answers 503 (the session itself is left as it is). */
function unavailable(cause: unknown): ServiceUnavailableException {
  return new ServiceUnavailableException(MESSAGES.serviceUnavailable, { cause });
}

class SessionStore {
  constructor(
    private readonly pool: pg.Pool,
    private readonly logger: Logger,
  ) {}

  async read(sid: string): Promise<ReadRow | undefined> {
    return (await this.pool.query<ReadRow>(READ, [sid])).rows[0];
  }

  async insert(sid: string, json: string, db: Queryable = this.pool): Promise<void> {
    await db.query(`INSERT INTO session (sid, sess, expire) VALUES ($1, $2, now() + ${IDLE})`, [sid, json]);
  }

  /** Updates a stored session; one that ended meanwhile (logout, disable) stays ended. */
  async update(sid: string, json: string, db: Queryable = this.pool): Promise<void> {
    await db.query(`UPDATE session SET sess = $2, expire = now() + ${IDLE} WHERE sid = $1`, [sid, json]);
  }

  async remove(sid: string): Promise<void> {
    await this.pool.query('DELETE FROM session WHERE sid = $1', [sid]);
  }

  /** Pushes the idle expiry 30 minutes ahead, in the background; a failure is logged, never thrown. */
  renew(sid: string, requestId: unknown): void {
    this.pool
      .query(`UPDATE session SET expire = now() + ${IDLE} WHERE sid = $1 AND expire > now()`, [sid])
      .catch((err: unknown) => this.logger.error({ err, requestId, context: 'Session' }, 'session expiry not written'));
  }
}

interface CookieSettings {
  name: string;
  secret: string;
  secure: boolean;
}

function sign(sid: string, secret: string): string {
  return `s:${sid}.${createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '')}`;
}

/** The session id of a well-signed cookie, else undefined. */
function sessionIdFrom(header: string | undefined, cookie: CookieSettings): string | undefined {
  if (!header) return undefined;
  const prefix = `${cookie.name}=`;
  const raw = header
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  if (!raw) return undefined;
  let value: string;
  try {
    value = decodeURIComponent(raw.slice(prefix.length));
  } catch {
    return undefined;
  }
  const dot = value.lastIndexOf('.');
  if (!value.startsWith('s:') || dot < 3) return undefined;
  const sid = value.slice(2, dot);
  const expected = Buffer.from(sign(sid, cookie.secret));
  const given = Buffer.from(value);
  return expected.length === given.length && timingSafeEqual(expected, given) ? sid : undefined;
}

const newSessionId = () => randomBytes(24).toString('base64url');

/**
 * A request's session. Its data are its own enumerable properties (`req.session.userId = ...`); whoever
 * changes them stores them with `save` before answering (login-session.ts does, for the login steps).
 */
export class Session {
  readonly #store: SessionStore;
  readonly #cookie: CookieSettings;
  readonly #req: Request;
  readonly #res: Response;
  #id: string;
  /** The data as stored (JSON), or undefined while the session is not in the store. */
  #stored: string | undefined;
  #caller: SessionCaller | undefined;
  #ended = false;

  constructor(
    context: { store: SessionStore; cookie: CookieSettings; req: Request; res: Response },
    id: string,
    loaded?: { data: Record<string, unknown>; caller: SessionCaller | undefined },
  ) {
    this.#store = context.store;
    this.#cookie = context.cookie;
    this.#req = context.req;
    this.#res = context.res;
    Object.assign(this, loaded?.data);
    this.#id = id;
    this.#stored = loaded ? JSON.stringify(this) : undefined;
    this.#caller = loaded?.caller;
    this.#req.sessionID = id;
  }

  get id(): string {
    return this.#id;
  }

  /** The user of `userId` as read with the session (undefined when none, or after regenerate). */
  get caller(): SessionCaller | undefined {
    return this.#caller;
  }

  /** A fresh, empty session under a new id; the old one is deleted from the store at once. */
  regenerate(done: (error?: unknown) => void): void {
    const old = this.#stored === undefined ? Promise.resolve() : this.#store.remove(this.#id);
    old.then(
      () => {
        this.#clear();
        this.#id = newSessionId();
        this.#stored = undefined;
        this.#caller = undefined;
        this.#req.sessionID = this.#id;
        done();
      },
      (error: unknown) => done(unavailable(error)),
    );
  }

  /** Ends the session: deleted from the store at once, its cookie cleared. */
  destroy(done: (error?: unknown) => void): void {
    const stored = this.#stored !== undefined;
    const removal = stored ? this.#store.remove(this.#id) : Promise.resolve();
    removal.then(
      () => {
        this.#clear();
        this.#ended = true;
        this.#stored = undefined;
        this.#caller = undefined;
        if (stored && !this.#res.headersSent) this.#res.clearCookie(this.#cookie.name, this.#cookieOptions());
        done();
      },
      (error: unknown) => done(unavailable(error)),
    );
  }

  /**
   * Stores what the request changed; a session stored for the first time gets its cookie. A failure is
   * a 503. `db` stores it inside the caller's transaction (the login's code step, so that a password
   * change that ends the user's sessions cannot miss it).
   */
  async save(db?: Queryable): Promise<void> {
    if (this.#ended) return;
    const json = JSON.stringify(this);
    if (json === this.#stored) return;
    try {
      if (this.#stored === undefined) {
        if (json === '{}') return; // nothing to keep for a visitor
        await this.#store.insert(this.#id, json, db);
        this.#setCookie();
      } else {
        await this.#store.update(this.#id, json, db);
      }
    } catch (error) {
      throw unavailable(error);
    }
    this.#stored = json;
  }

  #clear(): void {
    for (const key of Object.keys(this)) Reflect.deleteProperty(this, key);
  }

  #cookieOptions(): CookieOptions {
    return { httpOnly: true, sameSite: 'lax', secure: this.#cookie.secure, path: '/' };
  }

  #setCookie(): void {
    // A Secure cookie only over TLS (as the trusted proxy reports it): a browser would drop it anyway.
    if (this.#cookie.secure && !this.#req.secure) return;
    this.#res.cookie(this.#cookie.name, sign(this.#id, this.#cookie.secret), { ...this.#cookieOptions(), maxAge: COOKIE_MAX_AGE_MS });
  }
}

export interface SessionOptions {
  pool: pg.Pool;
  secret: string;
  secure: boolean;
  logger: Logger;
}

export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-sid' : 'sid';
}

/** The Cookie header value of stored session `sid`: for server-side callers of the API (the demo-data job). */
export function sessionCookie(sid: string, secret: string, secure: boolean): string {
  return `${sessionCookieName(secure)}=${encodeURIComponent(sign(sid, secret))}`;
}

/** Ended sessions are deleted by the housekeeping job (modules/ops/expiry.service.ts). */
export function sessionMiddleware(options: SessionOptions): RequestHandler {
  const store = new SessionStore(options.pool, options.logger);
  const cookie: CookieSettings = { name: sessionCookieName(options.secure), secret: options.secret, secure: options.secure };

  const middleware = (req: Request, res: Response, next: NextFunction) => {
    const context = { store, cookie, req, res };
    const sid = sessionIdFrom(req.headers.cookie, cookie);
    if (sid === undefined) {
      req.session = new Session(context, newSessionId()) as Session & SessionData;
      return next();
    }
    store.read(sid).then(
      (row) => {
        if (!row) {
          req.session = new Session(context, newSessionId()) as Session & SessionData;
          return next();
        }
        const { cookie: _copy, ...data } = row.sess; // rows written by express-session carried a copy of the cookie
        const caller =
          row.id === null
            ? undefined
            : {
                id: row.id,
                role: row.role,
                fullName: row.full_name,
                status: row.status,
                mustChangePassword: row.must_change_password,
                profilePhotoUrl: row.profile_photo_url,
              };
        req.session = new Session(context, sid, { data, caller }) as Session & SessionData;
        if (row.renew) store.renew(sid, req.id);
        next();
      },
      (error: unknown) => next(unavailable(error)),
    );
  };
  return middleware;
}

/** Ends the request's session (store and cookie); a store failure answers 503. */
export function destroySession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!req.session) return resolve();
    req.session.destroy((error) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve()));
  });
}

/** The mail_queue keys (`replaces`) of the e-mails that carry a user's password: a temporary one, or the KYC login credentials. */
export const temporaryPasswordMailKey = (userId: string): string => `temporary-password:${userId}`;
export const credentialsMailKey = (userId: string): string => `credentials:${userId}`;

/**
 * Ends every session of a user (password change or reset, disable, delete), except `keepSid` when
 * given: the logged-in ones and the logins in progress (sessions past the password step, waiting for
 * the e-mailed code), whose codes go too. The code step of such a login then answers "session expired".
 * A password e-mail still waiting in the outbox is cancelled with its body: the password it carries no
 * longer works (or no longer belongs to an open account). A reset queues its new one after this.
 */
export async function endSessionsOf(db: Queryable, userId: string, keepSid?: string): Promise<void> {
  await db.query(`DELETE FROM session WHERE (sess ->> 'userId' = $1 OR sess ->> 'pendingUserId' = $1) AND sid <> $2`, [
    userId,
    keepSid ?? '',
  ]);
  await db.query(`DELETE FROM login_otps WHERE user_id = $1 AND NOT verified`, [userId]);
  await db.query(
    `UPDATE mail_queue SET status = 'cancelled', text_body = NULL, html_body = NULL, last_error = 'Cancelled: the password changed or the account was closed'
     WHERE replace_key = ANY($1) AND status = 'pending'`,
    [[temporaryPasswordMailKey(userId), credentialsMailKey(userId)]],
  );
}
