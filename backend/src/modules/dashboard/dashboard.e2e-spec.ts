import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { MESSAGES, PRODUCTS } from '@fund/contracts';

import { createEnrollment, createKycApplication, createScheme } from '../../../test/factories.js';
import { createTestApp, createUser, sessionFor, useTestApp } from '../../../test/test-app.js';
import type { Enrollment } from '../enrollments/enrollment.entity.js';
import type { Scheme } from '../schemes/scheme.entity.js';

describe('GET /api/admin/stats', () => {
  const t = useTestApp();
  let adminCookie: string;

  beforeAll(async () => {
    adminCookie = await sessionFor(t, await createUser(t, { role: 'admin' }));
  });

  it('answers 401 without a session and 403 to an investor', async () => {
    await request(t.server).get('/api/admin/stats').expect(401);
    const res = await request(t.server)
      .get('/api/admin/stats')
      .set('Cookie', await sessionFor(t, await createUser(t)))
      .expect(403);
    expect(res.body.message).toBe(MESSAGES.forbidden);
  });

  it('answers zeros and every product on an empty fund', async () => {
    const fresh = await createTestApp();
    try {
      const cookie = await sessionFor(fresh, await createUser(fresh, { role: 'super_admin' }));
      const res = await request(fresh.server).get('/api/admin/stats').set('Cookie', cookie).expect(200);
      expect(res.body).toEqual({
        totalInvestors: 0,
        activeSchemes: 0,
        pendingKyc: 0,
        totalAum: 0,
        totalInvested: 0,
        totalPayouts: 0,
        aumByProduct: expect.arrayContaining(PRODUCTS.map((p) => ({ productId: p.id, productName: p.name, productType: p.id, aum: 0 }))),
        aumByScheme: [],
      });
      expect(res.body.aumByProduct).toHaveLength(3);
    } finally {
      await fresh.close();
    }
  });

  it('equals the sums computed here from the rows the test created', async () => {
    const investors = await Promise.all(Array.from({ length: 5 }, () => createUser(t)));
    await createUser(t, { role: 'super_admin' });
    await createUser(t, { role: 'investor', status: 'disabled' }).then((u) => investors.push(u));

    const schemes: Scheme[] = [
      await createScheme(t, { name: 'Alpha Trade', productId: 'murabaha', status: 'live' }),
      await createScheme(t, { name: 'Beta Trade', productId: 'murabaha', status: 'earning' }),
      await createScheme(t, { name: 'Gamma Lease', productId: 'ijara', status: 'live' }),
      await createScheme(t, { name: 'Delta Lease', productId: 'ijara', status: 'closing' }),
      await createScheme(t, { name: 'Empty Fund', productId: 'ijara', status: 'live' }),
    ];
    const plan: Array<[investor: number, scheme: number, invested: number, current: number, payouts: number]> = [
      [0, 0, 100000, 110000, 2500],
      [1, 0, 250000, 240000, 0],
      [2, 0, 75000, 80000, 1200],
      [0, 1, 500000, 530000, 15000],
      [3, 1, 60000, 61000, 300],
      [1, 2, 1200000, 1250000, 40000],
      [4, 2, 90000, 90000, 0],
      [5, 3, 300000, 310000, 9000],
      [2, 3, 150000, 149000, 750],
    ];
    const enrollments: Enrollment[] = [];
    for (const [i, s, investmentAmount, currentValue, totalPayouts] of plan) {
      enrollments.push(
        await createEnrollment(t, { investorId: investors[i].id, schemeId: schemes[s].id, investmentAmount, currentValue, totalPayouts }),
      );
    }
    await createKycApplication(t, { status: 'pending' });
    await createKycApplication(t, { status: 'pending' });
    await createKycApplication(t, { status: 'rejected' });
    await createKycApplication(t, { status: 'approved', investorId: investors[0].id });

    // Independently of the server: from what was written above.
    const sum = (rows: Enrollment[], f: (e: Enrollment) => number) => rows.reduce((total, e) => total + f(e), 0);
    const aumOf = (scheme: Scheme) =>
      sum(
        enrollments.filter((e) => e.schemeId === scheme.id),
        (e) => e.currentValue,
      );
    const expectedSchemes = schemes.map((s) => ({ schemeId: s.id, schemeName: s.name, aum: aumOf(s) })).sort((a, b) => b.aum - a.aum);
    const expectedProducts = PRODUCTS.map((p) => ({
      productId: p.id,
      productName: p.name,
      productType: p.id,
      aum: schemes.filter((s) => s.productId === p.id).reduce((total, s) => total + aumOf(s), 0),
    }));

    const res = await request(t.server).get('/api/admin/stats').set('Cookie', adminCookie).expect(200);
    // Investors of the earlier test in this file count too: 1 from the 403 check.
    expect(res.body.totalInvestors).toBe(investors.length + 1);
    expect(res.body.activeSchemes).toBe(schemes.filter((s) => s.status === 'live').length);
    // An archived scheme (issue 19 item 5) is no longer active, though live; its money still counts.
    await request(t.server).post(`/api/schemes/${schemes[4].id}/archive`).set('Cookie', adminCookie).expect(200);
    const afterArchive = await request(t.server).get('/api/admin/stats').set('Cookie', adminCookie).expect(200);
    expect(afterArchive.body.activeSchemes).toBe(schemes.filter((s) => s.status === 'live').length - 1);
    expect(afterArchive.body.totalAum).toBe(res.body.totalAum);
    expect(res.body.pendingKyc).toBe(2);
    expect(res.body.totalAum).toBe(sum(enrollments, (e) => e.currentValue));
    expect(res.body.totalAum).toBe(2820000);
    expect(res.body.totalInvested).toBe(sum(enrollments, (e) => e.investmentAmount));
    expect(res.body.totalPayouts).toBe(sum(enrollments, (e) => e.totalPayouts));
    expect(res.body.aumByScheme).toEqual(expectedSchemes);
    expect(res.body.aumByProduct).toHaveLength(3);
    expect(res.body.aumByProduct).toEqual(expect.arrayContaining(expectedProducts));
    expect(res.body.aumByProduct.map((p: { productId: string }) => p.productId)).toEqual(['ijara', 'murabaha', 'musharakah']);
  });
});
