import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { fakeSmtp, type FakeSmtp } from '../../../test/fake-smtp.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { MailQueue } from '../mail/mail-queue.js';
import { MailService } from '../mail/mail.service.js';
import { JobRunner } from './job-runner.js';

// Issue 20 item 6: background work runs on one job runner (graphile-worker) on the application's
// PostgreSQL. What a self-hoster relies on: a job exists exactly when the change that queued it
// commits; two instances share the work and send each e-mail once; the schedules are registered.

const SESSION_SECRET = 'two-instances-share-this-secret-0123456789';
const waitFor = async (check: () => boolean, ms: number) => {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
};

describe('the job runner', () => {
  let relay: FakeSmtp;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    relay = await fakeSmtp();
    await relay.start();
    a = await createTestApp({ SMTP_URL: relay.url, SESSION_SECRET, JOB_WORKER: 'on' });
    b = await createTestApp({ SMTP_URL: relay.url, SESSION_SECRET, JOB_WORKER: 'on' }, { databaseUrl: a.databaseUrl });
  }, 60_000);
  afterAll(async () => {
    await b.close();
    await a.close();
    await relay.stop();
  });

  const notice = (to: string) => ({
    template: 'test-notice',
    to,
    mail: a.app.get(MailService).render('password-changed', { fullName: to, when: 'now' }),
  });

  it('sends e-mails queued in a committed transaction once each, with two instances running jobs, and never those of a rolled-back one', async () => {
    const queue = a.app.get(MailQueue);
    const kept = Array.from({ length: 30 }, (_, i) => `kept-${i}@example.com`);
    await a.dataSource.transaction((manager) => queue.enqueueRendered(manager, kept.map(notice)));
    await a.dataSource
      .transaction(async (manager) => {
        await queue.enqueueRendered(manager, [notice('rolled-back@example.com')]);
        throw new Error('the change failed');
      })
      .catch(() => {});

    await waitFor(() => relay.received.length >= kept.length, 30_000);
    await new Promise((r) => setTimeout(r, 2500)); // time for a second send, if there were one
    const recipients = relay.received.map((m) => m.to.join(','));
    expect(recipients.sort()).toEqual(kept.sort());
    const rows = await a.dataSource.query(`SELECT status, count(*)::int AS n FROM mail_queue GROUP BY status`);
    expect(rows).toEqual([{ status: 'sent', n: kept.length }]);
  }, 60_000);

  it('registers the schedules: housekeeping every 10 minutes and the mail drain every minute', async () => {
    const known = await a.dataSource.query(`SELECT identifier FROM graphile_worker._private_known_crontabs ORDER BY identifier`);
    expect(known.map((r: { identifier: string }) => r.identifier)).toEqual(expect.arrayContaining(['housekeeping', 'mail-drain']));
  });

  it('runs a job only once it is due: runDue leaves a job for later in the queue', async () => {
    const runner = a.app.get(JobRunner);
    await runner.add(null, 'housekeeping', {}, { jobKey: 'later-housekeeping', runAt: new Date(Date.now() + 3_600_000) });
    await runner.runDue();
    const [later] = await a.dataSource.query(`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE key = 'later-housekeeping'`);
    expect(later.n).toBe(1);
  });
});

describe('the mail drain job', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("runs in the job queue 'mail', one drain at a time, so a long drain leaves the other job slot to notices and digests", async () => {
    const mail = t.app.get(MailService).render('password-changed', { fullName: 'Queue Test', when: 'now' });
    await t.dataSource.transaction((manager) =>
      t.app.get(MailQueue).enqueueRendered(manager, [{ template: 'test-notice', to: 'queue@example.com', mail }]),
    );
    const jobs = await t.dataSource.query(`SELECT queue_name FROM graphile_worker.jobs WHERE task_identifier = 'mail-drain'`);
    expect(jobs).toEqual([{ queue_name: 'mail' }]);
  });
});
