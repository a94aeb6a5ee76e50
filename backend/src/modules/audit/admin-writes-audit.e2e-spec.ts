import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import type { AuditLogView } from '@fund/contracts';

import { createEnrollment, createKycApplication, createScheme } from '../../../test/factories.js';
import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';
import { createAsset } from '../assets/assets.test-utils.js';
import type { User } from '../users/user.entity.js';

// Issue 18 item 6: the back office's money and status writes leave an audit row with the acting admin
// (id, role, client address, user agent), written in the write's own transaction: a refused write
// leaves none, and a replayed Idempotency-Key adds none.

const ADDRESS = '203.0.113.7';
const AGENT = 'audit-test/1.0 (issue 18)';

describe('audit rows of admin writes', () => {
  const t = useTestApp();
  let admin: User;
  let adminCookie: string;

  beforeAll(async () => {
    admin = await createUser(t, { role: 'admin' });
    adminCookie = await sessionFor(t, admin);
  });

  const asAdmin = (method: 'post' | 'patch' | 'delete', path: string) =>
    request(t.server)[method](path).set('Cookie', adminCookie).set('User-Agent', AGENT).set('X-Forwarded-For', ADDRESS);

  /** The audit log as an admin reads it: rows of `action`, newest first. */
  const auditRows = async (action: string): Promise<AuditLogView[]> => {
    const res = await request(t.server).get(`/api/admin/audit-logs?action=${action}&limit=500`).set('Cookie', adminCookie);
    expect([res.status, res.body.message]).toEqual([200, undefined]);
    return res.body as AuditLogView[];
  };
  /** The rows of `action` whose details name `id`. */
  const rowsAbout = async (action: string, id: string) => (await auditRows(action)).filter((row) => row.actionDetails?.includes(id));
  /** The acting admin as the audit row carries them. */
  const actingAdmin = () => ({ userId: admin.id, userRole: 'admin', ipAddress: ADDRESS, userAgent: AGENT });

  const investorWithScheme = async () => {
    const investor = await createUser(t, { role: 'investor' });
    await createKycApplication(t, { investorId: investor.id, status: 'approved', fullName: investor.fullName, email: investor.email });
    const scheme = await createScheme(t);
    return { investor, scheme };
  };

  it('POST /api/enrollments: ENROLLMENT_CREATED with the admin, the ids, the scheme and the amount; a refused one leaves no row', async () => {
    const { investor, scheme } = await investorWithScheme();
    const res = await asAdmin('post', '/api/enrollments')
      .send({ investorId: investor.id, schemeId: scheme.id, investmentAmount: 250000 })
      .expect(201);
    const rows = await rowsAbout('ENROLLMENT_CREATED', res.body.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...actingAdmin(), action: 'ENROLLMENT_CREATED' });
    for (const part of [investor.id, scheme.id, scheme.name, '250000']) expect(rows[0].actionDetails).toContain(part);

    // Below the scheme's minimum: 422, no enrollment and no row.
    const other = await investorWithScheme();
    await asAdmin('post', '/api/enrollments')
      .send({ investorId: other.investor.id, schemeId: other.scheme.id, investmentAmount: 10 })
      .expect(422);
    expect(await rowsAbout('ENROLLMENT_CREATED', other.investor.id)).toEqual([]);
  });

  it('POST /api/payouts: PAYOUT_RECORDED once per payout (a replayed Idempotency-Key adds none), none for a refused one', async () => {
    const { investor, scheme } = await investorWithScheme();
    const enrollment = await createEnrollment(t, { investorId: investor.id, schemeId: scheme.id });
    const body = {
      investorId: investor.id,
      enrollmentId: enrollment.id,
      payoutAmount: 4321,
      description: 'Q3 profit distribution',
      payoutDate: '2026-09-30',
    };
    const key = randomUUID();
    const res = await asAdmin('post', '/api/payouts').set('Idempotency-Key', key).send(body).expect(201);
    await asAdmin('post', '/api/payouts').set('Idempotency-Key', key).send(body).expect(201);
    const rows = await rowsAbout('PAYOUT_RECORDED', enrollment.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...actingAdmin(), action: 'PAYOUT_RECORDED' });
    for (const part of ['4321', investor.id, scheme.id, scheme.name, res.body.activity.id, '2026-09-30'])
      expect(rows[0].actionDetails).toContain(part);

    const stranger = await createUser(t, { role: 'investor' });
    await asAdmin('post', '/api/payouts')
      .send({ ...body, investorId: stranger.id })
      .expect(422);
    expect(await rowsAbout('PAYOUT_RECORDED', enrollment.id)).toHaveLength(1);
  });

  it.each([
    ['update', { category: 'Scheme Update', url: 'https://example.com/q3' }],
    ['transaction', { category: 'Contribution', amount: 75000 }],
  ])('POST /api/activities (%s): ACTIVITY_POSTED with the admin, the type, the ids and any amount', async (type, fields) => {
    const { investor, scheme } = await investorWithScheme();
    await createEnrollment(t, { investorId: investor.id, schemeId: scheme.id });
    const res = await asAdmin('post', '/api/activities')
      .send({ type, investorId: investor.id, schemeId: scheme.id, title: 'Quarter three', content: 'Returns to plan.', ...fields })
      .expect(201);
    const rows = await rowsAbout('ACTIVITY_POSTED', res.body.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...actingAdmin(), action: 'ACTIVITY_POSTED' });
    for (const part of [type, fields.category, investor.id, scheme.id, scheme.name]) expect(rows[0].actionDetails).toContain(part);
    if ('amount' in fields) expect(rows[0].actionDetails).toContain(String(fields.amount));
  });

  it('POST /api/activities to an investor not enrolled: 422 and no row', async () => {
    const { investor, scheme } = await investorWithScheme();
    await asAdmin('post', '/api/activities')
      .send({
        type: 'update',
        investorId: investor.id,
        schemeId: scheme.id,
        category: 'Scheme Update',
        title: 'Not enrolled',
        content: 'x',
      })
      .expect(422);
    expect(await rowsAbout('ACTIVITY_POSTED', investor.id)).toEqual([]);
  });

  it('POST /api/admin/asset-performance-update: ACTIVITY_POSTED naming the asset and the number of investors told', async () => {
    const asset = await createAsset(t);
    for (let i = 0; i < 2; i++) {
      const { investor, scheme } = await investorWithScheme();
      const enrollment = await createEnrollment(t, { investorId: investor.id, schemeId: scheme.id });
      await asAdmin('post', '/api/admin/asset-enrollments').send({ assetId: asset.id, enrollmentId: enrollment.id }).expect(201);
    }
    await asAdmin('post', '/api/admin/asset-performance-update')
      .send({ assetId: asset.id, notes: 'Fully let.', netProfits: 12000 })
      .expect(201);
    const rows = await rowsAbout('ACTIVITY_POSTED', asset.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...actingAdmin(), action: 'ACTIVITY_POSTED' });
    for (const part of ['asset_performance_update', asset.name, '2 ']) expect(rows[0].actionDetails).toContain(part);
  });

  it('POST /api/schemes/{schemeId}/activities: one ACTIVITY_POSTED naming the type, the scheme and the number of investors; a replayed key adds none', async () => {
    const { investor, scheme } = await investorWithScheme();
    await createEnrollment(t, { investorId: investor.id, schemeId: scheme.id });
    await createEnrollment(t, { investorId: (await createUser(t, { role: 'investor' })).id, schemeId: scheme.id });
    const key = randomUUID();
    const body = { type: 'update', category: 'Scheme Update', title: 'To every holder', content: 'Returns to plan.' };
    await asAdmin('post', `/api/schemes/${scheme.id}/activities`).set('Idempotency-Key', key).send(body).expect(201);
    await asAdmin('post', `/api/schemes/${scheme.id}/activities`).set('Idempotency-Key', key).send(body).expect(201);
    const rows = await rowsAbout('ACTIVITY_POSTED', scheme.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...actingAdmin(), action: 'ACTIVITY_POSTED' });
    for (const part of ['update', 'To every holder', 'posted to 2 investors', scheme.name]) expect(rows[0].actionDetails).toContain(part);
  });

  it('POST /api/admin/asset-enrollments/scheme: one ASSET_ALLOCATED with the counts; a scheme without holders leaves none', async () => {
    const asset = await createAsset(t);
    const { investor, scheme } = await investorWithScheme();
    await createEnrollment(t, { investorId: investor.id, schemeId: scheme.id });
    await asAdmin('post', '/api/admin/asset-enrollments/scheme').send({ assetId: asset.id, schemeId: scheme.id }).expect(201);
    const rows = await rowsAbout('ASSET_ALLOCATED', asset.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...actingAdmin(), action: 'ASSET_ALLOCATED' });
    for (const part of [asset.name, scheme.id, scheme.name, 'allocated to 1 enrollments', '0 already held it'])
      expect(rows[0].actionDetails).toContain(part);

    const empty = await createScheme(t);
    await asAdmin('post', '/api/admin/asset-enrollments/scheme').send({ assetId: asset.id, schemeId: empty.id }).expect(400);
    expect(await rowsAbout('ASSET_ALLOCATED', empty.id)).toEqual([]);
  });

  it('POST /api/admin/asset-enrollments: ASSET_ALLOCATED naming the asset, the enrollment and its investor; a refused one (409) leaves no second row', async () => {
    const asset = await createAsset(t);
    const { investor, scheme } = await investorWithScheme();
    const enrollment = await createEnrollment(t, { investorId: investor.id, schemeId: scheme.id });
    await asAdmin('post', '/api/admin/asset-enrollments').send({ assetId: asset.id, enrollmentId: enrollment.id }).expect(201);
    const rows = await rowsAbout('ASSET_ALLOCATED', enrollment.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...actingAdmin(), action: 'ASSET_ALLOCATED' });
    for (const part of [asset.name, asset.id, enrollment.id, investor.id]) expect(rows[0].actionDetails).toContain(part);

    await asAdmin('post', '/api/admin/asset-enrollments').send({ assetId: asset.id, enrollmentId: enrollment.id }).expect(409);
    expect(await rowsAbout('ASSET_ALLOCATED', enrollment.id)).toHaveLength(1);
  });

  it('DELETE /api/users/{investorId}: INVESTOR_DELETED with the admin and who was deleted; a refused one leaves no row', async () => {
    const { investor } = await investorWithScheme();
    await asAdmin('delete', `/api/users/${investor.id}`).expect(200);
    const rows = await rowsAbout('INVESTOR_DELETED', investor.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...actingAdmin(), action: 'INVESTOR_DELETED' });
    expect(rows[0].actionDetails).toContain(investor.username);

    const otherAdmin = await createUser(t, { role: 'admin' });
    await asAdmin('delete', `/api/users/${otherAdmin.id}`).expect(403);
    expect(await rowsAbout('INVESTOR_DELETED', otherAdmin.id)).toEqual([]);
  });

  it('PATCH /api/users/{id}/status: USER_STATUS_CHANGED for each disable and enable, none when the status stays', async () => {
    const { investor } = await investorWithScheme();
    await asAdmin('patch', `/api/users/${investor.id}/status`).send({ status: 'disabled' }).expect(200);
    await asAdmin('patch', `/api/users/${investor.id}/status`).send({ status: 'disabled' }).expect(200);
    await asAdmin('patch', `/api/users/${investor.id}/status`).send({ status: 'active' }).expect(200);
    const rows = await rowsAbout('USER_STATUS_CHANGED', investor.id);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toMatchObject({ ...actingAdmin(), action: 'USER_STATUS_CHANGED' });
    // Newest first: the enable, then the disable.
    expect(rows[0].actionDetails).toContain('from disabled to active');
    expect(rows[1].actionDetails).toContain('from active to disabled');
    expect(rows[0].actionDetails).toContain(investor.username);
  });
});
