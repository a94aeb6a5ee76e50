import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { DataSource } from 'typeorm';

import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/tokens.js';
import { addressGroup, clientAddress } from './client-address.js';
import { counterKey, fullFor, giveBack, takeHit, tooManyRequests } from './counters.js';
import { FAILURE_LIMITS, type FailureLimitName, type Window } from './rate-limits.js';

export interface FailureAttempt {
  /** The secret was right: the attempt is not a failure. */
  succeeded(): Promise<void>;
  /** The account's failures in its per-account window, this attempt included; undefined for a known device (not counted). */
  accountFailures?: number;
}

/** Failure limits of rate-limits.ts, for the services that check a password or a code. */
@Injectable()
export class FailureLimits {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Call before checking the secret of `account` (a username as typed, or a user id). Counts the
   * attempt as a failure per (account, client address) and per account, or answers 429 without
   * counting when either is at its limit. Call `succeeded()` once the secret proved right. A known
   * device (see modules/auth/known-device.ts) is held only by the per-address limit.
   */
  async begin(name: FailureLimitName, account: string, req: Request, options: { knownDevice?: boolean } = {}): Promise<FailureAttempt> {
    const policy = FAILURE_LIMITS[name];
    const who = account.trim().toLowerCase();
    const keys = [counterKey(name, 'failed:account+ip', `${who}\n${addressGroup(clientAddress(req) ?? '')}`)];
    const windows: Window[] = [policy.perAddress];
    // A browser that logged in as this account before is not held back by failures from elsewhere.
    if (!options.knownDevice) {
      keys.push(counterKey(name, 'failed:account', who));
      windows.push(policy.perAccount);
    }
    let accountFailures: number | undefined;
    for (const [i, key] of keys.entries()) {
      const window = windows[i];
      const hit = await takeHit(this.dataSource, key, this.limit(window), window.windowSeconds, { lockout: window.lockout });
      if (!hit.taken) {
        // Not checked, so not counted: the counters taken so far get their hit back.
        for (const taken of keys.slice(0, i)) await giveBack(this.dataSource, taken);
        throw tooManyRequests(req.res, hit.retryAfter, window.message);
      }
      if (i === 1) accountFailures = hit.hits;
    }
    return {
      accountFailures,
      succeeded: async () => {
        for (const key of keys) await giveBack(this.dataSource, key);
      },
    };
  }

  /**
   * Throws the per-account limit's 429 when the account's failures are at their cap (a known device
   * does not ask): the login step uses it to e-mail no code that could not be checked.
   */
  async assertAccountOpen(name: FailureLimitName, account: string, req: Request): Promise<void> {
    const window: Window = FAILURE_LIMITS[name].perAccount;
    const retryAfter = await fullFor(this.dataSource, counterKey(name, 'failed:account', account.trim().toLowerCase()), this.limit(window));
    if (retryAfter !== undefined) throw tooManyRequests(req.res, retryAfter, window.message);
  }

  /** A window's limit scaled by RATE_LIMIT_FACTOR. */
  limit(window: Window): number {
    return Math.ceil(window.limit * this.config.rateLimitFactor);
  }
}
