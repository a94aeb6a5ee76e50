import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { PRODUCTS } from '@fund/contracts';

import { createEnrollment, createScheme } from '../../../test/factories.js';
import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';
import type { Enrollment } from '../enrollments/enrollment.entity.js';
import type { Scheme } from '../schemes/scheme.entity.js';
import type { User } from '../users/user.entity.js';

// Issue 13, item 4: the admin stats and the investor summaries read maintained totals. After a burst of
// concurrent payouts, enrollments and deletions over HTTP, those totals must equal a full recomputation
// from the enrollments table, and both routes must answer exactly those figures.

interface InvestorFigures {
  id: string;
  totalInvested: number;
  currentValue: number;
  schemeCount: number;
}

describe('maintained totals (admin stats, investor summaries)', () => {
  const t = useTestApp();
  let adminCookie: string;
  let investors: User[];
  let schemes: Scheme[];
  const enrollments: Enrollment[] = [];

  beforeAll(async () => {
    adminCookie = await sessionFor(t, await createUser(t, { role: 'admin' }));
    investors = await Promise.all(
      Array.from({ length: 12 }, (_, i) => createUser(t, { fullName: `Burst Investor ${String(i).padStart(2, '0')}` })),
    );
    schemes = [];
    for (const [i, productId] of (['murabaha', 'murabaha', 'ijara', 'ijara', 'musharakah', 'musharakah'] as const).entries()) {
      schemes.push(await createScheme(t, { productId, name: `Burst Scheme ${i}`, minimumInvestment: 1000 }));
    }
    // Investors 0-9 hold schemes 0-2 (scheme 2 is deleted in the burst); investor 10 holds schemes 3 and 4
    // (deleted in the burst); investor 11 holds nothing yet.
    for (let i = 0; i < 10; i++) {
      for (let s = 0; s < 3; s++) {
        enrollments.push(
          await createEnrollment(t, {
            investorId: investors[i].id,
            schemeId: schemes[s].id,
            investmentAmount: 10000 * (i + 1) + s * 1000,
            currentValue: 10500 * (i + 1) + s * 700,
            totalPayouts: 100 * i,
          }),
        );
      }
    }
    for (const s of [3, 4]) {
      enrollments.push(
        await createEnrollment(t, {
          investorId: investors[10].id,
          schemeId: schemes[s].id,
          investmentAmount: 70000,
          currentValue: 71000,
          totalPayouts: 900,
        }),
      );
    }
  });

  /** The figures recomputed from the base tables, as the routes should show them. */
  const recomputed = async () => {
    const [fund] = (await t.dataSource.query(`
      SELECT coalesce(sum(current_value), 0)::bigint::text AS aum, coalesce(sum(investment_amount), 0)::bigint::text AS invested,
             coalesce(sum(total_payouts), 0)::bigint::text AS payouts FROM enrollments`)) as {
      aum: string;
      invested: string;
      payouts: string;
    }[];
    const bySchemeRows = (await t.dataSource.query(`
      SELECT s.id, s.name, s.product_id, coalesce(sum(e.current_value), 0)::bigint::text AS aum
      FROM schemes s LEFT JOIN enrollments e ON e.scheme_id = s.id GROUP BY s.id`)) as {
      id: string;
      name: string;
      product_id: string;
      aum: string;
    }[];
    const byInvestorRows = (await t.dataSource.query(`
      SELECT u.id, coalesce(sum(e.investment_amount), 0)::bigint::text AS invested, coalesce(sum(e.current_value), 0)::bigint::text AS value,
             count(e.id)::int AS n
      FROM users u LEFT JOIN enrollments e ON e.investor_id = u.id WHERE u.role = 'investor' GROUP BY u.id`)) as {
      id: string;
      invested: string;
      value: string;
      n: number;
    }[];
    const aumByScheme = bySchemeRows
      .map((s) => ({ schemeId: s.id, schemeName: s.name, aum: Number(s.aum) }))
      .sort((a, b) => b.aum - a.aum || a.schemeName.localeCompare(b.schemeName));
    const aumByProduct = PRODUCTS.map((p) => ({
      productId: p.id,
      productName: p.name,
      productType: p.id,
      aum: bySchemeRows.filter((s) => s.product_id === p.id).reduce((sum, s) => sum + Number(s.aum), 0),
    }));
    const byInvestor: InvestorFigures[] = byInvestorRows
      .map((r) => ({ id: r.id, totalInvested: Number(r.invested), currentValue: Number(r.value), schemeCount: r.n }))
      .sort((a, b) => a.id.localeCompare(b.id));
    return {
      totalAum: Number(fund.aum),
      totalInvested: Number(fund.invested),
      totalPayouts: Number(fund.payouts),
      aumByScheme,
      aumByProduct,
      byInvestor,
    };
  };

  /** What the maintained tables hold, compared with the same grouping of the base table. */
  const drift = async () =>
    t.dataSource.query(`
      (SELECT 'investor' AS kind, investor_id AS id, count(*)::int AS n, sum(investment_amount)::bigint AS invested, sum(current_value)::bigint AS value, sum(total_payouts)::bigint AS payouts
         FROM enrollments GROUP BY investor_id
       EXCEPT SELECT 'investor', investor_id, scheme_count, total_invested, current_value, total_payouts FROM investor_totals WHERE scheme_count <> 0)
      UNION ALL
      (SELECT 'investor', investor_id, scheme_count, total_invested, current_value, total_payouts FROM investor_totals WHERE scheme_count <> 0
       EXCEPT SELECT 'investor', investor_id, count(*)::int, sum(investment_amount)::bigint, sum(current_value)::bigint, sum(total_payouts)::bigint
         FROM enrollments GROUP BY investor_id)
      UNION ALL
      (SELECT 'scheme', scheme_id, count(*)::int, sum(investment_amount)::bigint, sum(current_value)::bigint, sum(total_payouts)::bigint
         FROM enrollments GROUP BY scheme_id
       EXCEPT SELECT 'scheme', scheme_id, enrollment_count, total_invested, current_value, total_payouts FROM scheme_totals WHERE enrollment_count <> 0)
      UNION ALL
      (SELECT 'scheme', scheme_id, enrollment_count, total_invested, current_value, total_payouts FROM scheme_totals WHERE enrollment_count <> 0
       EXCEPT SELECT 'scheme', scheme_id, count(*)::int, sum(investment_amount)::bigint, sum(current_value)::bigint, sum(total_payouts)::bigint
         FROM enrollments GROUP BY scheme_id)
      UNION ALL
      (SELECT 'empty', investor_id, scheme_count, total_invested, current_value, total_payouts FROM investor_totals
         WHERE scheme_count = 0 AND (total_invested, current_value, total_payouts) <> (0, 0, 0))
      UNION ALL
      (SELECT 'empty', scheme_id, enrollment_count, total_invested, current_value, total_payouts FROM scheme_totals
         WHERE enrollment_count = 0 AND (total_invested, current_value, total_payouts) <> (0, 0, 0))`);

  const expectRoutesToMatch = async () => {
    const expected = await recomputed();
    const stats = await request(t.server).get('/api/admin/stats').set('Cookie', adminCookie).expect(200);
    expect(stats.body).toMatchObject({
      totalAum: expected.totalAum,
      totalInvested: expected.totalInvested,
      totalPayouts: expected.totalPayouts,
      aumByScheme: expected.aumByScheme,
    });
    expect(stats.body.aumByProduct).toHaveLength(3);
    expect(stats.body.aumByProduct).toEqual(expect.arrayContaining(expected.aumByProduct));
    const summaries = await request(t.server).get('/api/admin/investor-summaries').set('Cookie', adminCookie).expect(200);
    const shown = (summaries.body as InvestorFigures[])
      .map((s) => ({ id: s.id, totalInvested: s.totalInvested, currentValue: s.currentValue, schemeCount: s.schemeCount }))
      .sort((a, b) => a.id.localeCompare(b.id));
    expect(shown).toEqual(expected.byInvestor);
    return expected;
  };

  it('start from the rows written before the burst', async () => {
    expect(await drift()).toEqual([]);
    const figures = await expectRoutesToMatch();
    expect(figures.totalPayouts).toBe(enrollments.reduce((sum, e) => sum + e.totalPayouts, 0));
  });

  it('equal a full recomputation after 50 concurrent payouts and enrollments, an investor deletion and a scheme deletion', async () => {
    const before = await recomputed();
    const deletedScheme = schemes[2];
    const deletedInvestor = investors[10];
    const post = (path: string, body: Record<string, unknown>) => request(t.server).post(path).set('Cookie', adminCookie).send(body);

    // 30 payouts, three on each of investors 0-9's enrollments in schemes 0 and 1 (several on one row at once).
    const payouts = Array.from({ length: 30 }, (_, k) => {
      const e = enrollments[(k % 10) * 3 + (k % 2)];
      return { investorId: e.investorId, enrollmentId: e.id, payoutAmount: 250 + k, description: `Burst payout ${k}` };
    });
    // 20 enrollments of investors 0-9 and 11 in schemes 3-5 (investor 10 and scheme 2 are being deleted).
    const newcomers = [...investors.slice(0, 10), investors[11]];
    const enrollmentsToMake = Array.from({ length: 20 }, (_, k) => ({
      investorId: newcomers[k % 11].id,
      schemeId: schemes[3 + Math.floor(k / 11) + (k % 11 < 5 ? 0 : 1)].id,
      investmentAmount: 5000 + k * 10,
      currentValue: 5100 + k * 10,
    }));
    expect(new Set(enrollmentsToMake.map((e) => `${e.investorId}/${e.schemeId}`)).size).toBe(20);

    const results = await Promise.all([
      ...payouts.map((p) => post('/api/payouts', p)),
      ...enrollmentsToMake.map((e) => post('/api/enrollments', e)),
      request(t.server).delete(`/api/users/${deletedInvestor.id}`).set('Cookie', adminCookie),
      request(t.server).delete(`/api/schemes/${deletedScheme.id}`).set('Cookie', adminCookie),
    ]);
    expect(results.map((r) => r.status)).toEqual([...payouts.map(() => 201), ...enrollmentsToMake.map(() => 201), 200, 200]);

    expect(await drift()).toEqual([]);
    const after = await expectRoutesToMatch();

    // And against what the burst itself did, independently of the database.
    const gone = enrollments.filter((e) => e.investorId === deletedInvestor.id || e.schemeId === deletedScheme.id);
    const sum = <T>(rows: T[], f: (r: T) => number) => rows.reduce((total, r) => total + f(r), 0);
    expect(after.totalPayouts).toBe(before.totalPayouts + sum(payouts, (p) => p.payoutAmount) - sum(gone, (e) => e.totalPayouts));
    expect(after.totalInvested).toBe(
      before.totalInvested + sum(enrollmentsToMake, (e) => e.investmentAmount) - sum(gone, (e) => e.investmentAmount),
    );
    expect(after.totalAum).toBe(before.totalAum + sum(enrollmentsToMake, (e) => e.currentValue) - sum(gone, (e) => e.currentValue));
    expect(after.aumByScheme.map((s) => s.schemeId)).not.toContain(deletedScheme.id);
    expect(after.byInvestor.map((s) => s.id)).not.toContain(deletedInvestor.id);
  });

  it('stats and summaries answer while a writer holds the enrollments table: they do not read it', async () => {
    const holder = t.dataSource.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    try {
      await holder.query('LOCK TABLE enrollments IN ACCESS EXCLUSIVE MODE');
      const waitingOnEnrollments = async (done: { value: boolean }): Promise<string> => {
        while (!done.value) {
          const [row] = await t.dataSource.query(
            `SELECT count(*)::int AS n FROM pg_locks WHERE relation = 'enrollments'::regclass AND NOT granted`,
          );
          if (row.n > 0) return 'waiting for the enrollments table';
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        return 'answered';
      };
      for (const path of [
        '/api/admin/stats',
        `/api/admin/investor-summaries?range=${encodeURIComponent('[0,24]')}`,
        `/api/admin/investor-summaries?range=${encodeURIComponent('[0,24]')}&sort=${encodeURIComponent('["totalInvested","DESC"]')}`,
        `/api/admin/investor-summaries?range=${encodeURIComponent('[0,24]')}&filter=${encodeURIComponent('{"hasSchemes":true,"q":"burst"}')}`,
      ]) {
        const done = { value: false };
        const answer = request(t.server)
          .get(path)
          .set('Cookie', adminCookie)
          .then((res) => {
            done.value = true;
            return res;
          });
        const outcome = await Promise.race([answer.then(() => 'answered'), waitingOnEnrollments(done)]);
        expect(`${path}: ${outcome}`).toBe(`${path}: answered`);
        expect((await answer).status).toBe(200);
      }
    } finally {
      await holder.rollbackTransaction();
      await holder.release();
    }
  });
});
