import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { MESSAGES } from '@fund/contracts';

import { createEnrollment, createScheme } from '../../../test/factories.js';
import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';
import type { Scheme } from '../schemes/scheme.entity.js';
import type { User } from '../users/user.entity.js';
import { createAsset, UNKNOWN_ID } from './assets.test-utils.js';

// Issue 19 item 4: POST /api/admin/asset-enrollments/scheme allocates an asset to every enrollment of a
// scheme (one allocation per enrollment, so each investor's asset view stays theirs), skipping and
// counting those that already hold it, in one transaction with one Idempotency-Key and one audit row.

describe('allocating an asset to every enrollment of a scheme', () => {
  const t = useTestApp();
  let admin: string;
  let scheme: Scheme;
  let holders: { user: User; cookie: string; enrollmentId: string }[];
  let outsider: { user: User; cookie: string; enrollmentId: string };

  beforeAll(async () => {
    admin = await sessionFor(t, await createUser(t, { role: 'admin' }));
    scheme = await createScheme(t, { name: 'Ijara Logistics Park' });
    const enrolled = async (fullName: string, schemeId: string) => {
      const user = await createUser(t, { role: 'investor', fullName });
      const enrollment = await createEnrollment(t, { investorId: user.id, schemeId });
      return { user, cookie: await sessionFor(t, user), enrollmentId: enrollment.id };
    };
    holders = [await enrolled('Layla Haddad', scheme.id), await enrolled('Omar Saleh', scheme.id), await enrolled('Noor Karim', scheme.id)];
    outsider = await enrolled('Yusuf Rahman', (await createScheme(t, { name: 'Musharakah Housing II' })).id);
  });

  const allocate = (body: Record<string, unknown>, cookie = admin) =>
    request(t.server).post('/api/admin/asset-enrollments/scheme').set('Cookie', cookie).send(body);
  const count = async (sql: string, params: unknown[] = []) => Number((await t.dataSource.query(sql, params))[0].n);
  const allocationCount = () => count('SELECT count(*) AS n FROM asset_enrollments');
  const allocationAudits = () => count(`SELECT count(*) AS n FROM audit_logs WHERE action = 'ASSET_ALLOCATED'`);
  const lastAudit = async () =>
    (
      await t.dataSource.query(
        `SELECT action_details, user_role FROM audit_logs WHERE action = 'ASSET_ALLOCATED' ORDER BY "timestamp" DESC LIMIT 1`,
      )
    )[0] as {
      action_details: string;
      user_role: string;
    };
  const assetNamesOf = async (holder: { user: User; cookie: string }) =>
    (
      (await request(t.server).get('/api/investor/assets').set('Cookie', holder.cookie).expect(200)).body as {
        name: string;
        schemeName: string;
      }[]
    ).map((a) => a.name);

  it('allocates the asset to every enrollment of the scheme: each holder sees it, no one else, one audit row with the counts', async () => {
    const asset = await createAsset(t, { name: 'Leeds Residences' });
    const audits = await allocationAudits();
    const res = await allocate({ assetId: asset.id, schemeId: scheme.id }).expect(201);
    expect(res.body).toEqual({ assetId: asset.id, schemeId: scheme.id, allocated: 3, alreadyAllocated: 0 });

    const rows = await t.dataSource.query(`SELECT enrollment_id FROM asset_enrollments WHERE asset_id = $1 ORDER BY enrollment_id`, [
      asset.id,
    ]);
    expect(rows.map((r: { enrollment_id: string }) => r.enrollment_id)).toEqual(holders.map((h) => h.enrollmentId).sort());
    for (const holder of holders) expect(await assetNamesOf(holder)).toContain('Leeds Residences');
    expect(await assetNamesOf(outsider)).not.toContain('Leeds Residences');

    // The allocations list and its export carry one row per enrollment.
    const list = await request(t.server)
      .get(`/api/admin/asset-allocations?filter=${encodeURIComponent(JSON.stringify({ assetId: asset.id }))}`)
      .set('Cookie', admin)
      .expect(200);
    expect(list.body.map((a: { investorName: string }) => a.investorName).sort()).toEqual(['Layla Haddad', 'Noor Karim', 'Omar Saleh']);
    const csv = await request(t.server)
      .get('/api/admin/exports/asset-allocations')
      .query({ filter: JSON.stringify({ assetId: asset.id }), columns: JSON.stringify([{ header: 'Investor', field: 'investorName' }]) })
      .set('Cookie', admin)
      .expect(200);
    expect(csv.text.split('\r\n').slice(1).filter(Boolean).sort()).toEqual(['Layla Haddad', 'Noor Karim', 'Omar Saleh']);

    expect(await allocationAudits()).toBe(audits + 1);
    const audit = await lastAudit();
    expect(audit.user_role).toBe('admin');
    expect(audit.action_details).toBe(
      `Asset "Leeds Residences" (${asset.id}) allocated to 3 enrollments of scheme "Ijara Logistics Park" (${scheme.id}); 0 already held it`,
    );
  });

  it('skips and counts the enrollments that already hold the asset', async () => {
    const asset = await createAsset(t, { name: 'Bristol Quay' });
    await request(t.server)
      .post('/api/admin/asset-enrollments')
      .set('Cookie', admin)
      .send({ assetId: asset.id, enrollmentId: holders[1].enrollmentId })
      .expect(201);
    const res = await allocate({ assetId: asset.id, schemeId: scheme.id }).expect(201);
    expect(res.body).toEqual({ assetId: asset.id, schemeId: scheme.id, allocated: 2, alreadyAllocated: 1 });
    expect(await count('SELECT count(*) AS n FROM asset_enrollments WHERE asset_id = $1', [asset.id])).toBe(3);
    expect((await lastAudit()).action_details).toContain('allocated to 2 enrollments of scheme "Ijara Logistics Park"');
    expect((await lastAudit()).action_details).toContain('1 already held it');

    const again = await allocate({ assetId: asset.id, schemeId: scheme.id }).expect(201);
    expect(again.body).toEqual({ assetId: asset.id, schemeId: scheme.id, allocated: 0, alreadyAllocated: 3 });
    expect(await count('SELECT count(*) AS n FROM asset_enrollments WHERE asset_id = $1', [asset.id])).toBe(3);
  });

  it('writes once for the same Idempotency-Key sent twice, and answers the first answer again', async () => {
    const asset = await createAsset(t);
    const audits = await allocationAudits();
    const key = `allocate-${randomUUID()}`;
    const first = await allocate({ assetId: asset.id, schemeId: scheme.id }).set('Idempotency-Key', key).expect(201);
    const again = await allocate({ assetId: asset.id, schemeId: scheme.id }).set('Idempotency-Key', key).expect(201);
    expect(again.body).toEqual({ assetId: asset.id, schemeId: scheme.id, allocated: 3, alreadyAllocated: 0 });
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await allocationAudits()).toBe(audits + 1);
  });

  it('answers 400 for a scheme with no investors enrolled, 404 for no asset or scheme, and writes nothing', async () => {
    const asset = await createAsset(t);
    const emptyScheme = await createScheme(t, { name: 'Murabaha Commodities IV' });
    const [allocations, audits] = [await allocationCount(), await allocationAudits()];
    const empty = await allocate({ assetId: asset.id, schemeId: emptyScheme.id });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'This scheme has no investors enrolled' });
    const noAsset = await allocate({ assetId: UNKNOWN_ID, schemeId: scheme.id });
    expect([noAsset.status, noAsset.body.message]).toEqual([404, MESSAGES.assetNotFound]);
    const noScheme = await allocate({ assetId: asset.id, schemeId: UNKNOWN_ID });
    expect([noScheme.status, noScheme.body.message]).toEqual([404, MESSAGES.schemeNotFound]);
    expect(await allocationCount()).toBe(allocations);
    expect(await allocationAudits()).toBe(audits);
  });

  it('validates the body with the allocation messages', async () => {
    const asset = await createAsset(t);
    const before = await allocationCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ schemeId: scheme.id }, 'Asset is required'],
      [{ assetId: asset.id }, 'Scheme is required'],
      [{ assetId: 'nope', schemeId: scheme.id }, 'Asset must be a valid id'],
      [{ assetId: asset.id, schemeId: 'nope' }, 'Scheme must be a valid id'],
      [{ assetId: asset.id, schemeId: scheme.id, enrollmentId: holders[0].enrollmentId }, 'property enrollmentId should not exist'],
    ];
    for (const [body, message] of cases) {
      const res = await allocate(body);
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status: 400, message });
    }
    expect(await allocationCount()).toBe(before);
  });

  it('is for admins: 401 without a session, 403 for an investor, nothing written', async () => {
    const asset = await createAsset(t);
    const before = await allocationCount();
    expect(
      (await request(t.server).post('/api/admin/asset-enrollments/scheme').send({ assetId: asset.id, schemeId: scheme.id })).status,
    ).toBe(401);
    expect((await allocate({ assetId: asset.id, schemeId: scheme.id }, holders[0].cookie)).status).toBe(403);
    expect(await allocationCount()).toBe(before);
  });

  it('allocates to 10,000 enrollments in one statement, in well under 5 seconds', async () => {
    const big = await createScheme(t, { name: 'Sukuk Income Fund' });
    const [{ hash }] = await t.dataSource.query(`SELECT password_hash AS hash FROM users WHERE id = $1`, [holders[0].user.id]);
    const suffix = randomUUID().slice(0, 8);
    await t.dataSource.query(
      `WITH investors AS (
         INSERT INTO users (username, email, full_name, role, status, password_hash)
         SELECT 'alloc_' || $1 || '_' || n, 'alloc_' || $1 || '_' || n || '@example.com', 'Allocated Investor ' || n, 'investor', 'active', $2
         FROM generate_series(1, 10000) AS n RETURNING id
       )
       INSERT INTO enrollments (investor_id, scheme_id, investment_amount, current_value) SELECT id, $3, 50000, 50000 FROM investors`,
      [suffix, hash, big.id],
    );
    const asset = await createAsset(t);
    const started = performance.now();
    const res = await allocate({ assetId: asset.id, schemeId: big.id }).set('Idempotency-Key', `big-${suffix}`).expect(201);
    const elapsed = performance.now() - started;
    expect(res.body).toEqual({ assetId: asset.id, schemeId: big.id, allocated: 10_000, alreadyAllocated: 0 });
    console.log(`POST /api/admin/asset-enrollments/scheme to 10,000 enrollments: ${Math.round(elapsed)} ms`);
    expect(elapsed).toBeLessThan(5000);
  }, 60_000);
});
