import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { createActivity, createEnrollment, createScheme } from '../../../test/factories.js';
import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';
import { AssetEnrollment } from '../../modules/assets/asset-enrollment.entity.js';
import { createAsset } from '../../modules/assets/assets.test-utils.js';

const UNKNOWN = { investorName: 'Unknown Investor', schemeName: 'Unknown Scheme' };

describe("'Unknown Investor' and 'Unknown Scheme' (one SQL display name) wherever a list names them", () => {
  const t = useTestApp();
  let adminCookie: string;
  let investorCookie: string;
  let investorId: string;
  let enrollmentId: string;
  let allocationId: string;

  beforeAll(async () => {
    adminCookie = await sessionFor(t, await createUser(t, { role: 'admin' }));
    const investor = await createUser(t);
    investorId = investor.id;
    investorCookie = await sessionFor(t, investor);
    const scheme = await createScheme(t);
    enrollmentId = (await createEnrollment(t, { investorId, schemeId: scheme.id })).id;
    await createActivity(t, { investorId, schemeId: scheme.id });
    const asset = await createAsset(t);
    allocationId = (await t.dataSource.getRepository(AssetEnrollment).save({ assetId: asset.id, enrollmentId })).id;
    // Blank names: what the fallbacks are for (a row whose investor or scheme is gone reads the same).
    await t.dataSource.query(`UPDATE users SET full_name = '' WHERE id = $1`, [investorId]);
    await t.dataSource.query(`UPDATE schemes SET name = '' WHERE id = $1`, [scheme.id]);
  });

  it('in enrollments and investments', async () => {
    for (const path of ['/api/enrollments', '/api/investments', `/api/investors/${investorId}/enrollments`]) {
      const res = await request(t.server).get(path).set('Cookie', adminCookie).expect(200);
      expect(res.body.find((e: { id: string }) => e.id === enrollmentId)).toMatchObject(UNKNOWN);
    }
  });

  it('in asset allocations, allocated assets and the investor’s assets', async () => {
    const allocations = await request(t.server).get('/api/admin/asset-allocations').set('Cookie', adminCookie).expect(200);
    expect(allocations.body.find((a: { id: string }) => a.id === allocationId)).toMatchObject(UNKNOWN);
    const allocated = await request(t.server).get('/api/admin/allocated-assets').set('Cookie', adminCookie).expect(200);
    expect(allocated.body[0].allocations[0]).toMatchObject(UNKNOWN);
    const own = await request(t.server).get('/api/investor/assets').set('Cookie', investorCookie).expect(200);
    expect(own.body[0].schemeName).toBe(UNKNOWN.schemeName);
  });

  it('in the activity feed', async () => {
    const res = await request(t.server).get(`/api/activities/${investorId}`).set('Cookie', adminCookie).expect(200);
    expect(res.body[0].schemeName).toBe(UNKNOWN.schemeName);
  });
});
