import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { startDbProxy, type DbProxy } from '../../../test/db-proxy.js';
import { stderrDuring } from '../../../test/stderr.js';
import { createTestApp, createUser, sessionFor, TEST_PASSWORD, type TestApp } from '../../../test/test-app.js';

// The app reaches its database through a relay the test cuts: open connections drop, new ones are
// refused, as when PostgreSQL stops or restarts.

describe('a database that cannot be reached', () => {
  let base: TestApp;
  let proxy: DbProxy;
  let t: TestApp;
  beforeAll(async () => {
    base = await createTestApp();
    proxy = await startDbProxy(base.databaseUrl);
    t = await createTestApp({}, { databaseUrl: proxy.url });
  });
  afterAll(async () => {
    await proxy.restore().catch(() => {});
    await t.close();
    await proxy.close();
    await base.close();
  });

  const unavailable = {
    statusCode: 503,
    message: 'The service is temporarily unavailable. Please try again.',
    error: 'Service Unavailable',
    requestId: expect.any(String),
  };

  it('answers 503 {statusCode, message, error} on every route while it is down, and the same cookie works once it is back', async () => {
    const user = await createUser(t, { role: 'admin' });
    const cookie = await sessionFor(t, user);
    await request(t.server).get('/api/me').set('Cookie', cookie).expect(200);

    await proxy.cut();
    const stderr = await stderrDuring(async () => {
      for (const call of [
        () => request(t.server).get('/api/me').set('Cookie', cookie),
        () => request(t.server).get('/api/admin/audit-logs').set('Cookie', cookie),
        () => request(t.server).get('/api/admin/setup-required'),
        () => request(t.server).post('/api/login').send({ username: user.username, password: TEST_PASSWORD }),
      ]) {
        const res = await call();
        expect({ status: res.status, body: res.body }).toEqual({ status: 503, body: unavailable });
      }
      const health = await request(t.server).get('/api/health');
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
    });
    expect(stderr).toBe('');
    const failures = t.logs
      .map((line) => JSON.parse(line) as { msg?: string; requestId?: string })
      .filter((line) => line.msg === 'request failed');
    expect(failures.length).toBeGreaterThanOrEqual(4);
    expect(failures.every((line) => typeof line.requestId === 'string')).toBe(true);

    await proxy.restore();
    await request(t.server).get('/api/me').set('Cookie', cookie).expect(200);
    await request(t.server).get('/api/health').expect(200);
  });
});
