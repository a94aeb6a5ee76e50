import { describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { createScheme } from '../../../test/factories.js';
import { createTestApp, createUser, sessionFor, useTestApp } from '../../../test/test-app.js';
import { JobRunner } from '../../common/jobs/job-runner.js';

// "Load demo data" on the empty dashboard (issue 21 item 3): the demo seed as a background job.

interface Status {
  state: string;
  step: string | null;
  done: number;
  total: number;
  error: string | null;
}

describe('POST /api/admin/demo-data (the demo seed as a background job)', () => {
  const t = useTestApp();

  it('is for super admins only', async () => {
    const admin = await sessionFor(t, await createUser(t, { role: 'admin' }));
    expect((await request(t.server).post('/api/admin/demo-data').set('Cookie', admin)).status).toBe(403);
    expect((await request(t.server).get('/api/admin/demo-data').set('Cookie', admin)).status).toBe(403);
  });

  it('refuses with 409 when the fund has investors, and queues nothing', async () => {
    const other = await createTestApp();
    try {
      const superAdmin = await sessionFor(other, await createUser(other, { role: 'super_admin' }));
      await createUser(other, { role: 'investor' });
      const res = await request(other.server).post('/api/admin/demo-data').set('Cookie', superAdmin);
      expect({ status: res.status, body: res.body }).toEqual({
        status: 409,
        body: {
          statusCode: 409,
          message: 'The fund already has investors or schemes: demo data only fills an empty install',
          error: 'Conflict',
        },
      });
      const status = await request(other.server).get('/api/admin/demo-data').set('Cookie', superAdmin).expect(200);
      expect(status.body).toMatchObject({ state: 'none', done: 0, total: 0 });
      expect(
        await other.dataSource.query(`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'demo-data'`),
      ).toEqual([{ n: 0 }]);
    } finally {
      await other.close();
    }
  });

  it('refuses with 409 when the fund has a scheme but no investor yet (a real fund begun), and queues nothing', async () => {
    const other = await createTestApp();
    try {
      const superAdmin = await sessionFor(other, await createUser(other, { role: 'super_admin' }));
      await createScheme(other);
      const res = await request(other.server).post('/api/admin/demo-data').set('Cookie', superAdmin);
      expect({ status: res.status, message: res.body.message }).toEqual({
        status: 409,
        message: 'The fund already has investors or schemes: demo data only fills an empty install',
      });
      expect(
        await other.dataSource.query(`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'demo-data'`),
      ).toEqual([{ n: 0 }]);
    } finally {
      await other.close();
    }
  });

  it('gives up a run that stopped moving (its server stopped mid-way) and lets the super admin start again', async () => {
    const other = await createTestApp();
    try {
      const owner = await createUser(other, { role: 'super_admin' });
      const cookie = await sessionFor(other, owner);
      await other.dataSource.query(
        `INSERT INTO demo_data_runs (status, step, done, total, requested_by, updated_at) VALUES ('running', 'Investors (3 of 40)', 5, 48, $1, now() - interval '11 minutes')`,
        [owner.id],
      );
      const status = await request(other.server).get('/api/admin/demo-data').set('Cookie', cookie).expect(200);
      expect(status.body).toMatchObject({
        state: 'failed',
        error: 'Loading stopped without finishing (the server stopped, or no instance runs background jobs). Try again.',
      });
      expect((await request(other.server).post('/api/admin/demo-data').set('Cookie', cookie)).status).toBe(202);
    } finally {
      await other.close();
    }
  });

  it('loads the demo fund in the background with progress to poll, audited as DEMO_DATA_LOADED, once', async () => {
    const owner = await createUser(t, { role: 'super_admin', fullName: 'Amina Rahman' });
    const cookie = await sessionFor(t, owner);
    const status = async () => (await request(t.server).get('/api/admin/demo-data').set('Cookie', cookie).expect(200)).body as Status;

    // Someone's lockout from before (a real account's counter): the seed must leave it.
    await t.dataSource.query(
      `INSERT INTO rate_limit_counters (key, hits, reset_at) VALUES ('login:user:someone-locked-out', 30, now() + interval '1 hour')`,
    );

    const started = await request(t.server).post('/api/admin/demo-data').set('Cookie', cookie);
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ state: 'queued', done: 0 });
    // A second click while it is queued: refused, one run only.
    const twice = await request(t.server).post('/api/admin/demo-data').set('Cookie', cookie);
    expect({ status: twice.status, message: twice.body.message }).toEqual({ status: 409, message: 'Demo data is already being loaded' });

    // The job runs while the dashboard polls.
    const seen: Status[] = [];
    let finished = false;
    const job = t.app
      .get(JobRunner)
      .runDue()
      .finally(() => (finished = true));
    while (!finished) {
      seen.push(await status());
      await new Promise((r) => setTimeout(r, 300));
    }
    await job;
    const end = await status();
    expect(end).toMatchObject({ state: 'done', error: null, done: end.total });
    const during = seen.filter((s) => s.state === 'running' && s.total > 0);
    expect(during.length).toBeGreaterThan(0);
    expect(during.some((s) => /^Investors \(\d+ of 40\)$/.test(s.step ?? '') && s.done < s.total)).toBe(true);
    // Progress only moves forward.
    expect(during.map((s) => s.done)).toEqual([...during.map((s) => s.done)].sort((a, b) => a - b));
    expect(end.total).toBeGreaterThan(40);
    expect(
      await t.dataSource.query(`SELECT count(*)::int AS n, count(DISTINCT full_name)::int AS names FROM users WHERE role = 'investor'`),
    ).toEqual([{ n: 40, names: 40 }]);
    // Issue 24: the Sharia layer is there at once: a board, a certificate per scheme (one expiring in 20 days),
    // purification shares, zakat settings and some investors' zakat days.
    const board = (await request(t.server).get('/api/sharia/board').set('Cookie', cookie).expect(200)).body as { fullName: string }[];
    expect(board.map((m) => m.fullName)).toEqual(['Sheikh Dr. Hamza Al-Rashid', 'Dr. Mariam Al-Suwaidi', 'Sheikh Idris Bello']);
    const badges = (await request(t.server).get('/api/sharia/schemes').set('Cookie', cookie).expect(200)).body as {
      schemeName: string;
      status: string;
      daysLeft: number;
    }[];
    expect(badges).toHaveLength(9);
    expect(badges.filter((b) => b.status === 'expiring').map((b) => [b.schemeName, b.daysLeft])).toEqual([['Riyadh Logistics Park', 20]]);
    expect(badges.every((b) => b.status !== 'expired' && b.status !== 'none')).toBe(true);
    expect(
      await t.dataSource.query(
        `SELECT (SELECT count(*) FROM purification_rates)::int AS rates, (SELECT count(*) FROM nisab_prices)::int AS prices,
           (SELECT count(*) FROM sharia_reports)::int AS reports, (SELECT count(*) FROM users WHERE zakat_hijri_month IS NOT NULL)::int AS zakat_days,
           (SELECT count(*) FROM payout_purifications WHERE amount > 0)::int > 0 AS purified`,
      ),
    ).toEqual([{ rates: 8, prices: 2, reports: 1, zakat_days: 14, purified: true }]);
    const audit = await t.dataSource.query(`SELECT user_id, action_details FROM audit_logs WHERE action = 'DEMO_DATA_LOADED'`);
    expect(audit).toEqual([{ user_id: owner.id, action_details: expect.stringMatching(/^Demo data loaded in \d+ s: 40 investors/) }]);
    // The seed acted as the super admin who asked: the 40 approvals are theirs in the audit log.
    expect(
      await t.dataSource.query(`SELECT count(*)::int AS n FROM audit_logs WHERE action = 'KYC_APPROVED' AND user_id = $1`, [owner.id]),
    ).toEqual([{ n: 40 }]);

    expect(await t.dataSource.query(`SELECT hits FROM rate_limit_counters WHERE key = 'login:user:someone-locked-out'`)).toEqual([
      { hits: 30 },
    ]);
    // Inside a running install the demo accounts' passwords are nobody's: README's do not open them.
    const [{ username }] = await t.dataSource.query(`SELECT username FROM users WHERE role = 'investor' ORDER BY username LIMIT 1`);
    expect((await request(t.server).post('/api/login').send({ username, password: 'Demo#Investor2026' })).status).toBe(401);
    expect((await request(t.server).post('/api/login').send({ username: 'yusuf.karim', password: 'Operations#2026' })).status).toBe(401);

    const again = await request(t.server).post('/api/admin/demo-data').set('Cookie', cookie);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('The fund already has investors or schemes: demo data only fills an empty install');
  }, 600_000);
});
