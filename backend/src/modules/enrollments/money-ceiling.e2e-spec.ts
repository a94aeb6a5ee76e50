import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { MAX_MONEY_AMOUNT } from '@fund/contracts';

import { createEnrollment, createScheme } from '../../../test/factories.js';
import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';
import type { Scheme } from '../schemes/scheme.entity.js';
import type { User } from '../users/user.entity.js';

// Money is whole units in bigint columns and a JSON number on the wire: every amount and every running
// total stays at or below MAX_MONEY_AMOUNT, far inside the integers a JSON number carries exactly.
describe('money ceiling', () => {
  const t = useTestApp();
  let admin: string;
  let investor: User;
  let scheme: Scheme;

  beforeAll(async () => {
    admin = await sessionFor(t, await createUser(t, { role: 'admin' }));
    investor = await createUser(t, { role: 'investor' });
    scheme = await createScheme(t, { minimumInvestment: 0 });
  });

  const post = (path: string, body: Record<string, unknown>) => request(t.server).post(path).set('Cookie', admin).send(body);

  it('is far below 2^53', () => {
    expect(MAX_MONEY_AMOUNT).toBe(1_000_000_000_000);
    expect(MAX_MONEY_AMOUNT * 1000).toBeLessThan(Number.MAX_SAFE_INTEGER);
  });

  it('refuses an investment, a current value or a payout above the ceiling', async () => {
    const enrol = await post('/api/enrollments', { investorId: investor.id, schemeId: scheme.id, investmentAmount: MAX_MONEY_AMOUNT + 1 });
    expect(enrol.status).toBe(400);
    expect(enrol.body.message).toBe('Investment amount is too large');
    const value = await post('/api/enrollments', {
      investorId: investor.id,
      schemeId: scheme.id,
      investmentAmount: 10,
      currentValue: 2 ** 53 + 2,
    });
    expect(value.status).toBe(400);
    const enrollment = await createEnrollment(t, { investorId: investor.id, schemeId: scheme.id });
    const payout = await post('/api/payouts', {
      investorId: investor.id,
      enrollmentId: enrollment.id,
      payoutAmount: MAX_MONEY_AMOUNT + 1,
      description: 'Too much',
    });
    expect(payout.status).toBe(400);
    expect(payout.body.message).toBe('Payout amount is too large');
  });

  it('refuses a payout that would take the total past the ceiling and changes nothing', async () => {
    const other = await createScheme(t, { minimumInvestment: 0 });
    const enrollment = await createEnrollment(t, { investorId: investor.id, schemeId: other.id, totalPayouts: MAX_MONEY_AMOUNT - 10 });
    const body = { investorId: investor.id, enrollmentId: enrollment.id, payoutAmount: 11, description: 'Last straw' };
    const res = await post('/api/payouts', body);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Total payouts would exceed 1,000,000,000,000');
    const [row] = await t.dataSource.query(
      `SELECT total_payouts::text AS total, (SELECT count(*)::int FROM activities WHERE scheme_id = $2) AS activities
       FROM enrollments WHERE id = $1`,
      [enrollment.id, other.id],
    );
    expect(row).toEqual({ total: String(MAX_MONEY_AMOUNT - 10), activities: 0 });
    const exact = await post('/api/payouts', { ...body, payoutAmount: 10 });
    expect(exact.status).toBe(201);
    expect(exact.body.enrollment.totalPayouts).toBe(MAX_MONEY_AMOUNT);
  });

  it('refuses a transaction activity, a scheme minimum and asset values above the ceiling', async () => {
    const activity = await post('/api/activities', {
      type: 'transaction',
      investorId: investor.id,
      schemeId: scheme.id,
      title: 'Deposit',
      content: 'Too large',
      category: 'Contribution',
      amount: MAX_MONEY_AMOUNT + 1,
    });
    expect(activity.status).toBe(400);
    expect(activity.body.message).toBe('Amount is too large');

    const patch = await request(t.server)
      .patch(`/api/schemes/${scheme.id}`)
      .set('Cookie', admin)
      .send({ minimumInvestment: MAX_MONEY_AMOUNT + 1 });
    expect(patch.status).toBe(400);
    expect(patch.body.message).toBe('Minimum investment must be a whole number from 0 to 1,000,000,000,000');

    const asset = await post('/api/admin/assets', {
      name: 'Tower',
      address: '1 Main Street, London',
      propertyType: 'Commercial',
      purchaseValue: MAX_MONEY_AMOUNT + 1,
    });
    expect(asset.status).toBe(400);
    expect(asset.body.message).toBe('Purchase value must be a whole number from 0 to 1,000,000,000,000');
  });

  it('the database refuses any stored amount beyond the ceiling, whoever writes it', async () => {
    const other = await createScheme(t, { minimumInvestment: 0 });
    const enrollment = await createEnrollment(t, { investorId: investor.id, schemeId: other.id });
    // An import or a manual fix past the API: a value that JSON could not carry exactly never gets stored.
    await expect(
      t.dataSource.query(`UPDATE enrollments SET total_payouts = 9007199254740993 WHERE id = $1`, [enrollment.id]),
    ).rejects.toThrow(/enrollments_total_payouts_check/);
    await expect(
      t.dataSource.query(`UPDATE schemes SET minimum_investment = $2 WHERE id = $1`, [other.id, MAX_MONEY_AMOUNT + 1]),
    ).rejects.toThrow(/schemes_minimum_investment_check/);
  });
});
