import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

// A small HTTP client for the seed: one cookie per signed-in person, JSON in and out, and the login
// code read from the outbox the way a person reads their e-mail.

export class DemoClient {
  private cookie: string | undefined;

  constructor(
    private readonly base: string,
    private readonly outbox: string,
  ) {}

  /** Signs this client in with an existing session's Cookie value. */
  useCookie(cookie: string): void {
    this.cookie = cookie;
  }

  async call<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.base}${url}`, {
      method,
      headers: { ...(body !== undefined && { 'Content-Type': 'application/json' }), ...(this.cookie && { Cookie: this.cookie }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const sid = res.headers.getSetCookie().find((c) => c.startsWith('sid=') || c.startsWith('__Host-sid='));
    if (sid) this.cookie = sid.split(';')[0];
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url} -> ${res.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /** PUTs a file to an upload URL issued by the server (same origin for the local driver). */
  async upload(uploadURL: string, bytes: Buffer, contentType: string): Promise<void> {
    const target = new URL(uploadURL);
    const url =
      uploadURL.startsWith(this.base) || target.pathname.startsWith('/api/') ? `${this.base}${target.pathname}${target.search}` : uploadURL;
    const res = await fetch(url, { method: 'PUT', headers: { 'Content-Type': contentType }, body: bytes });
    if (!res.ok) throw new Error(`upload -> ${res.status}: ${await res.text()}`);
  }

  /** The two-step login, reading the code from the newest e-mail to `email` in the outbox. */
  async login(username: string, password: string, email: string): Promise<{ mustChangePassword: string; id: string }> {
    const { userId } = await this.call<{ userId: string }>('POST', '/api/login', { username, password });
    const otpCode = await this.latestCode(email);
    return this.call('POST', '/api/verify-otp', { userId, otpCode });
  }

  private async latestCode(email: string): Promise<string> {
    const files = (await readdir(this.outbox))
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .reverse();
    for (const file of files) {
      const eml = await readFile(path.join(this.outbox, file), 'utf8');
      if (!eml.includes(`To: ${email}`)) continue;
      const code = /login code is (\d{6})/.exec(eml.replace(/=\r?\n/g, ''));
      if (code) return code[1];
    }
    throw new Error(`no login code e-mailed to ${email}`);
  }
}
