import { describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { createUser, sessionFor, TEST_PASSWORD, useTestApp } from '../../../test/test-app.js';

// The policies of common/rate-limit/rate-limits.ts at RATE_LIMIT_FACTOR 1:
//   own password change (PATCH /api/users/{id}/password): wrong current passwords, 5 per 15 minutes
//     per (account, client address) and 20 per 5 minutes per account;
//   forced change (POST /api/change-password, no current password): 10 requests per 15 minutes per user.
// X-Forwarded-For sets the client address (the test app trusts the loopback proxy).

const tooMany = { statusCode: 429, message: 'Too many requests. Please wait a moment and try again.', error: 'Too Many Requests' };
const wrongCurrent = { statusCode: 400, message: 'Current password is incorrect', error: 'Bad Request' };
const NEW_PASSWORD = 'N3w&Better!pass';
const from = (ip: string) => ({ 'X-Forwarded-For': ip });

describe('rate limits on own password changes', () => {
  const t = useTestApp({ RATE_LIMIT_FACTOR: '1', TRUST_PROXY: 'loopback' });

  const changer = async () => {
    const user = await createUser(t);
    const cookie = await sessionFor(t, user);
    const change = (ip: string, currentPassword: string) =>
      request(t.server)
        .patch(`/api/users/${user.id}/password`)
        .set('Cookie', cookie)
        .set(from(ip))
        .send({ currentPassword, newPassword: NEW_PASSWORD });
    return { user, change };
  };

  it('stops guessing the current password from one address, and not the user elsewhere', async () => {
    const { change } = await changer();
    for (let i = 0; i < 5; i++) expect((await change('198.51.100.1', `guess-${i}`).expect(400)).body).toEqual(wrongCurrent);
    const blocked = await change('198.51.100.1', TEST_PASSWORD).expect(429);
    expect(blocked.body).toEqual(tooMany);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await change('203.0.113.1', TEST_PASSWORD).expect(200)).body).toEqual({ message: 'Password updated' });
  });

  it('caps wrong current passwords per account across addresses', async () => {
    const { change } = await changer();
    for (let a = 0; a < 4; a++) {
      for (let i = 0; i < 5; i++) await change(`192.0.2.${20 + a}`, 'wrong').expect(400);
    }
    const res = await change('192.0.2.99', TEST_PASSWORD).expect(429);
    expect(res.body).toEqual(tooMany);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(5 * 60);
  });

  it('limits the forced change per user', async () => {
    const user = await createUser(t, { mustChangePassword: true, temporaryPasswordExpiresAt: new Date(Date.now() + 86_400_000) });
    const cookie = await sessionFor(t, user);
    const weak = (ip: string) =>
      request(t.server).post('/api/change-password').set('Cookie', cookie).set(from(ip)).send({ newPassword: 'weak' });
    for (let i = 0; i < 10; i++) await weak(`198.51.100.${10 + i}`).expect(400);
    expect((await weak('198.51.100.30').expect(429)).body).toEqual(tooMany);
  });
});
