import { SetMetadata } from '@nestjs/common';
import type { TSchema } from '@fund/contracts';

export const API_ANSWER_KEY = 'fund:api-answer';

export interface ApiAnswerOptions {
  /** A react-admin list: a JSON array of the schema, the Content-Range header, and sort/range/filter. */
  list?: true;
  /** A plain JSON array of the schema (no paging). */
  array?: true;
  /** The answer's media type when it is not JSON (a stored file). */
  contentType?: string;
}

export interface ApiAnswerMetadata extends ApiAnswerOptions {
  summary: string;
  schema: TSchema;
}

/**
 * What an operation does and what it answers, for the OpenAPI document (common/openapi/openapi.ts):
 * `schema` is a response shape of @fund/contracts, answered with the route's own 2xx status (200, 201
 * for POST, or its @HttpCode).
 */
export const ApiAnswer = (summary: string, schema: TSchema, options: ApiAnswerOptions = {}) =>
  SetMetadata(API_ANSWER_KEY, { summary, schema, ...options } satisfies ApiAnswerMetadata);
