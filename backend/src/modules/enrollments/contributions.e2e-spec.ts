import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { createEnrollment, createScheme } from '../../../test/factories.js';
import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';
import { EnrollmentContributions1796700000000 } from '../../database/migrations/1796700000000-enrollment-contributions.js';
import type { User } from '../users/user.entity.js';

// Issue 19 item 2: every enrollment is money paid in, on record as a Contribution transaction activity
// for the invested amount on the enrollment date, written in the enrollment's own transaction; the
// enrollments made before get theirs from migration 1796700000000. Money figures read the enrollments,
// so a contribution changes none of them.

describe('contributions on record', () => {
  const t = useTestApp();
  let adminCookie: string;

  beforeAll(async () => {
    adminCookie = await sessionFor(t, await createUser(t, { role: 'admin' }));
  });

  const enroll = (body: Record<string, unknown>, key?: string) => {
    const req = request(t.server).post('/api/enrollments').set('Cookie', adminCookie);
    return (key ? req.set('Idempotency-Key', key) : req).send(body);
  };
  const transactions = async (investor: User) => {
    const cookie = await sessionFor(t, investor);
    const res = await request(t.server).get(`/api/activities/${investor.id}?type=transaction`).set('Cookie', cookie).expect(200);
    return res.body as Record<string, unknown>[];
  };
  const contributionRows = (investorId: string) =>
    t.dataSource.query(
      `SELECT a.investor_id, a.scheme_id, a.amount::int AS amount, a.title, a.content, a.created_at = e.enrolled_at AS on_enrollment_date
         FROM activities a JOIN enrollments e ON e.investor_id = a.investor_id AND e.scheme_id = a.scheme_id
        WHERE a.investor_id = $1 AND a.category = 'Contribution' ORDER BY a.created_at`,
      [investorId],
    );

  it('enrolling writes one Contribution for the invested amount on the enrollment date, which the investor reads as money paid', async () => {
    const investor = await createUser(t, { role: 'investor', fullName: 'Noor Rahman' });
    const scheme = await createScheme(t, { name: 'Gulf Trade Finance', minimumInvestment: 10000 });
    const res = await enroll({ investorId: investor.id, schemeId: scheme.id, investmentAmount: 30000, currentValue: 29000 }).expect(201);

    const feed = await transactions(investor);
    expect(feed).toEqual([
      {
        id: expect.any(String),
        type: 'transaction',
        investorId: investor.id,
        schemeName: 'Gulf Trade Finance',
        title: 'Contribution',
        content: `Investment in Gulf Trade Finance (enrollment date ${res.body.enrolledAt.slice(0, 10)})`,
        createdAt: res.body.enrolledAt,
        category: 'Contribution',
        amount: 30000,
        url: null,
        documentUrl: null,
        documentName: null,
        documentType: null,
        documentSize: null,
        schemeId: scheme.id,
        assetId: null,
        netProfits: null,
        readAt: null,
        postId: null,
      },
    ]);
    expect(await contributionRows(investor.id)).toEqual([
      expect.objectContaining({ investor_id: investor.id, scheme_id: scheme.id, amount: 30000, on_enrollment_date: true }),
    ]);
    // The audit row of the enrollment names its contribution.
    const [audit] = await t.dataSource.query(
      `SELECT action_details FROM audit_logs WHERE action = 'ENROLLMENT_CREATED' AND action_details LIKE $1`,
      [`%${res.body.id}%`],
    );
    expect(audit.action_details).toContain(`contribution activity ${feed[0].id}`);
  });

  it('a refused enrollment writes no contribution, and a replayed Idempotency-Key writes none more', async () => {
    const investor = await createUser(t, { role: 'investor' });
    const scheme = await createScheme(t, { minimumInvestment: 50000 });
    await enroll({ investorId: investor.id, schemeId: scheme.id, investmentAmount: 49999 }).expect(422);
    expect(await contributionRows(investor.id)).toEqual([]);

    const key = randomUUID();
    const body = { investorId: investor.id, schemeId: scheme.id, investmentAmount: 60000 };
    const first = await enroll(body, key).expect(201);
    const replay = await enroll(body, key).expect(201);
    expect(replay.body).toEqual(first.body);
    await enroll(body).expect(409);
    expect(await contributionRows(investor.id)).toEqual([expect.objectContaining({ amount: 60000, scheme_id: scheme.id })]);
  });

  it("leaves every money figure as the enrollments make it: invested, value, payouts and the admin's metrics", async () => {
    const investor = await createUser(t, { role: 'investor' });
    const scheme = await createScheme(t, { minimumInvestment: 1000 });
    const res = await enroll({ investorId: investor.id, schemeId: scheme.id, investmentAmount: 40000, currentValue: 41000 }).expect(201);
    await request(t.server)
      .post('/api/payouts')
      .set('Cookie', adminCookie)
      .send({
        investorId: investor.id,
        enrollmentId: res.body.id,
        payoutAmount: 1200,
        description: 'Q3 distribution',
        payoutDate: '2026-09-30',
      })
      .expect(201);

    expect((await transactions(investor)).map((a) => [a.category, a.amount])).toEqual([
      ['Payout', 1200],
      ['Contribution', 40000],
    ]);
    const cookie = await sessionFor(t, investor);
    const [card] = (await request(t.server).get(`/api/investments/${investor.id}`).set('Cookie', cookie).expect(200)).body;
    expect(card).toMatchObject({ investmentAmount: 40000, currentValue: 41000, totalPayouts: 1200, returnPercentage: 2.5 });
    const detail = (await request(t.server).get(`/api/investments/${investor.id}/${scheme.id}`).set('Cookie', cookie).expect(200)).body;
    expect(detail).toMatchObject({ enrollment: { investmentAmount: 40000, currentValue: 41000, totalPayouts: 1200 }, activitiesTotal: 2 });
    const details = (await request(t.server).get(`/api/admin/investors/${investor.id}/details`).set('Cookie', adminCookie).expect(200))
      .body;
    expect(details.metrics).toMatchObject({ totalInvested: 40000, currentValue: 41000, totalReturn: 1000, totalPayouts: 1200 });
  });

  it('the migration gives each earlier enrollment one contribution on its enrollment date, once, and leaves the figures alone', async () => {
    const investor = await createUser(t, { role: 'investor' });
    const scheme = await createScheme(t, { name: 'Ijara Logistics Park', minimumInvestment: 1000 });
    const other = await createScheme(t, { minimumInvestment: 1000 });
    const enrolledAt = new Date('2025-03-14T09:30:00.000Z');
    await createEnrollment(t, {
      investorId: investor.id,
      schemeId: scheme.id,
      investmentAmount: 75000,
      currentValue: 80000,
      totalPayouts: 500,
      enrolledAt,
    });
    // An enrollment whose contribution an admin already posted by hand keeps that one alone.
    await createEnrollment(t, { investorId: investor.id, schemeId: other.id, investmentAmount: 5000 });
    await request(t.server)
      .post('/api/activities')
      .set('Cookie', adminCookie)
      .send({
        type: 'transaction',
        investorId: investor.id,
        schemeId: other.id,
        category: 'Contribution',
        title: 'Subscription',
        content: 'Paid by wire',
        amount: 5000,
      })
      .expect(201);
    const details = async () =>
      (await request(t.server).get(`/api/admin/investors/${investor.id}/details`).set('Cookie', adminCookie).expect(200)).body.metrics;
    const before = await details();

    const runner = t.dataSource.createQueryRunner();
    try {
      const migration = new EnrollmentContributions1796700000000();
      await migration.up(runner);
      await migration.up(runner);
    } finally {
      await runner.release();
    }

    const feed = await transactions(investor);
    expect(feed.map((a) => [a.title, a.schemeId, a.amount])).toEqual([
      ['Subscription', other.id, 5000],
      ['Contribution', scheme.id, 75000],
    ]);
    expect(feed[1]).toMatchObject({
      type: 'transaction',
      category: 'Contribution',
      content: 'Investment in Ijara Logistics Park (enrollment date 2025-03-14)',
      createdAt: enrolledAt.toISOString(),
      url: null,
      documentUrl: null,
      assetId: null,
      netProfits: null,
    });
    expect(await details()).toEqual(before);
  });
});
