import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import type { AuditLogView } from '@fund/contracts';

import { createActivity, createKycApplication, createScheme } from '../../../test/factories.js';
import { listQuery as q } from '../../../test/list-query.js';
import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';
import type { User } from '../users/user.entity.js';
import type { Scheme } from './scheme.entity.js';

// Issue 19 item 5: a scheme's delete says what it destroys (GET /api/schemes/{id}/deletion-impact, the
// same counts in the SCHEME_DELETED audit row), and a scheme can be archived instead: kept with its
// history for those who hold it, hidden from opportunities, closed to new enrollments and interest.

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('schemes: deletion impact, audited delete, archive and restore', () => {
  const t = useTestApp();
  let admin: User;
  let adminCookie: string;
  let investor: User;
  let investorCookie: string;
  let assetId: string;

  beforeAll(async () => {
    admin = await createUser(t, { role: 'admin' });
    adminCookie = await sessionFor(t, admin);
    investor = await createUser(t, { role: 'investor' });
    investorCookie = await sessionFor(t, investor);
    [{ id: assetId }] = await t.dataSource.query(
      `INSERT INTO assets (name, purchase_value, address, property_type) VALUES ('Marina Tower', 1000000, 'Dubai Marina', 'Residential') RETURNING id`,
    );
  });

  const asAdmin = (method: 'get' | 'post' | 'delete', path: string) => request(t.server)[method](path).set('Cookie', adminCookie);
  const count = async (sql: string, params: unknown[]) => Number((await t.dataSource.query(sql, params))[0].n);
  const auditRows = async (action: string, id: string): Promise<AuditLogView[]> => {
    const res = await asAdmin('get', `/api/admin/audit-logs?action=${action}&limit=500`).expect(200);
    return (res.body as AuditLogView[]).filter((row) => row.actionDetails?.includes(id));
  };

  /** An approved investor with a session, as the back office enrolls them. */
  const approvedInvestor = async (fullName: string) => {
    const user = await createUser(t, { role: 'investor', fullName });
    await createKycApplication(t, { investorId: user.id, status: 'approved', fullName, email: user.email });
    return user;
  };

  /**
   * A scheme with a history: two investors enrolled through the API (each enrollment writes its
   * Contribution), three payouts and a distribution run of 1,000 to both (375 and 625) through the API,
   * an update and a document activity, two scheme documents, an expression of interest and an asset allocation.
   */
  const schemeWithHistory = async () => {
    const scheme = await createScheme(t, { minimumInvestment: 1000 });
    const holders = [await approvedInvestor('Noor Rahman'), await approvedInvestor('Omar Saleh')];
    const enrollmentIds: string[] = [];
    for (const [i, holder] of holders.entries()) {
      const res = await asAdmin('post', '/api/enrollments')
        .send({ investorId: holder.id, schemeId: scheme.id, investmentAmount: 30000 + i * 20000 })
        .expect(201);
      enrollmentIds.push(res.body.id as string);
    }
    for (const [holder, enrollmentId, payoutAmount] of [
      [holders[0], enrollmentIds[0], 1200],
      [holders[0], enrollmentIds[0], 1300],
      [holders[1], enrollmentIds[1], 2001],
    ] as const) {
      await asAdmin('post', '/api/payouts')
        .send({ investorId: holder.id, enrollmentId, payoutAmount, description: 'Quarterly distribution', payoutDate: '2026-03-31' })
        .expect(201);
    }
    await asAdmin('post', `/api/schemes/${scheme.id}/distributions`)
      .send({ mode: 'total', totalAmount: 1000, basis: 'invested', payoutDate: '2026-06-30', description: 'Q2 distribution' })
      .expect(201);
    await createActivity(t, { investorId: holders[0].id, schemeId: scheme.id });
    await createActivity(t, {
      investorId: holders[1].id,
      schemeId: scheme.id,
      type: 'document',
      category: 'Other',
      title: 'Notice',
      documentUrl: null,
    });
    for (const name of ['Offering memorandum', 'Term sheet']) {
      await t.dataSource.query(`INSERT INTO scheme_documents (scheme_id, name, type, size, url) VALUES ($1, $2, 'PDF', '0.1 MB', NULL)`, [
        scheme.id,
        name,
      ]);
    }
    await t.dataSource.query('INSERT INTO expressions_of_interest (investor_id, scheme_id) VALUES ($1, $2)', [investor.id, scheme.id]);
    await t.dataSource.query('INSERT INTO asset_enrollments (asset_id, enrollment_id) VALUES ($1, $2)', [assetId, enrollmentIds[0]]);
    return { scheme, holders, enrollmentIds };
  };

  /** The scheme's rows per table, counted independently of the API. */
  const footprint = async (schemeId: string, enrollmentIds: string[]) => ({
    schemes: await count('SELECT count(*) AS n FROM schemes WHERE id = $1', [schemeId]),
    enrollments: await count('SELECT count(*) AS n FROM enrollments WHERE scheme_id = $1', [schemeId]),
    activities: await count('SELECT count(*) AS n FROM activities WHERE scheme_id = $1', [schemeId]),
    payouts: await count(`SELECT count(*) AS n FROM activities WHERE scheme_id = $1 AND type = 'transaction' AND category = 'Payout'`, [
      schemeId,
    ]),
    documents: await count('SELECT count(*) AS n FROM scheme_documents WHERE scheme_id = $1', [schemeId]),
    expressions: await count('SELECT count(*) AS n FROM expressions_of_interest WHERE scheme_id = $1', [schemeId]),
    allocations: await count('SELECT count(*) AS n FROM asset_enrollments WHERE enrollment_id = ANY($1::uuid[])', [enrollmentIds]),
    distributionRuns: await count('SELECT count(*) AS n FROM distribution_runs WHERE scheme_id = $1', [schemeId]),
  });

  describe('GET /api/schemes/{id}/deletion-impact and DELETE /api/schemes/{id}', () => {
    it('counts exactly what a delete removes, and the delete writes those counts in its SCHEME_DELETED row', async () => {
      const { scheme, enrollmentIds } = await schemeWithHistory();
      const bystander = await schemeWithHistory();
      const before = await footprint(scheme.id, enrollmentIds);
      const bystanderBefore = await footprint(bystander.scheme.id, bystander.enrollmentIds);

      const impact = await asAdmin('get', `/api/schemes/${scheme.id}/deletion-impact`).expect(200);
      expect(impact.body).toEqual({
        schemeId: scheme.id,
        name: scheme.name,
        investors: 2,
        enrollments: 2,
        investedTotal: 80000,
        payouts: 5,
        payoutTotal: 5501,
        // 2 contributions, 3 payouts, 2 payouts of the run, 1 update, 1 document
        activities: 9,
        documents: 2,
        expressionsOfInterest: 1,
        assetAllocations: 1,
        distributionRuns: 1,
      });
      expect([
        before.enrollments,
        before.activities,
        before.payouts,
        before.documents,
        before.expressions,
        before.allocations,
        before.distributionRuns,
      ]).toEqual([
        impact.body.enrollments,
        impact.body.activities,
        impact.body.payouts,
        impact.body.documents,
        impact.body.expressionsOfInterest,
        impact.body.assetAllocations,
        impact.body.distributionRuns,
      ]);
      // Reading the impact changes nothing.
      expect(await footprint(scheme.id, enrollmentIds)).toEqual(before);

      const res = await asAdmin('delete', `/api/schemes/${scheme.id}`).expect(200);
      expect(res.body).toMatchObject({ id: scheme.id, name: scheme.name });
      expect(await footprint(scheme.id, enrollmentIds)).toEqual({
        schemes: 0,
        enrollments: 0,
        activities: 0,
        payouts: 0,
        documents: 0,
        expressions: 0,
        allocations: 0,
        distributionRuns: 0,
      });
      expect(await footprint(bystander.scheme.id, bystander.enrollmentIds)).toEqual(bystanderBefore);

      const rows = await auditRows('SCHEME_DELETED', scheme.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ action: 'SCHEME_DELETED', userId: admin.id, userRole: 'admin' });
      expect(rows[0].actionDetails).toBe(
        `Scheme "${scheme.name}" (${scheme.id}) deleted: 2 investors, 2 enrollments (invested 80000), 5 payouts totalling 5501, 9 activities, ` +
          '2 scheme documents, 1 expression of interest, 1 asset allocation, 1 distribution run',
      );

      // Gone: no impact, no second delete, no second row.
      await asAdmin('get', `/api/schemes/${scheme.id}/deletion-impact`).expect(404);
      await asAdmin('delete', `/api/schemes/${scheme.id}`).expect(404);
      expect(await auditRows('SCHEME_DELETED', scheme.id)).toHaveLength(1);
    });

    it('counts zeros for a scheme with no history', async () => {
      const scheme = await createScheme(t);
      const impact = await asAdmin('get', `/api/schemes/${scheme.id}/deletion-impact`).expect(200);
      expect(impact.body).toEqual({
        schemeId: scheme.id,
        name: scheme.name,
        investors: 0,
        enrollments: 0,
        investedTotal: 0,
        payouts: 0,
        payoutTotal: 0,
        activities: 0,
        documents: 0,
        expressionsOfInterest: 0,
        assetAllocations: 0,
        distributionRuns: 0,
      });
    });

    it('answers 401 without a session, 403 to an investor and 404 for an unknown or malformed id', async () => {
      const scheme = await createScheme(t);
      await request(t.server).get(`/api/schemes/${scheme.id}/deletion-impact`).expect(401);
      const forbidden = await request(t.server).get(`/api/schemes/${scheme.id}/deletion-impact`).set('Cookie', investorCookie).expect(403);
      expect(forbidden.body).toEqual({ statusCode: 403, message: 'You do not have permission to do this', error: 'Forbidden' });
      for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
        const res = await asAdmin('get', `/api/schemes/${id}/deletion-impact`).expect(404);
        expect(res.body).toEqual({ statusCode: 404, message: 'Scheme not found', error: 'Not Found' });
      }
    });
  });

  describe('POST /api/schemes/{id}/archive and /restore', () => {
    const opportunityIds = async (cookie: string) =>
      (
        (
          await request(t.server)
            .get(`/api/investor/schemes?${q({ range: [0, 999] })}`)
            .set('Cookie', cookie)
            .expect(200)
        ).body as { id: string }[]
      ).map((s) => s.id);

    it('archives: the scheme stays with its history for its holders and the back office, and leaves the opportunities', async () => {
      const { scheme, holders, enrollmentIds } = await schemeWithHistory();
      const before = await footprint(scheme.id, enrollmentIds);
      const newcomer = await approvedInvestor('Huda Karim');
      const newcomerCookie = await sessionFor(t, newcomer);
      expect(await opportunityIds(newcomerCookie)).toContain(scheme.id);

      const res = await asAdmin('post', `/api/schemes/${scheme.id}/archive`).expect(200);
      expect(res.body).toMatchObject({ id: scheme.id, name: scheme.name, status: 'live' });
      expect(Date.parse(res.body.archivedAt)).toBeGreaterThan(Date.now() - 60_000);
      expect((await asAdmin('get', `/api/schemes/${scheme.id}`).expect(200)).body.archivedAt).toBe(res.body.archivedAt);

      // Nothing of its history goes.
      expect(await footprint(scheme.id, enrollmentIds)).toEqual(before);
      // Hidden from the opportunities of anyone not in it.
      expect(await opportunityIds(newcomerCookie)).not.toContain(scheme.id);
      // Its holders keep it in their investments and feed.
      const holderCookie = await sessionFor(t, holders[0]);
      const investments = (await request(t.server).get(`/api/investments/${holders[0].id}`).set('Cookie', holderCookie).expect(200))
        .body as { scheme: { id: string } }[];
      expect(investments.map((i) => i.scheme.id)).toContain(scheme.id);
      await request(t.server).get(`/api/investments/${holders[0].id}/${scheme.id}`).set('Cookie', holderCookie).expect(200);
      const feed = (
        await request(t.server).get(`/api/activities/${holders[0].id}?schemeId=${scheme.id}`).set('Cookie', holderCookie).expect(200)
      ).body as unknown[];
      expect(feed.length).toBe(5);

      // The back office lists it under Archived, and not among the current schemes.
      type Listed = { id: string; archivedAt: string | null };
      const archived = (await asAdmin('get', `/api/schemes?${q({ filter: { archived: true }, range: [0, 999] })}`).expect(200))
        .body as Listed[];
      const current = (await asAdmin('get', `/api/schemes?${q({ filter: { archived: false }, range: [0, 999] })}`).expect(200))
        .body as Listed[];
      expect(archived.map((s) => s.id)).toContain(scheme.id);
      expect(current.map((s) => s.id)).not.toContain(scheme.id);
      expect(archived.every((s) => s.archivedAt !== null)).toBe(true);
      expect(current.every((s) => s.archivedAt === null)).toBe(true);

      // Audited with what it keeps.
      const rows = await auditRows('SCHEME_ARCHIVED', scheme.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ action: 'SCHEME_ARCHIVED', userId: admin.id, userRole: 'admin' });
      expect(rows[0].actionDetails).toBe(
        `Scheme "${scheme.name}" (${scheme.id}) archived, keeping 2 investors, 2 enrollments (invested 80000), 5 payouts totalling 5501, 9 activities, ` +
          '2 scheme documents, 1 expression of interest, 1 asset allocation, 1 distribution run',
      );

      // Archiving again: 422, no second row.
      const again = await asAdmin('post', `/api/schemes/${scheme.id}/archive`).expect(422);
      expect(again.body).toEqual({ statusCode: 422, message: 'This scheme is already archived', error: 'Unprocessable Entity' });
      expect(await auditRows('SCHEME_ARCHIVED', scheme.id)).toHaveLength(1);
    });

    it('an archived scheme takes no new enrollment and no new expression of interest (422, nothing written)', async () => {
      const scheme = await createScheme(t, { minimumInvestment: 1000 });
      await asAdmin('post', `/api/schemes/${scheme.id}/archive`).expect(200);
      const newcomer = await approvedInvestor('Samir Aziz');

      const enroll = await asAdmin('post', '/api/enrollments')
        .send({ investorId: newcomer.id, schemeId: scheme.id, investmentAmount: 5000 })
        .expect(422);
      expect(enroll.body).toEqual({ statusCode: 422, message: 'This scheme is archived', error: 'Unprocessable Entity' });
      const interest = await request(t.server)
        .post('/api/expressions-of-interest')
        .set('Cookie', await sessionFor(t, newcomer))
        .send({ investorId: newcomer.id, schemeId: scheme.id })
        .expect(422);
      expect(interest.body).toEqual({ statusCode: 422, message: 'This scheme is archived', error: 'Unprocessable Entity' });
      expect(await count('SELECT count(*) AS n FROM enrollments WHERE scheme_id = $1', [scheme.id])).toBe(0);
      expect(await count('SELECT count(*) AS n FROM activities WHERE scheme_id = $1', [scheme.id])).toBe(0);
      expect(await count('SELECT count(*) AS n FROM expressions_of_interest WHERE scheme_id = $1', [scheme.id])).toBe(0);
    });

    it('restores: back in the opportunities and open to enrollments; restoring again answers 422', async () => {
      const scheme = await createScheme(t, { minimumInvestment: 1000 });
      const newcomer = await approvedInvestor('Rania Fares');
      const newcomerCookie = await sessionFor(t, newcomer);
      await asAdmin('post', `/api/schemes/${scheme.id}/archive`).expect(200);
      expect(await opportunityIds(newcomerCookie)).not.toContain(scheme.id);

      const res = await asAdmin('post', `/api/schemes/${scheme.id}/restore`).expect(200);
      expect(res.body).toMatchObject({ id: scheme.id, archivedAt: null });
      expect(await opportunityIds(newcomerCookie)).toContain(scheme.id);
      await asAdmin('post', '/api/enrollments').send({ investorId: newcomer.id, schemeId: scheme.id, investmentAmount: 5000 }).expect(201);
      const rows = await auditRows('SCHEME_RESTORED', scheme.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ action: 'SCHEME_RESTORED', userId: admin.id, userRole: 'admin' });
      expect(rows[0].actionDetails).toContain(`Scheme "${scheme.name}" (${scheme.id}) restored`);

      const again = await asAdmin('post', `/api/schemes/${scheme.id}/restore`).expect(422);
      expect(again.body).toEqual({ statusCode: 422, message: 'This scheme is not archived', error: 'Unprocessable Entity' });
      expect(await auditRows('SCHEME_RESTORED', scheme.id)).toHaveLength(1);
    });

    it('answers 401 without a session, 403 to an investor and 404 for an unknown or malformed id, changing nothing', async () => {
      const scheme: Scheme = await createScheme(t);
      for (const action of ['archive', 'restore']) {
        await request(t.server).post(`/api/schemes/${scheme.id}/${action}`).expect(401);
        const forbidden = await request(t.server).post(`/api/schemes/${scheme.id}/${action}`).set('Cookie', investorCookie).expect(403);
        expect(forbidden.body).toEqual({ statusCode: 403, message: 'You do not have permission to do this', error: 'Forbidden' });
        for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
          const res = await asAdmin('post', `/api/schemes/${id}/${action}`).expect(404);
          expect(res.body).toEqual({ statusCode: 404, message: 'Scheme not found', error: 'Not Found' });
        }
      }
      const [row] = await t.dataSource.query('SELECT archived_at FROM schemes WHERE id = $1', [scheme.id]);
      expect(row.archived_at).toBeNull();
    });

    it('refuses a bad archived filter with 400', async () => {
      for (const archived of ['yes', 1, null, [true]]) {
        const res = await asAdmin('get', `/api/schemes?${q({ filter: { archived } })}`).expect(400);
        expect(res.body).toEqual({ statusCode: 400, message: 'Invalid filter: "archived" must be true or false', error: 'Bad Request' });
      }
    });
  });
});
