import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { latestLoginCode, sessionIdOf } from '../../../test/login.js';
import { createTestApp, createUser, TEST_PASSWORD, type TestApp } from '../../../test/test-app.js';

describe('POST /api/login (password step)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (body: object) => request(t.server).post('/api/login').send(body);
  const codeRows = (userId: string) =>
    t.dataSource.query<{ id: string; otp_code: string; verified: boolean; attempts: number }[]>(
      'SELECT id, otp_code, verified, attempts FROM login_otps WHERE user_id = $1 ORDER BY created_at',
      [userId],
    );
  const failures = (userId: string | null) =>
    t.dataSource.query<{ user_role: string | null; action_details: string }[]>(
      `SELECT user_role, action_details FROM audit_logs WHERE action = 'LOGIN_FAILED' AND user_id IS NOT DISTINCT FROM $1 ORDER BY timestamp`,
      [userId],
    );

  it('answers otpSent with the user id and role, and e-mails a 6-digit code that is stored only hashed', async () => {
    const user = await createUser(t, { role: 'admin', fullName: 'Maryam Khan' });
    const res = await login({ username: user.username, password: TEST_PASSWORD }).expect(200);
    expect(res.body).toEqual({ otpSent: true, secondFactor: 'email', recoveryCodes: false, userId: user.id, role: 'admin', id: user.id });

    const code = await latestLoginCode(t, user.email);
    expect(code).toMatch(/^\d{6}$/);
    const mail = (await t.outbox()).find((eml) => eml.includes(`To: ${user.email}`))!;
    expect(mail).toContain('Subject: Your Sharia Fund Platform login code');
    expect(mail).toContain('Hello Maryam Khan');
    expect(mail).toContain('expires in 10 minutes');

    const rows = await codeRows(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ verified: false, attempts: 0 });
    expect(rows[0].otp_code).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await t.dataSource.query('SELECT * FROM login_otps'))).not.toContain(code);
    const [{ minutes }] = await t.dataSource.query(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes FROM login_otps WHERE user_id = $1`,
      [user.id],
    );
    expect(minutes).toBe(10);
  });

  it('matches the username case-insensitively and ignores surrounding spaces', async () => {
    const user = await createUser(t, { username: `Case_${Date.now()}` });
    const res = await login({ username: `  ${user.username.toUpperCase()} `, password: TEST_PASSWORD }).expect(200);
    expect(res.body.userId).toBe(user.id);
  });

  it.each([
    ['no fields', {}],
    ['no password', { username: 'someone' }],
    ['no username', { password: 'x' }],
    ['blank username', { username: '   ', password: 'x' }],
    ['empty password', { username: 'someone', password: '' }],
    ['a username that is not text', { username: 42, password: 'x' }],
  ])('asks for username and password (%s)', async (_case, body) => {
    const res = await login(body).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'Please enter username and password', error: 'Bad Request' });
  });

  it('refuses fields it does not know', async () => {
    await login({ username: 'someone', password: 'x', role: 'super_admin' }).expect(400);
  });

  it('answers an unknown username and a wrong password alike, and audits both', async () => {
    const user = await createUser(t);
    const unknown = await login({ username: 'nobody_here', password: TEST_PASSWORD });
    const wrong = await login({ username: user.username, password: 'Wrong!Passw0rd' });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(unknown.body).toEqual({ statusCode: 401, message: 'Invalid credentials', error: 'Unauthorized' });
    expect(await failures(user.id)).toEqual([{ user_role: 'investor', action_details: 'Wrong password' }]);
    expect(await failures(null)).toContainEqual({ user_role: null, action_details: 'Unknown username' });
    expect(await codeRows(user.id)).toEqual([]);
  });

  it('tells a disabled user with the right password that the account is disabled, and sends no code', async () => {
    const user = await createUser(t, { status: 'disabled' });
    const res = await login({ username: user.username, password: TEST_PASSWORD }).expect(403);
    expect(res.body.message).toBe('Your account is disabled. Please contact your Client Success Manager.');
    expect(await codeRows(user.id)).toEqual([]);
    expect((await t.outbox()).some((eml) => eml.includes(`To: ${user.email}`))).toBe(false);
    // A wrong password does not reveal the state of the account.
    const wrong = await login({ username: user.username, password: 'Wrong!Passw0rd' }).expect(401);
    expect(wrong.body.message).toBe('Invalid credentials');
  });

  it('refuses a user who is not active yet like a wrong password', async () => {
    const user = await createUser(t, { status: 'pending' });
    const res = await login({ username: user.username, password: TEST_PASSWORD }).expect(401);
    expect(res.body.message).toBe('Invalid credentials');
    expect(await codeRows(user.id)).toEqual([]);
    expect(await failures(user.id)).toEqual([{ user_role: 'investor', action_details: 'Account not active' }]);
  });

  it('refuses a temporary password older than its 7 days, but accepts one still valid', async () => {
    const expired = await createUser(t, { mustChangePassword: true, temporaryPasswordExpiresAt: new Date(Date.now() - 60_000) });
    const res = await login({ username: expired.username, password: TEST_PASSWORD }).expect(401);
    expect(res.body.message).toBe('Invalid credentials');
    expect(await failures(expired.id)).toEqual([{ user_role: 'investor', action_details: 'Temporary password expired' }]);

    const valid = await createUser(t, { mustChangePassword: true, temporaryPasswordExpiresAt: new Date(Date.now() + 86_400_000) });
    await login({ username: valid.username, password: TEST_PASSWORD }).expect(200);
  });

  it('voids the previous code when the user logs in again', async () => {
    const user = await createUser(t);
    await login({ username: user.username, password: TEST_PASSWORD }).expect(200);
    const [first] = await codeRows(user.id);
    await login({ username: user.username, password: TEST_PASSWORD }).expect(200);
    const rows = await codeRows(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].id).not.toBe(first.id);
  });

  it('starts a fresh session: an id planted before the password step is not kept', async () => {
    const attacker = await createUser(t);
    const planted = await login({ username: attacker.username, password: TEST_PASSWORD }).expect(200);
    const plantedSid = sessionIdOf(planted)!;
    expect(plantedSid).toBeDefined();

    const victim = await createUser(t);
    const cookie = String(planted.headers['set-cookie']).split(';')[0];
    const res = await login({ username: victim.username, password: TEST_PASSWORD }).set('Cookie', cookie).expect(200);
    expect(sessionIdOf(res)).toBeDefined();
    expect(sessionIdOf(res)).not.toBe(plantedSid);
    expect(await t.dataSource.query('SELECT sid FROM session WHERE sid = $1', [plantedSid])).toEqual([]);
  });
});

describe('POST /api/login with the mail server down', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A port nobody listens on: the SMTP connection is refused.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(() => t.close());

  it('answers 503 and leaves no live code behind', async () => {
    const user = await createUser(t);
    const agent = request.agent(t.server);
    const res = await agent.post('/api/login').send({ username: user.username, password: TEST_PASSWORD }).expect(503);
    expect(res.body).toMatchObject({ statusCode: 503, message: 'We could not send your login code. Please try again later.' });
    expect(await t.dataSource.query('SELECT id FROM login_otps WHERE user_id = $1', [user.id])).toEqual([]);
    const audit = await t.dataSource.query(`SELECT action_details FROM audit_logs WHERE action = 'LOGIN_FAILED' AND user_id = $1`, [
      user.id,
    ]);
    expect(audit).toEqual([{ action_details: 'Login code could not be e-mailed' }]);
    // The session is not pending: no code can finish this login.
    const verify = await agent.post('/api/verify-otp').send({ userId: user.id, otpCode: '123456' }).expect(401);
    expect(verify.body.message).toBe('Session expired. Please log in again.');
  });
});
