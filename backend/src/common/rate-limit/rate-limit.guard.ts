import { HttpException, HttpStatus, Inject, Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import { MESSAGES } from '@fund/contracts';
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { DataSource } from 'typeorm';

import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/tokens.js';
import { RATE_LIMITS, type RateLimitKey, type RateLimitName } from './rate-limits.js';

const RATE_LIMIT_KEY = 'fund:rate-limit';

/** Limits a route by the named policy of rate-limits.ts. */
export const RateLimit = (name: RateLimitName) => SetMetadata(RATE_LIMIT_KEY, name);

function subject(req: Request, by: RateLimitKey): string | undefined {
  if (by === 'ip') return req.ip ?? req.socket.remoteAddress;
  const [source, field] = by.split(':') as ['body' | 'param', string];
  const value = source === 'body' ? (req.body as Record<string, unknown> | undefined)?.[field] : req.params[field];
  return typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : undefined;
}

/** Counts hits in PostgreSQL (shared by every instance) and answers 429 past the limit. */
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
      const value = subject(req, by);
      if (value === undefined) continue;
      // Hashed: counters must not store usernames or tokens in clear.
      const key = `${name}:${by}:${createHash('sha256').update(value).digest('base64url')}`;
      const [row] = await this.dataSource.query<{ hits: number; retry: number }[]>(
        `INSERT INTO rate_limit_counters AS c (key, hits, reset_at) VALUES ($1, 1, now() + make_interval(secs => $2))
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN c.reset_at <= now() THEN 1 ELSE c.hits + 1 END,
           reset_at = CASE WHEN c.reset_at <= now() THEN EXCLUDED.reset_at ELSE c.reset_at END
         RETURNING hits, ceil(extract(epoch FROM reset_at - now()))::int AS retry`,
        [key, policy.windowSeconds],
      );
      if (row.hits > limit) {
        context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(Math.max(1, row.retry)));
        throw new HttpException(MESSAGES.tooManyRequests, HttpStatus.TOO_MANY_REQUESTS);
      }
    }
    return true;
  }
}
