import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { MESSAGES } from '@fund/contracts';

import { createEnrollment, createScheme } from '../../../test/factories.js';
import { listQuery as q } from '../../../test/list-query.js';
import { signInAdminAndTwoInvestors, type AdminAndTwoInvestors } from '../../../test/signed-in.js';
import { createUser, useTestApp } from '../../../test/test-app.js';
import type { Scheme } from '../schemes/scheme.entity.js';

describe('enrollments and investments', () => {
  const t = useTestApp();
  let { admin, investor, investorCookie, other, otherCookie } = {} as AdminAndTwoInvestors;
  let scheme: Scheme;

  beforeAll(async () => {
    ({ admin, investor, investorCookie, other, otherCookie } = await signInAdminAndTwoInvestors(
      t,
      { fullName: 'Layla Haddad' },
      { fullName: 'Omar Saleh' },
    ));
    scheme = await createScheme(t, { name: 'Musharakah Real Estate II', productId: 'musharakah', minimumInvestment: 50000 });
  });

  const enroll = (cookie: string, body: Record<string, unknown>) =>
    request(t.server).post('/api/enrollments').set('Cookie', cookie).send(body);
  const enrollmentCount = async (investorId: string) =>
    Number((await t.dataSource.query('SELECT count(*) AS n FROM enrollments WHERE investor_id = $1', [investorId]))[0].n);

  describe('POST /api/enrollments', () => {
    it('enrolls an active investor and sets their open expression for the scheme to enrolled', async () => {
      const s = await createScheme(t, { minimumInvestment: 50000 });
      const [expression] = await t.dataSource.query(
        `INSERT INTO expressions_of_interest (investor_id, scheme_id, status, archived) VALUES ($1, $2, 'contacted', false) RETURNING id`,
        [investor.id, s.id],
      );
      const res = await enroll(admin, { investorId: investor.id, schemeId: s.id, investmentAmount: 75000, currentValue: 75000 }).expect(
        201,
      );
      expect(res.body).toEqual({
        id: expect.any(String),
        investorId: investor.id,
        schemeId: s.id,
        enrolledAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
        status: 'earning',
        investmentAmount: 75000,
        currentValue: 75000,
        totalPayouts: 0,
        nextPayoutDate: null,
        nextPayoutAmount: null,
        schemeName: s.name,
        scheme: { name: s.name, productId: 'murabaha' },
        investorName: 'Layla Haddad',
      });
      const [{ status }] = await t.dataSource.query('SELECT status FROM expressions_of_interest WHERE id = $1', [expression.id]);
      expect(status).toBe('enrolled');
    });

    it('defaults currentValue to the amount and enforces the scheme minimum', async () => {
      const s = await createScheme(t, { minimumInvestment: 50000 });
      const below = await enroll(admin, { investorId: other.id, schemeId: s.id, investmentAmount: 49999 });
      expect(below.status).toBe(422);
      // The minimum as money, in full (issue 19 item 6): not 50000, nor an abbreviated $1.3M.
      expect(below.body).toEqual({ statusCode: 422, message: 'Investment amount must be at least $50,000', error: 'Unprocessable Entity' });
      const large = await createScheme(t, { minimumInvestment: 1250000 });
      const belowLarge = await enroll(admin, { investorId: other.id, schemeId: large.id, investmentAmount: 1000000 }).expect(422);
      expect(belowLarge.body.message).toBe('Investment amount must be at least $1,250,000');
      expect(await enrollmentCount(other.id)).toBe(0);
      const res = await enroll(admin, { investorId: other.id, schemeId: s.id, investmentAmount: 50000 }).expect(201);
      expect(res.body.currentValue).toBe(50000);
      await t.dataSource.query('DELETE FROM enrollments WHERE id = $1', [res.body.id]);
    });

    it('refuses a second enrollment in the same scheme with 409, even when sent at once', async () => {
      const s = await createScheme(t, { minimumInvestment: 1000 });
      const results = await Promise.all(
        Array.from({ length: 5 }, () => enroll(admin, { investorId: investor.id, schemeId: s.id, investmentAmount: 1000 })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
      expect(results.find((r) => r.status === 409)!.body.message).toBe('Investor is already enrolled in this scheme');
    });

    it('validates the payload', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ schemeId: scheme.id, investmentAmount: 60000 }, 'Investor is required'],
        [{ investorId: investor.id, investmentAmount: 60000 }, 'Scheme is required'],
        [{ investorId: investor.id, schemeId: scheme.id }, 'Amount is required'],
        [{ investorId: investor.id, schemeId: scheme.id, investmentAmount: 60000.5 }, 'Investment amount must be a whole number'],
        [{ investorId: investor.id, schemeId: scheme.id, investmentAmount: '60000' }, 'Investment amount must be a whole number'],
        [{ investorId: investor.id, schemeId: scheme.id, investmentAmount: 0 }, 'Investment amount must be at least 1'],
        [{ investorId: investor.id, schemeId: scheme.id, investmentAmount: 60000, currentValue: -1 }, 'Current value must be at least 0'],
        [{ investorId: investor.id, schemeId: scheme.id, investmentAmount: 60000, status: 'matured' }, 'property status should not exist'],
      ];
      for (const [body, message] of cases) {
        const res = await enroll(admin, body);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(message);
      }
      expect(await enrollmentCount(investor.id)).toBe(2);
    });

    it('needs an existing active investor and an existing scheme', async () => {
      const disabled = await createUser(t, { role: 'investor', status: 'disabled' });
      const adminUser = await createUser(t, { role: 'admin' });
      for (const investorId of [disabled.id, adminUser.id]) {
        const res = await enroll(admin, { investorId, schemeId: scheme.id, investmentAmount: 60000 });
        expect(res.status).toBe(422);
        expect(res.body.message).toBe('Only an active investor can be enrolled');
      }
      const ghost = await enroll(admin, { investorId: randomUUID(), schemeId: scheme.id, investmentAmount: 60000 });
      expect(ghost.status).toBe(404);
      expect(ghost.body.message).toBe('Investor not found');
      const noScheme = await enroll(admin, { investorId: investor.id, schemeId: randomUUID(), investmentAmount: 60000 });
      expect(noScheme.status).toBe(404);
      expect(noScheme.body.message).toBe('Scheme not found');
    });

    it('is for admins: 401 without a session, 403 for an investor, nothing created', async () => {
      await request(t.server)
        .post('/api/enrollments')
        .send({ investorId: investor.id, schemeId: scheme.id, investmentAmount: 60000 })
        .expect(401);
      await enroll(investorCookie, { investorId: investor.id, schemeId: scheme.id, investmentAmount: 60000 }).expect(403);
      const [{ n }] = await t.dataSource.query('SELECT count(*) AS n FROM enrollments WHERE scheme_id = $1', [scheme.id]);
      expect(Number(n)).toBe(0);
    });
  });

  describe('reading enrollments', () => {
    let mine: string;
    let theirs: string;
    beforeAll(async () => {
      await t.dataSource.query('DELETE FROM enrollments');
      mine = (await createEnrollment(t, { investorId: investor.id, schemeId: scheme.id, investmentAmount: 80000, currentValue: 82000 })).id;
      theirs = (await createEnrollment(t, { investorId: other.id, schemeId: scheme.id })).id;
    });

    it('admins read all of them, or one investor’s, with names and Content-Range', async () => {
      const all = await request(t.server).get('/api/enrollments').set('Cookie', admin).expect(200);
      expect(all.body.map((e: { id: string }) => e.id).sort()).toEqual([mine, theirs].sort());
      expect(all.headers['content-range']).toBe('enrollments 0-1/2');
      const one = await request(t.server).get(`/api/enrollments?investorId=${investor.id}`).set('Cookie', admin).expect(200);
      expect(one.body).toEqual([
        expect.objectContaining({
          id: mine,
          investmentAmount: 80000,
          currentValue: 82000,
          schemeName: scheme.name,
          scheme: { name: scheme.name, productId: 'musharakah' },
          investorName: 'Layla Haddad',
        }),
      ]);
      const sorted = await request(t.server)
        .get(`/api/enrollments?${q({ sort: ['investorName', 'DESC'] })}`)
        .set('Cookie', admin)
        .expect(200);
      expect(sorted.body.map((e: { investorName: string }) => e.investorName)).toEqual(['Omar Saleh', 'Layla Haddad']);
    });

    it('an investor reads only their own: filter.investorId or ?investorId=<own id>, and /investors/<own id>/enrollments', async () => {
      const own = await request(t.server).get(`/api/enrollments?investorId=${investor.id}`).set('Cookie', investorCookie).expect(200);
      expect(own.body.map((e: { id: string }) => e.id)).toEqual([mine]);
      const byFilter = await request(t.server)
        .get(`/api/enrollments?${q({ filter: { investorId: investor.id } })}`)
        .set('Cookie', investorCookie)
        .expect(200);
      expect(byFilter.body.map((e: { id: string }) => e.id)).toEqual([mine]);
      const byPath = await request(t.server).get(`/api/investors/${investor.id}/enrollments`).set('Cookie', investorCookie).expect(200);
      expect(byPath.body.map((e: { id: string }) => e.id)).toEqual([mine]);
      // The alias and the filter must agree; a list of ids is not "only their own".
      const sneaky = await request(t.server)
        .get(`/api/enrollments?investorId=${investor.id}&${q({ filter: { investorId: other.id } })}`)
        .set('Cookie', investorCookie)
        .expect(400);
      expect(sneaky.body.message).toBe('Invalid filter: ?investorId= and filter.investorId disagree; send one of them');
      await request(t.server)
        .get(`/api/enrollments?${q({ filter: { investorId: other.id } })}`)
        .set('Cookie', investorCookie)
        .expect(403);
      await request(t.server)
        .get(`/api/enrollments?${q({ filter: { investorId: [investor.id, other.id] } })}`)
        .set('Cookie', investorCookie)
        .expect(403);
    });

    it('an investor gets 403 for another investor’s enrollments or for all of them', async () => {
      await request(t.server).get(`/api/enrollments?investorId=${other.id}`).set('Cookie', investorCookie).expect(403);
      await request(t.server).get('/api/enrollments').set('Cookie', investorCookie).expect(403);
      await request(t.server).get(`/api/investors/${other.id}/enrollments`).set('Cookie', investorCookie).expect(403);
      // A malformed id names nobody: the route's 404 for every caller, before the ownership check.
      for (const cookie of [investorCookie, admin]) {
        const res = await request(t.server).get(`/api/investors/not-a-uuid/enrollments`).set('Cookie', cookie).expect(404);
        expect(res.body.message).toBe(MESSAGES.investorNotFound);
      }
      await request(t.server).get(`/api/enrollments?investorId=nope`).set('Cookie', admin).expect(400);
      await request(t.server).get('/api/enrollments').expect(401);
      await request(t.server).get(`/api/investors/${investor.id}/enrollments`).expect(401);
    });

    it('GET /api/investments lists every enrollment for admins only', async () => {
      const res = await request(t.server)
        .get(`/api/investments?${q({ sort: ['investmentAmount', 'DESC'], range: [0, 0] })}`)
        .set('Cookie', admin)
        .expect(200);
      expect(res.body.map((e: { id: string }) => e.id)).toEqual([theirs]);
      expect(res.body[0]).toMatchObject({ investorName: 'Omar Saleh', schemeName: scheme.name });
      expect(res.headers['content-range']).toBe('investments 0-0/2');
      await request(t.server).get('/api/investments').set('Cookie', otherCookie).expect(403);
      await request(t.server).get('/api/investments').expect(401);
    });
  });
});
