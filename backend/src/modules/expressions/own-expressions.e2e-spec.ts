import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { createScheme } from '../../../test/factories.js';
import { listQuery as q } from '../../../test/list-query.js';
import { signInAdminAndTwoInvestors, type AdminAndTwoInvestors } from '../../../test/signed-in.js';
import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';

// Issue 19 item 6: an investor lists their own expressions of interest, so the portal can show
// "Interest Registered" after a reload instead of offering a second click.
describe('GET /api/investor/expressions-of-interest', () => {
  const t = useTestApp();
  let { admin, investor, investorCookie, other, otherCookie } = {} as AdminAndTwoInvestors;

  beforeAll(async () => {
    ({ admin, investor, investorCookie, other, otherCookie } = await signInAdminAndTwoInvestors(
      t,
      { fullName: 'Layla Haddad' },
      { fullName: 'Omar Said' },
    ));
  });

  const express = (cookie: string, investorId: string, schemeId: string) =>
    request(t.server).post('/api/expressions-of-interest').set('Cookie', cookie).send({ investorId, schemeId }).expect(201);
  const mine = (cookie: string, query = '') => request(t.server).get(`/api/investor/expressions-of-interest${query}`).set('Cookie', cookie);

  it("answers the caller's own expressions only, newest first, without the admin's notes", async () => {
    const first = await createScheme(t, { name: 'Gulf Trade Finance I' });
    const second = await createScheme(t, { name: 'Halal Auto Finance' });
    const a = await express(investorCookie, investor.id, first.id);
    const b = await express(investorCookie, investor.id, second.id);
    await express(otherCookie, other.id, first.id);
    await request(t.server)
      .patch(`/api/expressions-of-interest/${b.body.id}`)
      .set('Cookie', admin)
      .send({ status: 'contacted', notes: 'Called, keen on the auto pool' })
      .expect(200);

    const res = await mine(investorCookie).expect(200);
    expect(res.headers['content-range']).toBe('expressions-of-interest 0-1/2');
    expect(res.body).toEqual([
      { id: b.body.id, schemeId: second.id, schemeName: 'Halal Auto Finance', status: 'contacted', submittedAt: b.body.submittedAt },
      { id: a.body.id, schemeId: first.id, schemeName: 'Gulf Trade Finance I', status: 'pending', submittedAt: a.body.submittedAt },
    ]);

    const others = await mine(otherCookie).expect(200);
    expect(others.body.map((e: { schemeId: string }) => e.schemeId)).toEqual([first.id]);
  });

  it('cannot be widened to another investor by a filter', async () => {
    const res = await mine(otherCookie, `?${q({ filter: { investorId: investor.id } })}`);
    expect(res.status).toBe(200);
    expect(res.body.every((e: { schemeId: string }) => typeof e.schemeId === 'string')).toBe(true);
    expect(res.headers['content-range']).toBe('expressions-of-interest 0-0/1');
  });

  it('filters by scheme and status like every list', async () => {
    const s = await createScheme(t);
    await express(investorCookie, investor.id, s.id);
    const res = await mine(investorCookie, `?${q({ filter: { schemeId: s.id, status: ['pending', 'contacted'] } })}`).expect(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({ schemeId: s.id, status: 'pending' });
  });

  it('answers an investor with none an empty list', async () => {
    const fresh = await createUser(t, { role: 'investor' });
    const res = await mine(await sessionFor(t, fresh)).expect(200);
    expect(res.body).toEqual([]);
    expect(res.headers['content-range']).toBe('expressions-of-interest */0');
  });

  it('is for investors: an admin gets 403 and keeps the full list', async () => {
    const refused = await mine(admin).expect(403);
    expect(refused.body).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    const all = await request(t.server).get('/api/expressions-of-interest').set('Cookie', admin).expect(200);
    const investors = new Set(all.body.map((e: { investorId: string }) => e.investorId));
    expect(investors.has(investor.id) && investors.has(other.id)).toBe(true);
    expect(all.body[0]).toHaveProperty('notes');
  });

  it('needs a session', async () => {
    await request(t.server).get('/api/investor/expressions-of-interest').expect(401);
  });
});
