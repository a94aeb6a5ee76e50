import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import {
  DISTRIBUTION_ROUNDING_RULE,
  type DistributionPreview,
  type DistributionRunDetail,
  type DistributionRunView,
} from '@fund/contracts';
import { distributionRunView } from '@fund/contracts/testing';

import { createEnrollment, createScheme } from '../../../test/factories.js';
import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';
import { JobRunner } from '../../common/jobs/job-runner.js';
import type { Scheme } from '../schemes/scheme.entity.js';
import type { User } from '../users/user.entity.js';

// Issue 19 item 1: distribution runs over HTTP on a real PostgreSQL. What an admin and an investor see:
// the preview's lines, what a confirm writes (enrollments, the investor's Payout transactions, the
// maintained totals, the history), an Idempotency-Key replay, a same-day reversal, and the refusals.

interface Holder {
  investor: User;
  enrollmentId: string;
}

describe('distribution runs', () => {
  const t = useTestApp();
  let admin: User;
  let adminCookie: string;
  let investorCookie: string;

  beforeAll(async () => {
    admin = await createUser(t, { role: 'admin', fullName: 'Fatima Admin' });
    adminCookie = await sessionFor(t, admin);
  });

  const q = <R = Record<string, unknown>>(sql: string, params: unknown[] = []) => t.dataSource.query(sql, params) as Promise<R[]>;

  /** A scheme with holders: [investedAmount, currentValue] each, enrolled one day apart in that order, named Holder A, B, C... */
  async function schemeWith(holdings: [number, number][], names?: string[]): Promise<{ scheme: Scheme; holders: Holder[] }> {
    const scheme = await createScheme(t, { minimumInvestment: 1 });
    const holders: Holder[] = [];
    for (const [i, [invested, value]] of holdings.entries()) {
      const investor = await createUser(t, { fullName: names?.[i] ?? `Holder ${String.fromCharCode(65 + i)} ${scheme.id.slice(0, 4)}` });
      const enrollment = await createEnrollment(t, {
        investorId: investor.id,
        schemeId: scheme.id,
        investmentAmount: invested,
        currentValue: value,
        enrolledAt: new Date(Date.UTC(2025, 0, 1 + i)),
      });
      holders.push({ investor, enrollmentId: enrollment.id });
    }
    return { scheme, holders };
  }

  const preview = (schemeId: string, body: Record<string, unknown>, cookie = adminCookie) =>
    request(t.server).post(`/api/schemes/${schemeId}/distributions/preview`).set('Cookie', cookie).send(body);
  const confirm = (schemeId: string, body: Record<string, unknown>, key?: string, cookie = adminCookie) => {
    const req = request(t.server).post(`/api/schemes/${schemeId}/distributions`).set('Cookie', cookie);
    return (key ? req.set('Idempotency-Key', key) : req).send(body);
  };
  const reverse = (runId: string, key?: string, cookie = adminCookie) => {
    const req = request(t.server).post(`/api/distributions/${runId}/reversal`).set('Cookie', cookie);
    return key ? req.set('Idempotency-Key', key) : req;
  };
  const history = (schemeId: string, query = '') =>
    request(t.server).get(`/api/schemes/${schemeId}/distributions${query}`).set('Cookie', adminCookie);

  /** Everything a run writes or reads, for "changes nothing" and "as before" checks. */
  async function state(schemeId: string) {
    const [row] = await q(
      `SELECT
         (SELECT json_agg(json_build_object('id', id, 'totalPayouts', total_payouts, 'nextPayoutDate', next_payout_date::text, 'nextPayoutAmount', next_payout_amount) ORDER BY id)
            FROM enrollments WHERE scheme_id = $1) AS enrollments,
         (SELECT json_agg(json_build_object('id', t.investor_id, 'payouts', t.total_payouts) ORDER BY t.investor_id)
            FROM investor_totals t WHERE t.investor_id IN (SELECT investor_id FROM enrollments WHERE scheme_id = $1)) AS "investorTotals",
         (SELECT total_payouts FROM scheme_totals WHERE scheme_id = $1) AS "schemeTotal",
         (SELECT count(*)::int FROM activities WHERE scheme_id = $1 AND type = 'transaction' AND category IN ('Payout', 'Payout Adjustment')) AS activities,
         (SELECT count(*)::int FROM distribution_runs WHERE scheme_id = $1) AS runs,
         (SELECT count(*)::int FROM audit_logs WHERE action IN ('DISTRIBUTION_PAID', 'DISTRIBUTION_REVERSED')) AS audits`,
      [schemeId],
    );
    return row;
  }

  const totalPayoutsOf = async (enrollmentId: string) =>
    Number((await q<{ n: string }>('SELECT total_payouts AS n FROM enrollments WHERE id = $1', [enrollmentId]))[0].n);
  const amounts = (body: DistributionPreview | DistributionRunDetail) =>
    Object.fromEntries(body.lines.map((l) => [l.investorId, l.amount]));

  it('splits $100,001 over three 1:1:1 holders into exactly $100,001: 33,334 / 33,334 / 33,333, the left-over units to the earliest enrollments', async () => {
    const { scheme, holders } = await schemeWith([
      [50_000, 50_000],
      [50_000, 52_000],
      [50_000, 49_000],
    ]);
    const before = await state(scheme.id);
    const res = await preview(scheme.id, { mode: 'total', totalAmount: 100_001, basis: 'invested' }).expect(200);
    const body = res.body as DistributionPreview;
    expect(body).toMatchObject({
      schemeId: scheme.id,
      schemeName: scheme.name,
      mode: 'total',
      basis: 'invested',
      totalAmount: 100_001,
      investorCount: 3,
    });
    expect(body.roundingRule).toBe(DISTRIBUTION_ROUNDING_RULE);
    expect(body.roundingRule).toMatch(/largest holdings first/);
    // $100,001 over 1:1:1: 33,333 each rounded down; the 2 units left over go to the first holders in order (equal holdings: by name).
    const line = (h: Holder, currentValue: number, amount: number) => ({
      investorId: h.investor.id,
      investorName: h.investor.fullName,
      enrollmentId: h.enrollmentId,
      invested: 50_000,
      currentValue,
      share: '33.3333',
      amount,
      excluded: false,
      overridden: false,
    });
    expect(body.lines).toEqual([line(holders[0], 50_000, 33_334), line(holders[1], 52_000, 33_334), line(holders[2], 49_000, 33_333)]);
    // The preview wrote nothing.
    expect(await state(scheme.id)).toEqual(before);

    const paid = await confirm(scheme.id, {
      mode: 'total',
      totalAmount: 100_001,
      basis: 'invested',
      payoutDate: '2025-06-30',
      description: 'Q2 2025 distribution',
    }).expect(201);
    const run = paid.body as DistributionRunView;
    expect(run).toEqual({
      ...distributionRunView({
        schemeId: scheme.id,
        schemeName: scheme.name,
        payoutDate: '2025-06-30',
        description: 'Q2 2025 distribution',
        createdBy: { id: admin.id, name: 'Fatima Admin' },
        readCount: 0,
        notifiedCount: 3,
      }),
      id: expect.any(String),
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
    });
    expect(await Promise.all(holders.map((h) => totalPayoutsOf(h.enrollmentId)))).toEqual([33_334, 33_334, 33_333]);
    await t.app.get(JobRunner).runDue(); // the make-notices job the confirm queued writes the notices the detail counts
    const detail = (await request(t.server).get(`/api/distributions/${run.id}`).set('Cookie', adminCookie).expect(200))
      .body as DistributionRunDetail;
    expect(detail).toMatchObject({ ...run, lines: expect.any(Array) });
    expect(detail.lines.map((l) => l.amount)).toEqual([33_334, 33_334, 33_333]);
    expect(detail.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(100_001);
    const [audit] = await q<{ user_id: string; action_details: string }>(
      `SELECT user_id, action_details FROM audit_logs WHERE action = 'DISTRIBUTION_PAID' AND action_details LIKE $1`,
      [`%${run.id}%`],
    );
    expect(audit.user_id).toBe(admin.id);
    expect(audit.action_details).toContain(`of 100001 to 3 investors of scheme "${scheme.name}"`);
  });

  it("lets each investor see their payout: a Payout transaction in their feed and their enrollment's total payouts and next payout", async () => {
    const { scheme, holders } = await schemeWith([
      [60_000, 60_000],
      [40_000, 40_000],
    ]);
    const run = (
      await confirm(scheme.id, {
        mode: 'total',
        totalAmount: 5_000,
        basis: 'invested',
        payoutDate: '2025-09-30',
        description: 'Q3 profit',
        nextPayoutDate: '2025-12-31',
      }).expect(201)
    ).body as DistributionRunView;
    expect(run.nextPayoutDate).toBe('2025-12-31');
    const detail = (await request(t.server).get(`/api/distributions/${run.id}`).set('Cookie', adminCookie).expect(200))
      .body as DistributionRunDetail;
    for (const [i, expected] of [3_000, 2_000].entries()) {
      const { investor, enrollmentId } = holders[i];
      const cookie = await sessionFor(t, investor);
      const feed = await request(t.server).get(`/api/activities/${investor.id}?type=transaction`).set('Cookie', cookie).expect(200);
      const payouts = (feed.body as { category: string; schemeId: string; id: string }[]).filter(
        (a) => a.category === 'Payout' && a.schemeId === scheme.id,
      );
      expect(payouts).toEqual([
        expect.objectContaining({
          type: 'transaction',
          title: 'Payout',
          category: 'Payout',
          amount: expected,
          content: 'Q3 profit (payout date 2025-09-30)',
          investorId: investor.id,
        }),
      ]);
      expect(detail.lines.find((l) => l.investorId === investor.id)).toEqual({
        investorId: investor.id,
        investorName: investor.fullName,
        enrollmentId,
        amount: expected,
        activityId: payouts[0].id,
      });
      const investments = await request(t.server).get(`/api/investments/${investor.id}`).set('Cookie', cookie).expect(200);
      expect(investments.body).toEqual([
        expect.objectContaining({ id: enrollmentId, totalPayouts: expected, nextPayoutDate: '2025-12-31', nextPayoutAmount: expected }),
      ]);
    }
  });

  it('pays once for the same Idempotency-Key: the second answer is the first one replayed and the totals grow once', async () => {
    const { scheme, holders } = await schemeWith([
      [10_000, 10_000],
      [30_000, 30_000],
    ]);
    const body = { mode: 'total', totalAmount: 1_000, basis: 'invested', description: 'Monthly distribution' };
    const key = randomUUID();
    const first = await confirm(scheme.id, body, key).expect(201);
    const after = await state(scheme.id);
    const second = await confirm(scheme.id, body, key).expect(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(await state(scheme.id)).toEqual(after);
    expect(await Promise.all(holders.map((h) => totalPayoutsOf(h.enrollmentId)))).toEqual([250, 750]);
    expect(Number(after.runs)).toBe(1);
    // The same key for other terms is refused, and pays nothing.
    const other = await confirm(scheme.id, { ...body, totalAmount: 2_000 }, key);
    expect(other.status).toBe(422);
    expect(await state(scheme.id)).toEqual(after);
  });

  it('reverses a distribution made today: every total as before the run, both runs in the history, correcting entries for the investors', async () => {
    const { scheme, holders } = await schemeWith([
      [70_000, 75_000],
      [30_000, 31_000],
    ]);
    // An earlier single payout, so "as before" is not zero.
    await request(t.server)
      .post('/api/payouts')
      .set('Cookie', adminCookie)
      .send({
        investorId: holders[0].investor.id,
        enrollmentId: holders[0].enrollmentId,
        payoutAmount: 500,
        description: 'Earlier',
        nextPayoutDate: '2030-01-31',
        nextPayoutAmount: 480,
      })
      .expect(201);
    const investorCookie0 = await sessionFor(t, holders[0].investor);
    const seen = async () => ({
      stats: (await request(t.server).get('/api/admin/stats').set('Cookie', adminCookie).expect(200)).body.totalPayouts as number,
      investments: (await request(t.server).get(`/api/investments/${holders[0].investor.id}`).set('Cookie', investorCookie0).expect(200))
        .body,
      state: await state(scheme.id),
    });
    const before = await seen();

    const run = (
      await confirm(scheme.id, {
        mode: 'total',
        totalAmount: 10_000,
        basis: 'value',
        description: 'Q4 distribution',
        nextPayoutDate: '2030-03-31',
      }).expect(201)
    ).body as DistributionRunView;
    const paid = await seen();
    expect(paid.stats - before.stats).toBe(10_000);
    // 10,000 x 75/106 = 7,075.47 and x 31/106 = 2,924.53: floors 7,075 + 2,924, the left-over unit to the larger holding.
    expect(paid.investments[0]).toMatchObject({ totalPayouts: 500 + 7_076, nextPayoutDate: '2030-03-31', nextPayoutAmount: 7_076 });

    const reversal = (await reverse(run.id, randomUUID()).expect(201)).body as DistributionRunView;
    expect(reversal).toMatchObject({
      kind: 'reversal',
      reversalOf: run.id,
      schemeId: scheme.id,
      totalAmount: 10_000,
      investorCount: 2,
      payoutDate: new Date().toISOString().slice(0, 10),
      description: 'Reversal: Q4 distribution',
      createdBy: { id: admin.id, name: 'Fatima Admin' },
      canReverse: false,
    });
    const after = await seen();
    expect(after.stats).toBe(before.stats);
    expect(after.investments).toEqual(before.investments);
    expect({ ...after.state, activities: 0, runs: 0, audits: 0 }).toEqual({ ...before.state, activities: 0, runs: 0, audits: 0 });
    expect(after.state).toMatchObject({
      activities: Number(before.state.activities) + 4,
      runs: 2,
      audits: Number(before.state.audits) + 2,
    });

    // Both runs in the history, newest first, the original marked reversed.
    const list = await history(scheme.id).expect(200);
    expect(list.headers['content-range']).toBe('distributions 0-1/2');
    expect((list.body as DistributionRunView[]).map((r) => [r.id, r.kind, r.canReverse])).toEqual([
      [reversal.id, 'reversal', false],
      [run.id, 'distribution', false],
    ]);
    expect((list.body as DistributionRunView[])[1]).toMatchObject({
      reversedAt: expect.stringMatching(/Z$/),
      reversedBy: { id: admin.id, name: 'Fatima Admin' },
    });
    // The investor sees the correcting entry beside the payout.
    const feed = (
      await request(t.server).get(`/api/activities/${holders[0].investor.id}?type=transaction`).set('Cookie', investorCookie0).expect(200)
    ).body as { category: string; title: string; amount: number; content: string }[];
    expect(feed.filter((a) => a.category === 'Payout Adjustment')).toEqual([
      expect.objectContaining({
        title: 'Payout reversed',
        amount: 7_076,
        content: `Reversal of the payout of ${new Date().toISOString().slice(0, 10)}: Q4 distribution`,
      }),
    ]);
    const [audit] = await q<{ action_details: string }>(
      `SELECT action_details FROM audit_logs WHERE action = 'DISTRIBUTION_REVERSED' AND action_details LIKE $1`,
      [`%${run.id}%`],
    );
    expect(audit.action_details).toContain(`reversed by run ${reversal.id}: 10000 taken back from 2 investors`);

    // Once only, and never a reversal's reversal.
    const again = await reverse(run.id);
    expect([again.status, again.body.message]).toEqual([422, 'This distribution has already been reversed']);
    const ofReversal = await reverse(reversal.id);
    expect([ofReversal.status, ofReversal.body.message]).toEqual([422, 'A reversal cannot be reversed']);
    expect((await seen()).state).toEqual(after.state);
  });

  it('refuses to reverse a distribution made on another day (422) and changes nothing', async () => {
    const { scheme } = await schemeWith([[10_000, 10_000]]);
    const run = (await confirm(scheme.id, { mode: 'total', totalAmount: 100, basis: 'equal', description: 'Yesterday' }).expect(201))
      .body as DistributionRunView;
    await q(`UPDATE distribution_runs SET created_at = now() - interval '1 day' WHERE id = $1`, [run.id]);
    const listed = (await history(scheme.id).expect(200)).body as DistributionRunView[];
    expect(listed[0]).toMatchObject({ id: run.id, canReverse: false });
    const before = await state(scheme.id);
    const res = await reverse(run.id);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ statusCode: 422, message: 'Only a distribution made today can be reversed', error: 'Unprocessable Entity' });
    expect(await state(scheme.id)).toEqual(before);
  });

  it('never loses one of 20 concurrent runs on different schemes whose holders overlap', async () => {
    const investors = await Promise.all(Array.from({ length: 6 }, (_, i) => createUser(t, { fullName: `Concurrent ${i}` })));
    const schemes = await Promise.all(Array.from({ length: 20 }, () => createScheme(t, { minimumInvestment: 1 })));
    for (const [s, scheme] of schemes.entries()) {
      for (const [i, investor] of investors.entries()) {
        if ((s + i) % 3 !== 0)
          await createEnrollment(t, {
            investorId: investor.id,
            schemeId: scheme.id,
            investmentAmount: 10_000 * (i + 1),
            currentValue: 10_000 * (i + 1),
          });
      }
    }
    const results = await Promise.all(
      schemes.map((scheme, s) =>
        confirm(scheme.id, { mode: 'total', totalAmount: 1_000 + s, basis: 'invested', description: `Run ${s}` }, randomUUID()),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(schemes.map(() => 201));
    const [paid] = await q<{ total: string }>(`SELECT sum(total_payouts)::text AS total FROM enrollments WHERE scheme_id = ANY($1)`, [
      schemes.map((s) => s.id),
    ]);
    expect(Number(paid.total)).toBe(schemes.reduce((sum, _, s) => sum + 1_000 + s, 0));
    const recount = await q(`
      SELECT (SELECT count(*)::int FROM investor_totals t WHERE t.total_payouts <> (SELECT coalesce(sum(total_payouts), 0) FROM enrollments e WHERE e.investor_id = t.investor_id)) AS investors,
             (SELECT count(*)::int FROM scheme_totals t WHERE t.total_payouts <> (SELECT coalesce(sum(total_payouts), 0) FROM enrollments e WHERE e.scheme_id = t.scheme_id)) AS schemes`);
    expect(recount).toEqual([{ investors: 0, schemes: 0 }]);
    const [{ lines }] = await q<{ lines: number }>(
      'SELECT count(*)::int AS lines FROM distribution_lines l JOIN distribution_runs r ON r.id = l.run_id WHERE r.scheme_id = ANY($1)',
      [schemes.map((s) => s.id)],
    );
    expect(lines).toBe(20 * 4);
  });

  it('leaves excluded holders out and pays overrides their fixed amount, the rest split among the others', async () => {
    const { scheme, holders } = await schemeWith([
      [40_000, 40_000],
      [30_000, 30_000],
      [20_000, 20_000],
      [10_000, 10_000],
    ]);
    const [a, b, c, d] = holders.map((h) => h.investor.id);
    const terms = {
      mode: 'total',
      totalAmount: 10_000,
      basis: 'invested',
      excludedInvestorIds: [b],
      overrides: [{ investorId: d, amount: 4_000 }],
    };
    const body = (await preview(scheme.id, terms).expect(200)).body as DistributionPreview;
    // 6,000 over A and C, 40,000 : 20,000.
    expect(amounts(body)).toEqual({ [a]: 4_000, [b]: 0, [c]: 2_000, [d]: 4_000 });
    expect(body.investorCount).toBe(3);
    expect(body.lines.find((l) => l.investorId === b)).toMatchObject({ excluded: true, overridden: false, share: '0.0000', amount: 0 });
    expect(body.lines.find((l) => l.investorId === d)).toMatchObject({ excluded: false, overridden: true, share: '40.0000' });
    expect(body.lines.find((l) => l.investorId === a)).toMatchObject({ share: '66.6667' });
    // amount desc, then name: A and D both 4,000 (A's name first), then C, then the excluded B.
    expect(body.lines.map((l) => l.investorId)).toEqual([a, d, c, b]);

    const run = (await confirm(scheme.id, { ...terms, description: 'With an exclusion' }).expect(201)).body as DistributionRunView;
    expect(run).toMatchObject({ totalAmount: 10_000, investorCount: 3 });
    expect(await Promise.all(holders.map((h) => totalPayoutsOf(h.enrollmentId)))).toEqual([4_000, 0, 2_000, 4_000]);
    // The excluded investor got no activity.
    expect(await q(`SELECT count(*)::int AS n FROM activities WHERE investor_id = $1 AND category = 'Payout'`, [b])).toEqual([{ n: 0 }]);
    // An override of 0 leaves an investor unpaid without excluding them.
    const zero = (
      await preview(scheme.id, { mode: 'total', totalAmount: 900, basis: 'equal', overrides: [{ investorId: a, amount: 0 }] }).expect(200)
    ).body as DistributionPreview;
    expect(amounts(zero)).toEqual({ [a]: 0, [b]: 300, [c]: 300, [d]: 300 });
    expect(zero.investorCount).toBe(3);
  });

  it('pays an amount per unit invested: the total is the rate of the invested amounts, rounded down, plus the overrides', async () => {
    const { scheme, holders } = await schemeWith([
      [100_001, 90_000],
      [50_000, 60_000],
      [25_000, 25_000],
    ]);
    const [a, b, c] = holders.map((h) => h.investor.id);
    // floor(175,001 x 0.025) = 4,375, split pro rata to the invested amounts: 2,500.01 / 1,249.99 / 624.996, floors
    // 2,500 + 1,249 + 624 = 4,373, the two left-over units to the largest holdings (A, then B).
    const plain = (await preview(scheme.id, { mode: 'per_unit', ratePerUnit: '0.025', basis: 'invested' }).expect(200))
      .body as DistributionPreview;
    expect(plain).toMatchObject({ mode: 'per_unit', basis: 'invested', totalAmount: 4_375, investorCount: 3 });
    expect(amounts(plain)).toEqual({ [a]: 2_501, [b]: 1_250, [c]: 624 });
    // With C overridden at 1,000: floor(150,001 x 0.025) = 3,750 over A and B (2,500.008 / 1,249.99), plus 1,000.
    const withOverride = (
      await preview(scheme.id, {
        mode: 'per_unit',
        ratePerUnit: '0.025',
        basis: 'invested',
        overrides: [{ investorId: c, amount: 1_000 }],
      }).expect(200)
    ).body as DistributionPreview;
    expect(withOverride.totalAmount).toBe(4_750);
    expect(amounts(withOverride)).toEqual({ [a]: 2_501, [b]: 1_249, [c]: 1_000 });
    const run = (
      await confirm(scheme.id, { mode: 'per_unit', ratePerUnit: '0.025', basis: 'invested', description: 'Coupon 2.5%' }).expect(201)
    ).body as DistributionRunView;
    expect(run).toMatchObject({ mode: 'per_unit', ratePerUnit: '0.025', basis: 'invested', totalAmount: 4_375, investorCount: 3 });
    // A totalAmount sent with per_unit is ignored.
    const ignored = (await preview(scheme.id, { mode: 'per_unit', ratePerUnit: '0.025', basis: 'invested', totalAmount: 1 }).expect(200))
      .body as DistributionPreview;
    expect(ignored.totalAmount).toBe(4_375);
  });

  it('splits by current value or equally per investor; a holder whose value is 0 gets 0', async () => {
    const { scheme, holders } = await schemeWith([
      [10_000, 30_000],
      [10_000, 10_000],
      [80_000, 0],
    ]);
    const [a, b, c] = holders.map((h) => h.investor.id);
    const byValue = (await preview(scheme.id, { mode: 'total', totalAmount: 1_001, basis: 'value' }).expect(200))
      .body as DistributionPreview;
    // 750.75 and 250.25: floors 750 / 250, one unit left for the largest value.
    expect(amounts(byValue)).toEqual({ [a]: 751, [b]: 250, [c]: 0 });
    expect(byValue.investorCount).toBe(2);
    expect(byValue.lines.map((l) => l.share)).toEqual(['75.0000', '25.0000', '0.0000']);
    const equal = (await preview(scheme.id, { mode: 'total', totalAmount: 1_001, basis: 'equal' }).expect(200)).body as DistributionPreview;
    // 333 each, two units left: equal weights, so the earliest enrollments (A, then B).
    expect(amounts(equal)).toEqual({ [a]: 334, [b]: 334, [c]: 333 });
    // Only the holder with no value left: nothing to split by.
    const none = await preview(scheme.id, { mode: 'total', totalAmount: 100, basis: 'value', excludedInvestorIds: [a, b] });
    expect([none.status, none.body.message]).toEqual([
      422,
      'The included investors have no current value to split by: choose another basis',
    ]);
  });

  it('answers 400 with the rule broken for malformed terms, and changes nothing', async () => {
    const { scheme, holders } = await schemeWith([[10_000, 10_000]]);
    const id = holders[0].investor.id;
    const valid = { mode: 'total', totalAmount: 1_000, basis: 'invested', description: 'Q1' };
    const before = await state(scheme.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, mode: undefined }, 'Mode must be one of: total, per_unit'],
      [{ ...valid, mode: 'bonus' }, 'Mode must be one of: total, per_unit'],
      [{ ...valid, basis: 'units' }, 'Basis must be one of: invested, value, equal'],
      [{ ...valid, totalAmount: undefined }, "Total amount is required in mode 'total'"],
      [{ ...valid, totalAmount: 0 }, 'Total amount must be a whole number from 1 to 1,000,000,000,000'],
      [{ ...valid, totalAmount: 10.5 }, 'Total amount must be a whole number from 1 to 1,000,000,000,000'],
      [{ ...valid, totalAmount: '1000' }, 'Total amount must be a whole number from 1 to 1,000,000,000,000'],
      [{ ...valid, totalAmount: 1_000_000_000_001 }, 'Total amount must be a whole number from 1 to 1,000,000,000,000'],
      [{ ...valid, mode: 'per_unit', totalAmount: undefined }, "Rate per unit is required in mode 'per_unit'"],
      ...['0', '-1', '0.0000001', '1000.5', '1e-3', '.5', 0.025].map((rate): [Record<string, unknown>, string] => [
        { ...valid, mode: 'per_unit', ratePerUnit: rate },
        "Rate per unit must be a decimal text above 0 and at most 1000 with at most 6 decimals, e.g. '0.025'",
      ]),
      [
        { ...valid, mode: 'per_unit', ratePerUnit: '0.025', basis: 'value' },
        "Mode 'per_unit' pays on the invested amount: basis must be 'invested'",
      ],
      [{ ...valid, excludedInvestorIds: 'all' }, 'Excluded investors must be a list of at most 10,000 investor ids'],
      [{ ...valid, excludedInvestorIds: ['not-an-id'] }, 'Excluded investors must be a list of at most 10,000 investor ids'],
      [
        { ...valid, overrides: [{ investorId: id }] },
        'Overrides must be a list of at most 10,000 { investorId, amount } with a whole amount from 0 to 1,000,000,000,000',
      ],
      [
        { ...valid, overrides: [{ investorId: id, amount: -1 }] },
        'Overrides must be a list of at most 10,000 { investorId, amount } with a whole amount from 0 to 1,000,000,000,000',
      ],
      [
        { ...valid, overrides: [{ investorId: id, amount: 5, note: 'x' }] },
        'Overrides must be a list of at most 10,000 { investorId, amount } with a whole amount from 0 to 1,000,000,000,000',
      ],
      [
        { ...valid, overrides: { [id]: 5 } },
        'Overrides must be a list of at most 10,000 { investorId, amount } with a whole amount from 0 to 1,000,000,000,000',
      ],
      // At most 10,000 ids in either list (the holders' check would otherwise walk any list the body limit allows).
      [
        { ...valid, excludedInvestorIds: Array.from({ length: 10_001 }, () => randomUUID()) },
        'Excluded investors must be a list of at most 10,000 investor ids',
      ],
      [
        { ...valid, overrides: Array.from({ length: 10_001 }, () => ({ investorId: randomUUID(), amount: 0 })) },
        'Overrides must be a list of at most 10,000 { investorId, amount } with a whole amount from 0 to 1,000,000,000,000',
      ],
      [
        {
          ...valid,
          overrides: [
            { investorId: id, amount: 5 },
            { investorId: id.toUpperCase(), amount: 6 },
          ],
        },
        'An investor can have only one override',
      ],
      [
        { ...valid, excludedInvestorIds: [id], overrides: [{ investorId: id, amount: 5 }] },
        'An investor cannot be both excluded and overridden',
      ],
      [{ ...valid, description: undefined }, 'Description is required'],
      [{ ...valid, description: '   ' }, 'Description is required'],
      [{ ...valid, description: 'x'.repeat(501) }, 'description must be at most 500 characters'],
      [{ ...valid, payoutDate: null }, 'Payout date is required'],
      [{ ...valid, payoutDate: '2025-02-30' }, 'Payout date must be a date (YYYY-MM-DD)'],
      [{ ...valid, payoutDate: '2025-06-30', nextPayoutDate: '2025-06-30' }, 'Next payout date must be after the payout date'],
      [{ ...valid, nextPayoutDate: '31/12/2030' }, 'Next payout date must be a date (YYYY-MM-DD)'],
      [{ ...valid, schemeId: scheme.id }, 'property schemeId should not exist'],
    ];
    for (const [body, message] of cases) {
      const res = await confirm(scheme.id, body);
      expect([res.status, res.body.message, JSON.stringify(body)]).toEqual([400, message, JSON.stringify(body)]);
      expect(res.body.error).toBe('Bad Request');
      if (
        !['description', 'payoutDate', 'nextPayoutDate', 'schemeId'].some(
          (field) => field in body && body[field] !== (valid as Record<string, unknown>)[field],
        )
      ) {
        const { description: _d, payoutDate: _p, nextPayoutDate: _n, ...terms } = body;
        const previewed = await preview(scheme.id, terms);
        expect([previewed.status, previewed.body.message]).toEqual([400, message]);
      }
    }
    // The preview takes only the terms.
    const extra = await preview(scheme.id, valid);
    expect([extra.status, extra.body.message]).toEqual([400, 'property description should not exist']);
    expect(await state(scheme.id)).toEqual(before);
  });

  it('answers 404 for an unknown scheme or run, 400 for a scheme with nobody to pay, 422 for terms the holders refuse; nothing changes', async () => {
    const { scheme, holders } = await schemeWith([
      [10_000, 10_000],
      [10_000, 10_000],
    ]);
    const [a, b] = holders.map((h) => h.investor.id);
    const empty = await createScheme(t);
    const stranger = await createUser(t);
    const valid = { mode: 'total', totalAmount: 1_000, basis: 'invested' };
    /** A confirm of the valid terms with these overrides ([investor, amount] pairs). */
    const overriding = (...overrides: [string, number][]) =>
      confirm(scheme.id, { ...valid, description: 'x', overrides: overrides.map(([investorId, amount]) => ({ investorId, amount })) });
    const before = await state(scheme.id);
    const expectations: [() => request.Test, number, string][] = [
      [() => preview(randomUUID(), valid), 404, 'Scheme not found'],
      [() => confirm(randomUUID(), { ...valid, description: 'x' }), 404, 'Scheme not found'],
      [() => preview('not-a-scheme', valid), 404, 'Scheme not found'],
      [() => history(randomUUID()), 404, 'Scheme not found'],
      [() => request(t.server).get(`/api/distributions/${randomUUID()}`).set('Cookie', adminCookie), 404, 'Distribution not found'],
      [() => request(t.server).get('/api/distributions/42').set('Cookie', adminCookie), 404, 'Distribution not found'],
      [() => reverse(randomUUID()), 404, 'Distribution not found'],
      [() => preview(empty.id, valid), 400, 'This scheme has no investors enrolled'],
      [() => confirm(empty.id, { ...valid, description: 'x' }), 400, 'This scheme has no investors enrolled'],
      [() => preview(scheme.id, { ...valid, excludedInvestorIds: [a, b] }), 400, 'This scheme has no investors enrolled'],
      [
        () => preview(scheme.id, { ...valid, excludedInvestorIds: [stranger.id] }),
        422,
        `Investor ${stranger.id} is not enrolled in this scheme`,
      ],
      [() => overriding([stranger.id, 5]), 422, `Investor ${stranger.id} is not enrolled in this scheme`],
      [() => overriding([a, 600], [b, 500]), 422, 'The overrides add up to more than the total amount'],
      [
        () => overriding([a, 600], [b, 300]),
        422,
        'Every included investor has an override, so the overrides must add up to the total amount',
      ],
      [
        () =>
          confirm(scheme.id, {
            mode: 'per_unit',
            ratePerUnit: '1000',
            basis: 'invested',
            description: 'x',
            overrides: [{ investorId: a, amount: 999_999_999_999 }],
          }),
        422,
        'The distribution would pay more than 1,000,000,000,000',
      ],
      [
        () => confirm(scheme.id, { mode: 'per_unit', ratePerUnit: '0.00001', basis: 'invested', description: 'x' }),
        422,
        'This distribution pays nothing: every amount is 0',
      ],
    ];
    for (const [send, status, message] of expectations) {
      const res = await send();
      expect([res.status, res.body.message]).toEqual([status, message]);
    }
    // An enrollment's total payouts may not pass MAX_MONEY_AMOUNT.
    await q('UPDATE enrollments SET total_payouts = 999999999600 WHERE id = $1', [holders[0].enrollmentId]);
    const full = await state(scheme.id);
    const res = await confirm(scheme.id, { ...valid, description: 'x' });
    expect([res.status, res.body.message]).toEqual([422, 'Total payouts would exceed 1,000,000,000,000']);
    expect(await state(scheme.id)).toEqual(full);
    await q('UPDATE enrollments SET total_payouts = 0 WHERE id = $1', [holders[0].enrollmentId]);
    expect(await state(scheme.id)).toEqual(before);
  });

  it('is for admins: 401 without a session and 403 for an investor on every route, writing nothing', async () => {
    const { scheme, holders } = await schemeWith([[10_000, 10_000]]);
    investorCookie = await sessionFor(t, holders[0].investor);
    const run = (await confirm(scheme.id, { mode: 'total', totalAmount: 100, basis: 'invested', description: 'x' }).expect(201))
      .body as DistributionRunView;
    const before = await state(scheme.id);
    const body = { mode: 'total', totalAmount: 100, basis: 'invested', description: 'x' };
    const calls: [string, string, Record<string, unknown> | undefined][] = [
      ['post', `/api/schemes/${scheme.id}/distributions/preview`, { mode: 'total', totalAmount: 100, basis: 'invested' }],
      ['post', `/api/schemes/${scheme.id}/distributions`, body],
      ['get', `/api/schemes/${scheme.id}/distributions`, undefined],
      ['get', `/api/distributions/${run.id}`, undefined],
      ['post', `/api/distributions/${run.id}/reversal`, undefined],
    ];
    for (const [method, path, sent] of calls) {
      const anonymous = request(t.server)[method as 'get' | 'post'](path);
      expect((await (sent ? anonymous.send(sent) : anonymous)).status).toBe(401);
      const investor = request(t.server)[method as 'get' | 'post'](path).set('Cookie', investorCookie);
      expect((await (sent ? investor.send(sent) : investor)).status).toBe(403);
    }
    expect(await state(scheme.id)).toEqual(before);
  });

  it("lists a scheme's runs by the list convention: newest first, a range with Content-Range, sort and filter", async () => {
    const { scheme } = await schemeWith([[10_000, 10_000]]);
    const runs: DistributionRunView[] = [];
    for (const [i, date] of ['2025-03-31', '2025-06-30', '2025-09-30'].entries()) {
      runs.push(
        (
          await confirm(scheme.id, {
            mode: 'total',
            totalAmount: 100 * (i + 1),
            basis: 'invested',
            payoutDate: date,
            description: `Quarter ${i + 1}`,
          }).expect(201)
        ).body,
      );
    }
    const all = await history(scheme.id).expect(200);
    expect((all.body as DistributionRunView[]).map((r) => r.description)).toEqual(['Quarter 3', 'Quarter 2', 'Quarter 1']);
    const page = await history(
      scheme.id,
      `?range=${encodeURIComponent('[0,1]')}&sort=${encodeURIComponent('["totalAmount","ASC"]')}`,
    ).expect(200);
    expect(page.headers['content-range']).toBe('distributions 0-1/3');
    expect((page.body as DistributionRunView[]).map((r) => r.totalAmount)).toEqual([100, 200]);
    const filtered = await history(scheme.id, `?filter=${encodeURIComponent(JSON.stringify({ payoutDate: '2025-06-30' }))}`).expect(200);
    expect((filtered.body as DistributionRunView[]).map((r) => r.id)).toEqual([runs[1].id]);
    const bad = await history(scheme.id, `?sort=${encodeURIComponent('["nope","ASC"]')}`);
    expect([bad.status, bad.body.message]).toEqual([400, 'Invalid sort: unknown field "nope"']);
  });

  it("goes with its scheme when the scheme is deleted, and a deleted investor's lines go while the run keeps what it paid", async () => {
    const { scheme, holders } = await schemeWith([
      [10_000, 10_000],
      [10_000, 10_000],
    ]);
    const run = (
      await confirm(scheme.id, { mode: 'total', totalAmount: 1_000, basis: 'invested', description: 'Paid before a deletion' }).expect(201)
    ).body as DistributionRunView;
    await request(t.server).delete(`/api/users/${holders[1].investor.id}`).set('Cookie', adminCookie).expect(200);
    const detail = (await request(t.server).get(`/api/distributions/${run.id}`).set('Cookie', adminCookie).expect(200))
      .body as DistributionRunDetail;
    expect(detail).toMatchObject({ totalAmount: 1_000, investorCount: 2 });
    expect(detail.lines.map((l) => l.investorId)).toEqual([holders[0].investor.id]);
    await request(t.server).delete(`/api/schemes/${scheme.id}`).set('Cookie', adminCookie).expect(200);
    expect(await q('SELECT count(*)::int AS n FROM distribution_runs WHERE id = $1', [run.id])).toEqual([{ n: 0 }]);
    expect(await q('SELECT count(*)::int AS n FROM distribution_lines WHERE run_id = $1', [run.id])).toEqual([{ n: 0 }]);
  });
});
