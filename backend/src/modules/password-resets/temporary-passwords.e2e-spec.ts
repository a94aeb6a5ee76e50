import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { strongPasswordError } from '@fund/contracts';

import { mailsTo } from '../../../test/outbox.js';
import { createUser, sessionFor, TEST_ORIGIN, TEST_PASSWORD, useTestApp, type TestApp } from '../../../test/test-app.js';
import { verifyPassword } from '../../common/auth/passwords.js';
import type { User } from '../users/user.entity.js';

const SENT = 'Password reset. A temporary password has been e-mailed to the user.';
const NOT_SENT = 'Password reset. The e-mail with the temporary password could not be sent yet; it will be retried for a day.';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** The temporary password of the newest reset e-mail to `email`. */
async function temporaryPasswordFor(t: TestApp, email: string): Promise<string> {
  const mail = (await mailsTo(t, email)).at(-1) ?? '';
  const match = /with this temporary password within 7 days:\n(\S+)\n/.exec(mail);
  if (!match) throw new Error(`No temporary password was e-mailed to ${email}`);
  expect(mail).toContain(`Log in at ${TEST_ORIGIN}/login`);
  return match[1];
}

async function fileRequest(t: TestApp, user: Pick<User, 'id' | 'username'>): Promise<string> {
  await request(t.server).post('/api/request-password-reset').send({ username: user.username }).expect(200);
  const [row] = await t.dataSource.query(`SELECT id FROM password_reset_requests WHERE user_id = $1 AND status = 'pending'`, [user.id]);
  return row.id as string;
}

describe('admin password resets', () => {
  const t = useTestApp();
  let admin: User;
  let adminCookie: string;
  let superAdmin: User;
  let superCookie: string;
  beforeAll(async () => {
    admin = await createUser(t, { role: 'admin' });
    adminCookie = await sessionFor(t, admin);
    superAdmin = await createUser(t, { role: 'super_admin' });
    superCookie = await sessionFor(t, superAdmin);
  });

  const resetFromRequest = (cookie: string, requestId: string, body: Record<string, unknown> = {}) =>
    request(t.server).post(`/api/admin/reset-investor-password/${requestId}`).set('Cookie', cookie).send(body);
  const resetAdmin = (cookie: string, adminId: string) =>
    request(t.server).post(`/api/admin/reset-admin-password/${adminId}`).set('Cookie', cookie);
  const userRow = async (id: string) =>
    (
      await t.dataSource.query(`SELECT password_hash, must_change_password, temporary_password_expires_at FROM users WHERE id = $1`, [id])
    )[0];
  const sessionsOf = async (id: string) =>
    (await t.dataSource.query(`SELECT count(*)::int AS n FROM session WHERE sess ->> 'userId' = $1`, [id]))[0].n;

  it('answers 401 without a session and 403 to the wrong role', async () => {
    await request(t.server).post(`/api/admin/reset-investor-password/${UNKNOWN_ID}`).send({}).expect(401);
    await request(t.server).post(`/api/admin/reset-admin-password/${UNKNOWN_ID}`).expect(401);
    const investorCookie = await sessionFor(t, await createUser(t, { role: 'investor' }));
    await resetFromRequest(investorCookie, UNKNOWN_ID).expect(403);
    await resetAdmin(investorCookie, UNKNOWN_ID).expect(403);
    await resetAdmin(adminCookie, superAdmin.id).expect(403);
  });

  it("resets an investor's password from the request: e-mailed temporary password that logs in, forced change, sessions ended, request resolved", async () => {
    const investor = await createUser(t, { role: 'investor', fullName: 'Khalid Investor' });
    const investorCookie = await sessionFor(t, investor);
    await request(t.server).get('/api/me').set('Cookie', investorCookie).expect(200);
    const requestId = await fileRequest(t, investor);

    const res = await resetFromRequest(adminCookie, requestId, { notes: '  Called the investor to confirm  ' }).expect(200);
    expect(res.body).toEqual({ message: SENT, emailSent: true, emailStatus: 'sent' });

    const password = await temporaryPasswordFor(t, investor.email);
    expect(password).toHaveLength(16);
    expect(strongPasswordError(password)).toBeNull();
    expect((await mailsTo(t, investor.email)).at(-1)).toContain('Hello Khalid Investor,');
    const row = await userRow(investor.id);
    expect(await verifyPassword(row.password_hash, password)).toBe(true);
    expect(await verifyPassword(row.password_hash, TEST_PASSWORD)).toBe(false);
    expect(row.must_change_password).toBe(true);
    const expiresIn = new Date(row.temporary_password_expires_at).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(7 * 86_400_000);

    expect(await sessionsOf(investor.id)).toBe(0);
    await request(t.server).get('/api/me').set('Cookie', investorCookie).expect(401);

    const login = await request(t.server).post('/api/login').send({ username: investor.username, password }).expect(200);
    expect(login.body).toMatchObject({ otpSent: true, id: investor.id });
    await request(t.server).post('/api/login').send({ username: investor.username, password: TEST_PASSWORD }).expect(401);

    const [resolved] = await t.dataSource.query(
      `SELECT status, resolved_by, resolved_at, notes FROM password_reset_requests WHERE id = $1`,
      [requestId],
    );
    expect(resolved).toMatchObject({ status: 'resolved', resolved_by: admin.id, notes: 'Called the investor to confirm' });
    expect(Date.now() - new Date(resolved.resolved_at).getTime()).toBeLessThan(60_000);

    const audit = await t.dataSource.query(`SELECT user_id, action_details FROM audit_logs WHERE action = 'PASSWORD_CHANGED'`);
    expect(audit).toEqual([
      {
        user_id: admin.id,
        action_details: `Temporary password set for ${investor.username} (${investor.id}, investor) by a password reset request`,
      },
    ]);
    expect(JSON.stringify(res.body)).not.toContain(password);
    expect(t.logs.join('')).not.toContain(password);
    expect(JSON.stringify(await t.dataSource.query(`SELECT * FROM audit_logs`))).not.toContain(password);
  });

  it('answers 404 for an unknown request and 409 for one already resolved', async () => {
    for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
      const res = await resetFromRequest(adminCookie, id).expect(404);
      expect(res.body.message).toBe('Password reset request not found');
    }
    const investor = await createUser(t);
    const requestId = await fileRequest(t, investor);
    await resetFromRequest(adminCookie, requestId).expect(200);
    const again = await resetFromRequest(superCookie, requestId).expect(409);
    expect(again.body.message).toBe('This password reset request is already resolved');
    expect(await mailsTo(t, investor.email)).toHaveLength(1);
  });

  it('resolves a request once when two admins reset it at the same time', async () => {
    const investor = await createUser(t);
    const requestId = await fileRequest(t, investor);
    const results = await Promise.all([resetFromRequest(adminCookie, requestId), resetFromRequest(superCookie, requestId)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const password = await temporaryPasswordFor(t, investor.email);
    expect(await verifyPassword((await userRow(investor.id)).password_hash, password)).toBe(true);
    expect(await mailsTo(t, investor.email)).toHaveLength(1);
  });

  it('validates notes', async () => {
    const investor = await createUser(t);
    const requestId = await fileRequest(t, investor);
    expect((await resetFromRequest(adminCookie, requestId, { notes: 5 })).body.message).toBe('notes must be text');
    expect((await resetFromRequest(adminCookie, requestId, { notes: 'x'.repeat(2001) })).body.message).toBe(
      'notes must be at most 2000 characters',
    );
    expect((await resetFromRequest(adminCookie, requestId, { password: 'Chosen#123' })).status).toBe(400);
    const [row] = await t.dataSource.query(`SELECT status FROM password_reset_requests WHERE id = $1`, [requestId]);
    expect(row.status).toBe('pending');
    await resetFromRequest(adminCookie, requestId).expect(200);
  });

  it("lets a plain admin resolve only investors' requests; a super admin resolves an admin's; nobody their own", async () => {
    const otherAdmin = await createUser(t, { role: 'admin' });
    const requestId = await fileRequest(t, otherAdmin);
    const before = (await userRow(otherAdmin.id)).password_hash;
    const refused = await resetFromRequest(adminCookie, requestId).expect(403);
    expect(refused.body.message).toBe('You do not have permission to do this');
    expect((await userRow(otherAdmin.id)).password_hash).toBe(before);
    await resetFromRequest(superCookie, requestId).expect(200);
    expect((await userRow(otherAdmin.id)).must_change_password).toBe(true);

    const ownId = await fileRequest(t, superAdmin);
    const own = await resetFromRequest(superCookie, ownId).expect(403);
    expect(own.body.message).toBe('You cannot reset your own password here');
    const [row] = await t.dataSource.query(`SELECT status FROM password_reset_requests WHERE id = $1`, [ownId]);
    expect(row.status).toBe('pending');
  });

  it("lets a super admin reset another admin's password, resolving that admin's pending request", async () => {
    const target = await createUser(t, { role: 'admin', fullName: 'Target Admin' });
    const targetCookie = await sessionFor(t, target);
    const requestId = await fileRequest(t, target);

    const res = await resetAdmin(superCookie, target.id).send({}).expect(200);
    expect(res.body).toEqual({ message: SENT, emailSent: true, emailStatus: 'sent' });
    const password = await temporaryPasswordFor(t, target.email);
    const row = await userRow(target.id);
    expect(await verifyPassword(row.password_hash, password)).toBe(true);
    expect(row.must_change_password).toBe(true);
    await request(t.server).get('/api/me').set('Cookie', targetCookie).expect(401);
    const login = await request(t.server).post('/api/login').send({ username: target.username, password }).expect(200);
    expect(login.body).toMatchObject({ otpSent: true, role: 'admin' });

    const [resolved] = await t.dataSource.query(`SELECT status, resolved_by FROM password_reset_requests WHERE id = $1`, [requestId]);
    expect(resolved).toEqual({ status: 'resolved', resolved_by: superAdmin.id });
    expect(t.logs.join('')).not.toContain(password);
    expect(JSON.stringify(await t.dataSource.query(`SELECT * FROM audit_logs`))).not.toContain(password);

    const otherSuper = await createUser(t, { role: 'super_admin' });
    await resetAdmin(superCookie, otherSuper.id).expect(200);
  });

  it("refuses to reset one's own password (403), a non-admin or unknown user (404) and a body with fields (400)", async () => {
    const before = (await userRow(superAdmin.id)).password_hash;
    const own = await resetAdmin(superCookie, superAdmin.id).expect(403);
    expect(own.body.message).toBe('You cannot reset your own password here');
    expect((await userRow(superAdmin.id)).password_hash).toBe(before);

    const investor = await createUser(t, { role: 'investor' });
    for (const id of [investor.id, UNKNOWN_ID, 'not-a-uuid']) {
      const res = await resetAdmin(superCookie, id).expect(404);
      expect(res.body.message).toBe('User not found');
    }
    expect((await userRow(investor.id)).must_change_password).toBe(false);

    const target = await createUser(t, { role: 'admin' });
    await resetAdmin(superCookie, target.id).send({ password: 'Chosen#123' }).expect(400);
    expect((await userRow(target.id)).must_change_password).toBe(false);
  });
});

describe('admin password resets with SMTP down', () => {
  const t = useTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });

  it('answers emailSent false (queued): the request is resolved and the e-mail waits in the queue for its retries', async () => {
    const adminCookie = await sessionFor(t, await createUser(t, { role: 'admin' }));
    const investor = await createUser(t);
    const requestId = await fileRequest(t, investor);
    const res = await request(t.server)
      .post(`/api/admin/reset-investor-password/${requestId}`)
      .set('Cookie', adminCookie)
      .send({})
      .expect(200);
    expect(res.body).toEqual({ message: NOT_SENT, emailSent: false, emailStatus: 'queued' });
    const [row] = await t.dataSource.query(`SELECT status FROM password_reset_requests WHERE id = $1`, [requestId]);
    expect(row).toEqual({ status: 'resolved' });
    const queued = await t.dataSource.query(`SELECT status, attempts FROM mail_queue WHERE recipient = $1`, [investor.email]);
    expect(queued).toEqual([{ status: 'pending', attempts: 1 }]);
  });

  it('cancels the queued e-mail of an older temporary password when a newer one is set', async () => {
    const superCookie = await sessionFor(t, await createUser(t, { role: 'super_admin' }));
    const target = await createUser(t, { role: 'admin' });
    await request(t.server).post(`/api/admin/reset-admin-password/${target.id}`).set('Cookie', superCookie).expect(200);
    await request(t.server).post(`/api/admin/reset-admin-password/${target.id}`).set('Cookie', superCookie).expect(200);
    const rows = await t.dataSource.query(
      `SELECT status, text_body IS NULL AS no_body FROM mail_queue WHERE recipient = $1 ORDER BY created_at`,
      [target.email],
    );
    expect(rows).toEqual([
      { status: 'cancelled', no_body: true },
      { status: 'pending', no_body: false },
    ]);
  });

  it('answers emailSent false for an admin reset', async () => {
    const superCookie = await sessionFor(t, await createUser(t, { role: 'super_admin' }));
    const target = await createUser(t, { role: 'admin' });
    const res = await request(t.server).post(`/api/admin/reset-admin-password/${target.id}`).set('Cookie', superCookie).expect(200);
    expect(res.body).toEqual({ message: NOT_SENT, emailSent: false, emailStatus: 'queued' });
  });
});
