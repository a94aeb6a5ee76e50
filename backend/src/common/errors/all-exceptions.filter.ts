import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';

import { closeAfterAnswer } from '../http/close-unread.js';
import { AppLogger } from '../logging/logger.js';
import { toErrorBody } from './error-body.js';

/**
 * Answers an error with {statusCode, message, error}; a 5xx is logged with its request id (the stack
 * goes to the log, never to the client). An error after the headers left cannot change the answer: it
 * is logged, a complete answer is left alone (its connection too), and an unfinished one is cut so the
 * client cannot take a truncated body for a whole one.
 */
export function answerError(logger: AppLogger, exception: unknown, req: Request, res: Response): void {
  const requestId = typeof req.id === 'string' ? req.id : undefined;
  const body = toErrorBody(exception, requestId);
  if (res.headersSent) {
    logger.pino.error({ err: exception, requestId, answered: res.writableEnded }, 'error after the answer started');
    if (!res.writableEnded) res.destroy();
    return;
  }
  if (body.statusCode >= 500) logger.pino.error({ err: exception, requestId }, 'request failed');
  closeAfterAnswer(req, res);
  res.status(body.statusCode).json(body);
}

/** Every error, from a route, a guard, a pipe or an Express middleware, leaves here. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(private readonly logger: AppLogger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    answerError(this.logger, exception, http.getRequest<Request>(), http.getResponse<Response>());
  }
}
