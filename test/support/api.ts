import type { BrowserContext } from 'playwright-core';

import { loginCodeFromOutbox } from './mailbox.js';

// One person's session with the API for journeys that seed over HTTP: JSON in and out, the session
// cookie kept, and the login code read from the outbox the way a person reads their e-mail.

export class ApiSession {
  private sid: string | undefined;

  constructor(
    readonly base: string,
    private readonly dataDir: string,
  ) {}

  async call<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.base}${url}`, {
      method,
      headers: {
        ...(body !== undefined && { 'Content-Type': 'application/json' }),
        ...(this.sid && { Cookie: this.sid }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sid=') || c.startsWith('__Host-sid='));
    if (cookie) this.sid = cookie.split(';')[0];
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url} -> ${res.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /** PUTs bytes to an upload URL the server issued (the local storage driver answers on the same origin). */
  async upload(uploadURL: string, bytes: Buffer, contentType: string): Promise<void> {
    const target = new URL(uploadURL, this.base);
    const res = await fetch(`${this.base}${target.pathname}${target.search}`, {
      method: 'PUT',
      headers: { 'Content-Type': contentType },
      body: bytes,
    });
    if (!res.ok) throw new Error(`upload -> ${res.status}: ${await res.text()}`);
  }

  /** The two-step login with the code e-mailed to `email`. */
  async login(username: string, password: string, email: string): Promise<{ mustChangePassword: string; id: string; role: string }> {
    const { userId } = await this.call<{ userId: string }>('POST', '/api/login', { username, password });
    const otpCode = await loginCodeFromOutbox(this.dataDir, email);
    return this.call('POST', '/api/verify-otp', { userId, otpCode });
  }

  /** Gives a browser context this session, so a journey starts signed in without another login. */
  async shareWith(context: BrowserContext): Promise<void> {
    if (!this.sid) throw new Error('not signed in');
    const eq = this.sid.indexOf('=');
    await context.addCookies([{ name: this.sid.slice(0, eq), value: this.sid.slice(eq + 1), url: this.base }]);
  }
}
