import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { createScheme } from '../../../test/factories.js';
import { listQuery as q } from '../../../test/list-query.js';
import { loginThroughOtp } from '../../../test/login.js';
import { createUser, sessionFor, TEST_PASSWORD, useTestApp } from '../../../test/test-app.js';

// Names every plain object inherits: a list must treat them as the unknown fields they are.
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];

describe('list field names that objects inherit', () => {
  const t = useTestApp();
  let admin: string;
  let investor: string;
  let investorId: string;
  let lists: { path: string; cookie: () => string }[];

  beforeAll(async () => {
    admin = await sessionFor(t, await createUser(t, { role: 'super_admin' }));
    const inv = await createUser(t, { role: 'investor' });
    investorId = inv.id;
    investor = await sessionFor(t, inv);
    const scheme = await createScheme(t);
    const asAdmin = () => admin;
    const asInvestor = () => investor;
    // Every GET route that answers a react-admin list.
    lists = [
      { path: '/api/products', cookie: asInvestor },
      { path: '/api/schemes', cookie: asInvestor },
      { path: `/api/schemes/${scheme.id}/documents`, cookie: asInvestor },
      { path: '/api/enrollments', cookie: asAdmin },
      { path: '/api/investments', cookie: asAdmin },
      { path: `/api/investors/${investorId}/enrollments`, cookie: asInvestor },
      { path: `/api/activities/${investorId}`, cookie: asInvestor },
      { path: `/api/investments/${investorId}`, cookie: asInvestor },
      { path: '/api/investor/assets', cookie: asInvestor },
      { path: '/api/investor/tickets', cookie: asInvestor },
      { path: '/api/admin/investors', cookie: asAdmin },
      { path: '/api/admin/investor-summaries', cookie: asAdmin },
      { path: '/api/expressions-of-interest', cookie: asAdmin },
      { path: '/api/admin/users', cookie: asAdmin },
      { path: '/api/admin/assets', cookie: asAdmin },
      { path: '/api/admin/asset-allocations', cookie: asAdmin },
      { path: '/api/admin/allocated-assets', cookie: asAdmin },
      { path: '/api/admin/audit-logs', cookie: asAdmin },
      { path: '/api/admin/marketing-slides', cookie: asAdmin },
      { path: '/api/kyc', cookie: asAdmin },
      { path: '/api/admin/tickets', cookie: asAdmin },
      { path: '/api/admin/invitations', cookie: asAdmin },
      { path: '/api/admin/password-reset-requests', cookie: asAdmin },
    ];
  });

  it('a poisoned sort on one list leaves every later login and request working', async () => {
    const poisoned = await request(t.server)
      .get(`/api/investor/tickets?${q({ sort: ['__proto__', 'ASC'] })}`)
      .set('Cookie', investor);
    expect(poisoned.status).toBe(400);
    expect(poisoned.body).toEqual({ statusCode: 400, message: 'Invalid sort: unknown field "__proto__"', error: 'Bad Request' });

    const other = await createUser(t, { role: 'investor' });
    const { agent, body } = await loginThroughOtp(t, other.username, TEST_PASSWORD);
    expect(body).toMatchObject({ id: other.id, role: 'investor' });
    const me = await agent.get('/api/me').expect(200);
    expect(me.body).toMatchObject({ id: other.id });
    await request(t.server).get('/api/admin/stats').set('Cookie', admin).expect(200);
    expect(Object.keys({})).toEqual([]);
    const inherited: string[] = [];
    for (const key in {}) inherited.push(key);
    expect(inherited).toEqual([]);
  });

  it.each(PROTOTYPE_KEYS)('"%s" as a sort field answers 400 on every list', async (key) => {
    for (const list of lists) {
      const res = await request(t.server)
        .get(`${list.path}?${q({ sort: [key, 'ASC'] })}`)
        .set('Cookie', list.cookie());
      expect({ path: list.path, status: res.status, message: res.body.message }).toEqual({
        path: list.path,
        status: 400,
        message: `Invalid sort: unknown field "${key}"`,
      });
    }
  });

  it.each(PROTOTYPE_KEYS)('"%s" as a filter field answers 400 on every list', async (key) => {
    for (const list of lists) {
      // Built by hand: JSON.stringify({__proto__: ...}) would drop the key.
      const filter = encodeURIComponent(`{"${key}":"x"}`);
      const res = await request(t.server).get(`${list.path}?filter=${filter}`).set('Cookie', list.cookie());
      expect({ path: list.path, status: res.status, message: res.body.message }).toEqual({
        path: list.path,
        status: 400,
        message: `Invalid filter: unknown field "${key}"`,
      });
    }
  });

  it.each(['__proto__', 'constructor', 'prototype'])('a JSON body with a "%s" key answers 400 and pollutes nothing', async (key) => {
    const body = `{"username":"someone","password":"x","${key}":{"role":"super_admin","polluted":true}}`;
    const res = await request(t.server).post('/api/login').set('Content-Type', 'application/json').send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`property ${key} should not exist`);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    await request(t.server).get('/api/admin/stats').set('Cookie', admin).expect(200);
  });

  it('the health check fails when Object.prototype carries enumerable keys', async () => {
    await request(t.server).get('/api/health').expect(200);
    Object.defineProperty(Object.prototype, 'pollutedByTest', { value: 1, enumerable: true, configurable: true, writable: true });
    try {
      const res = await request(t.server).get('/api/health');
      expect(res.status).toBe(503);
    } finally {
      delete (Object.prototype as Record<string, unknown>).pollutedByTest;
    }
    await request(t.server).get('/api/health').expect(200);
  });
});
