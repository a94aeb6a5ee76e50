import { describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { latestLoginCode, loginThroughOtp, sessionIdOf, type Agent } from '../../../test/login.js';
import { createUser, signedCookie, TEST_PASSWORD, useTestApp } from '../../../test/test-app.js';
import type { User } from '../users/user.entity.js';

describe('POST /api/verify-otp (code step)', () => {
  const t = useTestApp();
  const seenSessionIds: string[] = [];

  /** A user past the password step: the agent holds the pending session, `code` is the e-mailed one. */
  async function pendingLogin(overrides: Partial<User> = {}): Promise<{ user: User; agent: Agent; code: string; sid: string }> {
    const user = await createUser(t, overrides);
    const agent = request.agent(t.server);
    const res = await agent.post('/api/login').send({ username: user.username, password: TEST_PASSWORD }).expect(200);
    const sid = sessionIdOf(res)!;
    seenSessionIds.push(sid);
    return { user, agent, code: await latestLoginCode(t, user.email), sid };
  }
  const waitUntil = async (done: () => Promise<boolean>) => {
    for (let i = 0; i < 250 && !(await done()); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  };
  const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const verify = (agent: Agent, userId: string, otpCode: string) => agent.post('/api/verify-otp').send({ userId, otpCode });
  const invalid = { statusCode: 401, message: 'Invalid or expired OTP code', error: 'Unauthorized' };

  it('logs the session in under a new session id and answers the flag as text', async () => {
    const { user, agent, code, sid } = await pendingLogin({ role: 'investor' });
    const res = await verify(agent, user.id, code).expect(200);
    expect(res.body).toEqual({ mustChangePassword: 'false', role: 'investor', id: user.id });

    const newSid = sessionIdOf(res)!;
    seenSessionIds.push(newSid);
    expect(newSid).toBeDefined();
    expect(newSid).not.toBe(sid);
    expect(await t.dataSource.query('SELECT sid FROM session WHERE sid = $1', [sid])).toEqual([]);

    const me = await agent.get('/api/me').expect(200);
    expect(me.body).toMatchObject({ id: user.id, role: 'investor', mustChangePassword: 'false' });
    await agent.get('/api/products').expect(200);
    const [row] = await t.dataSource.query('SELECT verified FROM login_otps WHERE user_id = $1', [user.id]);
    expect(row.verified).toBe(true);
  });

  it('answers mustChangePassword "true" for a user who must change the password', async () => {
    const user = await createUser(t, {
      role: 'admin',
      mustChangePassword: true,
      temporaryPasswordExpiresAt: new Date(Date.now() + 86_400_000),
    });
    const { body } = await loginThroughOtp(t, user.username, TEST_PASSWORD);
    expect(body).toEqual({ mustChangePassword: 'true', role: 'admin', id: user.id });
  });

  it.each([['12345'], ['1234567'], ['12a456'], [''], [123456]])('asks for a 6-digit code (%p)', async (otpCode) => {
    const { user, agent } = await pendingLogin();
    const res = await agent.post('/api/verify-otp').send({ userId: user.id, otpCode }).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'Please enter a valid 6-digit code', error: 'Bad Request' });
    const [row] = await t.dataSource.query('SELECT attempts FROM login_otps WHERE user_id = $1', [user.id]);
    expect(row.attempts).toBe(0);
  });

  it('tells a client without a user id or without a pending login that the session expired', async () => {
    const { agent, code } = await pendingLogin();
    const missing = await agent.post('/api/verify-otp').send({ otpCode: code }).expect(400);
    expect(missing.body.message).toBe('Session expired. Please log in again.');
    const user = await createUser(t);
    const fresh = await request(t.server).post('/api/verify-otp').send({ userId: user.id, otpCode: '123456' }).expect(401);
    expect(fresh.body.message).toBe('Session expired. Please log in again.');
  });

  it('accepts the code only in the session that passed the password step', async () => {
    const { user, agent, code } = await pendingLogin();
    // Another browser without a pending login.
    await verify(request.agent(t.server), user.id, code).expect(401);
    // Another browser pending for someone else.
    const other = await pendingLogin();
    const res = await verify(other.agent, user.id, code).expect(401);
    expect(res.body).toEqual(invalid);
    // None of that spent a try: the right session still logs in.
    const [row] = await t.dataSource.query('SELECT attempts FROM login_otps WHERE user_id = $1', [user.id]);
    expect(row.attempts).toBe(0);
    await verify(agent, user.id, code).expect(200);
  });

  it('counts wrong codes and still accepts the right one after four', async () => {
    const { user, agent, code } = await pendingLogin();
    for (let i = 0; i < 4; i++) expect((await verify(agent, user.id, otherThan(code))).body).toEqual(invalid);
    const [row] = await t.dataSource.query('SELECT attempts FROM login_otps WHERE user_id = $1', [user.id]);
    expect(row.attempts).toBe(4);
    await verify(agent, user.id, code).expect(200);
  });

  it('kills the code after 5 wrong tries: the right code then fails', async () => {
    const { user, agent, code } = await pendingLogin();
    for (let i = 0; i < 5; i++) await verify(agent, user.id, otherThan(code)).expect(401);
    const res = await verify(agent, user.id, code).expect(401);
    expect(res.body).toEqual(invalid);
    await agent.get('/api/me').expect(401);
    const audit = await t.dataSource.query(`SELECT action_details FROM audit_logs WHERE action = 'LOGIN_FAILED' AND user_id = $1`, [
      user.id,
    ]);
    expect(audit.filter((a: { action_details: string }) => a.action_details === 'Wrong login code')).toHaveLength(5);
  });

  it('refuses a replayed code, even from a copy of the session that passed the password step', async () => {
    const { user, agent, code, sid } = await pendingLogin();
    const [pending] = await t.dataSource.query('SELECT sess, expire FROM session WHERE sid = $1', [sid]);
    await verify(agent, user.id, code).expect(200);
    // The same browser again: its session is logged in now, no longer pending.
    await verify(agent, user.id, code).expect(401);
    // The pending session restored (a copied cookie and store row): the code itself is spent.
    await t.dataSource.query('INSERT INTO session (sid, sess, expire) VALUES ($1, $2, $3)', [
      sid,
      JSON.stringify(pending.sess),
      pending.expire,
    ]);
    const res = await request(t.server)
      .post('/api/verify-otp')
      .set('Cookie', signedCookie(t, sid))
      .send({ userId: user.id, otpCode: code })
      .expect(401);
    expect(res.body).toEqual(invalid);
  });

  it('lets exactly one of several simultaneous verifications of a code log in', async () => {
    const { user, code, sid } = await pendingLogin();
    const cookie = signedCookie(t, sid);
    const send = () => request(t.server).post('/api/verify-otp').set('Cookie', cookie).send({ userId: user.id, otpCode: code });
    // Hold the code's row so that all six requests are inside their check at the same time.
    const holder = t.dataSource.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    await holder.query('SELECT id FROM login_otps WHERE user_id = $1 FOR UPDATE', [user.id]);
    const answers = Promise.all(Array.from({ length: 6 }, send));
    await waitUntil(async () => {
      const [{ n }] = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      return n === 6;
    });
    await holder.rollbackTransaction();
    await holder.release();
    expect((await answers).map((r) => r.status).sort()).toEqual([200, 401, 401, 401, 401, 401]);
  });

  it('refuses an expired code', async () => {
    const { user, agent, code } = await pendingLogin();
    await t.dataSource.query(`UPDATE login_otps SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [user.id]);
    expect((await verify(agent, user.id, code).expect(401)).body).toEqual(invalid);
  });

  it('refuses the code of a login that a newer login voided', async () => {
    const first = await pendingLogin();
    const second = request.agent(t.server);
    await second.post('/api/login').send({ username: first.user.username, password: TEST_PASSWORD }).expect(200);
    const newer = await latestLoginCode(t, first.user.email);
    await verify(first.agent, first.user.id, first.code).expect(401);
    await verify(first.agent, first.user.id, newer).expect(401);
    await verify(second, first.user.id, newer).expect(200);
  });

  it('refuses a user disabled between the two steps', async () => {
    const { user, agent, code } = await pendingLogin();
    await t.dataSource.query(`UPDATE users SET status = 'disabled' WHERE id = $1`, [user.id]);
    const res = await verify(agent, user.id, code).expect(403);
    expect(res.body.message).toBe('Your account is disabled. Please contact your Client Success Manager.');
    await agent.get('/api/me').expect(401);
  });

  it('records the login IP, and IP_CHANGE_DETECTED only when it differs from the last one', async () => {
    const user = await createUser(t, { role: 'admin' });
    await loginThroughOtp(t, user.username, TEST_PASSWORD, { forwardedFor: '203.0.113.5' });
    await loginThroughOtp(t, user.username, TEST_PASSWORD, { forwardedFor: '203.0.113.5' });
    await loginThroughOtp(t, user.username, TEST_PASSWORD, { forwardedFor: '198.51.100.7' });
    const audit = await t.dataSource.query(
      `SELECT action, user_role, action_details, ip_address FROM audit_logs WHERE user_id = $1 ORDER BY timestamp, action`,
      [user.id],
    );
    expect(audit).toEqual([
      { action: 'LOGIN', user_role: 'admin', action_details: 'Admin logged in', ip_address: '203.0.113.5' },
      { action: 'LOGIN', user_role: 'admin', action_details: 'Admin logged in', ip_address: '203.0.113.5' },
      { action: 'IP_CHANGE_DETECTED', user_role: 'admin', action_details: 'Login from a new IP address', ip_address: '198.51.100.7' },
      { action: 'LOGIN', user_role: 'admin', action_details: 'Admin logged in', ip_address: '198.51.100.7' },
    ]);
    const [row] = await t.dataSource.query('SELECT last_login_ip FROM users WHERE id = $1', [user.id]);
    expect(row.last_login_ip).toBe('198.51.100.7');
  });

  it('keeps passwords, codes and session ids out of the logs and the audit rows', async () => {
    const codes = (await t.outbox()).flatMap((eml) => [...eml.matchAll(/Your login code is (\d{6})/g)].map((m) => m[1]));
    const live = (await t.dataSource.query<{ sid: string }[]>('SELECT sid FROM session')).map((r) => r.sid);
    expect(codes.length).toBeGreaterThan(10);
    const logs = t.logs.join('\n');
    const audit = JSON.stringify(await t.dataSource.query('SELECT * FROM audit_logs'));
    expect(audit).toContain('LOGIN_FAILED');
    for (const text of [logs, audit]) {
      expect(text).not.toContain(TEST_PASSWORD);
      for (const sid of [...seenSessionIds, ...live]) expect(text).not.toContain(sid);
      // A code bounded by non-alphanumerics: a timestamp or an id may hold the digits by chance.
      for (const code of codes) expect(text).not.toMatch(new RegExp(`(?<![0-9A-Za-z])${code}(?![0-9A-Za-z])`));
    }
  });
});
