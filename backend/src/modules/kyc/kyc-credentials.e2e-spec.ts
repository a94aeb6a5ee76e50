import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { MESSAGES } from '@fund/contracts';

import { createKycApplication } from '../../../test/factories.js';
import { loginThroughOtp } from '../../../test/login.js';
import { mailsTo } from '../../../test/outbox.js';
import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';
import type { User } from '../users/user.entity.js';

const PASSWORD = 'Welcome#2030';

describe('POST /api/kyc/:id/create-credentials', () => {
  const t = useTestApp();
  let admin: User;
  let adminCookie: string;
  let investorCookie: string;

  beforeAll(async () => {
    admin = await createUser(t, { role: 'admin' });
    adminCookie = await sessionFor(t, admin);
    investorCookie = await sessionFor(t, await createUser(t, { role: 'investor' }));
  });

  const create = (id: string, body: Record<string, unknown>, cookie = adminCookie) =>
    request(t.server).post(`/api/kyc/${id}/create-credentials`).set('Cookie', cookie).send(body);
  const userCount = async () => Number((await t.dataSource.query<{ n: string }[]>('SELECT count(*) AS n FROM users'))[0].n);
  const investorIdOf = async (id: string) =>
    (await t.dataSource.query<{ investor_id: string | null }[]>('SELECT investor_id FROM kyc_applications WHERE id = $1', [id]))[0]
      .investor_id;

  it('creates the investor in one go, links the application, audits USER_CREATED and e-mails the credentials', async () => {
    const app = await createKycApplication(t, { status: 'approved', email: 'Noor.Karim@Example.com', fullName: 'Noor Karim' });
    const res = await create(app.id, { username: 'noor.karim', password: PASSWORD }).expect(201);
    expect(res.body).toEqual({
      message: MESSAGES.credentialsCreated,
      investorId: expect.any(String),
      emailSent: true,
      emailStatus: 'sent',
    });

    const [user] = await t.dataSource.query('SELECT * FROM users WHERE id = $1', [res.body.investorId]);
    expect(user).toMatchObject({
      username: 'noor.karim',
      email: 'noor.karim@example.com',
      full_name: 'Noor Karim',
      role: 'investor',
      status: 'active',
      must_change_password: true,
    });
    expect(await investorIdOf(app.id)).toBe(res.body.investorId);

    const audit = (
      await t.dataSource.query<{ user_id: string; user_role: string; action_details: string }[]>(
        'SELECT user_id, user_role, action_details FROM audit_logs WHERE action = $1',
        ['USER_CREATED'],
      )
    ).filter((row) => row.action_details.includes(res.body.investorId));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ user_id: admin.id, user_role: 'admin' });
    expect(audit[0].action_details).toContain(app.id);
    expect(audit[0].action_details).not.toContain(PASSWORD);

    const [mail] = await mailsTo(t, 'noor.karim@example.com');
    expect(mail).toContain('Hello Noor Karim');
    expect(mail).toContain('Username: noor.karim');
    expect(mail).toContain(`Temporary password: ${PASSWORD}`);
    expect(mail).toContain('http://localhost:3000/login');
    expect(t.logs.join('\n')).not.toContain(PASSWORD);

    // The new investor logs in with those credentials and must change the password first.
    const { body } = await loginThroughOtp(t, 'noor.karim', PASSWORD);
    expect(body).toMatchObject({ mustChangePassword: 'true', role: 'investor', id: res.body.investorId });
  });

  it('answers 409 to a second call and creates nothing more', async () => {
    const app = await createKycApplication(t, { status: 'approved' });
    await create(app.id, { username: `second_${app.id.slice(0, 6)}`, password: PASSWORD }).expect(201);
    const before = await userCount();
    const again = await create(app.id, { username: `other_${app.id.slice(0, 6)}`, password: PASSWORD });
    expect([again.status, again.body.message]).toEqual([409, MESSAGES.credentialsExist]);
    expect(await userCount()).toBe(before);
  });

  it('makes one account when two admins create credentials at once', async () => {
    const app = await createKycApplication(t, { status: 'approved' });
    const before = await userCount();
    const results = await Promise.all([
      create(app.id, { username: 'race_one', password: PASSWORD }),
      create(app.id, { username: 'race_two', password: PASSWORD }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await userCount()).toBe(before + 1);
  });

  it('answers 409 for a pending or rejected application, creating nothing', async () => {
    for (const status of ['pending', 'rejected'] as const) {
      const app = await createKycApplication(t, { status });
      const before = await userCount();
      const res = await create(app.id, { username: `u_${status}`, password: PASSWORD });
      expect([res.status, res.body.message]).toEqual([409, MESSAGES.credentialsOnlyApproved]);
      expect(await userCount()).toBe(before);
      expect(await investorIdOf(app.id)).toBeNull();
    }
  });

  it('answers 409 with a clear message when the username or the e-mail is taken (any case), creating nothing', async () => {
    await createUser(t, { username: 'taken_name', email: 'taken@example.com' });
    const byName = await createKycApplication(t, { status: 'approved' });
    const byEmail = await createKycApplication(t, { status: 'approved', email: 'TAKEN@example.com' });
    const before = await userCount();
    const a = await create(byName.id, { username: 'Taken_Name', password: PASSWORD });
    expect([a.status, a.body.message]).toEqual([409, MESSAGES.usernameTaken]);
    const b = await create(byEmail.id, { username: 'free_name', password: PASSWORD });
    expect([b.status, b.body.message]).toEqual([409, MESSAGES.emailTaken]);
    expect(await userCount()).toBe(before);
    expect([await investorIdOf(byName.id), await investorIdOf(byEmail.id)]).toEqual([null, null]);
  });

  it("answers 'Please fill in all fields', the 8-character minimum, 404 and unknown fields with nothing created", async () => {
    const app = await createKycApplication(t, { status: 'approved' });
    const before = await userCount();
    for (const body of [
      { username: '', password: PASSWORD },
      { username: 'someone', password: '' },
      { username: '   ', password: PASSWORD },
      {},
    ]) {
      const res = await create(app.id, body);
      expect([res.status, res.body.message]).toEqual([400, MESSAGES.fillAllFields]);
    }
    const short = await create(app.id, { username: 'someone', password: 'Short1!' });
    expect([short.status, short.body.message]).toEqual([400, MESSAGES.passwordTooShort8]);
    await create(app.id, { username: 'someone', password: PASSWORD, role: 'admin' }).expect(400);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await create(id, { username: 'someone', password: PASSWORD });
      expect([res.status, res.body.message]).toEqual([404, MESSAGES.kycNotFound]);
    }
    expect(await userCount()).toBe(before);
  });

  it('answers 401 without a session and 403 to an investor, creating nothing', async () => {
    const app = await createKycApplication(t, { status: 'approved' });
    const before = await userCount();
    await request(t.server).post(`/api/kyc/${app.id}/create-credentials`).send({ username: 'x_user', password: PASSWORD }).expect(401);
    await create(app.id, { username: 'x_user', password: PASSWORD }, investorCookie).expect(403);
    expect(await userCount()).toBe(before);
    expect(await investorIdOf(app.id)).toBeNull();
  });
});

describe('create-credentials with SMTP down', () => {
  const t = useTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });

  it('keeps the account and the link, and says the e-mail was not sent', async () => {
    const cookie = await sessionFor(t, await createUser(t, { role: 'admin' }));
    const app = await createKycApplication(t, { status: 'approved' });
    const res = await request(t.server)
      .post(`/api/kyc/${app.id}/create-credentials`)
      .set('Cookie', cookie)
      .send({ username: 'smtp_down', password: PASSWORD })
      .expect(201);
    expect(res.body).toEqual({
      message: MESSAGES.credentialsNotSent,
      investorId: expect.any(String),
      emailSent: false,
      emailStatus: 'queued',
    });
    const [user] = await t.dataSource.query('SELECT id, status, must_change_password FROM users WHERE username = $1', ['smtp_down']);
    expect(user).toEqual({ id: res.body.investorId, status: 'active', must_change_password: true });
    const [row] = await t.dataSource.query('SELECT investor_id FROM kyc_applications WHERE id = $1', [app.id]);
    expect(row.investor_id).toBe(res.body.investorId);
    const again = await request(t.server)
      .post(`/api/kyc/${app.id}/create-credentials`)
      .set('Cookie', cookie)
      .send({ username: 'smtp_again', password: PASSWORD });
    expect(again.status).toBe(409);
  });
});
