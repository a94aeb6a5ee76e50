import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { createEnrollment, createScheme } from '../../../test/factories.js';
import { listQuery as q } from '../../../test/list-query.js';
import { signInAdminAndInvestor, type AdminAndInvestor } from '../../../test/signed-in.js';
import { useTestApp } from '../../../test/test-app.js';

// Issue 19 item 6: the portal's opportunities are the schemes open for investment (live or closing;
// not earning, i.e. fully raised and closed to new money, nor matured) that the investor is not in.
describe('GET /api/investor/schemes (opportunities)', () => {
  const t = useTestApp();
  let { admin, investor, investorCookie } = {} as AdminAndInvestor;

  beforeAll(async () => {
    ({ admin, investor, investorCookie } = await signInAdminAndInvestor(t));
  });

  const opportunities = (cookie: string, query = '') => request(t.server).get(`/api/investor/schemes${query}`).set('Cookie', cookie);

  it('lists live and closing schemes only, newest first, leaving out earning (fully raised) and matured ones and those the investor is in', async () => {
    const live = await createScheme(t, { name: 'Halal Auto Finance', status: 'live' });
    const closing = await createScheme(t, { name: 'Riyadh Logistics Park', status: 'closing' });
    const earning = await createScheme(t, { name: 'Manchester Student Living', status: 'earning' });
    const matured = await createScheme(t, { name: 'SME Working Capital 2024', status: 'matured' });
    const joined = await createScheme(t, { name: 'Kuala Lumpur Healthcare', status: 'live' });
    await createEnrollment(t, { investorId: investor.id, schemeId: joined.id });

    const res = await opportunities(investorCookie).expect(200);
    const ids = res.body.map((s: { id: string }) => s.id);
    expect(ids).toEqual([closing.id, live.id]);
    expect(ids).not.toContain(earning.id);
    expect(ids).not.toContain(matured.id);
    expect(res.headers['content-range']).toBe('schemes 0-1/2');
    expect(res.body[0]).toMatchObject({ id: closing.id, name: 'Riyadh Logistics Park', status: 'closing', minimumInvestment: 50000 });
  });

  it('pages by range with the whole total, so a page is never emptied by filtering in the browser', async () => {
    const page = await opportunities(investorCookie, `?${q({ sort: ['createdAt', 'DESC'], range: [0, 0] })}`).expect(200);
    expect(page.body).toHaveLength(1);
    expect(page.headers['content-range']).toBe('schemes 0-0/2');
  });

  it('a scheme that matures leaves the list', async () => {
    const s = await createScheme(t, { status: 'live' });
    expect((await opportunities(investorCookie).expect(200)).body.map((r: { id: string }) => r.id)).toContain(s.id);
    await request(t.server).patch(`/api/schemes/${s.id}`).set('Cookie', admin).send({ status: 'matured' }).expect(200);
    expect((await opportunities(investorCookie).expect(200)).body.map((r: { id: string }) => r.id)).not.toContain(s.id);
  });

  it('an archived scheme is not an opportunity: its page answers 404 as an unknown one does (issue 19 item 5)', async () => {
    const s = await createScheme(t, { name: 'Archived Auto Finance', status: 'live' });
    await request(t.server).get(`/api/investor/schemes/${s.id}`).set('Cookie', investorCookie).expect(200);
    await request(t.server).post(`/api/schemes/${s.id}/archive`).set('Cookie', admin).expect(200);
    const res = await request(t.server).get(`/api/investor/schemes/${s.id}`).set('Cookie', investorCookie).expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Scheme not found', error: 'Not Found' });
  });

  it('is for investors (admins keep GET /api/schemes with every status)', async () => {
    await opportunities(admin).expect(403);
    const all = await request(t.server).get('/api/schemes').set('Cookie', admin).expect(200);
    expect(new Set(all.body.map((s: { status: string }) => s.status))).toEqual(new Set(['live', 'closing', 'earning', 'matured']));
  });
});
