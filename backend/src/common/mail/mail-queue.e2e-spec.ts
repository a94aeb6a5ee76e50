import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { createKycApplication } from '../../../test/factories.js';
import { fakeSmtp, freePort, type FakeSmtp } from '../../../test/fake-smtp.js';
import { textPart } from '../../../test/outbox.js';
import { createTestApp, createUser, sessionFor, TEST_PASSWORD, type TestApp } from '../../../test/test-app.js';
import { MailDrain } from '../../modules/ops/mail-drain.js';

const textOf = (data: string) => textPart(data.replace(/\r\n/g, '\n'));

describe('a relay that confirms a message after 6 s', () => {
  let relay: FakeSmtp;
  let t: TestApp;
  beforeAll(async () => {
    relay = await fakeSmtp({ confirmAfterMs: 6000 });
    t = await createTestApp({ SMTP_URL: relay.url });
  });
  afterAll(async () => {
    await t.close();
    await relay.stop();
  });

  it('has delivered the invitation, and the API says it was sent', async () => {
    const cookie = await sessionFor(t, await createUser(t, { role: 'admin' }));
    const res = await request(t.server)
      .post('/api/admin/invitations')
      .set('Cookie', cookie)
      .send({ email: 'slow@example.com', fullName: 'Slow Relay' })
      .expect(201);
    expect(res.body).toMatchObject({ emailSent: true, emailStatus: 'sent' });
    const mails = relay.received.filter((m) => m.to.includes('slow@example.com'));
    expect(mails).toHaveLength(1);
    expect(textOf(mails[0].data)).toContain(res.body.inviteLink);
  }, 30_000);

  it('has delivered the login code, and the login goes on to the code step', async () => {
    const user = await createUser(t);
    const agent = request.agent(t.server);
    const res = await agent.post('/api/login').send({ username: user.username, password: TEST_PASSWORD }).expect(200);
    expect(res.body).toMatchObject({ otpSent: true, userId: user.id });
    const mail = relay.received.filter((m) => m.to.includes(user.email)).at(-1);
    const code = /Your login code is (\d{6})/.exec(textOf(mail!.data))![1];
    const verify = await agent.post('/api/verify-otp').send({ userId: user.id, otpCode: code }).expect(200);
    expect(verify.body).toMatchObject({ role: 'investor', id: user.id });
  }, 30_000);
});

describe('with the relay down at first', () => {
  let relay: FakeSmtp;
  let t: TestApp;
  let superAdmin: string;
  beforeAll(async () => {
    relay = await fakeSmtp({ port: await freePort(), listening: false });
    t = await createTestApp({ SMTP_URL: relay.url });
    superAdmin = await sessionFor(t, await createUser(t, { role: 'super_admin' }));
  });
  afterAll(async () => {
    await t.close();
    await relay.stop();
  });

  /** The retry is due now: time moved on with SQL instead of waiting for the backoff. */
  const makeDue = () => t.dataSource.query(`UPDATE mail_queue SET next_attempt_at = now() WHERE status = 'pending'`);
  const queueList = async (status: string) =>
    (await request(t.server).get(`/api/admin/mail-queue?status=${status}`).set('Cookie', superAdmin).expect(200)).body as Record<
      string,
      unknown
    >[];

  it('answers the invitation queued, shows it pending to a super admin, and delivers it once after a retry', async () => {
    const admin = await sessionFor(t, await createUser(t, { role: 'admin' }));
    const res = await request(t.server)
      .post('/api/admin/invitations')
      .set('Cookie', admin)
      .send({ email: 'later@example.com', fullName: 'Later' })
      .expect(201);
    expect(res.body).toMatchObject({ emailSent: false, emailStatus: 'queued' });

    const [pending] = (await queueList('pending')).filter((m) => m.recipient === 'later@example.com');
    expect(pending).toEqual({
      id: expect.any(String),
      recipient: 'later@example.com',
      subject: 'You are invited to the Sharia Fund Platform back office',
      status: 'pending',
      attempts: 1,
      lastError: expect.stringContaining('ECONNREFUSED'),
      nextAttemptAt: expect.any(String),
      createdAt: expect.any(String),
      sentAt: null,
    });
    // Retries back off: the next one is not due at once.
    expect(Date.parse(pending.nextAttemptAt as string)).toBeGreaterThan(Date.parse(pending.createdAt as string));

    await relay.start();
    await makeDue();
    expect(await t.app.get(MailDrain).run()).toMatchObject({ sent: 1 });
    await makeDue();
    await t.app.get(MailDrain).run();
    const mails = relay.received.filter((m) => m.to.includes('later@example.com'));
    expect(mails).toHaveLength(1);
    expect(textOf(mails[0].data)).toContain(res.body.inviteLink);
    expect((await queueList('pending')).filter((m) => m.recipient === 'later@example.com')).toEqual([]);
    const [sent] = (await queueList('sent')).filter((m) => m.recipient === 'later@example.com');
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null, nextAttemptAt: null, sentAt: expect.any(String) });
    // Delivered, the body (here the invitation link) is not kept.
    const [row] = await t.dataSource.query(`SELECT text_body, html_body FROM mail_queue WHERE id = $1`, [sent.id]);
    expect(row).toEqual({ text_body: null, html_body: null });
    await relay.stop();
  });

  it('gives a temporary password up after a day of failures: failed for the super admin, no body kept', async () => {
    const target = await createUser(t, { role: 'admin' });
    const res = await request(t.server).post(`/api/admin/reset-admin-password/${target.id}`).set('Cookie', superAdmin).expect(200);
    expect(res.body).toEqual({
      message: 'Password reset. The e-mail with the temporary password could not be sent yet; it will be retried for a day.',
      emailSent: false,
      emailStatus: 'queued',
    });
    await t.dataSource.query(
      `UPDATE mail_queue SET created_at = created_at - interval '1 day', next_attempt_at = now() WHERE recipient = $1`,
      [target.email],
    );
    expect(await t.app.get(MailDrain).run()).toMatchObject({ failed: 1 });

    const failed = (await queueList('failed')).filter((m) => m.recipient === target.email);
    expect(failed).toEqual([
      expect.objectContaining({
        subject: 'Your Sharia Fund Platform password was reset',
        status: 'failed',
        attempts: 2,
        lastError: expect.stringContaining('ECONNREFUSED'),
        nextAttemptAt: null,
      }),
    ]);
    expect(Object.keys(failed[0]).sort()).toEqual([
      'attempts',
      'createdAt',
      'id',
      'lastError',
      'nextAttemptAt',
      'recipient',
      'sentAt',
      'status',
      'subject',
    ]);
    const [row] = await t.dataSource.query(`SELECT text_body, html_body FROM mail_queue WHERE id = $1`, [failed[0].id]);
    expect(row).toEqual({ text_body: null, html_body: null });
    // Given up, it is not tried again even when the relay is back.
    await relay.start();
    await makeDue();
    await t.app.get(MailDrain).run();
    expect(relay.received.filter((m) => m.to.includes(target.email))).toEqual([]);
    await relay.stop();
  });

  it('never delivers a password that stopped working: a disable or a deletion cancels the pending temporary password or credentials', async () => {
    const admin = await sessionFor(t, await createUser(t, { role: 'admin' }));
    // A temporary password queued for an admin, who is then disabled.
    const disabled = await createUser(t, { role: 'admin' });
    await request(t.server).post(`/api/admin/reset-admin-password/${disabled.id}`).set('Cookie', superAdmin).expect(200);
    // Credentials queued for a new investor, who is then deleted.
    const application = await createKycApplication(t, {
      status: 'approved',
      email: 'gone.investor@example.com',
      fullName: 'Gone Investor',
    });
    const created = await request(t.server)
      .post(`/api/kyc/${application.id}/create-credentials`)
      .set('Cookie', admin)
      .send({ username: 'gone.investor', password: 'Welcome#2030' })
      .expect(201);
    expect(created.body).toMatchObject({ emailStatus: 'queued' });
    // A temporary password queued for an admin, who then sets a password of their own.
    const changer = await createUser(t, { role: 'admin' });
    await request(t.server).post(`/api/admin/reset-admin-password/${changer.id}`).set('Cookie', superAdmin).expect(200);
    const recipients = [disabled.email, 'gone.investor@example.com', changer.email];
    const statusOf = async () =>
      Object.fromEntries(
        (
          (await t.dataSource.query(
            `SELECT recipient, status, text_body IS NULL AND html_body IS NULL AS bodiless FROM mail_queue
           WHERE recipient = ANY($1) AND template IN ('temporary-password', 'investor-credentials')`,
            [recipients],
          )) as {
            recipient: string;
            status: string;
            bodiless: boolean;
          }[]
        ).map((r) => [r.recipient, `${r.status}${r.bodiless ? '' : ' with body'}`]),
      );
    expect(await statusOf()).toEqual(Object.fromEntries(recipients.map((r) => [r, 'pending with body'])));

    await request(t.server).patch(`/api/users/${disabled.id}/status`).set('Cookie', superAdmin).send({ status: 'disabled' }).expect(200);
    await request(t.server).delete(`/api/users/${created.body.investorId}`).set('Cookie', admin).expect(200);
    // Signed in with the temporary password (a session made here), the admin must change it first.
    const changerCookie = await sessionFor(t, changer);
    await request(t.server)
      .post('/api/change-password')
      .set('Cookie', changerCookie)
      .send({ newPassword: 'An0ther#Secret-2030' })
      .expect(200);
    expect(await statusOf()).toEqual(Object.fromEntries(recipients.map((r) => [r, 'cancelled'])));

    await relay.start();
    await makeDue();
    await t.app.get(MailDrain).run();
    // Only the notice of the changed password (no password in it) reaches them.
    const delivered = relay.received.filter((m) => recipients.some((r) => m.to.includes(r)));
    await relay.stop();
    expect(delivered.map((m) => [m.to, /^Subject: (.*)$/m.exec(m.data)?.[1]])).toEqual([
      [[changer.email], 'Your Sharia Fund Platform password was changed'],
    ]);
  });

  it('still tells a user at once that the login code could not be sent, and queues nothing', async () => {
    const user = await createUser(t);
    const res = await request(t.server).post('/api/login').send({ username: user.username, password: TEST_PASSWORD }).expect(503);
    expect(res.body).toMatchObject({
      statusCode: 503,
      message: 'We could not send your login code. Please try again later.',
      error: 'Service Unavailable',
    });
    expect(await t.dataSource.query(`SELECT id FROM mail_queue WHERE recipient = $1`, [user.email])).toEqual([]);
  });

  it('lists with the list conventions and refuses an unknown status', async () => {
    const res = await request(t.server).get('/api/admin/mail-queue?range=[0,0]').set('Cookie', superAdmin).expect(200);
    expect(res.headers['content-range']).toMatch(/^mail-queue 0-0\/\d+$/);
    const bad = await request(t.server).get('/api/admin/mail-queue?status=lost').set('Cookie', superAdmin).expect(400);
    expect(bad.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('is for super admins only: 401 without a session, 403 to an admin and an investor', async () => {
    await request(t.server).get('/api/admin/mail-queue').expect(401);
    const admin = await sessionFor(t, await createUser(t, { role: 'admin' }));
    const refused = await request(t.server).get('/api/admin/mail-queue?status=failed').set('Cookie', admin).expect(403);
    expect(refused.body).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    const investor = await sessionFor(t, await createUser(t));
    await request(t.server).get('/api/admin/mail-queue').set('Cookie', investor).expect(403);
  });
});

describe('two app instances draining one queue', () => {
  let relay: FakeSmtp;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // A relay slow enough that both drains are under way at once.
    relay = await fakeSmtp({ port: await freePort(), listening: false, confirmAfterMs: 200 });
    a = await createTestApp({ SMTP_URL: relay.url });
    b = await createTestApp({ SMTP_URL: relay.url }, { databaseUrl: a.databaseUrl });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await relay.stop();
  });

  it('deliver each e-mail exactly once', async () => {
    const admin = await sessionFor(a, await createUser(a, { role: 'admin' }));
    const emails = Array.from({ length: 6 }, (_, i) => `pair${i}@example.com`);
    for (const email of emails) {
      const res = await request(a.server).post('/api/admin/invitations').set('Cookie', admin).send({ email, fullName: 'Pair' }).expect(201);
      expect(res.body.emailStatus).toBe('queued');
    }
    await relay.start();
    await a.dataSource.query(`UPDATE mail_queue SET next_attempt_at = now() WHERE status = 'pending'`);
    const reports = await Promise.all([
      a.app.get(MailDrain).run(),
      b.app.get(MailDrain).run(),
      a.app.get(MailDrain).run(),
      b.app.get(MailDrain).run(),
    ]);
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(emails.length);
    expect(relay.received.flatMap((m) => m.to).sort()).toEqual(emails.sort());
    const rows = await a.dataSource.query(`SELECT status, attempts FROM mail_queue`);
    expect(rows).toEqual(emails.map(() => ({ status: 'sent', attempts: 2 })));
  });

  it('holds one e-mail at a time while the relay is slow, so no lease runs out before its send starts', async () => {
    await a.dataSource.query(`DELETE FROM mail_queue`);
    await relay.stop();
    const admin = await sessionFor(a, await createUser(a, { role: 'admin' }));
    for (const email of ['slow0@example.com', 'slow1@example.com', 'slow2@example.com']) {
      await request(a.server).post('/api/admin/invitations').set('Cookie', admin).send({ email, fullName: 'Slow' }).expect(201);
    }
    await relay.start();
    await a.dataSource.query(`UPDATE mail_queue SET next_attempt_at = now() WHERE status = 'pending'`);
    const draining = a.app.get(MailDrain).run();
    // While the first e-mail is with the relay (it answers after 200 ms), the other two are not claimed:
    // claimed with it, their leases would run while they waited, and another drain could take them again.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const [{ held }] = await a.dataSource.query(
      `SELECT count(*)::int AS held FROM mail_queue WHERE status = 'pending' AND next_attempt_at > now() + interval '10 minutes'`,
    );
    expect(held).toBe(1);
    expect((await draining).sent).toBe(3);
    expect(relay.received.filter((m) => m.to.some((to) => to.startsWith('slow'))).length).toBe(3);
  });
});
