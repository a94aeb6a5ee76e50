import { SetMetadata } from '@nestjs/common';

export const API_UNPROCESSABLE_KEY = 'fund:api-unprocessable';

/**
 * Declares the operation's 422 Unprocessable Entity in the OpenAPI document (openapi.ts): the request is
 * well formed (valid by the document), but the stored state refuses it, e.g. an amount below the
 * scheme's minimum investment. `reasons` name each such rule; the body is the usual
 * {statusCode, message, error} with the rule's message.
 */
export const ApiUnprocessable = (...reasons: string[]) => SetMetadata(API_UNPROCESSABLE_KEY, reasons);
