import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { UploadKind } from '@fund/contracts';
import request from 'supertest';

import { createActivity, createKycApplication, createScheme } from '../../../test/factories.js';
import { createTestApp, createUser, sessionFor, type TestApp } from '../../../test/test-app.js';
import { ObjectStorage } from '../../common/storage/object-storage.js';
import { ExpiryService } from './expiry.service.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const FILE_OF: Record<UploadKind, Buffer> = {
  'kyc-document': PDF,
  'scheme-document': PDF,
  'activity-document': PDF,
  'asset-image': PNG,
  'slide-image': PNG,
  'profile-photo': PNG,
};

describe('unreferenced uploads (expiry job, local driver)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await sessionFor(t, await createUser(t, { role: 'admin' }));
  });
  afterAll(() => t.close());

  /** An upload URL issued for `kind` and its file sent to it: the object path. */
  const uploaded = async (kind: UploadKind) => {
    const ticket = await t.app.get(ObjectStorage).createUpload(kind);
    const url = new URL(ticket.uploadURL);
    await request(t.server).put(`${url.pathname}${url.search}`).send(FILE_OF[kind]).expect(200);
    return ticket.objectPath;
  };
  const issuedHoursAgo = (objectPath: string, hours: number) =>
    t.dataSource.query(`UPDATE upload_records SET issued_at = now() - $2 * interval '1 hour' WHERE key = $1`, [objectPath.replace('/api/objects/', ''), hours]);
  const readAsAdmin = async (objectPath: string) => (await request(t.server).get(objectPath).set('Cookie', admin)).status;

  /** A row of the table that holds objects of this kind, pointing at `objectPath`. */
  const reference: Record<UploadKind, (objectPath: string) => Promise<unknown>> = {
    'kyc-document': (objectPath) => createKycApplication(t, { idUploadUrl: objectPath }),
    'profile-photo': (objectPath) => createUser(t, { profilePhotoUrl: objectPath }),
    'scheme-document': async (objectPath) =>
      t.dataSource.query(`INSERT INTO scheme_documents (scheme_id, name, size, url) VALUES ($1, 'Terms', '0.01 MB', $2)`, [(await createScheme(t)).id, objectPath]),
    'activity-document': async (objectPath) =>
      createActivity(t, { investorId: (await createUser(t)).id, schemeId: (await createScheme(t)).id, documentUrl: objectPath }),
    'asset-image': async (objectPath) => {
      const [asset] = await t.dataSource.query(
        `INSERT INTO assets (name, purchase_value, address, property_type) VALUES ('Marina Tower', 1000, 'Dubai Marina', 'Residential') RETURNING id`,
      );
      await t.dataSource.query(`INSERT INTO asset_media (asset_id, media_url, media_type, file_name) VALUES ($1, $2, 'image', 'a.png')`, [asset.id, objectPath]);
    },
    'slide-image': (objectPath) =>
      t.dataSource.query(`INSERT INTO marketing_slides (image_url, button_text, button_url, is_active) VALUES ($1, 'Go', 'https://example.com', false)`, [objectPath]),
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
    const objectPath = (await request(t.server).put('/api/kyc-documents').send({ documentURL: uploadURL }).expect(200)).body.objectPath as string;
    await issuedHoursAgo(objectPath, 25);
    await t.app.get(ExpiryService).run();
    expect(await readAsAdmin(objectPath)).toBe(404);
    const late = await request(t.server).put('/api/kyc-documents').send({ documentURL: objectPath });
    expect(late.status).toBe(404);
  });
});
