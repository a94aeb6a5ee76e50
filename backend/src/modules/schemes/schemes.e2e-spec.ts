import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { schemeView } from '@fund/contracts/testing';

import { createActivity, createEnrollment, createScheme } from '../../../test/factories.js';
import { listQuery as q } from '../../../test/list-query.js';
import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';
import type { User } from '../users/user.entity.js';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Every field of the form, as the admin UI sends them. */
const fullBody = () => ({
  productId: 'musharakah',
  name: '  Riyadh Logistics Partnership ',
  description: 'Equity partnership in a logistics park north of Riyadh.',
  country: 'Saudi Arabia',
  status: 'closing',
  minimumInvestment: '75000',
  term: '36 months',
  roiPerAnnum: '11%',
  liquidity: 'Annual exit window',
  returnType: 'variable',
  payoutFrequency: 'bi_annually',
  capitalReturnMethod: 'return_and_capital',
  videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
});

/** Only the fields without a spec/001 §4 default. */
const minimalBody = () => ({
  productId: 'ijara',
  name: 'Jeddah Equipment Lease',
  description: 'Leases of port equipment to a Jeddah terminal operator.',
  country: 'Saudi Arabia',
  term: '24 months',
  roiPerAnnum: '7.25%',
  liquidity: 'Held to term',
});

describe('schemes: list, investor view, create, update, delete', () => {
  const t = useTestApp();
  let investor: User;
  let investorCookie: string;
  let adminCookie: string;
  let superCookie: string;
  beforeAll(async () => {
    investor = await createUser(t, { role: 'investor' });
    investorCookie = await sessionFor(t, investor);
    adminCookie = await sessionFor(t, await createUser(t, { role: 'admin' }));
    superCookie = await sessionFor(t, await createUser(t, { role: 'super_admin' }));
  });

  const schemeRow = async (id: string) => (await t.dataSource.query(`SELECT * FROM schemes WHERE id = $1`, [id]))[0];
  const schemeCount = async () => Number((await t.dataSource.query(`SELECT count(*) AS n FROM schemes`))[0].n);
  const create = (body: Record<string, unknown>, cookie = adminCookie) =>
    request(t.server).post('/api/schemes').set('Cookie', cookie).send(body);

  it('answers 401 without a session on every scheme route', async () => {
    const scheme = await createScheme(t);
    await request(t.server).get('/api/schemes').expect(401);
    await request(t.server).get(`/api/schemes/${scheme.id}`).expect(401);
    await request(t.server).get(`/api/investor/schemes/${scheme.id}`).expect(401);
    await request(t.server).post('/api/schemes').send(minimalBody()).expect(401);
    await request(t.server).patch(`/api/schemes/${scheme.id}`).send({ name: 'Changed' }).expect(401);
    await request(t.server).delete(`/api/schemes/${scheme.id}`).expect(401);
    expect((await schemeRow(scheme.id)).name).toBe(scheme.name);
  });

  it('lets an investor list and read schemes with productName, and refuses their writes with 403 leaving everything unchanged', async () => {
    const scheme = await createScheme(t, { productId: 'musharakah', minimumInvestment: 250000 });
    const list = await request(t.server).get('/api/schemes').set('Cookie', investorCookie).expect(200);
    const item = list.body.find((s: { id: string }) => s.id === scheme.id);
    const expected = schemeView({
      id: scheme.id,
      productId: 'musharakah',
      productName: 'Musharakah Alliance',
      name: scheme.name,
      description: scheme.description,
      minimumInvestment: 250000,
      createdAt: scheme.createdAt.toISOString(),
      updatedAt: scheme.updatedAt.toISOString(),
    });
    expect(item).toEqual(expected);

    const view = await request(t.server).get(`/api/investor/schemes/${scheme.id}`).set('Cookie', investorCookie).expect(200);
    // The portal's view: the same fields without the back office's timestamps.
    const { createdAt: _createdAt, updatedAt: _updatedAt, archivedAt: _archivedAt, ...portalView } = expected;
    expect(view.body).toEqual(portalView);

    const before = await schemeRow(scheme.id);
    const count = await schemeCount();
    expect((await create(minimalBody(), investorCookie)).status).toBe(403);
    const patch = await request(t.server).patch(`/api/schemes/${scheme.id}`).set('Cookie', investorCookie).send({ name: 'Mine now' });
    expect(patch.status).toBe(403);
    expect(patch.body).toEqual({ statusCode: 403, message: 'You do not have permission to do this', error: 'Forbidden' });
    await request(t.server).delete(`/api/schemes/${scheme.id}`).set('Cookie', investorCookie).expect(403);
    expect(await schemeRow(scheme.id)).toEqual(before);
    expect(await schemeCount()).toBe(count);
  });

  it('answers 404 Scheme not found for an unknown or malformed id', async () => {
    for (const id of [UNKNOWN_ID, 'not-a-uuid', '1%27%20OR%201=1']) {
      const res = await request(t.server).get(`/api/investor/schemes/${id}`).set('Cookie', investorCookie);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ statusCode: 404, message: 'Scheme not found', error: 'Not Found' });
      expect((await request(t.server).get(`/api/schemes/${id}`).set('Cookie', adminCookie)).status).toBe(404);
      const patch = await request(t.server).patch(`/api/schemes/${id}`).set('Cookie', adminCookie).send({ name: 'X' });
      expect([patch.status, patch.body.message]).toEqual([404, 'Scheme not found']);
      const del = await request(t.server).delete(`/api/schemes/${id}`).set('Cookie', adminCookie);
      expect([del.status, del.body.message]).toEqual([404, 'Scheme not found']);
    }
  });

  it('follows the list conventions: Content-Range, filters productId, status and q, sort and range', async () => {
    const a = await createScheme(t, { productId: 'ijara', name: 'Zeta Ijara Fleet', country: 'Oman', status: 'earning' });
    const b = await createScheme(t, { productId: 'ijara', name: 'Alpha Ijara Homes', country: 'Qatar', status: 'matured' });
    // The two newest schemes, b after a, whatever the clock did between the inserts.
    await t.dataSource.query(`UPDATE schemes SET created_at = now() + interval '1 day' WHERE id = $1`, [a.id]);
    await t.dataSource.query(`UPDATE schemes SET created_at = now() + interval '2 days' WHERE id = $1`, [b.id]);
    const all = await request(t.server).get('/api/schemes').set('Cookie', adminCookie).expect(200);
    expect(all.headers['content-range']).toBe(`schemes 0-${all.body.length - 1}/${all.body.length}`);
    expect(all.body.map((s: { id: string }) => s.id).slice(0, 2)).toEqual([b.id, a.id]); // newest first

    const ijara = await request(t.server)
      .get(`/api/schemes?${q({ filter: { productId: 'ijara' }, sort: ['name', 'ASC'] })}`)
      .set('Cookie', investorCookie);
    expect(ijara.body.map((s: { id: string }) => s.id)).toEqual([b.id, a.id]);
    expect(ijara.body.every((s: { productName: string }) => s.productName === 'Ijara Cooperative')).toBe(true);

    const matured = await request(t.server)
      .get(`/api/schemes?${q({ filter: { status: 'matured' } })}`)
      .set('Cookie', investorCookie);
    expect(matured.body.map((s: { id: string }) => s.id)).toEqual([b.id]);

    const byCountry = await request(t.server)
      .get(`/api/schemes?${q({ filter: { q: 'oMAN' } })}`)
      .set('Cookie', investorCookie);
    expect(byCountry.body.map((s: { id: string }) => s.id)).toEqual([a.id]);
    const byName = await request(t.server)
      .get(`/api/schemes?${q({ filter: { q: 'ijara homes' } })}`)
      .set('Cookie', investorCookie);
    expect(byName.body.map((s: { id: string }) => s.id)).toEqual([b.id]);

    const page = await request(t.server)
      .get(`/api/schemes?${q({ sort: ['productName', 'ASC'], range: [0, 0] })}`)
      .set('Cookie', adminCookie);
    expect(page.body).toHaveLength(1);
    expect(page.body[0].productName).toBe('Ijara Cooperative');
    expect(page.headers['content-range']).toBe(`schemes 0-0/${all.body.length}`);

    const bad = await request(t.server)
      .get(`/api/schemes?${q({ filter: { product: 'x' } })}`)
      .set('Cookie', adminCookie);
    expect([bad.status, bad.body.message]).toEqual([400, 'Invalid filter: unknown field "product"']);
  });

  it('creates a scheme from every field: 201 with id and productName, minimumInvestment parsed, YouTube link in embed form', async () => {
    const res = await create(fullBody(), superCookie).expect(201);
    // The fields as sent, but the name trimmed, the amount a number and the link in embed form.
    expect(res.body).toEqual({
      ...fullBody(),
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      productName: 'Musharakah Alliance',
      name: 'Riyadh Logistics Partnership',
      minimumInvestment: 75000,
      videoUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      archivedAt: null,
    });
    const row = await schemeRow(res.body.id);
    expect(row).toMatchObject({
      name: 'Riyadh Logistics Partnership',
      minimum_investment: '75000',
      video_url: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
    });
  });

  it('applies the spec defaults to the fields a create leaves out', async () => {
    const res = await create(minimalBody()).expect(201);
    expect(res.body).toMatchObject({
      productName: 'Ijara Cooperative',
      status: 'live',
      minimumInvestment: 0,
      returnType: 'fixed',
      payoutFrequency: 'quarterly',
      capitalReturnMethod: 'capital_end_of_term',
      videoUrl: null,
    });
    expect(await schemeRow(res.body.id)).toMatchObject({ status: 'live', minimum_investment: '0', payout_frequency: 'quarterly' });
  });

  it('stores YouTube watch and short links in embed form, and embed and other http(s) links as sent', async () => {
    const cases: [string, string][] = [
      ['https://youtube.com/watch?v=abcDEF12345', 'https://www.youtube.com/embed/abcDEF12345'],
      ['http://m.youtube.com/watch?feature=share&v=abc_DEF-123', 'https://www.youtube.com/embed/abc_DEF-123'],
      ['https://youtu.be/XyZ98765432?si=track', 'https://www.youtube.com/embed/XyZ98765432'],
      ['https://www.youtube.com/embed/AbC12345678', 'https://www.youtube.com/embed/AbC12345678'],
      ['https://vimeo.com/123456', 'https://vimeo.com/123456'],
    ];
    for (const [sent, stored] of cases) {
      const res = await create({ ...minimalBody(), videoUrl: sent }).expect(201);
      expect((await schemeRow(res.body.id)).video_url).toBe(stored);
    }
    const empty = await create({ ...minimalBody(), videoUrl: '  ' }).expect(201);
    expect((await schemeRow(empty.body.id)).video_url).toBeNull();
  });

  it('accepts all five payout frequencies on create and on edit', async () => {
    for (const payoutFrequency of ['monthly', 'quarterly', 'bi_annually', 'annually', 'end_of_term']) {
      const created = await create({ ...minimalBody(), payoutFrequency }).expect(201);
      expect(created.body.payoutFrequency).toBe(payoutFrequency);
      const other = payoutFrequency === 'monthly' ? 'end_of_term' : 'monthly';
      const patched = await request(t.server)
        .patch(`/api/schemes/${created.body.id}`)
        .set('Cookie', adminCookie)
        .send({ payoutFrequency: other })
        .expect(200);
      expect(patched.body.payoutFrequency).toBe(other);
    }
  });

  it('refuses invalid create bodies with a clear message and stores nothing', async () => {
    const count = await schemeCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ productId: undefined }, 'Product must be one of: murabaha, musharakah, ijara'],
      [{ productId: 'sukuk' }, 'Product must be one of: murabaha, musharakah, ijara'],
      [{ name: undefined }, 'Name is required'],
      [{ name: '   ' }, 'Name is required'],
      [{ name: null }, 'Name is required'],
      [{ description: '' }, 'Description is required'],
      [{ country: undefined }, 'Country is required'],
      [{ term: '' }, 'Term is required'],
      [{ roiPerAnnum: undefined }, 'ROI per annum is required'],
      [{ liquidity: ' ' }, 'Liquidity is required'],
      [{ status: '' }, 'Status must be one of: live, closing, earning, matured'],
      [{ status: 'open' }, 'Status must be one of: live, closing, earning, matured'],
      [{ status: null }, 'Status must be one of: live, closing, earning, matured'],
      [{ minimumInvestment: 'abc' }, 'Minimum investment must be a whole number from 0 to 1,000,000,000,000'],
      [{ minimumInvestment: 12.5 }, 'Minimum investment must be a whole number from 0 to 1,000,000,000,000'],
      [{ minimumInvestment: '12.5' }, 'Minimum investment must be a whole number from 0 to 1,000,000,000,000'],
      [{ minimumInvestment: -1 }, 'Minimum investment must be a whole number from 0 to 1,000,000,000,000'],
      [{ minimumInvestment: '' }, 'Minimum investment must be a whole number from 0 to 1,000,000,000,000'],
      [{ minimumInvestment: 1e300 }, 'Minimum investment must be a whole number from 0 to 1,000,000,000,000'],
      [{ returnType: 'floating' }, 'Return type must be one of: fixed, variable'],
      [{ payoutFrequency: 'weekly' }, 'Payout frequency must be one of: monthly, quarterly, bi_annually, annually, end_of_term'],
      [{ capitalReturnMethod: '' }, 'Capital return method must be one of: return_and_capital, capital_end_of_term'],
      [{ videoUrl: 'javascript:alert(1)' }, 'Video URL must be a valid http(s) URL'],
      [{ videoUrl: 'ftp://example.com/video.mp4' }, 'Video URL must be a valid http(s) URL'],
      [{ videoUrl: 'youtube.com/watch?v=abcDEF12345' }, 'Video URL must be a valid http(s) URL'],
      [{ name: 'x'.repeat(201) }, 'name must be at most 200 characters'],
      [{ id: UNKNOWN_ID }, 'property id should not exist'],
    ];
    for (const [override, message] of cases) {
      const res = await create({ ...minimalBody(), ...override });
      expect([res.status, res.body.message, res.body.error]).toEqual([400, message, 'Bad Request']);
    }
    expect(await schemeCount()).toBe(count);
  });

  it('updates only the fields sent, with the same rules, and clears the video with an empty link', async () => {
    const scheme = await createScheme(t, { videoUrl: 'https://www.youtube.com/embed/AbC12345678' });
    const before = await schemeRow(scheme.id);
    const res = await request(t.server)
      .patch(`/api/schemes/${scheme.id}`)
      .set('Cookie', adminCookie)
      .send({ name: ' Renamed Scheme ', minimumInvestment: '1000', status: 'earning', productId: 'ijara' })
      .expect(200);
    expect(res.body).toMatchObject({
      id: scheme.id,
      name: 'Renamed Scheme',
      minimumInvestment: 1000,
      status: 'earning',
      productId: 'ijara',
      productName: 'Ijara Cooperative',
    });
    const after = await schemeRow(scheme.id);
    expect(after).toMatchObject({
      description: before.description,
      term: before.term,
      video_url: before.video_url,
      payout_frequency: before.payout_frequency,
    });
    expect(after.updated_at.getTime()).toBeGreaterThanOrEqual(before.updated_at.getTime());

    await request(t.server)
      .patch(`/api/schemes/${scheme.id}`)
      .set('Cookie', adminCookie)
      .send({ videoUrl: 'https://youtu.be/XyZ98765432' })
      .expect(200);
    expect((await schemeRow(scheme.id)).video_url).toBe('https://www.youtube.com/embed/XyZ98765432');
    await request(t.server).patch(`/api/schemes/${scheme.id}`).set('Cookie', adminCookie).send({ videoUrl: '' }).expect(200);
    expect((await schemeRow(scheme.id)).video_url).toBeNull();
  });

  it('refuses invalid updates with the same messages and changes nothing', async () => {
    const scheme = await createScheme(t);
    const before = await schemeRow(scheme.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'Name is required'],
      [{ name: null }, 'Name is required'],
      [{ description: null }, 'Description is required'],
      [{ minimumInvestment: null }, 'Minimum investment must be a whole number from 0 to 1,000,000,000,000'],
      [{ minimumInvestment: 'abc' }, 'Minimum investment must be a whole number from 0 to 1,000,000,000,000'],
      [{ status: 'closed' }, 'Status must be one of: live, closing, earning, matured'],
      [{ productId: null }, 'Product must be one of: murabaha, musharakah, ijara'],
      [{ videoUrl: 'not a url' }, 'Video URL must be a valid http(s) URL'],
      [{ createdAt: '2020-01-01' }, 'property createdAt should not exist'],
    ];
    for (const [body, message] of cases) {
      const res = await request(t.server).patch(`/api/schemes/${scheme.id}`).set('Cookie', adminCookie).send(body);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    expect(await schemeRow(scheme.id)).toEqual(before);
  });

  it('deletes a scheme with its enrollments, allocations, activities, expressions and documents, and leaves other schemes alone', async () => {
    const [doomed, kept] = [await createScheme(t), await createScheme(t)];
    const other = await createUser(t, { role: 'investor' });
    const enrollments = [
      await createEnrollment(t, { investorId: investor.id, schemeId: doomed.id }),
      await createEnrollment(t, { investorId: other.id, schemeId: doomed.id }),
    ];
    const keptEnrollment = await createEnrollment(t, { investorId: investor.id, schemeId: kept.id });
    await createActivity(t, { investorId: investor.id, schemeId: doomed.id });
    await createActivity(t, { investorId: investor.id, schemeId: kept.id });
    const [asset] = await t.dataSource.query(
      `INSERT INTO assets (name, purchase_value, address, property_type) VALUES ('Marina Tower', 1000000, 'Dubai Marina', 'Residential') RETURNING id`,
    );
    for (const e of [...enrollments, keptEnrollment]) {
      await t.dataSource.query(`INSERT INTO asset_enrollments (asset_id, enrollment_id) VALUES ($1, $2)`, [asset.id, e.id]);
    }
    for (const schemeId of [doomed.id, kept.id]) {
      await t.dataSource.query(`INSERT INTO expressions_of_interest (investor_id, scheme_id) VALUES ($1, $2)`, [other.id, schemeId]);
      await t.dataSource.query(
        `INSERT INTO scheme_documents (scheme_id, name, type, size, url) VALUES ($1, 'Memo', 'PDF', '0.1 MB', NULL)`,
        [schemeId],
      );
    }

    const res = await request(t.server).delete(`/api/schemes/${doomed.id}`).set('Cookie', adminCookie).expect(200);
    expect(res.body).toMatchObject({ id: doomed.id, name: doomed.name });

    const countFor = async (sql: string, id: string) => Number((await t.dataSource.query(sql, [id]))[0].n);
    const remaining = async (id: string, enrollmentIds: string[]) => ({
      schemes: await countFor(`SELECT count(*) AS n FROM schemes WHERE id = $1`, id),
      enrollments: await countFor(`SELECT count(*) AS n FROM enrollments WHERE scheme_id = $1`, id),
      activities: await countFor(`SELECT count(*) AS n FROM activities WHERE scheme_id = $1`, id),
      expressions: await countFor(`SELECT count(*) AS n FROM expressions_of_interest WHERE scheme_id = $1`, id),
      documents: await countFor(`SELECT count(*) AS n FROM scheme_documents WHERE scheme_id = $1`, id),
      allocations: Number(
        (await t.dataSource.query(`SELECT count(*) AS n FROM asset_enrollments WHERE enrollment_id = ANY($1::uuid[])`, [enrollmentIds]))[0]
          .n,
      ),
    });
    expect(
      await remaining(
        doomed.id,
        enrollments.map((e) => e.id),
      ),
    ).toEqual({
      schemes: 0,
      enrollments: 0,
      activities: 0,
      expressions: 0,
      documents: 0,
      allocations: 0,
    });
    expect(await remaining(kept.id, [keptEnrollment.id])).toEqual({
      schemes: 1,
      enrollments: 1,
      activities: 1,
      expressions: 1,
      documents: 1,
      allocations: 1,
    });
    const [orphans] = await t.dataSource.query(`
      SELECT (SELECT count(*) FROM enrollments e WHERE NOT EXISTS (SELECT 1 FROM schemes s WHERE s.id = e.scheme_id)) AS enrollments,
             (SELECT count(*) FROM activities a WHERE NOT EXISTS (SELECT 1 FROM schemes s WHERE s.id = a.scheme_id)) AS activities,
             (SELECT count(*) FROM asset_enrollments ae WHERE NOT EXISTS (SELECT 1 FROM enrollments e WHERE e.id = ae.enrollment_id)) AS allocations`);
    expect(orphans).toEqual({ enrollments: '0', activities: '0', allocations: '0' });
    await request(t.server).get(`/api/investor/schemes/${doomed.id}`).set('Cookie', investorCookie).expect(404);
    await request(t.server).delete(`/api/schemes/${doomed.id}`).set('Cookie', adminCookie).expect(404);
  });
});
