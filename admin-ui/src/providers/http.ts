import { fetchUtils, HttpError } from 'react-admin';

import { createStepUpGate, isStepUpRequired } from '@fund/ui/step-up';

export const API_URL = '/api';

/** The step-up question of the console (issue 25 item 5): StepUpHost registers how to ask. */
export const stepUpGate = createStepUpGate();

/** The server's 401 STEP_UP_REQUIRED: a change that needs a fresh second factor (the session is fine). */
export const isStepUpRefusal = (error: unknown) => error instanceof HttpError && isStepUpRequired(error.status, error.body);

/**
 * The one HTTP client of the admin console: every call carries the session cookie. A non-2xx
 * answer rejects with react-admin's HttpError (status and the server's `message`). A change refused
 * with 401 STEP_UP_REQUIRED waits for the step-up dialog and is sent again once confirmed (the same
 * Idempotency-Key: moneyWrite's headers travel with it); cancelled, it fails as refused.
 */
export const httpClient = async (url: string, options: fetchUtils.Options = {}): ReturnType<typeof fetchUtils.fetchJson> => {
  try {
    return await fetchUtils.fetchJson(url, { ...options, credentials: 'include' });
  } catch (error) {
    if (isStepUpRefusal(error) && (await stepUpGate.ask())) return fetchUtils.fetchJson(url, { ...options, credentials: 'include' });
    throw error;
  }
};

/**
 * The Idempotency-Key of each money write whose last attempt did not succeed, by url and body.
 * A request gets a new key (crypto.randomUUID); sent again with the same url and body before one
 * attempt succeeded (a network error, a lost answer, a refusal, a react-admin retry, the admin
 * clicking again) it reuses that key, so the server answers its first answer again instead of
 * writing twice. A success forgets the key: the next request is a new write, even with the same
 * body; another body (the values changed) is another write with its own key.
 */
const unsettledKeys = new Map<string, string>();

/**
 * The one way the back office sends a money write (payouts, enrollments, activities, distribution
 * runs and reversals, postings and allocations to a scheme's holders): POST `body` as JSON to `url`
 * with its Idempotency-Key (issue 14, issue 19). Answers the server's JSON.
 */
export const moneyWrite = async <T = unknown>(url: string, body: unknown): Promise<T> => {
  const json = JSON.stringify(body);
  const request = `${url} ${json}`;
  const key = unsettledKeys.get(request) ?? crypto.randomUUID();
  unsettledKeys.set(request, key);
  const answer = await httpClient(url, {
    method: 'POST',
    body: json,
    headers: new Headers({ Accept: 'application/json', 'Idempotency-Key': key }),
  });
  unsettledKeys.delete(request);
  return answer.json as T;
};

/** The server's `message` of an error body (a list of messages joined), or undefined without one. */
export const bodyMessage = (body: { message?: unknown } | undefined): string | undefined => {
  const message = Array.isArray(body?.message) ? body.message.join(', ') : body?.message;
  return typeof message === 'string' && message ? message : undefined;
};

/**
 * The server's message of a failed call (react-admin's HttpError carries the body's `message`), else the
 * error's own message: what ErrorState shows and useNotifyFailure tells.
 */
export const serverMessage = (error: unknown): string | undefined => {
  if (typeof error !== 'object' || error === null) return undefined;
  const body = 'body' in error ? (error.body as { message?: unknown } | undefined) : undefined;
  return bodyMessage(body) ?? ('message' in error && typeof error.message === 'string' && error.message ? error.message : undefined);
};

/** The total of a Content-Range answer ('items 0-24/57' → 57), or `fallback` without one. */
export const totalOf = (contentRange: string | null, fallback: number) => {
  const total = Number(contentRange?.split('/').pop());
  return Number.isInteger(total) ? total : fallback;
};
