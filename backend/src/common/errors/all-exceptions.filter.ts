import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';

import { AppLogger } from '../logging/logger.js';
import { toErrorBody } from './error-body.js';

/** Every error, from a route, a guard, a pipe or an Express middleware, leaves here. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(private readonly logger: AppLogger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const requestId = typeof req.id === 'string' ? req.id : undefined;
    const body = toErrorBody(exception, requestId);
    if (body.statusCode >= 500) {
      // The stack goes to the log, never to the client.
      this.logger.pino.error({ err: exception, requestId }, 'request failed');
    }
    if (res.headersSent) {
      res.end();
      return;
    }
    res.status(body.statusCode).json(body);
  }
}
