import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';
import { verifyPassword } from '../../common/auth/passwords.js';

const PASSWORD = 'Welcome#2024';
const UNKNOWN_TOKEN = 'A'.repeat(43);

describe('accepting an invitation (public)', () => {
  const t = useTestApp();
  let inviterCookie: string;
  beforeAll(async () => {
    inviterCookie = await sessionFor(t, await createUser(t, { role: 'super_admin' }));
  });

  const issued: string[] = [];
  const invite = async (email: string, role = 'admin') => {
    const res = await request(t.server)
      .post('/api/admin/invitations')
      .set('Cookie', inviterCookie)
      .send({ email, fullName: `Name of ${email}`, role });
    expect(res.status).toBe(201);
    issued.push(res.body.inviteToken);
    return { id: res.body.id as string, token: res.body.inviteToken as string };
  };
  const lookup = (token: string) => request(t.server).get(`/api/admin/invitations/by-token/${token}`);
  const accept = (token: string, body: Record<string, unknown>) =>
    request(t.server).post(`/api/admin/invitations/accept/${token}`).send(body);
  const usersWith = (email: string) =>
    t.dataSource.query(`SELECT username, role, status, full_name, must_change_password FROM users WHERE email = $1`, [email]);

  it('looks up a pending invitation by its token without a session: email and status', async () => {
    const { token } = await invite('lookup@example.com');
    await lookup(token).expect(200, { email: 'lookup@example.com', status: 'pending' });
  });

  it('knows an invitation by its token only: the stored hash is no token', async () => {
    const { id, token } = await invite('hashed@example.com');
    const [{ hash }] = await t.dataSource.query(`SELECT invite_token_hash AS hash FROM admin_invitations WHERE id = $1`, [id]);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
    await lookup(hash).expect(404);
    await accept(hash, { username: 'hash_thief', password: PASSWORD }).expect(404);
    await accept(token, { username: 'hashed_admin', password: PASSWORD }).expect(201);
    expect(await usersWith('hashed@example.com')).toEqual([
      { username: 'hashed_admin', role: 'admin', status: 'active', full_name: 'Name of hashed@example.com', must_change_password: false },
    ]);
  });

  it('answers 404 "Invalid or expired invitation" for an unknown or expired token, on lookup and on accept', async () => {
    const { id, token } = await invite('late@example.com');
    await t.dataSource.query(`UPDATE admin_invitations SET expires_at = now() - interval '1 second' WHERE id = $1`, [id]);
    for (const candidate of [UNKNOWN_TOKEN, token, 'x'.repeat(300)]) {
      const looked = await lookup(candidate).expect(404);
      expect(looked.body.message).toBe('Invalid or expired invitation');
      const accepted = await accept(candidate, { username: 'late_admin', password: PASSWORD }).expect(404);
      expect(accepted.body.message).toBe('Invalid or expired invitation');
    }
    await t.dataSource.query(`UPDATE admin_invitations SET status = 'expired' WHERE id = $1`, [id]);
    await lookup(token).expect(404);
    expect(await usersWith('late@example.com')).toEqual([]);
  });

  it('validates the body with the spec messages', async () => {
    const { token } = await invite('validate@example.com');
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Please fill in all fields'],
      [{ username: 'someone' }, 'Please fill in all fields'],
      [{ username: '  ', password: PASSWORD }, 'Please fill in all fields'],
      [{ username: 'someone', password: '' }, 'Please fill in all fields'],
      [{ username: 'someone', password: 'Short#1' }, 'Password must be at least 8 characters long'],
      [{ username: 'someone', password: PASSWORD, role: 'super_admin' }, 'property role should not exist'],
    ];
    for (const [body, message] of cases) {
      const res = await accept(token, body);
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status: 400, message });
    }
    await lookup(token).expect(200, { email: 'validate@example.com', status: 'pending' });
  });

  it("creates the user with the invitation's e-mail, name and role, active and without a forced change, in one go", async () => {
    const { id, token } = await invite('new.chief@example.com', 'super_admin');
    const res = await accept(token, { username: ' new_chief ', password: PASSWORD }).expect(201);
    expect(res.body).toEqual({ message: 'Account created successfully! Please login with your credentials.' });

    expect(await usersWith('new.chief@example.com')).toEqual([
      {
        username: 'new_chief',
        role: 'super_admin',
        status: 'active',
        full_name: 'Name of new.chief@example.com',
        must_change_password: false,
      },
    ]);
    const [user] = await t.dataSource.query(`SELECT id, password_hash FROM users WHERE username = 'new_chief'`);
    expect(await verifyPassword(user.password_hash, PASSWORD)).toBe(true);

    const [invitation] = await t.dataSource.query(`SELECT status, accepted_at FROM admin_invitations WHERE id = $1`, [id]);
    expect(invitation.status).toBe('accepted');
    expect(Date.now() - new Date(invitation.accepted_at).getTime()).toBeLessThan(60_000);
    await lookup(token).expect(200, { email: 'new.chief@example.com', status: 'accepted' });

    const audit = await t.dataSource.query(
      `SELECT user_role, action_details FROM audit_logs WHERE action = 'USER_CREATED' AND user_id = $1`,
      [user.id],
    );
    expect(audit).toEqual([
      {
        user_role: 'super_admin',
        action_details: 'Admin account new_chief (super_admin) created by accepting the invitation for new.chief@example.com',
      },
    ]);

    const login = await request(t.server).post('/api/login').send({ username: 'new_chief', password: PASSWORD }).expect(200);
    expect(login.body).toMatchObject({ otpSent: true, role: 'super_admin', id: user.id });
  });

  it('answers 409 "Invitation already used" for a used token and creates nothing more', async () => {
    const { token } = await invite('twice@example.com');
    await accept(token, { username: 'twice_first', password: PASSWORD }).expect(201);
    const again = await accept(token, { username: 'twice_second', password: PASSWORD }).expect(409);
    expect(again.body.message).toBe('Invitation already used');
    expect(await usersWith('twice@example.com')).toHaveLength(1);
  });

  it('answers 409 for a taken username in any case and leaves the invitation pending', async () => {
    await createUser(t, { username: 'Taken_Name' });
    const { token } = await invite('clash@example.com');
    const res = await accept(token, { username: 'taken_name', password: PASSWORD }).expect(409);
    expect(res.body.message).toBe('That username is already taken');
    await lookup(token).expect(200, { email: 'clash@example.com', status: 'pending' });
    await accept(token, { username: 'clash_admin', password: PASSWORD }).expect(201);
  });

  it('answers 409 when the e-mail became a user after the invitation was sent', async () => {
    const { token } = await invite('meanwhile@example.com');
    await createUser(t, { email: 'meanwhile@example.com' });
    const res = await accept(token, { username: 'meanwhile_admin', password: PASSWORD }).expect(409);
    expect(res.body.message).toBe('That e-mail address is already in use');
  });

  it('makes exactly one user when accepts race on one token; the others get 409', async () => {
    const { token } = await invite('race@example.com');
    const results = await Promise.all(Array.from({ length: 4 }, (_, i) => accept(token, { username: `racer_${i}`, password: PASSWORD })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect(results.filter((r) => r.status === 409).map((r) => r.body.message)).toEqual(Array(3).fill('Invitation already used'));
    expect(await usersWith('race@example.com')).toHaveLength(1);
    const created = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM audit_logs WHERE action = 'USER_CREATED' AND action_details LIKE '%race@example.com'`,
    );
    expect(created).toEqual([{ n: 1 }]);
  });

  it('makes one user when two invitations are accepted at once with the same username', async () => {
    const [a, b] = [await invite('same.a@example.com'), await invite('same.b@example.com')];
    const results = await Promise.all([
      accept(a.token, { username: 'same_name', password: PASSWORD }),
      accept(b.token, { username: 'SAME_NAME', password: PASSWORD }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)?.body.message).toBe('That username is already taken');
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM users WHERE lower(username) = 'same_name'`)).toEqual([{ n: 1 }]);
  });

  it('writes no token and no password to the logs or the audit rows', async () => {
    const tokens = issued;
    expect(tokens.length).toBeGreaterThan(5);
    const logs = t.logs.join('');
    const audit = JSON.stringify(await t.dataSource.query(`SELECT * FROM audit_logs`));
    for (const secret of [...tokens, PASSWORD]) {
      expect(logs).not.toContain(secret);
      expect(audit).not.toContain(secret);
    }
    expect(logs).toContain('/api/admin/invitations/accept/[redacted]');
  });
});

describe('accepting an invitation: rate limit', () => {
  const t = useTestApp({ RATE_LIMIT_FACTOR: '1' });

  const attempt = (token: string, ip: string) =>
    request(t.server)
      .post(`/api/admin/invitations/accept/${token}`)
      .set('X-Forwarded-For', ip)
      .send({ username: 'guess', password: PASSWORD });

  it('answers 429 once one token has been tried too often, from however many addresses', async () => {
    for (let i = 0; i < 10; i++) expect((await attempt(UNKNOWN_TOKEN, `198.51.100.${i}`)).status).toBe(404);
    const blocked = await attempt(UNKNOWN_TOKEN, '198.51.100.200');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many requests. Please wait a moment and try again.');
    expect(JSON.stringify(await t.dataSource.query('SELECT key FROM rate_limit_counters'))).not.toContain(UNKNOWN_TOKEN);
  });

  it('answers 429 once one address has tried too many tokens', async () => {
    for (let i = 0; i < 10; i++) expect((await attempt(`token${i}`.padEnd(43, 'x'), '203.0.113.7')).status).toBe(404);
    expect((await attempt('another'.padEnd(43, 'x'), '203.0.113.7')).status).toBe(429);
    expect((await attempt('another'.padEnd(43, 'x'), '203.0.113.8')).status).toBe(404);
  });
});
