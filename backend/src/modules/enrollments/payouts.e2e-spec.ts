import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { transactionView } from '@fund/contracts/testing';

import { createEnrollment, createScheme } from '../../../test/factories.js';
import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';
import type { User } from '../users/user.entity.js';
import type { Enrollment } from './enrollment.entity.js';

describe('POST /api/payouts', () => {
  const t = useTestApp();
  let admin: string;
  let investor: User;
  let investorCookie: string;
  let enrollment: Enrollment;
  let othersEnrollment: Enrollment;

  beforeAll(async () => {
    admin = await sessionFor(t, await createUser(t, { role: 'admin' }));
    investor = await createUser(t, { role: 'investor' });
    investorCookie = await sessionFor(t, investor);
    const other = await createUser(t, { role: 'investor' });
    const scheme = await createScheme(t);
    enrollment = await createEnrollment(t, { investorId: investor.id, schemeId: scheme.id, totalPayouts: 1000 });
    othersEnrollment = await createEnrollment(t, { investorId: other.id, schemeId: scheme.id, totalPayouts: 0 });
  });

  const pay = (cookie: string, body: Record<string, unknown>) => request(t.server).post('/api/payouts').set('Cookie', cookie).send(body);
  const state = async (id: string) => {
    const [row] = await t.dataSource.query(
      `SELECT total_payouts::int AS "totalPayouts", to_char(next_payout_date, 'YYYY-MM-DD') AS "nextPayoutDate",
              next_payout_amount::int AS "nextPayoutAmount",
              (SELECT count(*)::int FROM activities a WHERE a.investor_id = e.investor_id AND a.category = 'Payout') AS payouts
       FROM enrollments e WHERE id = $1`,
      [id],
    );
    return row as { totalPayouts: number; nextPayoutDate: string | null; nextPayoutAmount: number | null; payouts: number };
  };
  const valid = () => ({ investorId: investor.id, enrollmentId: enrollment.id, payoutAmount: 2500, description: 'Q2 profit distribution' });

  it('adds to totalPayouts, sets the next payout and posts a Payout transaction activity', async () => {
    const before = await state(enrollment.id);
    const res = await pay(admin, { ...valid(), payoutDate: '2025-06-30', nextPayoutDate: '2025-09-30', nextPayoutAmount: 2600 }).expect(
      201,
    );
    expect(res.body.enrollment).toMatchObject({
      id: enrollment.id,
      totalPayouts: before.totalPayouts + 2500,
      nextPayoutDate: '2025-09-30',
      nextPayoutAmount: 2600,
    });
    expect(res.body.activity).toEqual({
      ...transactionView({
        investorId: investor.id,
        schemeId: enrollment.schemeId,
        title: 'Payout',
        content: 'Q2 profit distribution (payout date 2025-06-30)',
        category: 'Payout',
        amount: 2500,
        readAt: null,
        postId: null,
      }),
      id: expect.any(String),
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
    });
    expect(await state(enrollment.id)).toEqual({
      totalPayouts: before.totalPayouts + 2500,
      nextPayoutDate: '2025-09-30',
      nextPayoutAmount: 2600,
      payouts: before.payouts + 1,
    });
  });

  it('defaults the payout date to today and leaves the next payout alone when not given', async () => {
    const before = await state(enrollment.id);
    const res = await pay(admin, valid()).expect(201);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.body.activity.content).toBe(`Q2 profit distribution (payout date ${today})`);
    expect(res.body.enrollment).toMatchObject({ nextPayoutDate: before.nextPayoutDate, nextPayoutAmount: before.nextPayoutAmount });
  });

  it('never loses one of 50 concurrent payouts', async () => {
    const before = await state(enrollment.id);
    const results = await Promise.all(Array.from({ length: 50 }, () => pay(admin, { ...valid(), payoutAmount: 100 })));
    expect(results.every((r) => r.status === 201)).toBe(true);
    const after = await state(enrollment.id);
    expect(after.totalPayouts - before.totalPayouts).toBe(5000);
    expect(after.payouts - before.payouts).toBe(50);
  });

  it('refuses an enrollment of another investor and changes nothing', async () => {
    const before = [await state(enrollment.id), await state(othersEnrollment.id)];
    const res = await pay(admin, { ...valid(), enrollmentId: othersEnrollment.id });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('This enrollment does not belong to the selected investor');
    const unknown = await pay(admin, { ...valid(), enrollmentId: randomUUID() });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Enrollment not found');
    expect([await state(enrollment.id), await state(othersEnrollment.id)]).toEqual(before);
  });

  it('validates with the spec messages, one by one', async () => {
    const before = await state(enrollment.id);
    const without = (key: string) => Object.fromEntries(Object.entries(valid()).filter(([k]) => k !== key));
    const cases: [Record<string, unknown>, string][] = [
      [without('investorId'), 'Investor is required'],
      [without('enrollmentId'), 'Enrollment is required'],
      [without('payoutAmount'), 'Payout amount must be greater than 0'],
      [{ ...valid(), payoutAmount: 0 }, 'Payout amount must be greater than 0'],
      [{ ...valid(), payoutAmount: -5 }, 'Payout amount must be greater than 0'],
      [{ ...valid(), payoutAmount: 10.5 }, 'Payout amount must be a whole number'],
      [{ ...valid(), payoutDate: '' }, 'Payout date is required'],
      [{ ...valid(), payoutDate: null }, 'Payout date is required'],
      [{ ...valid(), payoutDate: '2025-02-30' }, 'Payout date must be a date (YYYY-MM-DD)'],
      [without('description'), 'Description is required'],
      [{ ...valid(), description: '   ' }, 'Description is required'],
      [{ ...valid(), nextPayoutDate: '30/09/2025' }, 'Next payout date must be a date (YYYY-MM-DD)'],
      [{ ...valid(), nextPayoutAmount: -1 }, 'Next payout amount must be at least 0'],
      [{ ...valid(), schemeId: randomUUID() }, 'property schemeId should not exist'],
    ];
    for (const [body, message] of cases) {
      const res = await pay(admin, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await state(enrollment.id)).toEqual(before);
  });

  it('is for admins: 401 without a session, 403 for an investor, even for their own enrollment', async () => {
    const before = await state(enrollment.id);
    await request(t.server).post('/api/payouts').send(valid()).expect(401);
    await pay(investorCookie, valid()).expect(403);
    expect(await state(enrollment.id)).toEqual(before);
  });
});
