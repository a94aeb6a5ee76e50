import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { LoggerService } from '@nestjs/common';
import { pino, type DestinationStream, type Logger } from 'pino';

// pino behind Nest's LoggerService, and the request logger that gives every request an id.
// Bodies, headers, cookies and query strings are never logged; path segments that carry a token are
// masked.

declare module 'node:http' {
  interface IncomingMessage {
    /** The request id (httpLogger), in every log line about the request and in 5xx answers. */
    id?: string;
  }
}

const REQUEST_ID = /^[\w.-]{1,64}$/;
const TOKEN_SEGMENT = /\/(by-token|accept|accept-invitation|invite)\/[^/?#]+/g;

export function safeUrl(url: string | undefined): string {
  return (url ?? '').split('?')[0].replace(TOKEN_SEGMENT, '/$1/[redacted]');
}

export interface LoggerOptions {
  level?: string;
  destination?: DestinationStream;
}

function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  // Duck-typed: an error made in another realm (Node's own, under a test runner's vm) is no `instanceof Error`.
  if (typeof error !== 'object' || error === null || typeof (error as Error).message !== 'string') return { message: String(error) };
  const e = error as Error & { code?: unknown; driverError?: { code?: unknown } };
  const code = e.driverError?.code ?? e.code;
  const serialized: Record<string, unknown> = { type: e.constructor?.name, message: e.message, code, stack: e.stack };
  // What a 503 wraps (the database's own error) is what the operator needs.
  if (e.cause !== undefined && depth < 3) serialized.cause = serializeError(e.cause, depth + 1);
  return serialized;
}

/** Nest's own contexts of its start-up lines, logged at debug. */
const NEST_START_UP = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestApplication']);

export class AppLogger implements LoggerService {
  readonly pino: Logger;
  /**
   * The request log's own pino on the same stream: its lines are built here from the method, the
   * masked path and the status only, so they skip the redaction pass every other line gets.
   */
  readonly #requests: Logger;

  constructor(options: LoggerOptions = {}) {
    const level = options.level ?? 'info';
    const destination = options.destination ?? pino.destination(1);
    this.pino = pino(
      {
        level,
        redact: { paths: ['password', '*.password', 'otpCode', '*.otpCode', 'token', '*.token'], censor: '[redacted]' },
        // Errors keep their kind, message, code and stack only: a database error also carries the
        // query's parameters (password hashes, tokens, what a user typed), which never reach a log.
        serializers: { err: (error: unknown) => serializeError(error) },
      },
      destination,
    );
    this.#requests = pino({ level }, destination);
  }

  log(message: unknown, context?: string): void {
    // Nest's start-up chatter (a line per module, controller and route: about 300) is for debugging;
    // at info the one useful start line (main.ts, Ready in ...) would come after all of it.
    if (context !== undefined && NEST_START_UP.has(context)) this.pino.debug({ context }, String(message));
    else this.pino.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.pino.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string): void {
    this.pino.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string): void {
    this.pino.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string): void {
    this.pino.trace({ context }, String(message));
  }

  /**
   * The request log: every request gets an id (a well-formed X-Request-Id is kept, else a new one),
   * echoed in X-Request-Id and in its one log line written when the answer is done (or abandoned).
   * Written by hand rather than with pino-http: no child logger and no serializer pass per request.
   */
  httpLogger(): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
    const log = this.#requests;
    return (req, res, next) => {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
      req.id = id;
      res.setHeader('X-Request-Id', id);
      const { method, url } = req;
      if (url !== '/api/health') {
        const start = performance.now();
        res.once('close', () => {
          const line = {
            req: { id, method, url: safeUrl(url) },
            res: { statusCode: res.statusCode },
            responseTime: Math.round(performance.now() - start),
          };
          if (!res.writableFinished) log.warn(line, 'request aborted');
          else if (res.statusCode >= 500) log.error(line, 'request errored');
          else log.info(line, 'request completed');
        });
      }
      next();
    };
  }
}
