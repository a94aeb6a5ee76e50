import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { map, type Observable } from 'rxjs';

import { ListResult } from './list-query.js';

/** Turns a ListResult into a plain JSON array plus the Content-Range header react-admin reads. */
@Injectable()
export class ListInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((value: unknown) => {
        if (!(value instanceof ListResult)) return value;
        const res = context.switchToHttp().getResponse<Response>();
        res.setHeader('Content-Range', value.contentRange());
        res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
        return value.items;
      }),
    );
  }
}
