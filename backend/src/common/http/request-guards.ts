import { ForbiddenException, UnsupportedMediaTypeException } from '@nestjs/common';
import { MESSAGES } from '@fund/contracts';
import type { NextFunction, Request, Response } from 'express';

// CSRF and content-type rules for state-changing requests (ARCHITECTURE.md, security model).
// Errors go to next(): Nest's exception layer hands them to the one filter.

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Raw file bodies are accepted only on the signed upload route. */
export const UPLOAD_ROUTE_PREFIX = '/api/storage/uploads/';

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
    if (!STATE_CHANGING.has(req.method) || req.path.startsWith(UPLOAD_ROUTE_PREFIX) || !hasBody(req)) return next();
    const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (type !== 'application/json' && !/^application\/[\w.-]+\+json$/.test(type)) {
      return next(new UnsupportedMediaTypeException(MESSAGES.jsonRequired));
    }
    next();
  };
}
