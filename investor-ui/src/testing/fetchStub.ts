import { vi } from 'vitest';

// The network boundary of route-level tests: `fetch` answers from a table keyed "METHOD /path".

export type StubReply = { status?: number; statusText?: string; body?: unknown };
type StubEntry = StubReply | ((body: unknown) => StubReply);

export type FetchStub = ReturnType<typeof stubFetch>;

function toResponse({ status = 200, statusText, body }: StubReply): Response {
  if (body === undefined) return new Response(null, { status, statusText });
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const contentType = typeof body === 'string' ? 'text/plain' : 'application/json';
  return new Response(text, { status, statusText, headers: { 'Content-Type': contentType } });
}

/**
 * Installs a `fetch` that answers from `table`. An array answers its entries in turn and then
 * repeats the last one. A call missing from the table fails the request and is recorded.
 */
export function stubFetch(table: Record<string, StubEntry | StubEntry[]>) {
  const used = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const entry = table[key];
    if (!entry) throw new Error(`Unexpected request: ${key}`);
    const count = used.get(key) ?? 0;
    used.set(key, count + 1);
    const current = Array.isArray(entry) ? entry[Math.min(count, entry.length - 1)] : entry;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return toResponse(typeof current === 'function' ? current(body) : current);
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    fetchMock,
    /** The requests made so far, as "METHOD /path". */
    requests: () =>
      fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`),
    /** The JSON bodies sent with `key`, in order. */
    bodiesOf: (key: string) =>
      fetchMock.mock.calls
        .filter(([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}` === key)
        .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined)),
  };
}

export const serverError = (status: number, message: string, error = 'Bad Request'): StubReply => ({
  status,
  body: { statusCode: status, message, error },
});
