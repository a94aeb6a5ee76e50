import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { createTestApp, type TestApp } from '../../../test/test-app.js';

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FACTOR: '1' });
  });
  afterAll(() => t.close());

  const attempt = (username: string) => request(t.server).post('/api/admin/setup').send({ fullName: '', email: 'x@example.com', username, password: 'x' });

  it('answers 429 with a message and Retry-After once a username passes its limit', async () => {
    for (let i = 0; i < 20; i++) expect((await attempt('Flooder')).status).toBe(400);
    const blocked = await attempt('flooder');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ statusCode: 429, message: 'Too many requests. Please wait a moment and try again.', error: 'Too Many Requests' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keeps usernames out of the counters table', async () => {
    const keys = await t.dataSource.query('SELECT key FROM rate_limit_counters');
    expect(keys.length).toBeGreaterThan(0);
    expect(JSON.stringify(keys)).not.toContain('flooder');
  });

  it('scales every limit with RATE_LIMIT_FACTOR', async () => {
    const relaxed = await createTestApp({ RATE_LIMIT_FACTOR: '2' });
    try {
      for (let i = 0; i < 40; i++) {
        const res = await request(relaxed.server).post('/api/admin/setup').send({ fullName: '', email: 'x@example.com', username: 'other', password: 'x' });
        expect(res.status).toBe(400);
      }
    } finally {
      await relaxed.close();
    }
  });
});
