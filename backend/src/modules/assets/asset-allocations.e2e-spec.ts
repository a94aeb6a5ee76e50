import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { createEnrollment, createScheme } from '../../../test/factories.js';
import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';
import type { User } from '../users/user.entity.js';
import { attachImage, createAsset, UNKNOWN_ID } from './assets.test-utils.js';

describe('asset allocations and the investor asset view', () => {
  const t = useTestApp();
  let admin: string;
  beforeAll(async () => {
    admin = await sessionFor(t, await createUser(t, { role: 'admin' }));
  });

  const allocationRows = (assetId: string) =>
    t.dataSource.query(`SELECT enrollment_id FROM asset_enrollments WHERE asset_id = $1`, [assetId]);
  const allocationCount = async () => Number((await t.dataSource.query(`SELECT count(*) AS n FROM asset_enrollments`))[0].n);

  async function investorWithEnrollment(
    fullName = 'Aisha Rahman',
  ): Promise<{ user: User; cookie: string; enrollmentId: string; schemeId: string; schemeName: string }> {
    const user = await createUser(t, { role: 'investor', fullName });
    const scheme = await createScheme(t);
    const enrollment = await createEnrollment(t, { investorId: user.id, schemeId: scheme.id });
    return { user, cookie: await sessionFor(t, user), enrollmentId: enrollment.id, schemeId: scheme.id, schemeName: scheme.name };
  }

  const allocate = (assetId: string, enrollmentId: string) =>
    request(t.server).post('/api/admin/asset-enrollments').set('Cookie', admin).send({ assetId, enrollmentId });

  it('allocates an asset to an enrollment and lists the allocation with names', async () => {
    const holder = await investorWithEnrollment('Yusuf Karim');
    const asset = await createAsset(t, { name: 'Leeds Residences', propertyType: 'Residential' });
    const res = await allocate(asset.id, holder.enrollmentId).expect(201);
    const expected = {
      id: expect.any(String),
      assetId: asset.id,
      enrollmentId: holder.enrollmentId,
      assetName: 'Leeds Residences',
      assetPropertyType: 'Residential',
      investorId: holder.user.id,
      investorName: 'Yusuf Karim',
      schemeId: holder.schemeId,
      schemeName: holder.schemeName,
      createdAt: expect.any(String),
    };
    expect(res.body).toEqual(expected);
    expect(await allocationRows(asset.id)).toEqual([{ enrollment_id: holder.enrollmentId }]);

    const list = await request(t.server).get('/api/admin/asset-allocations').set('Cookie', admin).expect(200);
    expect(list.body).toContainEqual(expected);
    expect(list.headers['content-range']).toMatch(/^asset-allocations 0-\d+\/\d+$/);
    const filtered = await request(t.server)
      .get(`/api/admin/asset-allocations?filter=${encodeURIComponent(JSON.stringify({ q: 'yusuf' }))}`)
      .set('Cookie', admin)
      .expect(200);
    expect(filtered.body).toEqual([expected]);
  });

  it('accepts the investor the form picked when the enrollment is theirs, and refuses it otherwise', async () => {
    const holder = await investorWithEnrollment();
    const other = await investorWithEnrollment();
    const asset = await createAsset(t);
    const wrong = await request(t.server)
      .post('/api/admin/asset-enrollments')
      .set('Cookie', admin)
      .send({ assetId: asset.id, enrollmentId: holder.enrollmentId, investorId: other.user.id });
    expect([wrong.status, wrong.body.message]).toEqual([422, 'This enrollment does not belong to the selected investor']);
    expect(await allocationRows(asset.id)).toEqual([]);
    await request(t.server)
      .post('/api/admin/asset-enrollments')
      .set('Cookie', admin)
      .send({ assetId: asset.id, enrollmentId: holder.enrollmentId, investorId: holder.user.id })
      .expect(201);
  });

  it('refuses missing fields with the spec messages and unknown records with 404, allocating nothing', async () => {
    const holder = await investorWithEnrollment();
    const asset = await createAsset(t);
    const before = await allocationCount();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ enrollmentId: holder.enrollmentId }, 400, 'Asset is required'],
      [{ assetId: '', enrollmentId: holder.enrollmentId }, 400, 'Asset is required'],
      [{ assetId: asset.id }, 400, 'Enrollment is required'],
      [{ assetId: asset.id, enrollmentId: holder.enrollmentId, investorId: '' }, 400, 'Investor is required'],
      [{ assetId: 'x', enrollmentId: holder.enrollmentId }, 400, 'Asset must be a valid id'],
      [{ assetId: UNKNOWN_ID, enrollmentId: holder.enrollmentId }, 404, 'Asset not found'],
      [{ assetId: asset.id, enrollmentId: UNKNOWN_ID }, 404, 'Enrollment not found'],
    ];
    for (const [body, status, message] of cases) {
      const res = await request(t.server).post('/api/admin/asset-enrollments').set('Cookie', admin).send(body);
      expect([res.status, res.body.message]).toEqual([status, message]);
    }
    expect(await allocationCount()).toBe(before);
  });

  it('answers a duplicate with 409, and 10 racing identical requests make one row', async () => {
    const holder = await investorWithEnrollment();
    const asset = await createAsset(t);
    const responses = await Promise.all(Array.from({ length: 10 }, () => allocate(asset.id, holder.enrollmentId)));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    for (const r of responses.filter((x) => x.status === 409))
      expect(r.body.message).toBe('This asset is already allocated to that enrollment');
    expect(await allocationRows(asset.id)).toHaveLength(1);
    const again = await allocate(asset.id, holder.enrollmentId);
    expect([again.status, again.body.message]).toEqual([409, 'This asset is already allocated to that enrollment']);
  });

  it('lists allocated assets only, each with media and the investors and schemes holding it', async () => {
    const first = await investorWithEnrollment('Omar Siddiqui');
    const second = await investorWithEnrollment('Fatima Noor');
    const held = await createAsset(t, { name: 'Bristol Quay' });
    const media = await attachImage(t, admin, held.id);
    const unallocated = await createAsset(t, { name: 'Empty Plot' });
    await allocate(held.id, first.enrollmentId).expect(201);
    await allocate(held.id, second.enrollmentId).expect(201);

    const res = await request(t.server).get('/api/admin/allocated-assets').set('Cookie', admin).expect(200);
    const ids = res.body.map((a: { id: string }) => a.id);
    expect(ids).toContain(held.id);
    expect(ids).not.toContain(unallocated.id);
    const bristol = res.body.find((a: { id: string }) => a.id === held.id);
    expect(bristol).toMatchObject({ name: 'Bristol Quay', allocationCount: 2, media: [media] });
    expect(bristol.schemeName).toBe([first.schemeName, second.schemeName].sort().join(', '));
    expect(bristol.allocations.map((a: { investorName: string; schemeName: string }) => [a.investorName, a.schemeName])).toEqual([
      ['Omar Siddiqui', first.schemeName],
      ['Fatima Noor', second.schemeName],
    ]);
    expect(res.headers['content-range']).toMatch(/^allocated-assets 0-\d+\/\d+$/);
  });

  it('deletes an allocation; the asset and enrollment stay', async () => {
    const holder = await investorWithEnrollment();
    const asset = await createAsset(t);
    const created = await allocate(asset.id, holder.enrollmentId).expect(201);
    const res = await request(t.server).delete(`/api/admin/asset-enrollments/${created.body.id}`).set('Cookie', admin).expect(200);
    expect(res.body).toEqual(created.body);
    expect(await allocationRows(asset.id)).toEqual([]);
    await request(t.server).get(`/api/admin/assets/${asset.id}`).set('Cookie', admin).expect(200);
    expect(await t.dataSource.query(`SELECT id FROM enrollments WHERE id = $1`, [holder.enrollmentId])).toHaveLength(1);
    for (const id of [created.body.id, 'bad']) {
      const missing = await request(t.server).delete(`/api/admin/asset-enrollments/${id}`).set('Cookie', admin);
      expect([missing.status, missing.body.message]).toEqual([404, 'Allocation not found']);
    }
  });

  it('shows an investor only the assets allocated to their own enrollments, each once', async () => {
    const first = await investorWithEnrollment();
    const second = await investorWithEnrollment();
    const scheme = await createScheme(t, { name: 'Aaa Ijara Income' });
    const extra = await createEnrollment(t, { investorId: first.user.id, schemeId: scheme.id });
    const shared = await createAsset(t, { name: 'Shared Tower' });
    const mine = await createAsset(t, { name: 'First Only', occupancyRate: null, currentValue: null });
    const theirs = await createAsset(t, { name: 'Second Only' });
    const media = await attachImage(t, admin, mine.id, 'first.png');
    await allocate(shared.id, first.enrollmentId).expect(201);
    await allocate(shared.id, extra.id).expect(201);
    await allocate(shared.id, second.enrollmentId).expect(201);
    await allocate(mine.id, first.enrollmentId).expect(201);
    await allocate(theirs.id, second.enrollmentId).expect(201);

    const res = await request(t.server)
      .get(`/api/investor/assets?sort=${encodeURIComponent('["name","ASC"]')}`)
      .set('Cookie', first.cookie)
      .expect(200);
    expect(res.body).toEqual([
      {
        id: mine.id,
        name: 'First Only',
        type: 'Real Estate',
        address: mine.address,
        propertyType: 'Commercial',
        purchaseValue: 2500000,
        currentValue: null,
        occupancyRate: null,
        grossYield: '6.5%',
        operatingCosts: 85000,
        media: [{ id: media.id, mediaUrl: media.mediaUrl, mediaType: 'image/png', fileName: 'first.png' }],
        schemeName: first.schemeName,
      },
      expect.objectContaining({ id: shared.id, media: [], schemeName: ['Aaa Ijara Income', first.schemeName].join(', ') }),
    ]);
    expect(res.headers['content-range']).toBe('assets 0-1/2');

    const other = await request(t.server).get('/api/investor/assets').set('Cookie', second.cookie).expect(200);
    expect(other.body.map((a: { name: string }) => a.name).sort()).toEqual(['Second Only', 'Shared Tower']);
    expect(other.body.find((a: { id: string }) => a.id === shared.id).schemeName).toBe(second.schemeName);

    const stranger = await sessionFor(t, await createUser(t, { role: 'investor' }));
    await request(t.server).get('/api/investor/assets').set('Cookie', stranger).expect(200, []);
  });

  it('answers 401 without a session, 403 to admins on the investor view and to investors on admin routes', async () => {
    const holder = await investorWithEnrollment();
    const asset = await createAsset(t);
    const created = await allocate(asset.id, holder.enrollmentId).expect(201);
    const other = await createAsset(t);
    const before = await allocationCount();

    await request(t.server).get('/api/investor/assets').expect(401);
    const asAdmin = await request(t.server).get('/api/investor/assets').set('Cookie', admin);
    expect(asAdmin.status).toBe(403);
    const calls = [
      () => request(t.server).post('/api/admin/asset-enrollments').send({ assetId: other.id, enrollmentId: holder.enrollmentId }),
      () => request(t.server).get('/api/admin/asset-allocations'),
      () => request(t.server).get('/api/admin/allocated-assets'),
      () => request(t.server).delete(`/api/admin/asset-enrollments/${created.body.id}`),
    ];
    for (const call of calls) {
      expect((await call()).status).toBe(401);
      expect((await call().set('Cookie', holder.cookie)).status).toBe(403);
    }
    expect(await allocationCount()).toBe(before);
  });
});
