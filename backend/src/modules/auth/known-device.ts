import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';

// A browser that completed both login steps for a user gets a signed "known device" cookie. Its
// password attempts for that user skip the per-account failure cap (the per-address limit still
// applies), so failures spread over many addresses (one IPv6 subscriber owns thousands of /64s) cannot
// hold the real user out of their own account; its code step skips the per-account code limits too.
// The cookie is `<issued at, unix seconds>.<HMAC of user id, issue time and password hash>`: the server
// checks its age (180 days), and a password change or reset revokes every copy of it, so a cookie
// copied by a phishing relay or left on a shared computer is no way round the limits after a reset.

export const KNOWN_DEVICE_COOKIE = 'fund_device';
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** What the cookie is bound to. */
export interface DeviceOwner {
  id: string;
  passwordHash: string;
}

export class KnownDevices {
  private readonly key: Buffer;

  constructor(sessionSecret: string) {
    this.key = createHmac('sha256', sessionSecret).update('fund:known-device').digest();
  }

  private sign(user: DeviceOwner, issuedAt: number): string {
    return createHmac('sha256', this.key).update(`${user.id}\n${issuedAt}\n${user.passwordHash}`).digest('base64url');
  }

  /** True when the request carries this app's known-device cookie for `user`, under 180 days old and since their last password change. */
  isKnown(req: Request, user: DeviceOwner | null, now = Date.now()): boolean {
    const value = user ? readCookie(req, KNOWN_DEVICE_COOKIE) : undefined;
    if (!user || !value) return false;
    const [issued, signature] = value.split('.');
    const issuedAt = Number(issued);
    const age = now / 1000 - issuedAt;
    if (!/^\d{1,12}$/.test(issued) || signature === undefined || age < -60 || age > MAX_AGE_SECONDS) return false;
    const expected = Buffer.from(this.sign(user, issuedAt));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** Marks the browser as a known device of `user`; sent only to the password step. */
  remember(res: Response | undefined, user: DeviceOwner, secure: boolean, now = Date.now()): void {
    const issuedAt = Math.floor(now / 1000);
    res?.cookie(KNOWN_DEVICE_COOKIE, `${issuedAt}.${this.sign(user, issuedAt)}`, {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/api/login',
      maxAge: MAX_AGE_SECONDS * 1000,
    });
  }
}

function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined; // a malformed cookie is no known device (it answered 500 before)
      }
    }
  }
  return undefined;
}
