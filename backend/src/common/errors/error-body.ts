import { STATUS_CODES } from 'node:http';
import { HttpException, HttpStatus } from '@nestjs/common';

import { MESSAGES } from '@fund/contracts';

import { UPLOAD_GONE_SQLSTATE } from '../storage/upload-limits.js';

/** The one error shape every failure leaves with. */
export interface ErrorBody {
  statusCode: number;
  message: string;
  error: string;
  /** Only on 500s, so an operator can find the log line. */
  requestId?: string;
  /** A refusal the apps act on (e.g. SECOND_FACTOR_REQUIRED): an exception's `{message, code}` body. */
  code?: string;
}

function codeOf(response: unknown): string | undefined {
  const code = response && typeof response === 'object' && 'code' in response ? (response as { code: unknown }).code : undefined;
  return typeof code === 'string' && /^[A-Z][A-Z_]{0,63}$/.test(code) ? code : undefined;
}

function messageOf(response: unknown, fallback: string): string {
  if (typeof response === 'string') return response;
  if (response && typeof response === 'object' && 'message' in response) {
    const { message } = response as { message: unknown };
    if (Array.isArray(message)) return [...new Set(message.map(String))].join('; ');
    if (typeof message === 'string') return message;
  }
  return fallback;
}

/** Keys a JSON body may not carry at any depth: they name the prototype machinery, never a field. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const prototypeKeyMessage = (key: string) => `property ${key} should not exist`;
/** In `u` mode a surrogate pair is one code point, so this matches only the unpaired halves. */
const LONE_SURROGATE = /\p{Surrogate}/u;

/**
 * JSON.parse reviver for request bodies: a prototype key anywhere refuses the body (400, naming the key),
 * and so does text with a lone UTF-16 surrogate (`"\ud800"` is valid JSON but no Unicode text: the
 * validators' URI and punycode steps throw on it, and PostgreSQL could not store it as sent).
 */
export function refusePrototypeKeys(key: string, value: unknown): unknown {
  if (PROTOTYPE_KEYS.has(key)) throw new SyntaxError(prototypeKeyMessage(key));
  if ((typeof value === 'string' && LONE_SURROGATE.test(value)) || LONE_SURROGATE.test(key)) throw new SyntaxError(MESSAGES.unstorableText);
  return value;
}

/** Maps the JSON body parser's errors (they carry `type` and `status`) to our words. */
export function fromBodyParserError(error: { status?: number; type?: string; message?: string }): HttpException {
  switch (error.type) {
    case 'entity.too.large':
      return new HttpException(MESSAGES.bodyTooLarge, HttpStatus.PAYLOAD_TOO_LARGE);
    case 'entity.parse.failed': {
      const prototypeKey = [...PROTOTYPE_KEYS].find((key) => error.message === prototypeKeyMessage(key));
      if (error.message === MESSAGES.unstorableText) return new HttpException(MESSAGES.unstorableText, HttpStatus.BAD_REQUEST);
      return new HttpException(prototypeKey ? prototypeKeyMessage(prototypeKey) : MESSAGES.malformedJson, HttpStatus.BAD_REQUEST);
    }
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new HttpException(MESSAGES.jsonRequired, HttpStatus.UNSUPPORTED_MEDIA_TYPE);
    default: {
      const status = error.status && error.status >= 400 && error.status < 500 ? error.status : HttpStatus.BAD_REQUEST;
      return new HttpException(STATUS_CODES[status] ?? 'Bad Request', status);
    }
  }
}

/** PostgreSQL refuses text it cannot store (a NUL character): that is the client's input, a 400. */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

function fromDatabaseError(exception: unknown): HttpException | undefined {
  // TypeORM wraps the driver's error (driverError); a query on the pool itself throws pg's DatabaseError
  // (its SQLSTATE in `code`, with a `severity`), as the rate-limit counters do with the name typed at login.
  const raw = exception as { code?: unknown; severity?: unknown; driverError?: { code?: string } } | undefined;
  const code = raw?.driverError?.code ?? (typeof raw?.severity === 'string' && typeof raw.code === 'string' ? raw.code : undefined);
  // The reference trigger refused a row naming an object already deleted as unreferenced: upload it again.
  if (code === UPLOAD_GONE_SQLSTATE) return new HttpException(MESSAGES.uploadGone, HttpStatus.CONFLICT);
  return code && UNSTORABLE_TEXT.has(code) ? new HttpException(MESSAGES.unstorableText, HttpStatus.BAD_REQUEST) : undefined;
}

// A database that cannot be reached: connection exceptions (08xxx), the server shutting down or not
// yet accepting connections (57P01-57P03), too many connections (53300), the socket refused, reset or
// timed out, the pool's wait for a connection timed out, a connection that died under a query.
const UNREACHABLE_SQLSTATE = /^(08|57P0[1-3]$|53300$)/;
const UNREACHABLE_SOCKET = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNREACHABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection closed)/;

/** True when the error (or what it wraps: a TypeORM driverError, a cause, an AggregateError's errors) says the database cannot be reached. */
export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, message, driverError, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    driverError?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (UNREACHABLE_SQLSTATE.test(code) || UNREACHABLE_SOCKET.has(code))) return true;
  if (typeof message === 'string' && UNREACHABLE_MESSAGE.test(message)) return true;
  const inner = [driverError, cause, ...(Array.isArray(errors) ? errors : [])];
  return inner.some((e) => e !== error && isDatabaseUnreachable(e, depth + 1));
}

export function toErrorBody(exception: unknown, requestId: string | undefined): ErrorBody {
  const http =
    exception instanceof HttpException
      ? exception
      : isDatabaseUnreachable(exception)
        ? new HttpException(MESSAGES.serviceUnavailable, HttpStatus.SERVICE_UNAVAILABLE)
        : fromDatabaseError(exception);
  if (!http) {
    return { statusCode: 500, message: MESSAGES.internalError, error: 'Internal Server Error', requestId };
  }
  const statusCode = http.getStatus();
  const error = STATUS_CODES[statusCode] ?? 'Error';
  const body: ErrorBody = { statusCode, message: messageOf(http.getResponse(), error), error };
  const code = codeOf(http.getResponse());
  if (code) body.code = code;
  if (statusCode >= 500) body.requestId = requestId;
  return body;
}
