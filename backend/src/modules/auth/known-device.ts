import type { Request, Response } from 'express';
import { createHmac, timingSafeEqual } from 'node:crypto';

// A browser that completed both login steps for a username gets a signed "known device" cookie. Its
// password attempts for that username skip the per-account failure cap (the per-address limit still
// applies), so failures spread over many addresses (one IPv6 subscriber owns thousands of /64s) cannot
// hold the real user out of their own account.

export const KNOWN_DEVICE_COOKIE = 'fund_device';
const MAX_AGE_MS = 180 * 24 * 60 * 60 * 1000;

export class KnownDevices {
  private readonly key: Buffer;

  constructor(sessionSecret: string) {
    this.key = createHmac('sha256', sessionSecret).update('fund:known-device').digest();
  }

  private sign(username: string): string {
    return createHmac('sha256', this.key).update(username.trim().toLowerCase()).digest('base64url');
  }

  /** True when the request carries this app's known-device cookie for `username`. */
  isKnown(req: Request, username: string): boolean {
    const value = readCookie(req, KNOWN_DEVICE_COOKIE);
    if (!value) return false;
    const expected = Buffer.from(this.sign(username));
    const given = Buffer.from(value);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** Marks the browser as a known device of `username`; sent only to the password step. */
  remember(res: Response | undefined, username: string, secure: boolean): void {
    res?.cookie(KNOWN_DEVICE_COOKIE, this.sign(username), { httpOnly: true, sameSite: 'lax', secure, path: '/api/login', maxAge: MAX_AGE_MS });
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
