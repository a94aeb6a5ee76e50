import { vi } from 'vitest';

// The network boundary of both apps' vitest suites (issue 22 item 3): `fetch` answers from a table
// keyed 'METHOD /path'. One stub for the back office and the portal.

/** One canned answer: JSON unless the body is a string (text/plain); no body answers an empty one. */
export interface StubReply {
  status?: number;
  statusText?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A request as the stub saw it: `params` holds the `:name` parts of the table key it matched. */
export interface StubRequest {
  method: string;
  path: string;
  url: URL;
  body: unknown;
  init: RequestInit;
  params: Record<string, string>;
}

export type StubEntry = StubReply | ((request: StubRequest) => StubReply | Promise<StubReply>);

/** 'METHOD /path' (a path part may be ':name') to an answer, or to answers given in turn (the last one repeats). */
export type StubTable = Record<string, StubEntry | StubEntry[]>;

export type FetchStub = ReturnType<typeof stubFetch>;

const NOT_FOUND: StubReply = { status: 404, body: { statusCode: 404, message: 'Not Found', error: 'Not Found' } };

// Relative URLs are read against a fixed origin: the page's own may have moved away (a test that
// follows a blob: download link leaves happy-dom's window at an origin of 'null').
const BASE = 'http://localhost';

function toResponse({ status = 200, statusText, body, headers = {} }: StubReply): Response {
  if (body === undefined || status === 204) return new Response(null, { status, statusText, headers });
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const contentType = typeof body === 'string' ? 'text/plain' : 'application/json';
  return new Response(text, { status, statusText, headers: { 'Content-Type': contentType, ...headers } });
}

function parseBody(body: RequestInit['body']): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

function toRequest(input: RequestInfo | URL, init: RequestInit = {}): StubRequest {
  const url = new URL(input instanceof Request ? input.url : String(input), BASE);
  const method = (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  return { method, path: url.pathname, url, body: parseBody(init.body), init, params: {} };
}

/** The parameters of `key`'s path when it matches `method path` ('GET /api/kyc/:id'), else null. */
function match(key: string, method: string, path: string): Record<string, string> | null {
  const [keyMethod, keyPath = ''] = key.split(' ');
  if (keyMethod.toUpperCase() !== method) return null;
  const want = keyPath.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(got[index]);
    else if (part !== got[index]) return null;
  }
  return params;
}

/**
 * Installs a `fetch` that answers from `table` (vitest's unstubGlobals puts the real one back). A key
 * matches its exact path first, then a key with `:name` parts. A call the table does not plan answers
 * 404 in the API's error shape and is listed by `unplanned()`.
 *
 * @example const api = stubFetch({ 'GET /api/me': { body: meView() }, 'GET /api/schemes': pagedList('schemes', [schemeView()]) });
 */
export function stubFetch(table: StubTable) {
  const used = new Map<string, number>();
  const seen: StubRequest[] = [];
  const missed: string[] = [];
  const lookup = (request: StubRequest): [string, StubEntry | StubEntry[]] | undefined => {
    const exact = `${request.method} ${request.path}`;
    if (table[exact]) return [exact, table[exact]];
    for (const [key, entry] of Object.entries(table)) {
      const params = match(key, request.method, request.path);
      if (params) {
        request.params = params;
        return [key, entry];
      }
    }
    return undefined;
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = toRequest(input, init);
    seen.push(request);
    const found = lookup(request);
    if (!found) {
      missed.push(`${request.method} ${request.path}`);
      return toResponse(NOT_FOUND);
    }
    const [key, entry] = found;
    const count = used.get(key) ?? 0;
    used.set(key, count + 1);
    const current = Array.isArray(entry) ? entry[Math.min(count, entry.length - 1)] : entry;
    return toResponse(typeof current === 'function' ? await current(request) : current);
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    fetchMock,
    /** The calls made so far for one method and path, in order. */
    calls: (method: string, path: string) => seen.filter((request) => request.method === method.toUpperCase() && request.path === path),
    /** The requests made so far, as 'METHOD /path'. */
    requests: () => seen.map((request) => `${request.method} ${request.path}`),
    /** The bodies sent with 'METHOD /path', in order (JSON parsed). */
    bodiesOf: (key: string) => seen.filter((request) => `${request.method} ${request.path}` === key).map((request) => request.body),
    /** The calls no table entry answered, as 'METHOD /path'. */
    unplanned: () => [...missed],
  };
}

/** An API refusal in the spec's shape `{statusCode, message, error}`. */
export const serverError = (status: number, message: string, error = 'Bad Request'): StubReply => ({
  status,
  body: { statusCode: status, message, error },
});
