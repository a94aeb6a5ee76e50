import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import type { UploadKind } from '@fund/contracts';

import { createActivity, createKycApplication, createScheme } from '../../../test/factories.js';
import { PDF, PNG } from '../../../test/files.js';
import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';
import { ObjectStorage } from '../../common/storage/object-storage.js';
import { ExpiryService } from './expiry.service.js';
import { UploadCleanup } from './upload-cleanup.js';

const FILE_OF: Record<UploadKind, Buffer> = {
  'kyc-document': PDF,
  'scheme-document': PDF,
  'activity-document': PDF,
  'asset-image': PNG,
  'slide-image': PNG,
  'profile-photo': PNG,
  'issued-document': PDF,
  'sharia-document': PDF,
  'board-photo': PNG,
  'purification-receipt': PDF,
};

describe('unreferenced uploads (expiry job, local driver)', () => {
  const t = useTestApp();
  let admin: string;
  beforeAll(async () => {
    admin = await sessionFor(t, await createUser(t, { role: 'admin' }));
  });

  /** An upload URL issued for `kind` and its file sent to it: the object path. */
  const uploaded = async (kind: UploadKind) => {
    const ticket = await t.app.get(ObjectStorage).createUpload(kind);
    const url = new URL(ticket.uploadURL);
    await request(t.server).put(`${url.pathname}${url.search}`).send(FILE_OF[kind]).expect(200);
    return ticket.objectPath;
  };
  /** Moves an upload's issue (and so the end of its life) `minutes` into the past. */
  const issuedMinutesAgo = (objectPath: string, minutes: number) =>
    t.dataSource.query(
      `UPDATE upload_records SET issued_at = issued_at - $2 * interval '1 minute', settle_at = settle_at - $2 * interval '1 minute' WHERE key = $1`,
      [objectPath.replace('/api/objects/', ''), minutes],
    );
  const issuedHoursAgo = (objectPath: string, hours: number) => issuedMinutesAgo(objectPath, hours * 60);
  const readAsAdmin = async (objectPath: string) => (await request(t.server).get(objectPath).set('Cookie', admin)).status;

  let reportYear = 2000;
  /** A row of the table that holds objects of this kind, pointing at `objectPath`. */
  const reference: Record<UploadKind, (objectPath: string) => Promise<unknown>> = {
    'kyc-document': (objectPath) => createKycApplication(t, { idUploadUrl: objectPath }),
    'profile-photo': (objectPath) => createUser(t, { profilePhotoUrl: objectPath }),
    'scheme-document': async (objectPath) =>
      t.dataSource.query(`INSERT INTO scheme_documents (scheme_id, name, size, url) VALUES ($1, 'Terms', '0.01 MB', $2)`, [
        (await createScheme(t)).id,
        objectPath,
      ]),
    'activity-document': async (objectPath) =>
      createActivity(t, { investorId: (await createUser(t)).id, schemeId: (await createScheme(t)).id, documentUrl: objectPath }),
    'asset-image': async (objectPath) => {
      const [asset] = await t.dataSource.query(
        `INSERT INTO assets (name, purchase_value, address, property_type) VALUES ('Marina Tower', 1000, 'Dubai Marina', 'Residential') RETURNING id`,
      );
      await t.dataSource.query(`INSERT INTO asset_media (asset_id, media_url, media_type, file_name) VALUES ($1, $2, 'image', 'a.png')`, [
        asset.id,
        objectPath,
      ]);
    },
    // Issue 23: issued documents are stored by the server, not uploaded, but their key is kept the same way.
    'issued-document': async (objectPath) =>
      t.dataSource.query(
        `INSERT INTO issued_documents (kind, investor_id, period_start, period_end, code, sha256, object_key, size, pages)
         VALUES ('statement', $1, '2026-01-01', '2026-03-31', 'TEST-' || substr(md5(random()::text), 1, 9), repeat('a', 64), $2, 1, 1)`,
        [(await createUser(t)).id, objectPath.replace('/api/objects/', '')],
      ),
    // Issue 24: signed Sharia documents, board photos and purification receipts.
    'sharia-document': async (objectPath) =>
      t.dataSource.query(`INSERT INTO sharia_reports (year, opinion, document_url) VALUES ($1, 'unqualified', $2)`, [
        (reportYear += 1),
        objectPath,
      ]),
    'board-photo': (objectPath) =>
      t.dataSource.query(
        `INSERT INTO sharia_board_members (full_name, title, photo_url, appointed_on) VALUES ('Sheikh Test', 'Member', $1, '2024-01-01')`,
        [objectPath],
      ),
    'purification-receipt': async (objectPath) => {
      const investor = await createUser(t);
      const activity = await createActivity(t, { investorId: investor.id, schemeId: (await createScheme(t)).id });
      await t.dataSource.query(`INSERT INTO purification_marks (activity_id, investor_id, receipt_url) VALUES ($1, $2, $3)`, [
        activity.id,
        investor.id,
        objectPath,
      ]);
    },
    'slide-image': (objectPath) =>
      t.dataSource.query(
        `INSERT INTO marketing_slides (image_url, button_text, button_url, is_active) VALUES ($1, 'Go', 'https://example.com', false)`,
        [objectPath],
      ),
  };
  const KINDS = Object.keys(reference) as UploadKind[];

  it('deletes every upload still unreferenced a day after it was issued; keeps referenced and fresh ones', async () => {
    const referenced: string[] = [];
    const abandoned: string[] = [];
    const fresh: string[] = [];
    for (const kind of KINDS) {
      const kept = await uploaded(kind);
      await reference[kind](kept);
      referenced.push(kept);
      abandoned.push(await uploaded(kind));
      fresh.push(await uploaded(kind));
    }
    const neverSent = (await t.app.get(ObjectStorage).createUpload('kyc-document')).objectPath;
    for (const objectPath of [...referenced, ...abandoned, neverSent]) await issuedHoursAgo(objectPath, 25);
    for (const objectPath of fresh) await issuedHoursAgo(objectPath, 23);

    const report = await t.app.get(ExpiryService).run();
    expect(report.deletedUploads).toBe(abandoned.length + 1);
    for (const objectPath of abandoned) expect([objectPath, await readAsAdmin(objectPath)]).toEqual([objectPath, 404]);
    for (const objectPath of [...referenced, ...fresh]) expect([objectPath, await readAsAdmin(objectPath)]).toEqual([objectPath, 200]);

    // Settled records are gone: the next round has nothing to do and keeps what is referenced.
    expect((await t.app.get(ExpiryService).run()).deletedUploads).toBe(0);
    for (const objectPath of referenced) expect(await readAsAdmin(objectPath)).toBe(200);
  });

  it('deletes an anonymous KYC upload that never became an application, through the public routes', async () => {
    const ticket = await request(t.server).post('/api/objects/upload').expect(200);
    const uploadURL = ticket.body.uploadURL as string;
    const url = new URL(uploadURL);
    await request(t.server).put(`${url.pathname}${url.search}`).send(PDF).expect(200);
    const objectPath = (await request(t.server).put('/api/kyc-documents').send({ documentURL: uploadURL }).expect(200)).body
      .objectPath as string;
    await issuedHoursAgo(objectPath, 25);
    await t.app.get(ExpiryService).run();
    expect(await readAsAdmin(objectPath)).toBe(404);
    const late = await request(t.server).put('/api/kyc-documents').send({ documentURL: objectPath });
    expect(late.status).toBe(404);
  });

  it("keeps an anonymous unreferenced upload an hour, a signed-in user's a day", async () => {
    const anonymous = (await request(t.server).post('/api/objects/upload').expect(200)).body.uploadURL as string;
    const anonymousUrl = new URL(anonymous);
    await request(t.server).put(`${anonymousUrl.pathname}${anonymousUrl.search}`).send(PDF).expect(200);
    const anonymousPath = `/api/objects/${/kyc-document\/[0-9a-f-]{36}/.exec(anonymous)![0]}`;
    const investor = await sessionFor(t, await createUser(t, { role: 'investor' }));
    const photo = (await request(t.server).post('/api/upload-url').set('Cookie', investor).expect(200)).body.uploadURL as string;
    const photoUrl = new URL(photo);
    await request(t.server).put(`${photoUrl.pathname}${photoUrl.search}`).send(PNG).expect(200);
    const photoPath = `/api/objects/${/profile-photo\/[0-9a-f-]{36}/.exec(photo)![0]}`;

    for (const objectPath of [anonymousPath, photoPath]) await issuedMinutesAgo(objectPath, 61);
    await t.app.get(ExpiryService).run();
    expect([await readAsAdmin(anonymousPath), await readAsAdmin(photoPath)]).toEqual([404, 200]);

    await issuedHoursAgo(photoPath, 23);
    await t.app.get(ExpiryService).run();
    expect(await readAsAdmin(photoPath)).toBe(404);
  });

  it('settles a backlog larger than one batch in one run, batch after batch, within its time budget', async () => {
    const storage = t.app.get(ObjectStorage);
    // 50 at a time: 1,200 at once queue for the pool's 20 connections past its 5-second wait on a busy machine.
    const paths: string[] = [];
    for (let i = 0; i < 1200; i += 50) {
      paths.push(...(await Promise.all(Array.from({ length: 50 }, async () => (await storage.createUpload('kyc-document')).objectPath))));
    }
    await t.dataSource.query(
      `UPDATE upload_records SET issued_at = issued_at - interval '25 hours', settle_at = settle_at - interval '25 hours' WHERE key = ANY($1::text[])`,
      [paths.map((p) => p.replace('/api/objects/', ''))],
    );
    // A spent budget still settles one batch of 500; the next run goes on until nothing is due.
    expect(await t.app.get(UploadCleanup).run(t.dataSource.manager, 0)).toBe(500);
    expect((await t.app.get(ExpiryService).run()).deletedUploads).toBe(700);
    const [{ due }] = await t.dataSource.query(
      `SELECT count(*)::int AS due FROM upload_records WHERE deleted_at IS NULL AND settle_at <= now()`,
    );
    expect(due).toBe(0);
  });

  it('refuses a row that starts to reference an upload while the cleanup deletes it, instead of a row pointing at nothing', async () => {
    const objectPath = await uploaded('kyc-document');
    await issuedHoursAgo(objectPath, 25);
    let written: Promise<string> | undefined;
    const report = await t.app.get(ExpiryService).run(async () => {
      // A KYC submission that found the file a moment ago writes its row while the job finishes.
      written = createKycApplication(t, { idUploadUrl: objectPath }).then(
        () => 'saved',
        (error: { driverError?: { code?: string } }) => `refused ${error.driverError?.code}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(report.deletedUploads).toBe(1);
    expect(await written).toBe('refused UP410');
    expect(await t.dataSource.query('SELECT 1 FROM kyc_applications WHERE id_upload_url = $1', [objectPath])).toEqual([]);
  });
});
