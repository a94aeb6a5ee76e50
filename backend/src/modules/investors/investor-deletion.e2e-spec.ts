import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { createActivity, createEnrollment, createKycApplication, createScheme } from '../../../test/factories.js';
import { localPath, PDF, PNG } from '../../../test/files.js';
import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';
import { keyFrom, objectPathOf, ObjectStorage } from '../../common/storage/object-storage.js';
import { uploadKycDocument } from '../kyc/kyc.test-utils.js';
import type { Scheme } from '../schemes/scheme.entity.js';
import type { User } from '../users/user.entity.js';

const KINDS = ['kyc-document', 'profile-photo', 'activity-document', 'issued-document', 'purification-receipt'];
/** Columns naming the admin who acted (reviewer, resolver, inviter, the money write's idempotency key): never an investor's. */
const ACTOR_COLUMNS = [
  'admin_invitations.invited_by',
  'kyc_applications.reviewed_by',
  'password_reset_requests.resolved_by',
  'idempotency_keys.user_id',
  'distribution_runs.created_by',
  'distribution_runs.reversed_by',
  'demo_data_runs.requested_by',
  'statement_runs.requested_by',
  // Issue 24: who changed the Sharia settings, entered a pronouncement, report, purification share or nisab price.
  'sharia_settings.updated_by',
  // Issue 25: who changed the admins' second-factor policy.
  'security_settings.updated_by',
  'sharia_pronouncements.created_by',
  'sharia_reports.created_by',
  'purification_rates.created_by',
  'nisab_prices.created_by',
];

/** Everything one investor owns: rows in every table that names them, and their stored objects. */
interface Holdings {
  user: User;
  cookie: string;
  enrollmentIds: string[];
  objectPaths: string[];
}

describe('DELETE /api/users/:investorId', () => {
  const t = useTestApp();
  let admin: User;
  let superAdmin: User;
  let adminCookie: string;
  let schemes: Scheme[];
  let assetId: string;
  let victim: Holdings;
  let other: Holdings;
  /** The document posted to both investors: it stays while the other investor's activity links to it. */
  let sharedDocument: string;
  /** Columns with a foreign key to users(id), read from the catalogue so a new table cannot be forgotten. */
  let userColumns: { table: string; column: string }[];

  const storage = () => t.app.get(ObjectStorage);
  const objectExists = async (objectPath: string) => (await storage().stat(keyFrom(objectPath, KINDS) as string)) !== null;

  const uploadActivityDocument = async (): Promise<string> => {
    const ticket = (await request(t.server).post('/api/activities/upload-url').set('Cookie', adminCookie).expect(201)).body;
    await request(t.server).put(localPath(ticket.uploadURL)).set('Content-Type', 'application/pdf').send(PDF).expect(200);
    return ticket.objectPath as string;
  };

  const uploadProfilePhoto = async (user: User, cookie: string): Promise<string> => {
    const { url } = (await request(t.server).post('/api/upload-url').set('Cookie', cookie).expect(200)).body;
    await request(t.server).put(localPath(url)).set('Content-Type', 'image/png').send(PNG).expect(200);
    const { objectPath } = (
      await request(t.server).post('/api/objects/set-acl').set('Cookie', cookie).send({ uploadURL: url, visibility: 'public' }).expect(200)
    ).body;
    await request(t.server).patch(`/api/profile/${user.id}/photo`).set('Cookie', cookie).send({ profilePhotoUrl: objectPath }).expect(200);
    return objectPath as string;
  };

  /** An investor brought in through KYC, with enrollments, an allocation, activities, tickets and more. */
  const investorWithEverything = async (name: string): Promise<Holdings> => {
    const user = await createUser(t, { fullName: name });
    const cookie = await sessionFor(t, user);
    const kycDocument = (await uploadKycDocument(t)).objectPath;
    await createKycApplication(t, { investorId: user.id, status: 'approved', idUploadUrl: kycDocument });
    const photo = await uploadProfilePhoto(user, cookie);
    const ownDocument = await uploadActivityDocument();
    const enrollmentIds: string[] = [];
    for (const scheme of schemes.slice(0, 2)) {
      enrollmentIds.push((await createEnrollment(t, { investorId: user.id, schemeId: scheme.id })).id);
      await createActivity(t, { investorId: user.id, schemeId: scheme.id });
    }
    await createActivity(t, {
      investorId: user.id,
      schemeId: schemes[0].id,
      type: 'document',
      category: 'Other',
      title: 'Contract',
      documentUrl: ownDocument,
    });
    await createActivity(t, {
      investorId: user.id,
      schemeId: schemes[1].id,
      type: 'document',
      category: 'Other',
      title: 'Notice',
      documentUrl: sharedDocument,
    });
    await t.dataSource.query('INSERT INTO asset_enrollments (asset_id, enrollment_id) VALUES ($1, $2)', [assetId, enrollmentIds[0]]);
    await t.dataSource.query('INSERT INTO expressions_of_interest (investor_id, scheme_id) VALUES ($1, $2)', [user.id, schemes[2].id]);
    const [ticket] = await t.dataSource.query(
      `INSERT INTO tickets (investor_id, subject, description) VALUES ($1, 'Payout timing', 'When is the next payout due?') RETURNING id`,
      [user.id],
    );
    // Issue 21: their reply in the ticket's thread.
    await t.dataSource.query(
      `INSERT INTO ticket_messages (ticket_id, author_id, author_name, author_role, body) VALUES ($1, $2, $3, 'investor', 'Any news?')`,
      [ticket.id, user.id, name],
    );
    await t.dataSource.query('INSERT INTO password_reset_requests (user_id) VALUES ($1)', [user.id]);
    await t.dataSource.query(
      `INSERT INTO login_otps (user_id, otp_code, expires_at) VALUES ($1, 'hashed', now() + interval '10 minutes')`,
      [user.id],
    );
    await t.dataSource.query(`INSERT INTO audit_logs (user_id, user_role, action) VALUES ($1, 'investor', 'LOGIN')`, [user.id]);
    // Issue 25: their authenticator app and a recovery code.
    await t.dataSource.query(`INSERT INTO totp_factors (user_id, secret_ciphertext, confirmed_at) VALUES ($1, 'v1.x.y.z', now())`, [
      user.id,
    ]);
    await t.dataSource.query(`INSERT INTO recovery_codes (user_id, code_hash) VALUES ($1, 'hashed')`, [user.id]);
    await t.dataSource.query(`INSERT INTO passkeys (user_id, name, credential_id, public_key) VALUES ($1, 'Phone', $2, '\\x00')`, [
      user.id,
      `credential-${user.id}`,
    ]);
    // Issue 20: their notice preferences and a notice.
    await t.dataSource.query(`INSERT INTO notification_preferences (investor_id, category, mode) VALUES ($1, 'updates', 'off')`, [user.id]);
    await t.dataSource.query(
      `INSERT INTO notifications (investor_id, category, delivery, title, link) VALUES ($1, 'tickets', 'digest', 'Ticket answered', '/investor/tickets')`,
      [user.id],
    );
    // Issue 23: a statement issued to them (its PDF stored by the server).
    const statement = await t.app.get(ObjectStorage).storeOwn('issued-document', Buffer.from('%PDF-1.4 statement'), 'application/pdf');
    await t.dataSource.query(
      `INSERT INTO issued_documents (kind, investor_id, period_start, period_end, code, sha256, object_key, size, pages)
       VALUES ('statement', $1, '2026-07-01', '2026-09-30', 'DEL-' || substr(md5(random()::text), 1, 10), repeat('b', 64), $2, 18, 1)`,
      [user.id, statement.key],
    );
    // Issue 24: a payout whose purification they marked given, with its receipt.
    const payout = await createActivity(t, {
      investorId: user.id,
      schemeId: schemes[0].id,
      type: 'transaction',
      category: 'Payout',
      title: 'Payout',
      amount: 500,
    });
    const receipt = await t.app.get(ObjectStorage).storeOwn('purification-receipt', Buffer.from('%PDF-1.4 receipt'), 'application/pdf');
    await t.dataSource.query('INSERT INTO purification_marks (activity_id, investor_id, receipt_url) VALUES ($1, $2, $3)', [
      payout.id,
      user.id,
      objectPathOf(receipt.key),
    ]);
    return {
      user,
      cookie,
      enrollmentIds,
      objectPaths: [kycDocument, photo, ownDocument, objectPathOf(statement.key), objectPathOf(receipt.key)],
    };
  };

  /** Rows that name the user, per table: every users(id) foreign key, allocations, sessions and audit rows. */
  const footprint = async (h: Holdings): Promise<Record<string, number>> => {
    const counts: Record<string, number> = {};
    const count = async (label: string, sql: string, params: unknown[]) => {
      counts[label] = Number((await t.dataSource.query(sql, params))[0].n);
    };
    await count('users', 'SELECT count(*) AS n FROM users WHERE id = $1', [h.user.id]);
    for (const { table, column } of userColumns) {
      await count(`${table}.${column}`, `SELECT count(*) AS n FROM "${table}" WHERE "${column}" = $1`, [h.user.id]);
    }
    await count('asset_enrollments', 'SELECT count(*) AS n FROM asset_enrollments WHERE enrollment_id = ANY($1::uuid[])', [
      h.enrollmentIds,
    ]);
    await count('session', `SELECT count(*) AS n FROM session WHERE sess ->> 'userId' = $1`, [h.user.id]);
    await count('audit_logs', 'SELECT count(*) AS n FROM audit_logs WHERE user_id = $1', [h.user.id]);
    return counts;
  };

  beforeAll(async () => {
    admin = await createUser(t, { role: 'admin' });
    superAdmin = await createUser(t, { role: 'super_admin' });
    adminCookie = await sessionFor(t, admin);
    await sessionFor(t, superAdmin);
    schemes = [await createScheme(t), await createScheme(t), await createScheme(t)];
    [{ id: assetId }] = await t.dataSource.query(
      `INSERT INTO assets (name, purchase_value, address, property_type) VALUES ('Marina Heights', 2500000, 'Dubai Marina', 'Residential') RETURNING id`,
    );
    sharedDocument = await uploadActivityDocument();
    userColumns = await t.dataSource.query(`
      SELECT c.conrelid::regclass::text AS table, a.attname AS column
      FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY(c.conkey)
      WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass ORDER BY 1, 2`);
    victim = await investorWithEverything('Victim Investor');
    other = await investorWithEverything('Other Investor');
    // A distribution run pays both (issue 19 item 1): each gets a line and a Payout activity.
    await request(t.server)
      .post(`/api/schemes/${schemes[0].id}/distributions`)
      .set('Cookie', adminCookie)
      .send({ mode: 'total', totalAmount: 2000, basis: 'invested', payoutDate: '2026-06-30', description: 'Q2 distribution' })
      .expect(201);
  });

  const del = (id: string, cookie?: string) => {
    const req = request(t.server).delete(`/api/users/${id}`);
    return cookie ? req.set('Cookie', cookie) : req;
  };

  it('covers every table the brief names among the foreign keys to users', () => {
    const names = userColumns.map((c) => `${c.table}.${c.column}`);
    for (const expected of [
      'kyc_applications.investor_id',
      'enrollments.investor_id',
      'activities.investor_id',
      'expressions_of_interest.investor_id',
      'tickets.investor_id',
      'password_reset_requests.user_id',
      'login_otps.user_id',
    ]) {
      expect(names).toContain(expected);
    }
  });

  it('answers 401 without a session and 403 to an investor, even for their own id, and changes nothing', async () => {
    const before = await footprint(victim);
    await del(victim.user.id).expect(401);
    const res = await del(victim.user.id, other.cookie).expect(403);
    expect(res.body.message).toBe('You do not have permission to do this');
    await del(victim.user.id, victim.cookie).expect(403);
    expect(await footprint(victim)).toEqual(before);
  });

  it("refuses an admin's or a super admin's id with 403 and changes nothing", async () => {
    const count = async () => Number((await t.dataSource.query(`SELECT count(*) AS n FROM users WHERE role <> 'investor'`))[0].n);
    const before = await count();
    for (const id of [admin.id, superAdmin.id]) {
      const res = await del(id, adminCookie).expect(403);
      expect(res.body).toEqual({ statusCode: 403, message: 'Only investors can be deleted here', error: 'Forbidden' });
    }
    expect(await count()).toBe(before);
    expect(
      Number(
        (await t.dataSource.query(`SELECT count(*) AS n FROM session WHERE sess ->> 'userId' = ANY($1)`, [[admin.id, superAdmin.id]]))[0].n,
      ),
    ).toBe(2);
  });

  it("answers 404 'Investor not found' for an unknown or malformed id", async () => {
    for (const id of ['0b9b5a3e-6c1d-4f7a-9a43-2f7c1e0d9b11', 'not-a-uuid']) {
      const res = await del(id, adminCookie).expect(404);
      expect(res.body).toEqual({ statusCode: 404, message: 'Investor not found', error: 'Not Found' });
    }
  });

  it('deletes the investor, every row that names them and their stored objects, and nothing of anyone else', async () => {
    const before = await footprint(victim);
    // Every table holds something of theirs first (columns naming the acting admin aside), so the test can fail.
    const empty = Object.entries(before)
      .filter(([, n]) => n === 0)
      .map(([label]) => label);
    expect(empty.filter((label) => !ACTOR_COLUMNS.includes(label))).toEqual([]);
    const otherBefore = await footprint(other);
    for (const path of [...victim.objectPaths, sharedDocument]) expect(await objectExists(path)).toBe(true);

    const res = await del(victim.user.id, adminCookie).expect(200);
    expect(res.body).toEqual({ message: 'Investor deleted', id: victim.user.id });

    const after = await footprint(victim);
    const { audit_logs: auditRows, ...rest } = after;
    expect(rest).toEqual(Object.fromEntries(Object.keys(rest).map((label) => [label, 0])));
    expect(auditRows).toBe(1); // audit rows outlive the users they name
    for (const path of victim.objectPaths) expect(await objectExists(path)).toBe(false);
    await request(t.server).get(victim.objectPaths[0]).set('Cookie', adminCookie).expect(404);
    // The document still linked from the other investor's activity stays, as does everything of theirs.
    expect(await objectExists(sharedDocument)).toBe(true);
    for (const path of other.objectPaths) expect(await objectExists(path)).toBe(true);
    expect(await footprint(other)).toEqual(otherBefore);
    expect(Number((await t.dataSource.query('SELECT count(*) AS n FROM assets WHERE id = $1', [assetId]))[0].n)).toBe(1);

    await request(t.server).get('/api/me').set('Cookie', victim.cookie).expect(401);
    const logLine = t.logs.find((line) => line.includes('"investor deleted"'));
    expect(logLine).toBeDefined();
    expect(JSON.parse(logLine as string)).toMatchObject({
      event: 'investor_deleted',
      investorId: victim.user.id,
      actorId: admin.id,
      objectsDeleted: 5,
    });
    expect(logLine).not.toContain(victim.user.email);
    expect(logLine).not.toContain('Victim Investor');

    await del(victim.user.id, adminCookie).expect(404);
  });

  describe('GET /api/users/:investorId/deletion-impact (issue 19 item 5)', () => {
    const impactOf = (id: string, cookie?: string) => {
      const req = request(t.server).get(`/api/users/${id}/deletion-impact`);
      return cookie ? req.set('Cookie', cookie) : req;
    };

    it('counts exactly what deleting the investor removes, and the INVESTOR_DELETED row carries those counts', async () => {
      const doomed = await investorWithEverything('Impact Investor');
      for (const amount of [1500, 2501]) {
        await createActivity(t, {
          investorId: doomed.user.id,
          schemeId: schemes[0].id,
          type: 'transaction',
          category: 'Payout',
          title: 'Payout',
          amount,
        });
      }
      const before = await footprint(doomed);
      const otherBefore = await footprint(other);

      const res = await impactOf(doomed.user.id, adminCookie).expect(200);
      expect(res.body).toEqual({
        investorId: doomed.user.id,
        fullName: 'Impact Investor',
        enrollments: 2,
        investedTotal: 200000,
        payouts: 3,
        payoutTotal: 4501,
        // 2 updates, 2 documents, 3 payouts (one of 500 whose purification they marked given)
        activities: 7,
        documents: 2,
        tickets: 1,
        expressionsOfInterest: 1,
        assetAllocations: 1,
        kycApplications: 1,
      });
      expect([
        before['enrollments.investor_id'],
        before['activities.investor_id'],
        before['tickets.investor_id'],
        before['expressions_of_interest.investor_id'],
        before.asset_enrollments,
        before['kyc_applications.investor_id'],
      ]).toEqual([
        res.body.enrollments,
        res.body.activities,
        res.body.tickets,
        res.body.expressionsOfInterest,
        res.body.assetAllocations,
        res.body.kycApplications,
      ]);
      expect(await footprint(doomed)).toEqual(before);

      await del(doomed.user.id, adminCookie).expect(200);
      const { audit_logs: _audit, ...after } = await footprint(doomed);
      expect(Object.values(after).every((n) => n === 0)).toBe(true);
      expect(await footprint(other)).toEqual(otherBefore);
      const [row] = await t.dataSource.query(
        `SELECT action_details FROM audit_logs WHERE action = 'INVESTOR_DELETED' AND action_details LIKE $1`,
        [`%${doomed.user.id}%`],
      );
      expect(row.action_details).toBe(
        `Investor ${doomed.user.username} (${doomed.user.id}, Impact Investor) deleted with all their data: 2 enrollments (invested 200000), ` +
          '3 payouts totalling 4501, 7 activities, 2 documents, 1 ticket, 1 expression of interest, 1 asset allocation, 1 KYC application',
      );
      await impactOf(doomed.user.id, adminCookie).expect(404);
    });

    it("answers 401 without a session, 403 to an investor (even for their own id) and for an admin's id, 404 for an unknown or malformed id", async () => {
      await impactOf(other.user.id).expect(401);
      const own = await impactOf(other.user.id, other.cookie).expect(403);
      expect(own.body).toEqual({ statusCode: 403, message: 'You do not have permission to do this', error: 'Forbidden' });
      const notInvestor = await impactOf(superAdmin.id, adminCookie).expect(403);
      expect(notInvestor.body).toEqual({ statusCode: 403, message: 'Only investors can be deleted here', error: 'Forbidden' });
      for (const id of ['0b9b5a3e-6c1d-4f7a-9a43-2f7c1e0d9b11', 'not-a-uuid']) {
        const res = await impactOf(id, adminCookie).expect(404);
        expect(res.body).toEqual({ statusCode: 404, message: 'Investor not found', error: 'Not Found' });
      }
    });
  });
});
