import { HttpException, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { catchError, throwError, type Observable } from 'rxjs';

import { toErrorBody } from '../../common/errors/error-body.js';

/**
 * spec/001 §8: a failed document save reads 'Failed to normalize document: {error}' or 'Failed to
 * attach document: {error}'. Client errors of the route (validation included: pipes run inside the
 * interceptor) leave with that message; the one filter still shapes the body, `error` naming the
 * HTTP reason. Guard refusals (401, 403) happen before and keep their own words; 5xx stay generic.
 */
export class DocumentErrorsInterceptor implements NestInterceptor {
  constructor(private readonly describe: (error: string) => string) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (!(error instanceof HttpException) || error.getStatus() >= 500) return throwError(() => error);
        const { message } = toErrorBody(error, undefined);
        return throwError(() => new HttpException(this.describe(message), error.getStatus(), { cause: error }));
      }),
    );
  }
}
