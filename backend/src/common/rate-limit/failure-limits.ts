import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { DataSource } from 'typeorm';

import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/tokens.js';
import { addressGroup, clientAddress } from './client-address.js';
import { counterKey, giveBack, takeHit, tooManyRequests } from './counters.js';
import { FAILURE_LIMITS, type FailureLimitName } from './rate-limits.js';

export interface FailureAttempt {
  /** The secret was right: the attempt is not a failure. */
  succeeded(): Promise<void>;
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
    const windows: { limit: number; windowSeconds: number }[] = [policy.perAddress];
    // A browser that logged in as this account before is not held back by failures from elsewhere.
    if (!options.knownDevice) {
      keys.push(counterKey(name, 'failed:account', who));
      windows.push(policy.perAccount);
    }
    for (const [i, key] of keys.entries()) {
      const { limit, windowSeconds } = windows[i];
      const hit = await takeHit(this.dataSource, key, Math.ceil(limit * this.config.rateLimitFactor), windowSeconds);
      if (!hit.taken) {
        // Not checked, so not counted: the counters taken so far get their hit back.
        for (const taken of keys.slice(0, i)) await giveBack(this.dataSource, taken);
        throw tooManyRequests(req.res, hit.retryAfter);
      }
    }
    return {
      succeeded: async () => {
        for (const key of keys) await giveBack(this.dataSource, key);
      },
    };
  }
}
