import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import type { EnrollmentStatus } from '@fund/contracts';

import { createEnrollment, createKycApplication, createScheme } from '../../../test/factories.js';
import { listQuery as q } from '../../../test/list-query.js';
import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';
import { AuditLog } from '../../common/audit/audit-log.entity.js';
import { KycApplication } from '../kyc/kyc-application.entity.js';
import type { Scheme } from '../schemes/scheme.entity.js';
import { User } from '../users/user.entity.js';

interface SummaryRow {
  id: string;
  investor: { id: string; fullName: string; email: string; phone: string | null; fullAddress: string | null };
  totalInvested: number;
  currentValue: number;
  schemeCount: number;
}

describe('investors admin: posting list, summaries, details', () => {
  const t = useTestApp();
  let adminCookie: string;
  let superCookie: string;
  let investorCookie: string;
  let admin: User;
  // amal: approved KYC, three enrollments; bilal: approved KYC, one enrollment, disabled login;
  // chen: no KYC, no enrollments; dina: pending KYC, one enrollment.
  let amal: User;
  let bilal: User;
  let chen: User;
  let dina: User;
  let schemes: Scheme[];
  const amounts: Record<string, { investmentAmount: number; currentValue: number; totalPayouts: number; status: EnrollmentStatus }[]> = {};

  beforeAll(async () => {
    admin = await createUser(t, { role: 'admin', fullName: 'Zara Admin' });
    adminCookie = await sessionFor(t, admin);
    superCookie = await sessionFor(t, await createUser(t, { role: 'super_admin', fullName: 'Yara Super' }));
    amal = await createUser(t, { fullName: 'Amal Nasser', email: 'amal.nasser@example.com' });
    bilal = await createUser(t, { fullName: 'Bilal Karim', status: 'disabled' });
    chen = await createUser(t, { fullName: 'Chen Wei', status: 'pending' });
    dina = await createUser(t, { fullName: 'Dina Farouk' });
    investorCookie = await sessionFor(t, amal);
    await createKycApplication(t, {
      investorId: amal.id,
      status: 'approved',
      phone: '+971 555000111',
      fullAddress: 'Tower 7, Jumeirah Lake Towers, Dubai',
    });
    await createKycApplication(t, {
      investorId: bilal.id,
      status: 'approved',
      phone: '+44 7700900123',
      fullAddress: '12 Kensington Road, London',
      country: 'United Kingdom',
    });
    await createKycApplication(t, {
      investorId: dina.id,
      status: 'pending',
      phone: '+966 501112233',
      fullAddress: 'Olaya Street, Riyadh',
      country: 'Saudi Arabia',
    });
    // An approved application without credentials: not a user, never listed.
    await createKycApplication(t, { status: 'approved', fullName: 'Nobody Yet' });
    schemes = [
      await createScheme(t, { productId: 'murabaha', name: 'Trade Finance A' }),
      await createScheme(t, { productId: 'ijara', name: 'Equipment Lease B' }),
      await createScheme(t, { productId: 'musharakah', name: 'Property Partnership C' }),
    ];
    amounts[amal.id] = [
      { investmentAmount: 100000, currentValue: 112500, totalPayouts: 4000, status: 'earning' },
      { investmentAmount: 250000, currentValue: 240000, totalPayouts: 0, status: 'earning' },
      { investmentAmount: 50000, currentValue: 61000, totalPayouts: 7500, status: 'matured' },
    ];
    amounts[bilal.id] = [{ investmentAmount: 500000, currentValue: 530000, totalPayouts: 12000, status: 'earning' }];
    amounts[dina.id] = [{ investmentAmount: 75000, currentValue: 75000, totalPayouts: 0, status: 'earning' }];
    for (const [investorId, rows] of Object.entries(amounts)) {
      for (const [i, row] of rows.entries()) {
        await createEnrollment(t, { investorId, schemeId: schemes[i].id, ...row, enrolledAt: new Date(Date.UTC(2025, 0, 1 + i)) });
      }
    }
  });

  const get = (path: string, cookie?: string) => {
    const req = request(t.server).get(path);
    return cookie ? req.set('Cookie', cookie) : req;
  };
  const sumOf = (id: string, field: 'investmentAmount' | 'currentValue' | 'totalPayouts') =>
    (amounts[id] ?? []).reduce((total, row) => total + row[field], 0);

  describe('GET /api/admin/investors', () => {
    it('answers 401 without a session and 403 to an investor', async () => {
      await get('/api/admin/investors').expect(401);
      const res = await get('/api/admin/investors', investorCookie).expect(403);
      expect(res.body.message).toBe('You do not have permission to do this');
    });

    it('lists investors with an approved KYC application, by name, with their login status', async () => {
      const res = await get('/api/admin/investors', adminCookie).expect(200);
      expect(res.body).toEqual([
        { id: amal.id, investorId: amal.id, fullName: 'Amal Nasser', status: 'active', email: amal.email, kycStatus: 'approved' },
        { id: bilal.id, investorId: bilal.id, fullName: 'Bilal Karim', status: 'disabled', email: bilal.email, kycStatus: 'approved' },
      ]);
      expect(res.headers['content-range']).toBe('investors 0-1/2');
      await get('/api/admin/investors', superCookie).expect(200);
    });

    it('follows the list conventions: sort, range, filter', async () => {
      const page = await get(`/api/admin/investors?${q({ sort: ['fullName', 'DESC'], range: [0, 0] })}`, adminCookie).expect(200);
      expect(page.body.map((r: { fullName: string }) => r.fullName)).toEqual(['Bilal Karim']);
      expect(page.headers['content-range']).toBe('investors 0-0/2');
      const active = await get(`/api/admin/investors?${q({ filter: { status: 'active' } })}`, adminCookie).expect(200);
      expect(active.body.map((r: { investorId: string }) => r.investorId)).toEqual([amal.id]);
      const search = await get(`/api/admin/investors?${q({ filter: { q: 'KARIM' } })}`, adminCookie).expect(200);
      expect(search.body.map((r: { investorId: string }) => r.investorId)).toEqual([bilal.id]);
      const bad = await get(`/api/admin/investors?${q({ sort: ['passwordHash', 'ASC'] })}`, adminCookie).expect(400);
      expect(bad.body.message).toBe('Invalid sort: unknown field "passwordHash"');
      await get('/api/admin/investors?role=admin', adminCookie).expect(400);
    });
  });

  describe('GET /api/admin/investor-summaries', () => {
    it('answers 401 without a session and 403 to an investor', async () => {
      await get('/api/admin/investor-summaries').expect(401);
      await get('/api/admin/investor-summaries', investorCookie).expect(403);
    });

    it('answers one row per investor user with totals equal to the sums of their enrollments', async () => {
      const res = await get('/api/admin/investor-summaries', adminCookie).expect(200);
      const rows = res.body as SummaryRow[];
      expect(rows.map((r) => r.investor.fullName)).toEqual(['Amal Nasser', 'Bilal Karim', 'Chen Wei', 'Dina Farouk']);
      expect(res.headers['content-range']).toBe('investor-summaries 0-3/4');
      for (const investor of [amal, bilal, chen, dina]) {
        const row = rows.find((r) => r.id === investor.id);
        expect(row).toMatchObject({
          id: investor.id,
          totalInvested: sumOf(investor.id, 'investmentAmount'),
          currentValue: sumOf(investor.id, 'currentValue'),
          schemeCount: (amounts[investor.id] ?? []).length,
        });
      }
      expect(rows[0]).toEqual({
        id: amal.id,
        investor: {
          id: amal.id,
          fullName: 'Amal Nasser',
          email: 'amal.nasser@example.com',
          username: amal.username,
          status: 'active',
          profilePhotoUrl: null,
          phone: '+971 555000111',
          fullAddress: 'Tower 7, Jumeirah Lake Towers, Dubai',
          country: 'United Arab Emirates',
          createdAt: amal.createdAt.toISOString(),
        },
        totalInvested: 400000,
        currentValue: 413500,
        totalPayouts: 11500,
        schemeCount: 3,
      });
      const chenRow = rows.find((r) => r.id === chen.id);
      expect(chenRow).toMatchObject({ totalInvested: 0, currentValue: 0, schemeCount: 0, investor: { phone: null, fullAddress: null } });
    });

    it('sorts by the totals and by schemeCount, and pages with Content-Range', async () => {
      const byInvested = await get(`/api/admin/investor-summaries?${q({ sort: ['totalInvested', 'DESC'] })}`, adminCookie).expect(200);
      expect(byInvested.body.map((r: SummaryRow) => r.id)).toEqual([bilal.id, amal.id, dina.id, chen.id]);
      const byValue = await get(`/api/admin/investor-summaries?${q({ sort: ['currentValue', 'ASC'] })}`, adminCookie).expect(200);
      expect(byValue.body.map((r: SummaryRow) => r.id)).toEqual([chen.id, dina.id, amal.id, bilal.id]);
      const byCount = await get(`/api/admin/investor-summaries?${q({ sort: ['schemeCount', 'DESC'], range: [0, 1] })}`, adminCookie).expect(
        200,
      );
      expect(byCount.body[0].id).toBe(amal.id);
      expect(byCount.body).toHaveLength(2);
      expect(byCount.headers['content-range']).toBe('investor-summaries 0-1/4');
      const second = await get(
        `/api/admin/investor-summaries?${q({ sort: ['investor.fullName', 'ASC'], range: [2, 3] })}`,
        adminCookie,
      ).expect(200);
      expect(second.body.map((r: SummaryRow) => r.id)).toEqual([chen.id, dina.id]);
      expect(second.headers['content-range']).toBe('investor-summaries 2-3/4');
    });

    it('searches name, email, phone and address case-insensitively, and filters those with schemes', async () => {
      const search = async (text: string) =>
        ((await get(`/api/admin/investor-summaries?${q({ filter: { q: text } })}`, adminCookie).expect(200)).body as SummaryRow[]).map(
          (r) => r.id,
        );
      expect(await search('chen wei')).toEqual([chen.id]);
      expect(await search('AMAL.NASSER@')).toEqual([amal.id]);
      expect(await search('7700900')).toEqual([bilal.id]);
      expect(await search('riyadh')).toEqual([dina.id]);
      expect(await search('no such investor')).toEqual([]);
      const withSchemes = await get(`/api/admin/investor-summaries?${q({ filter: { hasSchemes: true } })}`, adminCookie).expect(200);
      expect(withSchemes.body.map((r: SummaryRow) => r.id)).toEqual([amal.id, bilal.id, dina.id]);
      expect(withSchemes.headers['content-range']).toBe('investor-summaries 0-2/3');
      const withoutSchemes = await get(`/api/admin/investor-summaries?${q({ filter: { hasSchemes: 'false' } })}`, adminCookie).expect(200);
      expect(withoutSchemes.body.map((r: SummaryRow) => r.id)).toEqual([chen.id]);
      const searchedWithSchemes = await get(
        `/api/admin/investor-summaries?${q({ filter: { hasSchemes: 'true', q: 'a' }, range: [0, 0] })}`,
        adminCookie,
      ).expect(200);
      expect(searchedWithSchemes.body.map((r: SummaryRow) => r.id)).toEqual([amal.id]);
      expect(searchedWithSchemes.headers['content-range']).toBe('investor-summaries 0-0/3');
      for (const hasSchemes of ['yes', 1, null, [true]]) {
        const refused = await get(`/api/admin/investor-summaries?${q({ filter: { hasSchemes } })}`, adminCookie).expect(400);
        expect(refused.body).toEqual({
          statusCode: 400,
          message: 'Invalid filter: "hasSchemes" must be true or false',
          error: 'Bad Request',
        });
      }
      const disabled = await get(
        `/api/admin/investor-summaries?${q({ filter: { investor: { status: 'disabled' } } })}`,
        adminCookie,
      ).expect(200);
      expect(disabled.body.map((r: SummaryRow) => r.id)).toEqual([bilal.id]);
      const bad = await get(`/api/admin/investor-summaries?${q({ filter: { passwordHash: 'x' } })}`, adminCookie).expect(400);
      expect(bad.body.message).toBe('Invalid filter: unknown field "passwordHash"');
    });
  });

  describe('GET /api/admin/investor-summaries: the table view (issue 21 item 6)', () => {
    const ids = (res: request.Response) => (res.body as SummaryRow[]).map((r) => r.id);
    const list = (query: Parameters<typeof q>[0]) => get(`/api/admin/investor-summaries?${q(query)}`, adminCookie);

    it("carries each investor's country and total payouts", async () => {
      const res = await list({ filter: { id: [amal.id, chen.id] } }).expect(200);
      expect(res.body).toEqual([
        expect.objectContaining({
          id: amal.id,
          investor: expect.objectContaining({ country: 'United Arab Emirates' }),
          totalPayouts: sumOf(amal.id, 'totalPayouts'),
        }),
        expect.objectContaining({ id: chen.id, investor: expect.objectContaining({ country: null }), totalPayouts: 0 }),
      ]);
    });

    it('sorts by payouts, country and joined date', async () => {
      // Chen and Dina have no payouts: equal, so in id order after the two who have.
      expect(ids(await list({ sort: ['totalPayouts', 'DESC'] }).expect(200))).toEqual([bilal.id, amal.id, ...[chen.id, dina.id].sort()]);
      expect(ids(await list({ sort: ['investor.country', 'ASC'] }).expect(200))).toEqual([dina.id, amal.id, bilal.id, chen.id]);
      expect(ids(await list({ sort: ['investor.createdAt', 'DESC'] }).expect(200))).toEqual([dina.id, chen.id, bilal.id, amal.id]);
    });

    it('filters by scheme (one or any of several), country and status, with the total in Content-Range', async () => {
      const inB = await list({ filter: { schemeId: schemes[1].id } }).expect(200);
      expect(ids(inB)).toEqual([amal.id]);
      expect(inB.headers['content-range']).toBe('investor-summaries 0-0/1');
      const inA = await list({ filter: { schemeId: schemes[0].id } }).expect(200);
      expect(ids(inA)).toEqual([amal.id, bilal.id, dina.id]);
      const inAorC = await list({ filter: { schemeId: [schemes[2].id.toUpperCase(), schemes[0].id] }, range: [0, 1] }).expect(200);
      expect(ids(inAorC)).toEqual([amal.id, bilal.id]);
      expect(inAorC.headers['content-range']).toBe('investor-summaries 0-1/3');
      const inAActive = await list({ filter: { schemeId: schemes[0].id, investor: { status: 'active' } } }).expect(200);
      expect(ids(inAActive)).toEqual([amal.id, dina.id]);
      const british = await list({ filter: { 'investor.country': ['United Kingdom', 'Saudi Arabia'] } }).expect(200);
      expect(ids(british)).toEqual([bilal.id, dina.id]);
      const withSchemes = await list({ filter: { hasSchemes: true, schemeId: schemes[2].id } }).expect(200);
      expect(ids(withSchemes)).toEqual([amal.id]);
      // An empty list names no scheme: no investor, as the document allows (found by the contract check).
      const none = await list({ filter: { schemeId: [] } }).expect(200);
      expect(ids(none)).toEqual([]);
      expect(none.headers['content-range']).toBe('investor-summaries */0');
    });

    it('refuses a malformed scheme id in the filter with 400', async () => {
      for (const schemeId of ['not-a-uuid', [schemes[0].id, 'x'], null, 7]) {
        const res = await list({ filter: { schemeId } }).expect(400);
        expect(res.body).toEqual({ statusCode: 400, message: 'Invalid filter: "schemeId" must be an id (uuid)', error: 'Bad Request' });
      }
    });
  });

  describe('PATCH /api/admin/investors/:investorId/personal (issue 21 item 6)', () => {
    const patch = (id: string, body: unknown, cookie = adminCookie) =>
      request(t.server)
        .patch(`/api/admin/investors/${id}/personal`)
        .set('Cookie', cookie)
        .send(body as object);
    const auditRows = () =>
      t.dataSource.getRepository(AuditLog).find({ where: { action: 'INVESTOR_DETAILS_CHANGED' }, order: { timestamp: 'ASC' } });

    it('answers 401 without a session and 403 to an investor, even for their own id', async () => {
      await request(t.server).patch(`/api/admin/investors/${amal.id}/personal`).send({ fullName: 'X Y' }).expect(401);
      await patch(amal.id, { fullName: 'X Y' }, investorCookie).expect(403);
    });

    it('refuses what the KYC application refuses with 400, changing nothing', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ phone: '0501234567' }, 'Phone must be'],
        [{ dateOfBirth: '2199-01-01' }, 'Date of birth must be a past date'],
        [{ dateOfBirth: '1990-02-30' }, 'Date of birth must be a past date'],
        [{ country: 'Atlantis' }, 'Country must be one of'],
        [{ fullName: '   ' }, 'Full name is required'],
        [{ fullAddress: '' }, 'Full address is required'],
        [{ email: 'new@example.com' }, 'property email should not exist'],
      ];
      for (const [body, message] of cases) {
        const res = await patch(amal.id, body).expect(400);
        expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
        expect(String(res.body.message)).toContain(message);
      }
      const kyc = await t.dataSource.getRepository(KycApplication).findOneByOrFail({ investorId: amal.id });
      expect(kyc).toMatchObject({ phone: '+971 555000111', country: 'United Arab Emirates', dateOfBirth: '1984-05-17' });
      expect(await auditRows()).toEqual([]);
    });

    it("answers 404 'Investor not found' for an unknown id, a malformed id and an admin's id", async () => {
      for (const id of ['8f14e45f-ceea-467f-a0e6-1d2f3c4b5a69', 'not-a-uuid', admin.id]) {
        const res = await patch(id, { fullName: 'New Name' }).expect(404);
        expect(res.body).toEqual({ statusCode: 404, message: 'Investor not found', error: 'Not Found' });
      }
    });

    it('corrects the fields sent, answers the details and audits which fields changed without the sensitive values', async () => {
      const res = await patch(dina.id, {
        fullName: '  Dina Farouk Haddad ',
        phone: '+966 509998877',
        dateOfBirth: '1979-11-02',
        fullAddress: 'Tahlia Street, Jeddah',
        country: 'Saudi Arabia',
      }).expect(200);
      expect(res.body.kyc).toMatchObject({
        fullName: 'Dina Farouk Haddad',
        phone: '+966 509998877',
        dateOfBirth: '1979-11-02',
        fullAddress: 'Tahlia Street, Jeddah',
        country: 'Saudi Arabia',
      });
      const user = await t.dataSource.getRepository(User).findOneByOrFail({ id: dina.id });
      expect(user).toMatchObject({ fullName: 'Dina Farouk Haddad' });
      const summary = await get(`/api/admin/investor-summaries?${q({ filter: { id: dina.id } })}`, adminCookie).expect(200);
      expect(summary.body[0].investor).toMatchObject({
        fullName: 'Dina Farouk Haddad',
        phone: '+966 509998877',
        fullAddress: 'Tahlia Street, Jeddah',
      });
      const rows = await auditRows();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ userId: admin.id, userRole: 'admin' });
      // The country did not change: not named. Names are shown; phone, date of birth and address are not.
      expect(rows[0].actionDetails).toBe(
        `Personal details of Dina Farouk Haddad (${dina.id}) corrected by Zara Admin: full name (was Dina Farouk), phone, date of birth, address`,
      );
      for (const secret of ['509998877', '1979', 'Tahlia', '501112233', 'Olaya']) expect(rows[0].actionDetails).not.toContain(secret);
      // The same values again change nothing and write no row.
      await patch(dina.id, { phone: '+966 509998877' }).expect(200);
      expect(await auditRows()).toHaveLength(1);
      await t.dataSource.getRepository(AuditLog).delete({ action: 'INVESTOR_DETAILS_CHANGED' });
      await patch(dina.id, { fullName: 'Dina Farouk' }).expect(200);
    });

    it("corrects the name of an investor without a KYC application, and refuses the application's fields with 422", async () => {
      const res = await patch(chen.id, { phone: '+971 501234567' }).expect(422);
      expect(res.body).toEqual({
        statusCode: 422,
        message: 'This investor has no KYC application to correct',
        error: 'Unprocessable Entity',
      });
      const named = await patch(chen.id, { fullName: 'Chen Wei Lin' }).expect(200);
      expect(named.body.kyc).toBeNull();
      expect(
        (await get(`/api/admin/investor-summaries?${q({ filter: { id: chen.id } })}`, adminCookie).expect(200)).body[0].investor.fullName,
      ).toBe('Chen Wei Lin');
      await t.dataSource.getRepository(AuditLog).delete({ action: 'INVESTOR_DETAILS_CHANGED' });
      await patch(chen.id, { fullName: 'Chen Wei' }).expect(200);
      await t.dataSource.getRepository(AuditLog).delete({ action: 'INVESTOR_DETAILS_CHANGED' });
    });
  });

  describe('GET /api/admin/investors/:investorId/details', () => {
    it('answers 401 without a session and 403 to an investor, even for their own id', async () => {
      await get(`/api/admin/investors/${amal.id}/details`).expect(401);
      await get(`/api/admin/investors/${amal.id}/details`, investorCookie).expect(403);
      await get(`/api/admin/investors/${bilal.id}/details`, investorCookie).expect(403);
    });

    it("answers the KYC application, the enrollments with scheme names and the spec's metrics", async () => {
      const res = await get(`/api/admin/investors/${amal.id}/details`, adminCookie).expect(200);
      expect(res.body.kyc).toMatchObject({ investorId: amal.id, status: 'approved', phone: '+971 555000111', termsAccepted: 'true' });
      expect(res.body.enrollments).toHaveLength(3);
      // Newest enrollment first.
      expect(res.body.enrollments[0]).toMatchObject({
        investorId: amal.id,
        schemeId: schemes[2].id,
        schemeName: 'Property Partnership C',
        scheme: { name: 'Property Partnership C', productId: 'musharakah' },
        investmentAmount: 50000,
        currentValue: 61000,
        totalPayouts: 7500,
        status: 'matured',
        enrolledAt: '2025-01-03T00:00:00.000Z',
      });
      const invested = sumOf(amal.id, 'investmentAmount');
      const value = sumOf(amal.id, 'currentValue');
      expect(res.body.metrics).toEqual({
        totalInvested: invested,
        currentValue: value,
        totalReturn: value - invested,
        returnPercentage: Math.round(((value - invested) / invested) * 10000) / 100,
        totalPayouts: sumOf(amal.id, 'totalPayouts'),
        activeSchemes: 2,
      });
      expect(res.body.metrics).toMatchObject({ totalReturn: 13500, returnPercentage: 3.38, totalPayouts: 11500 });
    });

    it('answers zeros and no KYC for an investor with nothing', async () => {
      const res = await get(`/api/admin/investors/${chen.id}/details`, superCookie).expect(200);
      expect(res.body).toEqual({
        kyc: null,
        enrollments: [],
        metrics: { totalInvested: 0, currentValue: 0, totalReturn: 0, returnPercentage: 0, totalPayouts: 0, activeSchemes: 0 },
      });
    });

    it("answers 404 'Investor not found' for an unknown id, a malformed id and an admin's id", async () => {
      for (const id of ['8f14e45f-ceea-467f-a0e6-1d2f3c4b5a69', 'not-a-uuid', admin.id]) {
        const res = await get(`/api/admin/investors/${id}/details`, adminCookie).expect(404);
        expect(res.body).toEqual({ statusCode: 404, message: 'Investor not found', error: 'Not Found' });
      }
    });
  });
});
