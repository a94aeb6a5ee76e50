import { BadRequestException, ForbiddenException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

import { MESSAGES } from '@fund/contracts';

import type { AppLogger } from '../logging/logger.js';

// CSRF and content-type rules for state-changing requests (ARCHITECTURE.md, security model).
// Errors go to next(): Nest's exception layer hands them to the one filter.

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Raw file bodies are accepted only on the signed upload route. */
export const UPLOAD_ROUTE_PREFIX = '/api/storage/uploads/';

/**
 * The one-click unsubscribe (RFC 8058): mail clients POST `List-Unsubscribe=One-Click` as
 * application/x-www-form-urlencoded, with no Origin. The route reads only its signed token (the query)
 * and no body: a short form body is let through (and left unread), anything else is refused as usual.
 */
export const UNSUBSCRIBE_ROUTE = '/api/unsubscribe';
const ONE_CLICK_BODY_MAX = 1024;

function isOneClickUnsubscribe(req: Request, type: string): boolean {
  const length = Number(req.headers['content-length']);
  return (
    req.method === 'POST' &&
    req.path === UNSUBSCRIBE_ROUTE &&
    type === 'application/x-www-form-urlencoded' &&
    length > 0 &&
    length <= ONE_CLICK_BODY_MAX
  );
}

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** "a", "a or b", "a, b or c". */
function either(origins: string[]): string {
  return origins.length < 2 ? origins.join('') : `${origins.slice(0, -1).join(', ')} or ${origins[origins.length - 1]}`;
}

/**
 * A state-changing request from a browser page of another origin is refused (CSRF). The answer and the
 * log say why (the origin received and the ones expected): opening the app at an address APP_ORIGIN
 * does not name is the usual cause, and the user reads the message on the screen.
 */
export function originCheck(appOrigins: string[], logger: AppLogger) {
  const allowed = new Set(appOrigins);
  return (req: Request, _res: Response, next: NextFunction) => {
    const origin = req.headers.origin;
    if (STATE_CHANGING.has(req.method) && origin !== undefined && !allowed.has(origin)) {
      const sent = origin.slice(0, 200);
      logger.pino.warn({ context: 'OriginCheck', reqId: req.id, origin: sent, expected: appOrigins }, MESSAGES.foreignOrigin);
      return next(new ForbiddenException(`${MESSAGES.foreignOrigin}: this server expects ${either(appOrigins)}, the browser sent ${sent}`));
    }
    next();
  };
}

export function jsonOnly() {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (req.path.startsWith(UPLOAD_ROUTE_PREFIX) || !hasBody(req)) return next();
    const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    const json = type === 'application/json' || /^application\/[\w.-]+\+json$/.test(type);
    if (isOneClickUnsubscribe(req, type)) return next();
    if (STATE_CHANGING.has(req.method)) return next(json ? undefined : new UnsupportedMediaTypeException(MESSAGES.jsonRequired));
    // A GET, HEAD or OPTIONS uses no body. A JSON one is read like any (within HTTP_REQUEST_TIMEOUT); any
    // other would be left unread and drained for as long as the client trickles it (up to the upload
    // timeout), so it is refused and the connection closed (close-unread.ts).
    next(json ? undefined : new BadRequestException(MESSAGES.bodyNotTaken));
  };
}
