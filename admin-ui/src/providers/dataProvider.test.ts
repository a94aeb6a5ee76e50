import { describe, expect, it, vi } from 'vitest';

import { stubFetch, type FetchStub } from '@fund/ui/testing';

import { dataProvider, RESOURCES } from './dataProvider';

const listParams = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

/**
 * Where each resource's calls must land (spec/001 §7 and the backend's controllers), written out by
 * hand so a wrong row in RESOURCES fails here. `one` is GET <path>/<id>, or the list filtered by id
 * where the API has no single-record route.
 */
const EXPECTED: Record<string, { list?: string; one?: string; create?: string; update?: string; remove?: string }> = {
  products: { list: 'GET /api/products', one: 'LIST /api/products' },
  schemes: {
    list: 'GET /api/schemes',
    one: 'GET /api/schemes/5',
    create: 'POST /api/schemes',
    update: 'PATCH /api/schemes/5',
    remove: 'DELETE /api/schemes/5',
  },
  kyc: { list: 'GET /api/kyc', one: 'LIST /api/kyc', update: 'PATCH /api/kyc/5' },
  expressions: {
    list: 'GET /api/expressions-of-interest',
    one: 'LIST /api/expressions-of-interest',
    create: 'POST /api/expressions-of-interest',
    update: 'PATCH /api/expressions-of-interest/5',
    remove: 'DELETE /api/expressions-of-interest/5',
  },
  enrollments: { list: 'GET /api/enrollments', one: 'LIST /api/enrollments', create: 'POST /api/enrollments' },
  investments: { list: 'GET /api/investments', one: 'LIST /api/investments' },
  activities: { create: 'POST /api/activities' },
  payouts: { create: 'POST /api/payouts' },
  investors: { list: 'GET /api/admin/investors', one: 'LIST /api/admin/investors', remove: 'DELETE /api/users/5' },
  'active-investors': {
    list: 'GET /api/admin/investor-summaries',
    one: 'LIST /api/admin/investor-summaries',
    remove: 'DELETE /api/users/5',
  },
  assets: {
    list: 'GET /api/admin/assets',
    one: 'GET /api/admin/assets/5',
    create: 'POST /api/admin/assets',
    update: 'PUT /api/admin/assets/5',
    remove: 'DELETE /api/admin/assets/5',
  },
  'asset-allocations': {
    list: 'GET /api/admin/asset-allocations',
    one: 'LIST /api/admin/asset-allocations',
    create: 'POST /api/admin/asset-enrollments',
    remove: 'DELETE /api/admin/asset-enrollments/5',
  },
  'allocated-assets': { list: 'GET /api/admin/allocated-assets', one: 'LIST /api/admin/allocated-assets' },
  tickets: { list: 'GET /api/admin/tickets', one: 'LIST /api/admin/tickets', update: 'PATCH /api/tickets/5' },
  users: { list: 'GET /api/admin/users', one: 'LIST /api/admin/users', create: 'POST /api/admin/users/create' },
  invitations: {
    list: 'GET /api/admin/invitations',
    one: 'LIST /api/admin/invitations',
    create: 'POST /api/admin/invitations',
    remove: 'DELETE /api/admin/invitations/5',
  },
  'password-resets': { list: 'GET /api/admin/password-reset-requests', one: 'LIST /api/admin/password-reset-requests' },
  marketing: {
    list: 'GET /api/admin/marketing-slides',
    one: 'LIST /api/admin/marketing-slides',
    create: 'POST /api/admin/marketing-slides',
    update: 'PATCH /api/admin/marketing-slides/5',
    remove: 'DELETE /api/admin/marketing-slides/5',
  },
  'audit-logs': { list: 'GET /api/admin/audit-logs', one: 'LIST /api/admin/audit-logs' },
  'mail-queue': { list: 'GET /api/admin/mail-queue' },
  'statement-runs': {
    list: 'GET /api/admin/statement-runs',
    one: 'GET /api/admin/statement-runs/5',
    create: 'POST /api/admin/statement-runs',
  },
  'issued-documents': { list: 'GET /api/admin/issued-documents', one: 'LIST /api/admin/issued-documents' },
  'sharia-pronouncements': {
    list: 'GET /api/admin/sharia/pronouncements',
    one: 'LIST /api/admin/sharia/pronouncements',
    create: 'POST /api/admin/sharia/pronouncements',
    update: 'PUT /api/admin/sharia/pronouncements/5',
    remove: 'DELETE /api/admin/sharia/pronouncements/5',
  },
  'sharia-board': {
    list: 'GET /api/admin/sharia/board',
    one: 'LIST /api/admin/sharia/board',
    create: 'POST /api/admin/sharia/board',
    update: 'PUT /api/admin/sharia/board/5',
    remove: 'DELETE /api/admin/sharia/board/5',
  },
  'sharia-reports': { create: 'POST /api/admin/sharia/reports', remove: 'DELETE /api/admin/sharia/reports/5' },
  'purification-rates': {
    list: 'GET /api/admin/sharia/purification-rates',
    one: 'LIST /api/admin/sharia/purification-rates',
    create: 'POST /api/admin/sharia/purification-rates',
    remove: 'DELETE /api/admin/sharia/purification-rates/5',
  },
  'nisab-prices': {
    list: 'GET /api/admin/sharia/nisab-prices',
    one: 'LIST /api/admin/sharia/nisab-prices',
    create: 'POST /api/admin/sharia/nisab-prices',
  },
};

const split = (route: string) => {
  const [method, path] = route.split(' ');
  return { method, path };
};

describe('dataProvider resource table', () => {
  it('has an expectation here for every resource', () => {
    expect(Object.keys(RESOURCES).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  type Operation = 'list' | 'one' | 'create' | 'update' | 'remove';
  const cases = Object.entries(EXPECTED).flatMap(([resource, routes]) =>
    Object.entries(routes).map(([operation, route]) => [resource, operation as Operation, route] as const),
  );

  it.each(cases)('%s: %s with %s', async (resource, operation, route) => {
    const { method, path } = split(route);
    switch (operation) {
      case 'list': {
        const fetchMock = stubFetch({ [route]: { body: [{ id: 5 }], headers: { 'Content-Range': 'x 0-0/1' } } });
        await expect(dataProvider.getList(resource, listParams)).resolves.toEqual({ data: [{ id: 5 }], total: 1 });
        expect(fetchMock.calls('GET', path)).toHaveLength(1);
        break;
      }
      case 'one': {
        const fetchMock = stubFetch({ [`GET ${path}`]: { body: method === 'LIST' ? [{ id: 4 }, { id: 5 }] : { id: 5 } } });
        await expect(dataProvider.getOne(resource, { id: 5 })).resolves.toEqual({ data: { id: 5 } });
        const [call] = fetchMock.calls('GET', path);
        expect(call.url.searchParams.get('filter')).toBe(method === 'LIST' ? '{"id":[5]}' : null);
        break;
      }
      case 'create': {
        const fetchMock = stubFetch({ [route]: { status: 201, body: { id: 9, name: 'New' } } });
        await expect(dataProvider.create(resource, { data: { name: 'New' } })).resolves.toEqual({ data: { id: 9, name: 'New' } });
        expect(JSON.parse(String(fetchMock.calls(method, path)[0].init.body))).toEqual({ name: 'New' });
        break;
      }
      case 'update': {
        const fetchMock = stubFetch({ [route]: { body: { id: 5, status: 'approved' } } });
        await expect(
          dataProvider.update(resource, { id: 5, data: { status: 'approved' }, previousData: { id: 5, status: 'pending' } }),
        ).resolves.toEqual({ data: { id: 5, status: 'approved' } });
        const [call] = fetchMock.calls(method, path);
        expect(JSON.parse(String(call.init.body))).toEqual({ status: 'approved' });
        expect(new Headers(call.init.headers).get('Content-Type')).toBe('application/json');
        expect(call.init.credentials).toBe('include');
        break;
      }
      case 'remove': {
        const fetchMock = stubFetch({ [route]: { body: { id: 5 } } });
        await expect(dataProvider.delete(resource, { id: 5, previousData: { id: 5 } })).resolves.toEqual({ data: { id: 5 } });
        expect(fetchMock.calls('DELETE', path)).toHaveLength(1);
        break;
      }
    }
  });
});

describe('dataProvider', () => {
  it('getList asks with sort, range and filter, sending the session cookie', async () => {
    const fetchMock = stubFetch({
      'GET /api/schemes': { body: [{ id: 11, name: 'Al Noor' }], headers: { 'Content-Range': 'schemes 10-10/42' } },
    });

    await dataProvider.getList('schemes', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: { status: 'live' },
    });

    const [call] = fetchMock.calls('GET', '/api/schemes');
    expect(call.url.searchParams.get('sort')).toBe('["name","ASC"]');
    expect(call.url.searchParams.get('range')).toBe('[10,19]');
    expect(call.url.searchParams.get('filter')).toBe('{"status":"live"}');
    expect(call.init.credentials).toBe('include');
  });

  it('getList reads the total from Content-Range', async () => {
    stubFetch({
      'GET /api/schemes': {
        body: [
          { id: 11, name: 'Al Noor' },
          { id: 12, name: 'Barakah' },
        ],
        headers: { 'Content-Range': 'schemes 0-1/42' },
      },
    });

    const result = await dataProvider.getList('schemes', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });

    expect(result.total).toBe(42);
    expect(result.data.map((scheme) => scheme.name)).toEqual(['Al Noor', 'Barakah']);
  });

  it('getList fails when the answer carries no Content-Range', async () => {
    stubFetch({ 'GET /api/schemes': { body: [] } });

    await expect(dataProvider.getList('schemes', listParams)).rejects.toThrow(/Content-Range/);
  });

  it('a refused call rejects with the status and the server message', async () => {
    stubFetch({ 'GET /api/schemes/3': { status: 403, body: { statusCode: 403, message: 'Forbidden resource' } } });

    await expect(dataProvider.getOne('schemes', { id: 3 })).rejects.toMatchObject({
      status: 403,
      message: 'Forbidden resource',
    });
  });

  it('getOne through a list answers 404 when the list has no such record', async () => {
    stubFetch({ 'GET /api/kyc': { body: [] } });

    await expect(dataProvider.getOne('kyc', { id: 3 })).rejects.toMatchObject({ status: 404 });
  });

  it('updateMany sends each id with the resource’s method', async () => {
    const fetchMock = stubFetch({
      'PATCH /api/tickets/1': { body: { id: 1 } },
      'PATCH /api/tickets/2': { body: { id: 2 } },
    });

    await expect(dataProvider.updateMany('tickets', { ids: [1, 2], data: { status: 'closed' } })).resolves.toEqual({ data: [1, 2] });

    expect(fetchMock.calls('PATCH', '/api/tickets/1')).toHaveLength(1);
    expect(fetchMock.calls('PATCH', '/api/tickets/2')).toHaveLength(1);
  });

  it('refuses a resource the table does not know instead of guessing its path', async () => {
    const stub = stubFetch({});

    await expect(async () => dataProvider.getList('scheme', listParams)).rejects.toThrow('Unknown resource "scheme"');

    expect(stub.fetchMock).not.toHaveBeenCalled();
  });
});

describe('dataProvider money writes (Idempotency-Key, issue 14)', () => {
  const keyOf = (fetchMock: FetchStub, path: string, n: number) =>
    new Headers(fetchMock.calls('POST', path)[n].init.headers).get('Idempotency-Key');
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it.each([
    ['payouts', '/api/payouts'],
    ['enrollments', '/api/enrollments'],
    ['activities', '/api/activities'],
  ])('%s: each submission carries a new key, sent as JSON with the session cookie', async (resource, path) => {
    const fetchMock = stubFetch({ [`POST ${path}`]: { status: 201, body: { id: 9 } } });

    await expect(dataProvider.create(resource, { data: { amount: 100 } })).resolves.toEqual({ data: { id: 9 } });
    await dataProvider.create(resource, { data: { amount: 100 } });

    const calls = fetchMock.calls('POST', path);
    expect(calls).toHaveLength(2);
    const [first] = calls;
    expect(JSON.parse(String(first.init.body))).toEqual({ amount: 100 });
    expect(new Headers(first.init.headers).get('Content-Type')).toBe('application/json');
    expect(first.init.credentials).toBe('include');
    expect(keyOf(fetchMock, path, 0)).toMatch(UUID);
    // A success ends the submission: the same values again are a new write.
    expect(keyOf(fetchMock, path, 1)).toMatch(UUID);
    expect(keyOf(fetchMock, path, 1)).not.toBe(keyOf(fetchMock, path, 0));
  });

  it('a submission sent again after a failed answer reuses its key', async () => {
    let fetchMock = stubFetch({
      'POST /api/payouts': { status: 503, body: { statusCode: 503, message: 'The service is temporarily unavailable.' } },
    });
    const data = { enrollmentId: 'e1', payoutAmount: 2500, description: 'Q2' };
    await expect(dataProvider.create('payouts', { data })).rejects.toMatchObject({ status: 503 });
    const key = keyOf(fetchMock, '/api/payouts', 0);
    expect(key).toMatch(UUID);

    fetchMock = stubFetch({ 'POST /api/payouts': { status: 201, body: { enrollment: {}, activity: {} } } });
    await dataProvider.create('payouts', { data: { ...data } });
    expect(keyOf(fetchMock, '/api/payouts', 0)).toBe(key);
  });

  it('a submission sent again after a network error reuses its key; changed values get a new one', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    const data = { investorId: 'i1', schemeId: 's1', type: 'transaction', amount: 5 };
    await expect(dataProvider.create('activities', { data })).rejects.toThrow('Failed to fetch');
    await expect(dataProvider.create('activities', { data: { ...data } })).rejects.toThrow('Failed to fetch');
    await expect(dataProvider.create('activities', { data: { ...data, amount: 6 } })).rejects.toThrow('Failed to fetch');

    const keys = fetchMock.mock.calls.map((call) =>
      new Headers((call as unknown as [string, RequestInit])[1].headers).get('Idempotency-Key'),
    );
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(UUID);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('other creates carry no key', async () => {
    const fetchMock = stubFetch({ 'POST /api/schemes': { status: 201, body: { id: 3 } } });
    await dataProvider.create('schemes', { data: { name: 'Al Noor' } });
    expect(keyOf(fetchMock, '/api/schemes', 0)).toBeNull();
  });
});
