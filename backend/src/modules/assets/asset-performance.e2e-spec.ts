import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { createEnrollment, createScheme } from '../../../test/factories.js';
import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';
import { createAsset, UNKNOWN_ID } from './assets.test-utils.js';

describe('asset performance updates', () => {
  const t = useTestApp();
  let admin: string;
  beforeAll(async () => {
    admin = await sessionFor(t, await createUser(t, { role: 'admin' }));
  });

  const activitiesOf = (investorId: string) =>
    t.dataSource.query(
      `SELECT type, scheme_id AS "schemeId", title, content, category, asset_id AS "assetId", net_profits AS "netProfits" FROM activities WHERE investor_id = $1 ORDER BY scheme_id`,
      [investorId],
    );
  const assetRow = async (id: string) => (await t.dataSource.query(`SELECT * FROM assets WHERE id = $1`, [id]))[0];
  const activityCount = async () => Number((await t.dataSource.query(`SELECT count(*) AS n FROM activities`))[0].n);

  it('updates the asset and posts one activity per allocation, to allocated investors only', async () => {
    const asset = await createAsset(t, { name: 'Birmingham Exchange' });
    const [first, second, outsider] = await Promise.all([1, 2, 3].map(() => createUser(t, { role: 'investor' })));
    const [schemeA, schemeB] = [await createScheme(t), await createScheme(t)];
    const e1 = await createEnrollment(t, { investorId: first.id, schemeId: schemeA.id });
    const e2 = await createEnrollment(t, { investorId: first.id, schemeId: schemeB.id });
    const e3 = await createEnrollment(t, { investorId: second.id, schemeId: schemeA.id });
    await createEnrollment(t, { investorId: outsider.id, schemeId: schemeA.id });
    for (const enrollmentId of [e1.id, e2.id, e3.id]) {
      await request(t.server)
        .post('/api/admin/asset-enrollments')
        .set('Cookie', admin)
        .send({ assetId: asset.id, enrollmentId })
        .expect(201);
    }
    const res = await request(t.server)
      .post('/api/admin/asset-performance-update')
      .set('Cookie', admin)
      .send({
        assetId: asset.id,
        notes: 'Two new tenants signed.',
        currentValue: '2900000',
        occupancyRate: '97',
        grossYield: '7.1%',
        netProfits: 125000,
      })
      .expect(201);
    expect(res.body).toEqual({
      asset: expect.objectContaining({
        id: asset.id,
        currentValue: 2900000,
        occupancyRate: '97%',
        grossYield: '7.1%',
        purchaseValue: 2500000,
        allocationCount: 3,
      }),
      activitiesPosted: 3,
    });
    expect(await assetRow(asset.id)).toMatchObject({ current_value: '2900000', occupancy_rate: '97%', gross_yield: '7.1%' });
    const activity = (schemeId: string) => ({
      type: 'asset_performance_update',
      schemeId,
      title: 'Performance update: Birmingham Exchange',
      content: 'Two new tenants signed.',
      category: null,
      assetId: asset.id,
      netProfits: '125000',
    });
    expect(await activitiesOf(first.id)).toEqual(
      [activity(schemeA.id), activity(schemeB.id)].sort((a, b) => a.schemeId.localeCompare(b.schemeId)),
    );
    expect(await activitiesOf(second.id)).toEqual([activity(schemeA.id)]);
    expect(await activitiesOf(outsider.id)).toEqual([]);

    const feed = await request(t.server)
      .get(`/api/activities/${second.id}?type=asset_performance_update`)
      .set('Cookie', await sessionFor(t, second))
      .expect(200);
    expect(feed.body).toEqual([
      expect.objectContaining({ title: 'Performance update: Birmingham Exchange', assetId: asset.id, netProfits: 125000 }),
    ]);
  });

  it('leaves figures that are omitted or blank as they are, and posts nothing for an unallocated asset', async () => {
    const asset = await createAsset(t);
    const res = await request(t.server)
      .post('/api/admin/asset-performance-update')
      .set('Cookie', admin)
      .send({ assetId: asset.id, notes: 'Quiet quarter.', occupancyRate: '', grossYield: null, netProfits: -5000 })
      .expect(201);
    expect(res.body.activitiesPosted).toBe(0);
    expect(res.body.asset).toMatchObject({ currentValue: 2750000, occupancyRate: '92%', grossYield: '6.5%' });
  });

  it('refuses missing or invalid fields with the spec messages, changing nothing', async () => {
    const asset = await createAsset(t);
    const holder = await createUser(t, { role: 'investor' });
    const scheme = await createScheme(t);
    const enrollment = await createEnrollment(t, { investorId: holder.id, schemeId: scheme.id });
    await t.dataSource.query(`INSERT INTO asset_enrollments (asset_id, enrollment_id) VALUES ($1, $2)`, [asset.id, enrollment.id]);
    const before = await assetRow(asset.id);
    const activities = await activityCount();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ notes: 'x' }, 400, 'Asset is required'],
      [{ assetId: ' ', notes: 'x' }, 400, 'Asset is required'],
      [{ assetId: asset.id }, 400, 'Notes are required'],
      [{ assetId: asset.id, notes: '   ' }, 400, 'Notes are required'],
      [{ assetId: asset.id, notes: 'x', currentValue: -1 }, 400, 'Current value must be a whole number from 0 to 1,000,000,000,000'],
      [{ assetId: asset.id, notes: 'x', occupancyRate: '120%' }, 400, "Occupancy rate must be a percentage from 0 to 100, e.g. '92%'"],
      [{ assetId: asset.id, notes: 'x', grossYield: 'high' }, 400, "Gross yield must be a percentage from 0 to 100, e.g. '6.5%'"],
      [
        { assetId: asset.id, notes: 'x', netProfits: 1.5 },
        400,
        'Net profits must be a whole number between -1,000,000,000,000 and 1,000,000,000,000',
      ],
      [{ assetId: 'abc', notes: 'x' }, 400, 'Asset must be a valid id'],
      [{ assetId: UNKNOWN_ID, notes: 'x' }, 404, 'Asset not found'],
    ];
    for (const [body, status, message] of cases) {
      const res = await request(t.server).post('/api/admin/asset-performance-update').set('Cookie', admin).send(body);
      expect([res.status, res.body.message]).toEqual([status, message]);
    }
    expect(await assetRow(asset.id)).toEqual(before);
    expect(await activityCount()).toBe(activities);
  });

  it('answers 401 without a session and 403 to investors, changing nothing', async () => {
    const asset = await createAsset(t);
    const investor = await createUser(t, { role: 'investor' });
    const before = await assetRow(asset.id);
    const activities = await activityCount();
    const body = { assetId: asset.id, notes: 'Sneaky', currentValue: 1 };
    await request(t.server).post('/api/admin/asset-performance-update').send(body).expect(401);
    await request(t.server)
      .post('/api/admin/asset-performance-update')
      .set('Cookie', await sessionFor(t, investor))
      .send(body)
      .expect(403);
    expect(await assetRow(asset.id)).toEqual(before);
    expect(await activityCount()).toBe(activities);
  });
});
