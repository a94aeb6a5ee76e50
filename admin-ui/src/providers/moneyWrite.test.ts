import { describe, expect, it } from 'vitest';

import { stubFetch, type StubReply, type StubRequest } from '@fund/ui/testing';

import { moneyWrite } from './http';

// The one way the back office sends a money write (issue 19 review): a POST with an Idempotency-Key
// per url and body, kept until that request succeeds.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** fetch (the network boundary) answering each POST with the next of `replies` (a status, or a network error). */
const stubReplies = (replies: (number | 'network')[]) =>
  stubFetch({
    'POST /api/:area/:id/:action': ({ body }): StubReply => {
      const reply = replies.shift() ?? 500;
      if (reply === 'network') throw new TypeError('Failed to fetch');
      return {
        status: reply,
        body: reply < 300 ? { echoed: body } : { statusCode: reply, message: 'Service unavailable', error: 'Service Unavailable' },
      };
    },
  });

const keysOf = (calls: StubRequest[]) => calls.map((call) => new Headers(call.init.headers).get('Idempotency-Key'));

describe('moneyWrite', () => {
  it('POSTs the body as JSON with the session cookie and a key, and answers the JSON', async () => {
    const stub = stubReplies([201]);
    await expect(moneyWrite('/api/schemes/s1/distributions', { totalAmount: 100 })).resolves.toEqual({ echoed: { totalAmount: 100 } });
    const [call] = stub.calls('POST', '/api/schemes/s1/distributions');
    expect(JSON.parse(String(call.init.body))).toEqual({ totalAmount: 100 });
    expect(new Headers(call.init.headers).get('Content-Type')).toBe('application/json');
    expect(call.init.credentials).toBe('include');
    expect(keysOf([call])[0]).toMatch(UUID);
  });

  it('sends the same key for a retry of the same request until it succeeds; then the same request is a new write', async () => {
    const stub = stubReplies([503, 'network', 201, 201]);
    const body = { assetId: 'a1', schemeId: 's1' };
    await expect(moneyWrite('/api/admin/asset-enrollments/scheme', body)).rejects.toMatchObject({
      status: 503,
      message: 'Service unavailable',
    });
    await expect(moneyWrite('/api/admin/asset-enrollments/scheme', { ...body })).rejects.toThrow('Failed to fetch');
    await moneyWrite('/api/admin/asset-enrollments/scheme', { ...body });
    await moneyWrite('/api/admin/asset-enrollments/scheme', { ...body });

    const [first, second, third, fourth] = keysOf(stub.calls('POST', '/api/admin/asset-enrollments/scheme'));
    expect(first).toMatch(UUID);
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(fourth).toMatch(UUID);
    expect(fourth).not.toBe(first);
  });

  it('gives a double click of the same request one key, and another body or another url a new one', async () => {
    const stub = stubReplies([201, 201, 201, 201]);
    const body = { type: 'update', title: 'Q3 report' };
    await Promise.all([moneyWrite('/api/schemes/s1/activities', body), moneyWrite('/api/schemes/s1/activities', { ...body })]);
    await moneyWrite('/api/schemes/s1/activities', { ...body, title: 'Q4 report' });
    await moneyWrite('/api/schemes/s2/activities', body);

    const [click, doubleClick, otherBody] = keysOf(stub.calls('POST', '/api/schemes/s1/activities'));
    const [otherUrl] = keysOf(stub.calls('POST', '/api/schemes/s2/activities'));
    expect(click).toMatch(UUID);
    expect(doubleClick).toBe(click);
    expect(otherBody).toMatch(UUID);
    expect(new Set([click, otherBody, otherUrl]).size).toBe(3);
  });
});
