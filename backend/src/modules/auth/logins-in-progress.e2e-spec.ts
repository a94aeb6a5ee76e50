import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { latestLoginCode } from '../../../test/login.js';
import { createUser, sessionFor, TEST_PASSWORD, useTestApp } from '../../../test/test-app.js';
import type { User } from '../users/user.entity.js';

const NEW_PASSWORD = 'N3w&Better!pass';
const SESSION_EXPIRED = { statusCode: 401, message: 'Session expired. Please log in again.', error: 'Unauthorized' };

// A login in progress is a session that passed the password step and waits for the e-mailed code.
// Whatever ends a user's sessions (password change or reset, disable, delete) ends those too, with
// their codes: the code step then answers as for an expired session and logs nobody in.
describe('ending logins in progress', () => {
  const t = useTestApp();
  let adminCookie: string;
  let superCookie: string;
  beforeAll(async () => {
    adminCookie = await sessionFor(t, await createUser(t, { role: 'admin' }));
    superCookie = await sessionFor(t, await createUser(t, { role: 'super_admin' }));
  });

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

  it('a code step racing a password reset never leaves a session the reset missed', async () => {
    /** Waits until `n` statements wait for a lock (the requests below have reached the user's row). */
    const waitingFor = async (n: number) => {
      for (let i = 0; i < 250; i++) {
        const [{ waiting }] = await t.dataSource.query(`SELECT count(*)::int AS waiting FROM pg_locks WHERE NOT granted`);
        if (waiting >= n) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`never saw ${n} waiting statements`);
    };
    // A logged-in session takes 300 ms to write, so a reset can always land while it is being written.
    await t.dataSource.query(`
      CREATE FUNCTION slow_login_session() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.sess ->> 'userId' IS NOT NULL THEN PERFORM pg_sleep(0.3); END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER slow_login_session BEFORE INSERT ON session FOR EACH ROW EXECUTE FUNCTION slow_login_session();`);
    try {
      for (let round = 0; round < 3; round++) {
        const user = await createUser(t, { role: 'admin' });
        const login = await startLogin(user);
        // Both requests are held at the user's row, then let go together: the code step first in line.
        const holder = t.dataSource.createQueryRunner();
        await holder.connect();
        await holder.startTransaction();
        await holder.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [user.id]);
        const verify = login.agent
          .post('/api/verify-otp')
          .send({ userId: user.id, otpCode: login.code })
          .then((r) => r);
        await waitingFor(1);
        const reset = request(t.server)
          .post(`/api/admin/reset-admin-password/${user.id}`)
          .set('Cookie', superCookie)
          .then((r) => r);
        await waitingFor(2);
        await holder.rollbackTransaction();
        await holder.release();
        const [verified, wasReset] = await Promise.all([verify, reset]);
        expect(wasReset.status).toBe(200);
        expect([200, 401]).toContain(verified.status);
        const [{ sessions }] = await t.dataSource.query(`SELECT count(*)::int AS sessions FROM session WHERE sess ->> 'userId' = $1`, [
          user.id,
        ]);
        expect({ round, sessions }).toEqual({ round, sessions: 0 });
        await login.agent.get('/api/me').expect(401);
      }
    } finally {
      await t.dataSource.query('DROP TRIGGER slow_login_session ON session; DROP FUNCTION slow_login_session()');
    }
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
