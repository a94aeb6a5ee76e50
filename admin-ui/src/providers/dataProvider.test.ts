import { describe, expect, it } from 'vitest';

import { callsTo, stubApi } from '../testing/fakeApi';
import { dataProvider } from './dataProvider';

describe('dataProvider', () => {
  it('getList asks /api/<resource> with sort, range and filter, sending the session cookie', async () => {
    const fetchMock = stubApi({
      'GET /api/schemes': { body: [{ id: 11, name: 'Al Noor' }], headers: { 'Content-Range': 'schemes 10-10/42' } },
    });

    await dataProvider.getList('schemes', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: { status: 'live' },
    });

    const [call] = callsTo(fetchMock, 'GET', '/api/schemes');
    expect(call.url.searchParams.get('sort')).toBe('["name","ASC"]');
    expect(call.url.searchParams.get('range')).toBe('[10,19]');
    expect(call.url.searchParams.get('filter')).toBe('{"status":"live"}');
    expect(call.init.credentials).toBe('include');
  });

  it('getList reads the total from Content-Range', async () => {
    stubApi({
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
    expect(result.data.map(scheme => scheme.name)).toEqual(['Al Noor', 'Barakah']);
  });

  it('getList fails when the answer carries no Content-Range', async () => {
    stubApi({ 'GET /api/schemes': { body: [] } });

    await expect(
      dataProvider.getList('schemes', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} }),
    ).rejects.toThrow(/Content-Range/);
  });

  it('a refused call rejects with the status and the server message', async () => {
    stubApi({ 'GET /api/schemes/3': { status: 403, body: { statusCode: 403, message: 'Forbidden resource' } } });

    await expect(dataProvider.getOne('schemes', { id: 3 })).rejects.toMatchObject({
      status: 403,
      message: 'Forbidden resource',
    });
  });

  it('update sends JSON with credentials to /api/<resource>/<id>', async () => {
    const fetchMock = stubApi({ 'PUT /api/schemes/3': { body: { id: 3, name: 'Renamed' } } });

    await dataProvider.update('schemes', { id: 3, data: { name: 'Renamed' }, previousData: { id: 3, name: 'Old' } });

    const [call] = callsTo(fetchMock, 'PUT', '/api/schemes/3');
    expect(call.init.credentials).toBe('include');
    expect(JSON.parse(String(call.init.body))).toEqual({ name: 'Renamed' });
    expect(new Headers(call.init.headers).get('Content-Type')).toBe('application/json');
  });
});
