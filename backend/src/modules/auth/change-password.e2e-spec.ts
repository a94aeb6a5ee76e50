import { describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { loginThroughOtp } from '../../../test/login.js';
import { createUser, sessionFor, TEST_PASSWORD, useTestApp } from '../../../test/test-app.js';

const NEW_PASSWORD = 'N3w&Better!pass';

describe('forced password change', () => {
  const t = useTestApp();

  const mustChange = () => createUser(t, { mustChangePassword: true, temporaryPasswordExpiresAt: new Date(Date.now() + 86_400_000) });
  const passwordHash = async (id: string) =>
    (await t.dataSource.query('SELECT password_hash FROM users WHERE id = $1', [id]))[0].password_hash as string;

  it('answers 401 without a session', async () => {
    const res = await request(t.server).post('/api/change-password').send({ newPassword: NEW_PASSWORD }).expect(401);
    expect(res.body.message).toBe('Authentication required');
  });

  it('lets only me, logout and change-password answer while the change is required', async () => {
    const user = await mustChange();
    const { agent, body } = await loginThroughOtp(t, user.username, TEST_PASSWORD);
    expect(body.mustChangePassword).toBe('true');
    const blocked = await agent.get('/api/products').expect(403);
    expect(blocked.body).toEqual({ statusCode: 403, message: 'Password change required', error: 'Forbidden' });
    await agent.get('/api/admin/audit-logs').expect(403);
    expect((await agent.get('/api/me').expect(200)).body.mustChangePassword).toBe('true');
    await agent.post('/api/logout').expect(200);
    await agent.get('/api/me').expect(401);
  });

  it.each([
    [{}, 'Please fill in all fields'],
    [{ newPassword: '' }, 'Please fill in all fields'],
    [{ newPassword: '   ' }, 'Please fill in all fields'],
    [{ newPassword: 'Ab1!xyz' }, 'Password must be at least 8 characters long'],
    [{ newPassword: 'abcdefg1!' }, 'Password must contain uppercase, lowercase, number, and special character'],
    [{ newPassword: 'ABCDEFG1!' }, 'Password must contain uppercase, lowercase, number, and special character'],
    [{ newPassword: 'Abcdefgh!' }, 'Password must contain uppercase, lowercase, number, and special character'],
    [{ newPassword: 'Abcdefg12' }, 'Password must contain uppercase, lowercase, number, and special character'],
    [{ newPassword: 'Abcdefg1_' }, 'Password must contain uppercase, lowercase, number, and special character'],
  ])('refuses %j with "%s" and keeps the old password', async (body, message) => {
    const user = await mustChange();
    const before = await passwordHash(user.id);
    const res = await request(t.server)
      .post('/api/change-password')
      .set('Cookie', await sessionFor(t, user))
      .send(body)
      .expect(400);
    expect(res.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
    expect(await passwordHash(user.id)).toBe(before);
  });

  it('changes the password, clears the flag, ends the other sessions and keeps the caller logged in', async () => {
    const user = await mustChange();
    const elsewhere = await sessionFor(t, user);
    const { agent } = await loginThroughOtp(t, user.username, TEST_PASSWORD);

    const res = await agent.post('/api/change-password').send({ newPassword: NEW_PASSWORD }).expect(200);
    expect(res.body).toEqual({ role: 'investor', id: user.id });

    const [row] = await t.dataSource.query(
      'SELECT must_change_password, temporary_password_expires_at, password_hash FROM users WHERE id = $1',
      [user.id],
    );
    expect(row).toMatchObject({ must_change_password: false, temporary_password_expires_at: null });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    await agent.get('/api/products').expect(200);
    expect((await agent.get('/api/me').expect(200)).body.mustChangePassword).toBe('false');
    await request(t.server).get('/api/me').set('Cookie', elsewhere).expect(401);

    const audit = await t.dataSource.query(
      `SELECT user_role, action_details FROM audit_logs WHERE action = 'PASSWORD_CHANGED' AND user_id = $1`,
      [user.id],
    );
    expect(audit).toEqual([{ user_role: 'investor', action_details: 'Required password change completed' }]);
    const notice = (await t.outbox()).filter((eml) => eml.includes(`To: ${user.email}`) && eml.includes('password was changed'));
    expect(notice).toHaveLength(1);
    expect(notice[0]).not.toContain(NEW_PASSWORD);

    // Once done, the route refuses: it asks for no current password.
    const again = await agent.post('/api/change-password').send({ newPassword: 'An0ther!Passw0rd' }).expect(403);
    expect(again.body.message).toBe('No password change is required for this account');

    // The old password stops working, the new one logs in.
    await request(t.server).post('/api/login').send({ username: user.username, password: TEST_PASSWORD }).expect(401);
    const next = await loginThroughOtp(t, user.username, NEW_PASSWORD);
    expect(next.body.mustChangePassword).toBe('false');
  });

  it('refuses a user who is not required to change the password, and changes nothing', async () => {
    const user = await createUser(t);
    const before = await passwordHash(user.id);
    const res = await request(t.server)
      .post('/api/change-password')
      .set('Cookie', await sessionFor(t, user))
      .send({ newPassword: NEW_PASSWORD })
      .expect(403);
    expect(res.body).toEqual({ statusCode: 403, message: 'No password change is required for this account', error: 'Forbidden' });
    expect(await passwordHash(user.id)).toBe(before);
    expect(await t.dataSource.query(`SELECT id FROM audit_logs WHERE action = 'PASSWORD_CHANGED' AND user_id = $1`, [user.id])).toEqual([]);
  });

  it('lets only one of two racing changes through', async () => {
    const user = await mustChange();
    const cookie = await sessionFor(t, user);
    const change = (newPassword: string) => request(t.server).post('/api/change-password').set('Cookie', cookie).send({ newPassword });
    const statuses = (await Promise.all([change(NEW_PASSWORD), change('An0ther!Passw0rd')])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 403]);
  });

  it('keeps the new password out of the logs and the audit rows', async () => {
    const logs = t.logs.join('\n');
    const audit = JSON.stringify(await t.dataSource.query('SELECT * FROM audit_logs'));
    for (const secret of [NEW_PASSWORD, 'An0ther!Passw0rd', TEST_PASSWORD]) {
      expect(logs).not.toContain(secret);
      expect(audit).not.toContain(secret);
    }
  });
});
