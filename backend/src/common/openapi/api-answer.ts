import { applyDecorators, SetMetadata, UseInterceptors } from '@nestjs/common';

import type { TSchema } from '@fund/contracts';

import { ListInterceptor } from '../lists/list.interceptor.js';

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
 * for POST, or its @HttpCode). A `list` route also gets the ListInterceptor, which answers its
 * ListResult as the array plus Content-Range (only list routes pay for an interceptor).
 */
export const ApiAnswer = (summary: string, schema: TSchema, options: ApiAnswerOptions = {}) => {
  const metadata = SetMetadata(API_ANSWER_KEY, { summary, schema, ...options } satisfies ApiAnswerMetadata);
  return options.list ? applyDecorators(metadata, UseInterceptors(ListInterceptor)) : metadata;
};
