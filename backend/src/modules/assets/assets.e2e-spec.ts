import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { createEnrollment, createScheme } from '../../../test/factories.js';
import { listQuery as q } from '../../../test/list-query.js';
import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';
import { ObjectStorage } from '../../common/storage/object-storage.js';
import { attachImage, createAsset, keyOf, UNKNOWN_ID } from './assets.test-utils.js';

const VALID = { name: 'Manchester Lofts', purchaseValue: 1200000, address: '1 Deansgate, Manchester M3 1AZ', propertyType: 'Residential' };

describe('assets (admin): list, read, create, update, delete', () => {
  const t = useTestApp();
  let admin: string;
  let investor: string;
  beforeAll(async () => {
    admin = await sessionFor(t, await createUser(t, { role: 'admin' }));
    investor = await sessionFor(t, await createUser(t, { role: 'investor' }));
  });

  const assetCount = async () => Number((await t.dataSource.query(`SELECT count(*) AS n FROM assets`))[0].n);
  const assetRow = async (id: string) => (await t.dataSource.query(`SELECT * FROM assets WHERE id = $1`, [id]))[0];

  it('creates an asset with the default type, parses digit strings and normalises percents', async () => {
    const res = await request(t.server)
      .post('/api/admin/assets')
      .set('Cookie', admin)
      .send({
        ...VALID,
        purchaseValue: '1200000',
        currentValue: '1350000',
        occupancyRate: '92',
        grossYield: ' 6.5 % ',
        operatingCosts: 40000,
      })
      .expect(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      name: 'Manchester Lofts',
      type: 'Real Estate',
      purchaseValue: 1200000,
      currentValue: 1350000,
      address: '1 Deansgate, Manchester M3 1AZ',
      propertyType: 'Residential',
      occupancyRate: '92%',
      grossYield: '6.5%',
      operatingCosts: 40000,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      media: [],
      allocationCount: 0,
    });
    expect(await assetRow(res.body.id)).toMatchObject({ type: 'Real Estate', purchase_value: '1200000', occupancy_rate: '92%' });

    const minimal = await request(t.server)
      .post('/api/admin/assets')
      .set('Cookie', admin)
      .send({ ...VALID, type: 'Land', propertyType: 'Mix' })
      .expect(201);
    expect(minimal.body).toMatchObject({
      type: 'Land',
      propertyType: 'Mix',
      currentValue: null,
      occupancyRate: null,
      grossYield: null,
      operatingCosts: null,
    });
  });

  it('refuses each invalid field with a clear message and creates nothing', async () => {
    const before = await assetCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...VALID, name: undefined }, 'Asset name is required'],
      [{ ...VALID, name: '   ' }, 'Asset name is required'],
      [{ ...VALID, type: '' }, 'Asset type is required'],
      [{ ...VALID, purchaseValue: undefined }, 'Purchase value must be a whole number from 0 to 1,000,000,000,000'],
      [{ ...VALID, purchaseValue: -1 }, 'Purchase value must be a whole number from 0 to 1,000,000,000,000'],
      [{ ...VALID, purchaseValue: 10.5 }, 'Purchase value must be a whole number from 0 to 1,000,000,000,000'],
      [{ ...VALID, purchaseValue: '12k' }, 'Purchase value must be a whole number from 0 to 1,000,000,000,000'],
      [{ ...VALID, address: '' }, 'Address is required'],
      [{ ...VALID, propertyType: 'Industrial' }, 'Property type must be one of: Commercial, Residential, Mix'],
      [{ ...VALID, propertyType: undefined }, 'Property type must be one of: Commercial, Residential, Mix'],
      [{ ...VALID, currentValue: -5 }, 'Current value must be a whole number from 0 to 1,000,000,000,000'],
      [{ ...VALID, operatingCosts: 'lots' }, 'Operating costs must be a whole number from 0 to 1,000,000,000,000'],
      [{ ...VALID, occupancyRate: '101%' }, "Occupancy rate must be a percentage from 0 to 100, e.g. '92%'"],
      [{ ...VALID, occupancyRate: 'full' }, "Occupancy rate must be a percentage from 0 to 100, e.g. '92%'"],
      [{ ...VALID, occupancyRate: 100.5 }, "Occupancy rate must be a percentage from 0 to 100, e.g. '92%'"],
      [{ ...VALID, grossYield: '-2%' }, "Gross yield must be a percentage from 0 to 100, e.g. '6.5%'"],
      [{ ...VALID, id: UNKNOWN_ID }, 'property id should not exist'],
    ];
    for (const [body, message] of cases) {
      const res = await request(t.server).post('/api/admin/assets').set('Cookie', admin).send(body);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    expect(await assetCount()).toBe(before);
  });

  it('reads one asset with its media; an unknown or malformed id is a 404', async () => {
    const asset = await createAsset(t);
    const media = await attachImage(t, admin, asset.id, 'lobby.png');
    const res = await request(t.server).get(`/api/admin/assets/${asset.id}`).set('Cookie', admin).expect(200);
    expect(res.body).toMatchObject({ id: asset.id, name: asset.name, purchaseValue: 2500000, allocationCount: 0 });
    expect(res.body.media).toEqual([media]);
    for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
      const missing = await request(t.server).get(`/api/admin/assets/${id}`).set('Cookie', admin);
      expect([missing.status, missing.body.message]).toEqual([404, 'Asset not found']);
    }
  });

  it('lists assets with media and allocationCount, with react-admin sort, range and filter', async () => {
    const scheme = await createScheme(t);
    const holder = await createUser(t, { role: 'investor' });
    const enrollment = await createEnrollment(t, { investorId: holder.id, schemeId: scheme.id });
    const counted = await createAsset(t, { name: 'Zeta House', propertyType: 'Mix' });
    await t.dataSource.query(`INSERT INTO asset_enrollments (asset_id, enrollment_id) VALUES ($1, $2)`, [counted.id, enrollment.id]);

    const all = await request(t.server).get('/api/admin/assets').set('Cookie', admin).expect(200);
    const total = await assetCount();
    expect(all.body).toHaveLength(total);
    expect(all.headers['content-range']).toBe(`assets 0-${total - 1}/${total}`);
    const zeta = all.body.find((a: { id: string }) => a.id === counted.id);
    expect(zeta).toMatchObject({ allocationCount: 1, media: [] });

    const page = await request(t.server)
      .get(`/api/admin/assets?${q({ sort: ['name', 'DESC'], range: [0, 0] })}`)
      .set('Cookie', admin)
      .expect(200);
    expect(page.body.map((a: { name: string }) => a.name)).toEqual(['Zeta House']);
    expect(page.headers['content-range']).toBe(`assets 0-0/${total}`);

    const mix = await request(t.server)
      .get(`/api/admin/assets?${q({ filter: { propertyType: 'Mix', q: 'zeta' } })}`)
      .set('Cookie', admin)
      .expect(200);
    expect(mix.body.map((a: { id: string }) => a.id)).toEqual([counted.id]);
  });

  it('updates with PUT: required fields replaced, omitted optional fields kept, null clears', async () => {
    const asset = await createAsset(t);
    const res = await request(t.server)
      .put(`/api/admin/assets/${asset.id}`)
      .set('Cookie', admin)
      .send({ name: 'Renamed Tower', purchaseValue: '2600000', address: '1 New Street, London', propertyType: 'Mix', grossYield: null })
      .expect(200);
    expect(res.body).toMatchObject({
      name: 'Renamed Tower',
      type: 'Real Estate',
      purchaseValue: 2600000,
      address: '1 New Street, London',
      propertyType: 'Mix',
      currentValue: 2750000,
      occupancyRate: '92%',
      grossYield: null,
      operatingCosts: 85000,
    });
    expect(await assetRow(asset.id)).toMatchObject({ name: 'Renamed Tower', gross_yield: null, occupancy_rate: '92%' });
  });

  it('refuses an invalid PUT and changes nothing; an unknown asset is a 404', async () => {
    const asset = await createAsset(t);
    const before = await assetRow(asset.id);
    const bad = await request(t.server)
      .put(`/api/admin/assets/${asset.id}`)
      .set('Cookie', admin)
      .send({ ...VALID, name: '' });
    expect([bad.status, bad.body.message]).toEqual([400, 'Asset name is required']);
    const partial = await request(t.server).put(`/api/admin/assets/${asset.id}`).set('Cookie', admin).send({ name: 'Only a name' });
    expect([partial.status, partial.body.message]).toEqual([
      400,
      'Purchase value must be a whole number from 0 to 1,000,000,000,000; Address is required; Property type must be one of: Commercial, Residential, Mix',
    ]);
    expect(await assetRow(asset.id)).toEqual(before);
    const missing = await request(t.server).put(`/api/admin/assets/${UNKNOWN_ID}`).set('Cookie', admin).send(VALID);
    expect([missing.status, missing.body.message]).toEqual([404, 'Asset not found']);
  });

  it('deletes an asset with its media rows, allocations and stored images; its past activities stay', async () => {
    const storage = t.app.get(ObjectStorage);
    const scheme = await createScheme(t);
    const holder = await createUser(t, { role: 'investor' });
    const enrollment = await createEnrollment(t, { investorId: holder.id, schemeId: scheme.id });
    const asset = await createAsset(t);
    const first = await attachImage(t, admin, asset.id, 'a.png');
    const second = await attachImage(t, admin, asset.id, 'b.png');
    await request(t.server)
      .post('/api/admin/asset-enrollments')
      .set('Cookie', admin)
      .send({ assetId: asset.id, enrollmentId: enrollment.id })
      .expect(201);
    await request(t.server)
      .post('/api/admin/asset-performance-update')
      .set('Cookie', admin)
      .send({ assetId: asset.id, notes: 'Fully let.' })
      .expect(201);
    expect(await storage.stat(keyOf(first.mediaUrl))).not.toBeNull();

    const res = await request(t.server).delete(`/api/admin/assets/${asset.id}`).set('Cookie', admin).expect(200);
    expect(res.body).toMatchObject({ id: asset.id, allocationCount: 1 });
    expect(res.body.media.map((m: { id: string }) => m.id)).toEqual([first.id, second.id]);
    expect(await assetRow(asset.id)).toBeUndefined();
    expect(await t.dataSource.query(`SELECT id FROM asset_media WHERE asset_id = $1`, [asset.id])).toEqual([]);
    expect(await t.dataSource.query(`SELECT id FROM asset_enrollments WHERE asset_id = $1`, [asset.id])).toEqual([]);
    expect(await storage.stat(keyOf(first.mediaUrl))).toBeNull();
    expect(await storage.stat(keyOf(second.mediaUrl))).toBeNull();
    await request(t.server).get(first.mediaUrl).expect(404);
    const activities = await t.dataSource.query(`SELECT asset_id FROM activities WHERE investor_id = $1`, [holder.id]);
    expect(activities).toEqual([{ asset_id: null }]);
    expect(await t.dataSource.query(`SELECT id FROM enrollments WHERE id = $1`, [enrollment.id])).toHaveLength(1);

    const again = await request(t.server).delete(`/api/admin/assets/${asset.id}`).set('Cookie', admin);
    expect([again.status, again.body.message]).toEqual([404, 'Asset not found']);
  });

  it('answers 401 without a session and 403 to investors on every admin asset route, changing nothing', async () => {
    const asset = await createAsset(t);
    const before = await assetRow(asset.id);
    const count = await assetCount();
    const routes: [string, string, object?][] = [
      ['get', '/api/admin/assets'],
      ['get', `/api/admin/assets/${asset.id}`],
      ['post', '/api/admin/assets', VALID],
      ['put', `/api/admin/assets/${asset.id}`, VALID],
      ['delete', `/api/admin/assets/${asset.id}`],
    ];
    for (const [method, path, body] of routes) {
      const call = () => {
        const r = (request(t.server) as unknown as Record<string, (p: string) => request.Test>)[method](path);
        return body ? r.send(body) : r;
      };
      expect((await call()).status).toBe(401);
      expect((await call().set('Cookie', investor)).status).toBe(403);
    }
    expect(await assetRow(asset.id)).toEqual(before);
    expect(await assetCount()).toBe(count);
  });
});
