import { BadRequestException, ForbiddenException, UnsupportedMediaTypeException } from '@nestjs/common';
import { MESSAGES } from '@fund/contracts';
import type { NextFunction, Request, Response } from 'express';

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
  return req.method === 'POST' && req.path === UNSUBSCRIBE_ROUTE && type === 'application/x-www-form-urlencoded' && length > 0 && length <= ONE_CLICK_BODY_MAX;
}

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

export function originCheck(appOrigin: string) {
  return (req: Request, _res: Response, next: NextFunction) => {
    const origin = req.headers.origin;
    if (STATE_CHANGING.has(req.method) && origin !== undefined && origin !== appOrigin) {
      return next(new ForbiddenException(MESSAGES.foreignOrigin));
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
