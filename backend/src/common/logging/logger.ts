import type { LoggerService } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type DestinationStream, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';

// pino behind Nest's LoggerService, and the pino-http request logger that gives every request an id.
// Bodies, headers, cookies and query strings are never logged; path segments that carry a token are
// masked.

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

export class AppLogger implements LoggerService {
  readonly pino: Logger;

  constructor(options: LoggerOptions = {}) {
    this.pino = pino(
      {
        level: options.level ?? 'info',
        redact: { paths: ['password', '*.password', 'otpCode', '*.otpCode', 'token', '*.token'], censor: '[redacted]' },
        // Errors keep their kind, message, code and stack only: a database error also carries the
        // query's parameters (password hashes, tokens, what a user typed), which never reach a log.
        serializers: { err: (error: unknown) => serializeError(error) },
      },
      options.destination,
    );
  }

  log(message: unknown, context?: string): void {
    this.pino.info({ context }, String(message));
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

  httpLogger() {
    return pinoHttp({
      logger: this.pino,
      genReqId: (req: IncomingMessage, res: ServerResponse) => {
        const given = req.headers['x-request-id'];
        const id = typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: safeUrl(req.url) }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
      autoLogging: { ignore: (req) => req.url === '/api/health' },
    });
  }
}
