import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { latestLoginCode } from '../../../test/login.js';
import { createTestApp, createUser, sessionFor, TEST_PASSWORD, type TestApp } from '../../../test/test-app.js';
import type { User } from '../users/user.entity.js';

const NEW_PASSWORD = 'N3w&Better!pass';
const SESSION_EXPIRED = { statusCode: 401, message: 'Session expired. Please log in again.', error: 'Unauthorized' };

// A login in progress is a session that passed the password step and waits for the e-mailed code.
// Whatever ends a user's sessions (password change or reset, disable, delete) ends those too, with
// their codes: the code step then answers as for an expired session and logs nobody in.
describe('ending logins in progress', () => {
  let t: TestApp;
  let adminCookie: string;
  let superCookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    adminCookie = await sessionFor(t, await createUser(t, { role: 'admin' }));
    superCookie = await sessionFor(t, await createUser(t, { role: 'super_admin' }));
  });
  afterAll(() => t.close());

  /** The password step in a fresh agent; answers the agent and the code e-mailed for it. */
  async function startLogin(user: User) {
    const agent = request.agent(t.server);
    await agent.post('/api/login').send({ username: user.username, password: TEST_PASSWORD }).expect(200);
    return { agent, code: await latestLoginCode(t, user.email) };
  }

  /** The code step of a started login answers "session expired", and the agent is still signed out. */
  async function expectEnded(user: User, login: Awaited<ReturnType<typeof startLogin>>) {
    const res = await login.agent.post('/api/verify-otp').send({ userId: user.id, otpCode: login.code });
    expect({ status: res.status, body: res.body }).toEqual({ status: 401, body: SESSION_EXPIRED });
    await login.agent.get('/api/me').expect(401);
    const live = await t.dataSource.query(
      `SELECT (SELECT count(*)::int FROM session WHERE sess ->> 'pendingUserId' = $1) AS sessions,
              (SELECT count(*)::int FROM login_otps WHERE user_id::text = $1 AND NOT verified) AS codes`,
      [user.id],
    );
    expect(live).toEqual([{ sessions: 0, codes: 0 }]);
  }

  it('a started login still finishes when nothing happened to the user', async () => {
    const user = await createUser(t);
    const login = await startLogin(user);
    const res = await login.agent.post('/api/verify-otp').send({ userId: user.id, otpCode: login.code }).expect(200);
    expect(res.body).toMatchObject({ id: user.id, role: 'investor' });
  });

  it('own password change', async () => {
    const user = await createUser(t);
    const own = await sessionFor(t, user);
    const login = await startLogin(user);
    await request(t.server)
      .patch(`/api/users/${user.id}/password`)
      .set('Cookie', own)
      .send({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD })
      .expect(200);
    await expectEnded(user, login);
    await request(t.server).get('/api/me').set('Cookie', own).expect(200);
  });

  it('forced password change', async () => {
    const user = await createUser(t, { mustChangePassword: true, temporaryPasswordExpiresAt: new Date(Date.now() + 86_400_000) });
    const own = await sessionFor(t, user);
    const login = await startLogin(user);
    await request(t.server).post('/api/change-password').set('Cookie', own).send({ newPassword: NEW_PASSWORD }).expect(200);
    await expectEnded(user, login);
  });

  it("a super admin's reset to a temporary password", async () => {
    const user = await createUser(t, { role: 'admin' });
    const login = await startLogin(user);
    await request(t.server).post(`/api/admin/reset-admin-password/${user.id}`).set('Cookie', superCookie).send({}).expect(200);
    await expectEnded(user, login);
  });

  it('a disable, even when the user is enabled again before the code is sent', async () => {
    const user = await createUser(t);
    const login = await startLogin(user);
    await request(t.server).patch(`/api/users/${user.id}/status`).set('Cookie', adminCookie).send({ status: 'disabled' }).expect(200);
    await request(t.server).patch(`/api/users/${user.id}/status`).set('Cookie', adminCookie).send({ status: 'active' }).expect(200);
    await expectEnded(user, login);
  });

  it('a delete', async () => {
    const user = await createUser(t);
    const login = await startLogin(user);
    await request(t.server).delete(`/api/users/${user.id}`).set('Cookie', adminCookie).expect(200);
    await expectEnded(user, login);
  });

  it("leaves other users' logins in progress alone", async () => {
    const [user, other] = [await createUser(t), await createUser(t)];
    const otherLogin = await startLogin(other);
    await request(t.server).patch(`/api/users/${user.id}/status`).set('Cookie', adminCookie).send({ status: 'disabled' }).expect(200);
    await otherLogin.agent.post('/api/verify-otp').send({ userId: other.id, otpCode: otherLogin.code }).expect(200);
  });
});
