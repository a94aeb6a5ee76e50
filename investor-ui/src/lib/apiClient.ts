import { createStepUpGate, isStepUpRequired } from '@fund/ui/step-up';

// The one way the investor UI talks to the API (spec/000 §7, §8): cookies always travel, bodies
// are JSON, and a non-OK answer fails with the message `status: body text`. A change refused with
// 401 STEP_UP_REQUIRED (issue 25 item 5) waits for the step-up dialog (StepUpHost) and is sent again
// once the user confirmed it is them; cancelled, it fails as refused.

/** The step-up question of this app: StepUpHost registers how to ask. */
export const stepUpGate = createStepUpGate();

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A non-OK answer. `message` is `${status}: ${body text or status text}`. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, body: string) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

async function request<T>(method: Method, path: string, body?: unknown, steppedUp = false): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = { method, credentials: 'include', headers };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }

  const response = await fetch(path, init);
  const text = await response.text();
  if (!response.ok) {
    if (!steppedUp && isStepUpRequired(response.status, text) && (await stepUpGate.ask())) return request<T>(method, path, body, true);
    throw new ApiError(response.status, text || response.statusText);
  }
  if (!text) return undefined as T;
  const contentType = response.headers.get('Content-Type') ?? '';
  return (contentType.includes('json') ? JSON.parse(text) : text) as T;
}

export const apiClient = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body),
  delete: <T>(path: string) => request<T>('DELETE', path),
};

/** True when `error` is a failed answer with the given HTTP status. */
export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/**
 * The server's own words for a failure, for a toast. Server errors are `{statusCode, message, error}`
 * (a validation failure may carry several messages); anything else gives `fallback`.
 */
export function getServerMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  const body = error instanceof ApiError ? error.body : error.message.replace(/^\d{3}: /, '');
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const { message } = parsed;
      if (typeof message === 'string' && message.trim()) return message;
      if (Array.isArray(message)) {
        const texts = message.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
        if (texts.length > 0) return texts.join('; ');
      }
    }
  } catch {
    // Not JSON (a proxy's HTML page, a network failure): the fallback reads better.
  }
  return fallback;
}
