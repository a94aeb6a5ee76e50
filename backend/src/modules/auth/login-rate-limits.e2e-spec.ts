import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { latestLoginCode } from '../../../test/login.js';
import { createTestApp, createUser, TEST_PASSWORD, type TestApp } from '../../../test/test-app.js';

// The policies of common/rate-limit/rate-limits.ts at RATE_LIMIT_FACTOR 1: login 10 per 15 minutes
// per IP and per username, verify-otp 20 per 15 minutes per IP and per user id.

describe('rate limits on the two login steps', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FACTOR: '1' });
  });
  afterAll(() => t.close());

  const tooMany = { statusCode: 429, message: 'Too many requests. Please wait a moment and try again.', error: 'Too Many Requests' };
  const from = (ip: string) => ({ 'X-Forwarded-For': ip });

  it('answers the 11th login for one username with 429 and sends no e-mail, whatever the IP', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 10; i++) {
      await request(t.server).post('/api/login').set(from(`192.0.2.${i + 1}`)).send({ username: user.username, password: TEST_PASSWORD }).expect(200);
    }
    const mails = (await t.outbox()).length;
    const [{ codes }] = await t.dataSource.query('SELECT count(*)::int AS codes FROM login_otps WHERE user_id = $1', [user.id]);
    const res = await request(t.server)
      .post('/api/login')
      .set(from('192.0.2.200'))
      .send({ username: user.username.toUpperCase(), password: TEST_PASSWORD })
      .expect(429);
    expect(res.body).toEqual(tooMany);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.outbox()).length).toBe(mails);
    expect(await t.dataSource.query('SELECT count(*)::int AS codes FROM login_otps WHERE user_id = $1', [user.id])).toEqual([{ codes }]);
  });

  it('answers the 11th login from one IP with 429, also for wrong and unknown usernames', async () => {
    for (let i = 0; i < 10; i++) {
      await request(t.server).post('/api/login').set(from('198.51.100.20')).send({ username: `guess_${i}`, password: 'x' }).expect(401);
    }
    const res = await request(t.server).post('/api/login').set(from('198.51.100.20')).send({ username: 'guess_10', password: 'x' }).expect(429);
    expect(res.body).toEqual(tooMany);
    await request(t.server).post('/api/login').set(from('198.51.100.21')).send({ username: 'guess_10', password: 'x' }).expect(401);
  });

  it('answers the 21st code for one user id with 429, whatever the IP', async () => {
    const user = await createUser(t);
    const agent = request.agent(t.server);
    await agent.post('/api/login').set(from('203.0.113.50')).send({ username: user.username, password: TEST_PASSWORD }).expect(200);
    const code = await latestLoginCode(t, user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 20; i++) {
      await agent.post('/api/verify-otp').set(from(`203.0.113.${60 + i}`)).send({ userId: user.id, otpCode: wrong }).expect(401);
    }
    const res = await agent.post('/api/verify-otp').set(from('203.0.113.99')).send({ userId: user.id, otpCode: wrong }).expect(429);
    expect(res.body).toEqual(tooMany);
  });
});
