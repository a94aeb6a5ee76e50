import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { createEnrollment, createScheme } from '../../../test/factories.js';
import { listQuery as q } from '../../../test/list-query.js';
import { signInAdminAndTwoInvestors, type AdminAndTwoInvestors } from '../../../test/signed-in.js';
import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';
import type { Scheme } from '../schemes/scheme.entity.js';

describe('expressions of interest', () => {
  const t = useTestApp();
  let { admin, investor, investorCookie, other, otherCookie } = {} as AdminAndTwoInvestors;
  let scheme: Scheme;

  beforeAll(async () => {
    ({ admin, investor, investorCookie, other, otherCookie } = await signInAdminAndTwoInvestors(t, { fullName: 'Layla Haddad' }));
    scheme = await createScheme(t, { name: 'Gulf Trade Finance I' });
  });

  const count = async (where = 'true', params: unknown[] = []) =>
    Number((await t.dataSource.query(`SELECT count(*) AS n FROM expressions_of_interest WHERE ${where}`, params))[0].n);
  const express = (cookie: string, body: Record<string, unknown>) =>
    request(t.server).post('/api/expressions-of-interest').set('Cookie', cookie).send(body);
  const list = (query = '') => request(t.server).get(`/api/expressions-of-interest${query}`).set('Cookie', admin);

  it('never leaves an open expression beside an enrollment made at the same moment', async () => {
    for (let round = 0; round < 15; round++) {
      const racer = await createUser(t, { role: 'investor' });
      const racerCookie = await sessionFor(t, racer);
      const target = await createScheme(t, { minimumInvestment: 1000 });
      const [enrolled, expressed] = await Promise.all([
        request(t.server)
          .post('/api/enrollments')
          .set('Cookie', admin)
          .send({ investorId: racer.id, schemeId: target.id, investmentAmount: 5000 }),
        express(racerCookie, { investorId: racer.id, schemeId: target.id }),
      ]);
      expect(enrolled.status).toBe(201);
      // Either the expression came first (and the enrollment marked it enrolled) or it was refused.
      if (expressed.status === 201) {
        expect(await count('investor_id = $1 AND status = $2', [racer.id, 'enrolled'])).toBe(1);
      } else {
        expect(expressed.status).toBe(409);
      }
      expect(await count(`investor_id = $1 AND status IN ('pending', 'contacted')`, [racer.id])).toBe(0);
    }
  });

  describe('POST /api/expressions-of-interest', () => {
    it('records a pending expression for the investor themselves', async () => {
      const own = await createScheme(t);
      const res = await express(investorCookie, { investorId: investor.id, schemeId: own.id }).expect(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        investorId: investor.id,
        investorName: 'Layla Haddad',
        schemeId: own.id,
        schemeName: own.name,
        status: 'pending',
        notes: null,
        archived: 'false',
        submittedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      });
    });

    it('refuses a second open expression for the same scheme with 409, even when sent at once', async () => {
      const s = await createScheme(t);
      const results = await Promise.all(
        Array.from({ length: 5 }, () => express(investorCookie, { investorId: investor.id, schemeId: s.id })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
      const conflict = results.find((r) => r.status === 409)!;
      expect(conflict.body.message).toBe('You have already expressed interest in this scheme');
      expect(await count('scheme_id = $1', [s.id])).toBe(1);
    });

    it('refuses a scheme not open for investment (earning or matured) with 422 and records nothing (issue 19 item 6)', async () => {
      for (const status of ['earning', 'matured'] as const) {
        const s = await createScheme(t, { status });
        const res = await express(investorCookie, { investorId: investor.id, schemeId: s.id });
        expect(res.status).toBe(422);
        expect(res.body).toEqual({ statusCode: 422, message: 'This scheme is not open for investment', error: 'Unprocessable Entity' });
        expect(await count('scheme_id = $1', [s.id])).toBe(0);
      }
      await express(investorCookie, { investorId: investor.id, schemeId: (await createScheme(t, { status: 'closing' })).id }).expect(201);
    });

    it('refuses another investor’s id with 403 and records nothing', async () => {
      const s = await createScheme(t);
      const res = await express(otherCookie, { investorId: investor.id, schemeId: s.id });
      expect(res.status).toBe(403);
      expect(await count('scheme_id = $1', [s.id])).toBe(0);
    });

    it('is for investors: 401 without a session, 403 for an admin', async () => {
      const s = await createScheme(t);
      await request(t.server).post('/api/expressions-of-interest').send({ investorId: investor.id, schemeId: s.id }).expect(401);
      await express(admin, { investorId: investor.id, schemeId: s.id }).expect(403);
      expect(await count('scheme_id = $1', [s.id])).toBe(0);
    });

    it('validates the payload with the spec messages', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ schemeId: scheme.id }, 'Investor is required'],
        [{ investorId: investor.id }, 'Scheme is required'],
        [{ investorId: investor.id, schemeId: ' ' }, 'Scheme is required'],
        [{ investorId: investor.id, schemeId: 'nope' }, 'Scheme must be a valid id'],
        [{ investorId: investor.id, schemeId: scheme.id, status: 'enrolled' }, 'property status should not exist'],
      ];
      for (const [body, message] of cases) {
        const res = await express(investorCookie, body);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(message);
      }
    });

    it('answers 404 for an unknown scheme and 409 when already enrolled', async () => {
      const unknown = await express(investorCookie, { investorId: investor.id, schemeId: randomUUID() });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Scheme not found');
      const s = await createScheme(t);
      await createEnrollment(t, { investorId: investor.id, schemeId: s.id });
      const enrolled = await express(investorCookie, { investorId: investor.id, schemeId: s.id });
      expect(enrolled.status).toBe(409);
      expect(enrolled.body.message).toBe('Investor is already enrolled in this scheme');
    });
  });

  describe('admin list and changes', () => {
    const seed = async (fields: { investorId?: string; schemeId?: string; status?: string; archived?: boolean; minutesAgo: number }) => {
      const [row] = await t.dataSource.query(
        `INSERT INTO expressions_of_interest (investor_id, scheme_id, status, archived, submitted_at)
         VALUES ($1, $2, $3, $4, now() - make_interval(mins => $5)) RETURNING id`,
        [
          fields.investorId ?? other.id,
          fields.schemeId ?? (await createScheme(t)).id,
          fields.status ?? 'pending',
          fields.archived ?? false,
          fields.minutesAgo,
        ],
      );
      return row.id as string;
    };

    it('lists newest first with names, hides archived ones unless asked, and answers Content-Range', async () => {
      await t.dataSource.query('DELETE FROM expressions_of_interest');
      const older = await seed({ minutesAgo: 30, status: 'contacted', schemeId: scheme.id });
      const archived = await seed({ minutesAgo: 20, status: 'rejected', archived: true, schemeId: scheme.id });
      const newer = await seed({ minutesAgo: 10, investorId: investor.id, schemeId: scheme.id });
      const res = await list().expect(200);
      expect(res.body.map((e: { id: string }) => e.id)).toEqual([newer, older]);
      expect(res.body[0]).toMatchObject({ investorName: 'Layla Haddad', schemeName: 'Gulf Trade Finance I', archived: 'false' });
      expect(res.headers['content-range']).toBe('expressions-of-interest 0-1/2');

      const withArchived = await list('?archived=true').expect(200);
      expect(withArchived.body.map((e: { id: string }) => e.id)).toEqual([newer, archived, older]);
      expect(withArchived.body[1].archived).toBe('true');
      const viaFilter = await list(`?${q({ filter: { archived: true }, range: [0, 1] })}`).expect(200);
      expect(viaFilter.body.map((e: { id: string }) => e.id)).toEqual([newer, archived]);
      expect(viaFilter.headers['content-range']).toBe('expressions-of-interest 0-1/3');
      const byStatus = await list(`?${q({ filter: { status: 'contacted' } })}`).expect(200);
      expect(byStatus.body.map((e: { id: string }) => e.id)).toEqual([older]);
      await list(`?${q({ sort: ['password', 'ASC'] })}`).expect(400);
    });

    it('shows Unknown Investor and Unknown Scheme once they are gone', async () => {
      const ghost = await createUser(t, { role: 'investor' });
      const gone = await createScheme(t);
      const id = await seed({ investorId: ghost.id, schemeId: gone.id, minutesAgo: 0 });
      await t.dataSource.transaction(async (m) => {
        // Bypass the cascading foreign keys to leave the expression pointing at nothing.
        await m.query(`SET LOCAL session_replication_role = replica`);
        await m.query(`DELETE FROM users WHERE id = $1`, [ghost.id]);
        await m.query(`DELETE FROM schemes WHERE id = $1`, [gone.id]);
      });
      const res = await list().expect(200);
      expect(res.body.find((e: { id: string }) => e.id === id)).toMatchObject({
        investorName: 'Unknown Investor',
        schemeName: 'Unknown Scheme',
      });
    });

    it('is for admins: 401 without a session, 403 for an investor', async () => {
      await request(t.server).get('/api/expressions-of-interest').expect(401);
      await request(t.server).get('/api/expressions-of-interest').set('Cookie', investorCookie).expect(403);
    });

    it('PATCH saves status and notes', async () => {
      const id = await seed({ minutesAgo: 5 });
      const res = await request(t.server)
        .patch(`/api/expressions-of-interest/${id}`)
        .set('Cookie', admin)
        .send({ status: 'contacted', notes: 'Called on Monday' })
        .expect(200);
      expect(res.body).toMatchObject({ id, status: 'contacted', notes: 'Called on Monday' });
      const kept = await request(t.server)
        .patch(`/api/expressions-of-interest/${id}`)
        .set('Cookie', admin)
        .send({ status: 'rejected' })
        .expect(200);
      expect(kept.body).toMatchObject({ status: 'rejected', notes: 'Called on Monday' });
      const cleared = await request(t.server)
        .patch(`/api/expressions-of-interest/${id}`)
        .set('Cookie', admin)
        .send({ status: 'rejected', notes: '' })
        .expect(200);
      expect(cleared.body.notes).toBeNull();
    });

    it('PATCH validates, answers 404 for unknown ids and 403 for investors, changing nothing', async () => {
      const id = await seed({ minutesAgo: 5 });
      const patch = (path: string, cookie: string, body: Record<string, unknown>) =>
        request(t.server).patch(`/api/expressions-of-interest/${path}`).set('Cookie', cookie).send(body);
      const badStatus = await patch(id, admin, { status: 'won', notes: '' });
      expect(badStatus.status).toBe(400);
      expect(badStatus.body.message).toBe('Status must be one of: pending, contacted, enrolled, rejected');
      const longNotes = await patch(id, admin, { status: 'contacted', notes: 'x'.repeat(2001) });
      expect(longNotes.status).toBe(400);
      expect(longNotes.body.message).toBe('Notes must be at most 2000 characters');
      expect((await patch(randomUUID(), admin, { status: 'contacted' })).status).toBe(404);
      expect((await patch('not-a-uuid', admin, { status: 'contacted' })).status).toBe(404);
      expect((await patch(id, investorCookie, { status: 'contacted' })).status).toBe(403);
      await request(t.server).patch(`/api/expressions-of-interest/${id}`).send({ status: 'contacted' }).expect(401);
      expect(await count(`id = $1 AND status = 'pending'`, [id])).toBe(1);
    });

    it('archives once (409 the second time); an investor may then express interest again', async () => {
      const s = await createScheme(t);
      const created = await express(investorCookie, { investorId: investor.id, schemeId: s.id }).expect(201);
      const id = created.body.id as string;
      await request(t.server).patch(`/api/expressions-of-interest/${id}/archive`).set('Cookie', investorCookie).expect(403);
      const res = await request(t.server).patch(`/api/expressions-of-interest/${id}/archive`).set('Cookie', admin).expect(200);
      expect(res.body).toMatchObject({ id, archived: 'true' });
      const again = await request(t.server).patch(`/api/expressions-of-interest/${id}/archive`).set('Cookie', admin);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This expression of interest is already archived');
      await request(t.server).patch(`/api/expressions-of-interest/${randomUUID()}/archive`).set('Cookie', admin).expect(404);
      expect((await list().expect(200)).body.some((e: { id: string }) => e.id === id)).toBe(false);
      await express(investorCookie, { investorId: investor.id, schemeId: s.id }).expect(201);
    });

    it('DELETE removes it for good; investors get 403', async () => {
      const id = await seed({ minutesAgo: 1 });
      await request(t.server).delete(`/api/expressions-of-interest/${id}`).set('Cookie', investorCookie).expect(403);
      await request(t.server).delete(`/api/expressions-of-interest/${id}`).expect(401);
      expect(await count('id = $1', [id])).toBe(1);
      const res = await request(t.server).delete(`/api/expressions-of-interest/${id}`).set('Cookie', admin).expect(200);
      expect(res.body.id).toBe(id);
      expect(await count('id = $1', [id])).toBe(0);
      await request(t.server).delete(`/api/expressions-of-interest/${id}`).set('Cookie', admin).expect(404);
    });
  });
});
