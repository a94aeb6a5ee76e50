import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { localPath, oversized, PDF_NAMED_PNG, PNG } from '../../../test/files.js';
import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';
import { ObjectStorage } from '../../common/storage/object-storage.js';
import { attachImage, createAsset, keyOf, UNKNOWN_ID, uploadImage } from './assets.test-utils.js';

const UPLOAD = { fileName: 'front.png', contentType: 'image/png', path: 'assets/images' };

describe('asset images: request-upload, PUT, attach, delete', () => {
  const t = useTestApp();
  let storage: ObjectStorage;
  let admin: string;
  let investor: string;
  beforeAll(async () => {
    storage = t.app.get(ObjectStorage);
    admin = await sessionFor(t, await createUser(t, { role: 'admin' }));
    investor = await sessionFor(t, await createUser(t, { role: 'investor' }));
  });

  const storedImages = async () =>
    (await readdir(path.join(t.config.dataDir, 'objects', 'asset-image')).catch(() => [])).filter((f) => !f.startsWith('.'));
  const mediaCount = async () => Number((await t.dataSource.query(`SELECT count(*) AS n FROM asset_media`))[0].n);

  it('issues an upload URL for a .jpg, .jpeg or .png image; the path hint is accepted and ignored', async () => {
    for (const [fileName, contentType] of [
      ['front.png', 'image/png'],
      ['Lobby.JPG', 'image/jpeg'],
      ['roof.jpeg', 'IMAGE/JPEG'],
    ]) {
      const res = await request(t.server)
        .post('/api/objects/request-upload')
        .set('Cookie', admin)
        .send({ fileName, contentType, path: '../../etc' })
        .expect(200);
      expect(res.body).toEqual({
        url: expect.stringMatching(/^http:\/\/localhost:3000\/api\/storage\/uploads\/asset-image\/[0-9a-f-]{36}\?expires=\d+&signature=/),
        objectPath: expect.stringMatching(/^\/api\/objects\/asset-image\/[0-9a-f-]{36}$/),
      });
      expect(res.body.url).toContain(keyOf(res.body.objectPath));
    }
  });

  it('refuses a wrong file name or type, or a declared size over 5 MB, before issuing a URL', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...UPLOAD, fileName: 'plan.gif', contentType: 'image/gif' }, 'Invalid file type: plan.gif'],
      [{ ...UPLOAD, fileName: 'plan.pdf' }, 'Invalid file type: plan.pdf'],
      [{ ...UPLOAD, fileName: 'noextension' }, 'Invalid file type: noextension'],
      [{ ...UPLOAD, contentType: 'application/pdf' }, 'Invalid file type: front.png'],
      [{ ...UPLOAD, size: 5242881 }, 'File too large: front.png'],
      [{ ...UPLOAD, fileName: '' }, 'File name is required'],
      [{ ...UPLOAD, contentType: undefined }, 'Content type is required'],
      [{ ...UPLOAD, folder: 'x' }, 'property folder should not exist'],
    ];
    for (const [body, message] of cases) {
      const res = await request(t.server).post('/api/objects/request-upload').set('Cookie', admin).send(body);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    await request(t.server)
      .post('/api/objects/request-upload')
      .set('Cookie', admin)
      .send({ ...UPLOAD, size: 5242880 })
      .expect(200);
  });

  it('refuses at the PUT a file that is not a JPEG or PNG by content, or over 5 MB, and keeps nothing', async () => {
    const before = await storedImages();
    const issue = async () =>
      (await request(t.server).post('/api/objects/request-upload').set('Cookie', admin).send(UPLOAD).expect(200)).body;
    const pdf = await issue();
    const put = await request(t.server).put(localPath(pdf.url)).set('Content-Type', PDF_NAMED_PNG.mimeType).send(PDF_NAMED_PNG.buffer);
    expect([put.status, put.body.message]).toEqual([415, 'Invalid file type: allowed .jpeg, .jpg, .png']);
    const big = await issue();
    const bigPut = await request(t.server).put(localPath(big.url)).set('Content-Type', 'image/png').send(oversized('asset-image'));
    expect(bigPut.status).toBe(413);
    expect(await storage.stat(keyOf(pdf.objectPath))).toBeNull();
    expect(await storage.stat(keyOf(big.objectPath))).toBeNull();
    expect(await storedImages()).toEqual(before);

    const asset = await createAsset(t);
    const attach = await request(t.server)
      .post(`/api/admin/assets/${asset.id}/media`)
      .set('Cookie', admin)
      .send({ mediaUrl: pdf.url, fileName: 'x.png' });
    expect([attach.status, attach.body.message]).toEqual([404, 'Uploaded file not found']);
    expect(await mediaCount()).toBe(0);
  });

  it('attaches an uploaded image, stores its object path and content type, and makes it public', async () => {
    const asset = await createAsset(t);
    const { url, objectPath } = await uploadImage(t, admin);
    await request(t.server).get(objectPath).expect(404);
    const res = await request(t.server)
      .post(`/api/admin/assets/${asset.id}/media`)
      .set('Cookie', admin)
      .send({ mediaUrl: url, mediaType: 'image', fileName: 'front.png' })
      .expect(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      assetId: asset.id,
      mediaUrl: objectPath,
      mediaType: 'image/png',
      fileName: 'front.png',
      uploadedAt: expect.any(String),
    });
    const read = await request(t.server).get(objectPath).expect(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(Buffer.from(read.body as Buffer).equals(PNG)).toBe(true);

    // By object path as well; the same image twice answers the same row.
    const again = await request(t.server)
      .post(`/api/admin/assets/${asset.id}/media`)
      .set('Cookie', admin)
      .send({ mediaUrl: objectPath, fileName: 'front.png' })
      .expect(201);
    expect(again.body.id).toBe(res.body.id);
    expect(await t.dataSource.query(`SELECT media_url FROM asset_media WHERE asset_id = $1`, [asset.id])).toEqual([
      { media_url: objectPath },
    ]);

    const other = await createAsset(t);
    const taken = await request(t.server)
      .post(`/api/admin/assets/${other.id}/media`)
      .set('Cookie', admin)
      .send({ mediaUrl: objectPath, fileName: 'front.png' });
    expect([taken.status, taken.body.message]).toEqual([409, 'This image is attached to another asset']);
  });

  it('refuses a bad media body, a URL we did not issue and an unknown asset, attaching nothing', async () => {
    const asset = await createAsset(t);
    const { url } = await uploadImage(t, admin);
    const before = await mediaCount();
    const cases: [string, Record<string, unknown>, number, string][] = [
      [asset.id, { fileName: 'a.png' }, 400, 'Media URL is required'],
      [asset.id, { mediaUrl: url, fileName: ' ' }, 400, 'File name is required'],
      [asset.id, { mediaUrl: 'https://example.com/cat.png', fileName: 'a.png' }, 400, 'Media URL must be an asset image uploaded here'],
      [
        asset.id,
        { mediaUrl: '/api/objects/kyc-document/00000000-0000-4000-8000-000000000000', fileName: 'a.png' },
        400,
        'Media URL must be an asset image uploaded here',
      ],
      [
        asset.id,
        { mediaUrl: '/api/objects/asset-image/00000000-0000-4000-8000-000000000000', fileName: 'a.png' },
        404,
        'Uploaded file not found',
      ],
      [UNKNOWN_ID, { mediaUrl: url, fileName: 'a.png' }, 404, 'Asset not found'],
    ];
    for (const [assetId, body, status, message] of cases) {
      const res = await request(t.server).post(`/api/admin/assets/${assetId}/media`).set('Cookie', admin).send(body);
      expect([res.status, res.body.message]).toEqual([status, message]);
    }
    expect(await mediaCount()).toBe(before);
    const stillPrivate = await request(t.server).get(url.replace(/^.*\/api\/storage\/uploads\//, '/api/objects/').replace(/\?.*$/, ''));
    expect(stillPrivate.status).toBe(404);
  });

  it('deletes a media row and its stored image', async () => {
    const asset = await createAsset(t);
    const media = await attachImage(t, admin, asset.id);
    const res = await request(t.server).delete(`/api/admin/asset-media/${media.id}`).set('Cookie', admin).expect(200);
    expect(res.body).toEqual(media);
    expect(await t.dataSource.query(`SELECT id FROM asset_media WHERE id = $1`, [media.id])).toEqual([]);
    expect(await storage.stat(keyOf(media.mediaUrl))).toBeNull();
    await request(t.server).get(media.mediaUrl).expect(404);
    for (const id of [media.id, 'nope']) {
      const missing = await request(t.server).delete(`/api/admin/asset-media/${id}`).set('Cookie', admin);
      expect([missing.status, missing.body.message]).toEqual([404, 'Media not found']);
    }
  });

  it('answers 401 without a session and 403 to investors, issuing and changing nothing', async () => {
    const asset = await createAsset(t);
    const media = await attachImage(t, admin, asset.id);
    const { url } = await uploadImage(t, admin);
    const before = await mediaCount();
    const images = await storedImages();
    const calls = [
      () => request(t.server).post('/api/objects/request-upload').send(UPLOAD),
      () => request(t.server).post(`/api/admin/assets/${asset.id}/media`).send({ mediaUrl: url, fileName: 'a.png' }),
      () => request(t.server).delete(`/api/admin/asset-media/${media.id}`),
    ];
    for (const call of calls) {
      expect((await call()).status).toBe(401);
      expect((await call().set('Cookie', investor)).status).toBe(403);
    }
    expect(await mediaCount()).toBe(before);
    expect(await storedImages()).toEqual(images);
    expect(await storage.stat(keyOf(media.mediaUrl))).not.toBeNull();
  });
});
