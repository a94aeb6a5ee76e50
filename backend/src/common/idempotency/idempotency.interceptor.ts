import {
  applyDecorators,
  BadRequestException,
  Injectable,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiHeader } from '@nestjs/swagger';
import { MESSAGES } from '@fund/contracts';
import type { Request, Response } from 'express';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { DataSource } from 'typeorm';

import { AppLogger } from '../logging/logger.js';
import {
  IDEMPOTENCY_KEY_PATTERN,
  idempotentCalls,
  keptAnswer,
  KeptAnswerFound,
  requestHash,
  sameRequest,
  type IdempotentCall,
  type KeptAnswer,
} from './idempotency.js';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer that is a kept one, replayed. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/**
 * Reads the Idempotency-Key of a money write (see idempotency.ts): no header, the route as before; a
 * bad one, 400; a key with a kept answer, that answer again (same status and body, plus
 * `Idempotent-Replayed: true`) without running the route, or 422 if it was for another request;
 * otherwise the route runs with the key in AsyncLocalStorage, for its service's idempotentTransaction.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly logger: AppLogger,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const key = req.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
    if (key === undefined) return next.handle();
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw new BadRequestException(MESSAGES.idempotencyKeyInvalid);
    if (!req.user) throw new Error('@Idempotent() needs an authenticated route');
    const call: IdempotentCall = {
      userId: req.user.id,
      key,
      requestHash: requestHash(req.method, req.path, req.body),
      status: res.statusCode,
      claimed: false,
    };
    return from(this.answer(call, next, res));
  }

  private async answer(call: IdempotentCall, next: CallHandler, res: Response): Promise<unknown> {
    const kept = await keptAnswer(this.dataSource.manager, call);
    if (kept) return replay(sameRequest(kept, call), res);
    try {
      const answer = await lastValueFrom(idempotentCalls.run(call, () => next.handle()));
      if (!call.claimed)
        this.logger.pino.error(
          { context: 'Idempotency' },
          'an @Idempotent() route wrote without idempotentTransaction: its key was not kept',
        );
      return answer;
    } catch (error) {
      // Answered between our look and the transaction's (already checked to be the same request).
      if (error instanceof KeptAnswerFound) return replay(error.answer, res);
      throw error;
    }
  }
}

function replay(answer: KeptAnswer, res: Response): unknown {
  res.status(answer.status);
  res.setHeader(REPLAYED_HEADER, 'true');
  return JSON.parse(answer.body) as unknown;
}

/**
 * A money write that accepts an Idempotency-Key. Its service must open its transaction with
 * idempotentTransaction() (common/idempotency/idempotency.ts).
 */
export const Idempotent = () =>
  applyDecorators(
    UseInterceptors(IdempotencyInterceptor),
    ApiHeader({
      name: IDEMPOTENCY_KEY_HEADER,
      required: false,
      description:
        'One key per submission (1-255 printable ASCII characters), kept a day per user. A retry with the same key and body ' +
        `answers the first answer again with \`${REPLAYED_HEADER}: true\` and writes nothing; the same key with another body ` +
        'answers 422; a retry while the first request is still running answers 409.',
      // HTTP drops spaces around a header value (RFC 9110 §5.5), so a key neither starts nor ends with one.
      schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7E]([\\x20-\\x7E]*[\\x21-\\x7E])?$' },
    }),
  );
