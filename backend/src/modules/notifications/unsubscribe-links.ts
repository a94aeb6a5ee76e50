import { BadRequestException, GoneException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { MESSAGES, NOTIFICATION_CATEGORIES, UNSUBSCRIBE_LINK_DAYS, type NotificationCategory } from '@fund/contracts';
import { createHmac, timingSafeEqual } from 'node:crypto';

import type { AppConfig } from '../../config/config.js';
import type { Secrets } from '../../config/secrets.js';
import { APP_CONFIG, SECRETS } from '../../config/tokens.js';

const DAY_MS = 86_400_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What a valid unsubscribe token says: whose, which categories, and the day (UTC, days since 1970) it was issued. */
export interface UnsubscribeClaim {
  investorId: string;
  categories: NotificationCategory[];
  issuedDay: number;
}

/**
 * The signed unsubscribe links of notice and digest e-mails (RFC 8058 one-click). A token is
 * `base64url(investorId:categories:day)` `.` `base64url(HMAC-SHA256)`, the key derived from the session
 * secret (config.sessionSecret, else the generated one) for this use alone. Only the server can make
 * one, so a link changes only its own investor's settings, and only the categories of its e-mail.
 */
@Injectable()
export class UnsubscribeLinks {
  private readonly key: Buffer;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SECRETS) secrets: Secrets,
  ) {
    this.key = createHmac('sha256', config.sessionSecret ?? secrets.sessionSecret)
      .update('fund:unsubscribe-links:v1')
      .digest();
  }

  /** A token for these categories of this investor, issued today (or on `at`'s day). */
  token(investorId: string, categories: readonly NotificationCategory[], at: Date = new Date()): string {
    const sorted = NOTIFICATION_CATEGORIES.filter((c) => categories.includes(c));
    const payload = Buffer.from(`${investorId}:${sorted.join(',')}:${Math.floor(at.getTime() / DAY_MS)}`).toString('base64url');
    return `${payload}.${this.sign(payload).toString('base64url')}`;
  }

  /** The portal page (GET, a person's click) and the one-click target (POST from the mail client). */
  pageUrl(token: string): string {
    return `${this.config.appOrigin}/unsubscribe?token=${token}`;
  }

  apiUrl(token: string): string {
    return `${this.config.appOrigin}/api/unsubscribe?token=${token}`;
  }

  /**
   * The claim of a token: 400 when malformed, 404 when well-formed but not signed by us (altered: no
   * such link, as an unknown invitation token answers), 410 when older than UNSUBSCRIBE_LINK_DAYS.
   */
  verify(token: unknown, now: Date = new Date()): UnsubscribeClaim {
    const invalid = () => new BadRequestException(MESSAGES.unsubscribeTokenInvalid);
    if (typeof token !== 'string' || token.length > 512) throw invalid();
    const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) throw invalid();
    const expected = this.sign(match[1]);
    const given = Buffer.from(match[2], 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new NotFoundException(MESSAGES.unsubscribeTokenInvalid);
    const [investorId, categoryList, day] = Buffer.from(match[1], 'base64url').toString('utf8').split(':');
    const categories = (categoryList ?? '').split(',') as NotificationCategory[];
    if (!UUID.test(investorId ?? '') || !/^\d+$/.test(day ?? '') || !categories.every((c) => NOTIFICATION_CATEGORIES.includes(c)))
      throw invalid();
    const issuedDay = Number(day);
    if (Math.floor(now.getTime() / DAY_MS) - issuedDay > UNSUBSCRIBE_LINK_DAYS) throw new GoneException(MESSAGES.unsubscribeTokenExpired);
    return { investorId, categories, issuedDay };
  }

  private sign(payload: string): Buffer {
    return createHmac('sha256', this.key).update(payload).digest();
  }
}
