import { describe, expect, it } from 'vitest';

import { pagedList, serverError, stubFetch } from './index';

const ROWS = [
  { id: 'a', name: 'Cedar', investor: { status: 'active' }, amount: 30 },
  { id: 'b', name: 'Amber', investor: { status: 'disabled' }, amount: 10 },
  { id: 'c', name: 'Birch', investor: { status: 'active' }, amount: 20 },
];

const query = (params: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(params).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  ).toString();

describe('stubFetch', () => {
  it('answers from the table by method and path, JSON with its status and headers', async () => {
    stubFetch({ 'GET /api/me': { body: { id: 7 }, headers: { 'X-Request-Id': 'r1' } }, 'POST /api/logout': { status: 204 } });

    const me = await fetch('/api/me?fresh=1');
    expect(me.status).toBe(200);
    expect(me.headers.get('Content-Type')).toBe('application/json');
    expect(me.headers.get('X-Request-Id')).toBe('r1');
    expect(await me.json()).toEqual({ id: 7 });
    const logout = await fetch('/api/logout', { method: 'POST' });
    expect(logout.status).toBe(204);
    expect(await logout.text()).toBe('');
  });

  it('answers 404 in the API error shape to a call the table does not plan, and records it', async () => {
    const stub = stubFetch({});

    const answer = await fetch('/api/unplanned', { method: 'DELETE' });

    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ statusCode: 404, message: 'Not Found', error: 'Not Found' });
    expect(stub.unplanned()).toEqual(['DELETE /api/unplanned']);
  });

  it('answers a list of replies in turn, then repeats the last one', async () => {
    stubFetch({ 'GET /api/kyc/k1': [serverError(503, 'Try again'), { body: { id: 'k1' } }] });

    const first = await fetch('/api/kyc/k1');
    expect([first.status, await first.json()]).toEqual([503, { statusCode: 503, message: 'Try again', error: 'Bad Request' }]);
    expect(await (await fetch('/api/kyc/k1')).json()).toEqual({ id: 'k1' });
    expect(await (await fetch('/api/kyc/k1')).json()).toEqual({ id: 'k1' });
  });

  it('gives a reply function the request: path parameters, query and parsed JSON body', async () => {
    stubFetch({
      'PATCH /api/kyc/:id': ({ params, body, url }) => ({ body: { id: params.id, ...(body as object), via: url.searchParams.get('via') } }),
    });

    const answer = await fetch('/api/kyc/k9?via=card', { method: 'PATCH', body: JSON.stringify({ status: 'approved' }) });

    expect(await answer.json()).toEqual({ id: 'k9', status: 'approved', via: 'card' });
  });

  it('records each call with its method, path, query and body', async () => {
    const stub = stubFetch({ 'POST /api/schemes': { status: 201, body: { id: 's1' } }, 'GET /api/schemes': { body: [] } });

    await fetch(new Request('http://localhost/api/schemes?range=[0,9]'));
    await fetch('/api/schemes', { method: 'post', body: JSON.stringify({ name: 'Cedar' }) });

    expect(stub.requests()).toEqual(['GET /api/schemes', 'POST /api/schemes']);
    expect(stub.bodiesOf('POST /api/schemes')).toEqual([{ name: 'Cedar' }]);
    const [get] = stub.calls('GET', '/api/schemes');
    expect(get.url.searchParams.get('range')).toBe('[0,9]');
  });
});

describe('pagedList', () => {
  it("serves our API's range and sort with the whole total in Content-Range", async () => {
    stubFetch({ 'GET /api/schemes': pagedList('schemes', ROWS) });

    const answer = await fetch(`/api/schemes?${query({ sort: ['name', 'ASC'], range: [1, 2] })}`);

    expect(await answer.json()).toEqual([ROWS[2], ROWS[0]]);
    expect(answer.headers.get('Content-Range')).toBe('schemes 1-2/3');
    expect(answer.headers.get('X-Total-Count')).toBe('3');
  });

  it("serves react-admin's _start/_end/_sort/_order too", async () => {
    stubFetch({ 'GET /api/schemes': pagedList('schemes', ROWS) });

    const answer = await fetch(`/api/schemes?${query({ _start: '0', _end: '2', _sort: 'amount', _order: 'DESC' })}`);

    expect((await answer.json()).map((row: { id: string }) => row.id)).toEqual(['a', 'c']);
    expect(answer.headers.get('X-Total-Count')).toBe('3');
  });

  it('filters by the names the rows carry (dotted, a list meaning any) unless told another rule, and says */0 when empty', async () => {
    stubFetch({
      'GET /api/investors': pagedList('investors', ROWS),
      'GET /api/search': pagedList('search', ROWS, (row, filter) => row.name.toLowerCase().includes(String(filter.q))),
    });

    const active = await fetch(`/api/investors?${query({ filter: { 'investor.status': 'active', id: ['a', 'b'] } })}`);
    expect((await active.json()).map((row: { id: string }) => row.id)).toEqual(['a']);
    const none = await fetch(`/api/investors?${query({ filter: { investor: { status: 'gone' } } })}`);
    expect([await none.json(), none.headers.get('Content-Range')]).toEqual([[], 'investors */0']);
    const searched = await fetch(`/api/search?${query({ filter: { q: 'ir' } })}`);
    expect((await searched.json()).map((row: { id: string }) => row.id)).toEqual(['c']);
  });

  it("answers the portal's plain arrays: the rows, whole when no range is asked", async () => {
    stubFetch({ 'GET /api/investor/tickets': pagedList('tickets', ROWS) });

    expect(await (await fetch('/api/investor/tickets')).json()).toEqual(ROWS);
  });
});
