import { vi } from 'vitest';

export interface FakeReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * Replaces global fetch (the network boundary) with canned answers keyed by 'METHOD /path'.
 * An unexpected call answers 404, so a test notices calls it did not plan for.
 */
export const stubApi = (routes: Record<string, FakeReply>) => {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.origin);
    const method = (init.method ?? 'GET').toUpperCase();
    const reply = routes[`${method} ${url.pathname}`] ?? { status: 404, body: { message: 'Not Found' } };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

/** The calls fetch received for one method and path, each as its parsed URL and init. */
export const callsTo = (fetchMock: ReturnType<typeof stubApi>, method: string, pathname: string) =>
  fetchMock.mock.calls
    .map(([input, init = {}]) => ({ url: new URL(String(input), window.location.origin), init }))
    .filter(({ url, init }) => url.pathname === pathname && (init.method ?? 'GET').toUpperCase() === method);

/** A GET /api/me answer for a signed-in admin. */
export const ADMIN_ME = { id: 7, role: 'admin', fullName: 'Amina Rahman', profilePhotoUrl: '/objects/amina.png' };
