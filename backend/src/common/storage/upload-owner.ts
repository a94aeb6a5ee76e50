import {
  applyDecorators,
  Injectable,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request } from 'express';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Observable } from 'rxjs';

import { addressGroup, clientAddress } from '../rate-limit/client-address.js';
import { RateLimit } from '../rate-limit/rate-limit.guard.js';
import type { RateLimitName } from '../rate-limit/rate-limits.js';

/** Who asked for an upload URL: their client address group and, when signed in, their user id. */
export interface UploadOwner {
  address: string | null;
  userId: string | null;
}

/** The owner of the request being served, for SignedUploads.issue (set by @IssuesUploads routes). */
export const uploadOwners = new AsyncLocalStorage<UploadOwner>();

@Injectable()
export class UploadOwnerInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request>();
    const address = clientAddress(req);
    const owner: UploadOwner = { address: address === null ? null : addressGroup(address), userId: req.user?.id ?? null };
    // Nest binds the handler's async context where handle() is called, so the service sees the owner.
    return uploadOwners.run(owner, () => next.handle());
  }
}

/**
 * Every route that issues upload URLs: rate-limited by `limit` (rate-limits.ts), and its uploads
 * recorded with their owner, whose quota they count against (upload-limits.ts).
 */
export const IssuesUploads = (limit: RateLimitName) => applyDecorators(RateLimit(limit), UseInterceptors(UploadOwnerInterceptor));
