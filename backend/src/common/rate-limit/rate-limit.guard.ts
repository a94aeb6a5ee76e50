import { Inject, Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request, Response } from 'express';
import { DataSource } from 'typeorm';

import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/tokens.js';
import { addressGroup, clientAddress } from './client-address.js';
import { counterKey, takeHit, tooManyRequests } from './counters.js';
import { RATE_LIMITS, type RateLimitKey, type RateLimitName } from './rate-limits.js';

const RATE_LIMIT_KEY = 'fund:rate-limit';

/** Limits a route by the named policy of rate-limits.ts. */
export const RateLimit = (name: RateLimitName) => SetMetadata(RATE_LIMIT_KEY, name);

function subject(req: Request, by: RateLimitKey): string | undefined {
  if (by === 'ip') {
    const address = clientAddress(req);
    return address === null ? undefined : addressGroup(address);
  }
  if (by === 'user') return req.session?.userId;
  const [source, field] = by.split(':') as ['body' | 'param', string];
  const value = source === 'body' ? (req.body as Record<string, unknown> | undefined)?.[field] : req.params[field];
  return typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : undefined;
}

/** Counts requests in PostgreSQL (shared by every instance) and answers 429 past the limit. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const name = this.reflector.get<RateLimitName | undefined>(RATE_LIMIT_KEY, context.getHandler());
    if (!name) return true;
    const policy = RATE_LIMITS[name];
    const limit = Math.ceil(policy.limit * this.config.rateLimitFactor);
    const req = context.switchToHttp().getRequest<Request>();
    for (const by of policy.by) {
      // A per-address limit with no address still counts, under one shared bucket, rather than none.
      const value = subject(req, by) ?? (by === 'ip' ? 'unknown' : undefined);
      if (value === undefined) continue;
      const hit = await takeHit(this.dataSource, counterKey(name, by, value), limit, policy.windowSeconds);
      if (!hit.taken) throw tooManyRequests(context.switchToHttp().getResponse<Response>(), hit.retryAfter);
    }
    return true;
  }
}
