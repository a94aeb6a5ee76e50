import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import S3rver from 's3rver';
import request from 'supertest';

import { createKycApplication } from '../../../test/factories.js';
import { EXE, oversized, PDF, PNG } from '../../../test/files.js';
import { createTestApp, createUser, sessionFor, TEST_ORIGIN, type TestApp } from '../../../test/test-app.js';
import { ExpiryService } from '../../modules/ops/expiry.service.js';

const BUCKET = 'fund-objects';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }; // s3rver's own

/** STORAGE_DRIVER=s3 against a real S3-protocol server (s3rver) on a free port, end to end over HTTP. */
describe('object storage (S3 driver)', () => {
  let s3: S3rver;
  let s3Dir: string;
  let bucket: S3Client;
  let env: Record<string, string>;
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    s3Dir = await mkdtemp(path.join(os.tmpdir(), 'fund-test-s3-'));
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET }] });
    const endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
    env = {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      SESSION_SECRET: 'instances-behind-one-balancer-share-this-0123',
    };
    t = await createTestApp(env);
    bucket = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: CREDENTIALS });
    admin = await sessionFor(t, await createUser(t, { role: 'admin' }));
  });
  afterAll(async () => {
    await t.close();
    bucket.destroy();
    await s3.close();
    await rm(s3Dir, { recursive: true, force: true });
  });

  /** A PUT of the file wherever the upload URL points, as the browser would send it. */
  const put = (uploadURL: string, file: Buffer, contentType: string) => {
    const url = new URL(uploadURL);
    const target = url.origin === TEST_ORIGIN ? request(t.server) : request(url.origin);
    return target.put(`${url.pathname}${url.search}`).set('Content-Type', contentType).send(file);
  };
  const keyOf = (uploadURL: string) => /[a-z-]+\/[0-9a-f-]{36}/.exec(new URL(uploadURL).pathname)![0];
  const keysInBucket = async () => (await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents?.map((o) => o.Key) ?? [];
  const kycUpload = async () => (await request(t.server).post('/api/objects/upload').expect(200)).body.uploadURL as string;
  const normalize = (uploadURL: string) => request(t.server).put('/api/kyc-documents').send({ documentURL: uploadURL });

  it("hands out the app's own signed upload route, valid 5 minutes, never a URL of the bucket", async () => {
    const before = Math.floor(Date.now() / 1000);
    const url = new URL(await kycUpload());
    expect(url.origin).toBe(TEST_ORIGIN);
    expect(url.pathname).toMatch(/^\/api\/storage\/uploads\/kyc-document\/[0-9a-f-]{36}$/);
    expect([...url.searchParams.keys()]).toEqual(['expires', 'signature']);
    const expires = Number(url.searchParams.get('expires'));
    expect(expires - before).toBeGreaterThanOrEqual(300);
    expect(expires - before).toBeLessThanOrEqual(301);
  });

  it('stores a checked KYC document in the bucket, private: an admin reads it, nobody else', async () => {
    const uploadURL = await kycUpload();
    await put(uploadURL, PDF, 'application/pdf').expect(200);
    const objectPath = (await normalize(uploadURL).expect(200)).body.objectPath as string;
    expect(objectPath).toBe(`/api/objects/${keyOf(uploadURL)}`);

    await request(t.server).get(objectPath).expect(404);
    await request(t.server)
      .get(objectPath)
      .set('Cookie', await sessionFor(t, await createUser(t)))
      .expect(404);
    const read = await request(t.server).get(objectPath).set('Cookie', admin).expect(200);
    expect(read.headers['content-type']).toBe('application/pdf');
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.from(read.body as Buffer).equals(PDF)).toBe(true);

    const stored = await bucket.send(new GetObjectCommand({ Bucket: BUCKET, Key: keyOf(uploadURL) }));
    expect(stored.ContentType).toBe('application/pdf');
    expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(PDF)).toBe(true);
  });

  it("refuses a file over its kind's limit with the policy message; nothing reaches the bucket", async () => {
    const investor = await sessionFor(t, await createUser(t));
    const { url } = (await request(t.server).post('/api/upload-url').set('Cookie', investor).expect(200)).body as { url: string };
    const before = await keysInBucket();
    const res = await put(url, oversized('profile-photo'), 'image/png');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ statusCode: 413, message: 'File too large: the limit is 5 MB', error: 'Payload Too Large' });
    expect(await keysInBucket()).toEqual(before);
    await request(t.server).post('/api/objects/set-acl').set('Cookie', investor).send({ uploadURL: url, visibility: 'public' }).expect(404);
  });

  it('refuses bytes that are not an allowed type, even sent as an allowed Content-Type; nothing reaches the bucket', async () => {
    const uploadURL = await kycUpload();
    const before = await keysInBucket();
    const res = await put(uploadURL, EXE, 'application/pdf');
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('Invalid file type: allowed .pdf, .jpg, .jpeg, .png, .doc, .docx');
    expect(await keysInBucket()).toEqual(before);
    await normalize(uploadURL).expect(404);
  });

  it('accepts one PUT per upload URL: verified bytes cannot be swapped', async () => {
    const uploadURL = await kycUpload();
    await put(uploadURL, PDF, 'application/pdf').expect(200);
    const objectPath = (await normalize(uploadURL).expect(200)).body.objectPath as string;

    const other = Buffer.from(PDF.toString().replace('Catalog', 'Katalog'));
    for (const [file, type] of [
      [EXE, 'application/pdf'],
      [other, 'application/pdf'],
    ] as const) {
      const again = await put(uploadURL, file, type);
      expect([again.status, again.body.message]).toEqual([409, 'This upload URL has already been used']);
    }
    const read = await request(t.server).get(objectPath).set('Cookie', admin).expect(200);
    expect(Buffer.from(read.body as Buffer).equals(PDF)).toBe(true);
  });

  it('publishes a slide image through set-acl for anyone to read; deleting the slide deletes the image', async () => {
    const { uploadURL } = (
      await request(t.server)
        .post('/api/objects/upload')
        .set('Cookie', admin)
        .send({ filename: 'banner.png', contentType: 'image/png', folder: 'marketing-slides' })
        .expect(200)
    ).body as { uploadURL: string };
    await put(uploadURL, PNG, 'image/png').expect(200);
    const objectPath = (
      await request(t.server).post('/api/objects/set-acl').set('Cookie', admin).send({ uploadURL, visibility: 'public' }).expect(200)
    ).body.objectPath as string;

    const read = await request(t.server).get(objectPath).expect(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['cache-control']).toBe('public, max-age=3600');
    expect(Buffer.from(read.body as Buffer).equals(PNG)).toBe(true);

    const slide = await request(t.server)
      .post('/api/admin/marketing-slides')
      .set('Cookie', admin)
      .send({ title: 'Ijara', buttonText: 'Learn more', buttonUrl: 'https://example.com/ijara', imageUrl: objectPath })
      .expect(201);
    await request(t.server).delete(`/api/admin/marketing-slides/${slide.body.id}`).set('Cookie', admin).expect(200);
    await request(t.server).get(objectPath).expect(404);
    expect(await keysInBucket()).not.toContain(keyOf(uploadURL));
  });

  it('accepts on one app instance the upload URL another issued (instances share the database and SESSION_SECRET)', async () => {
    const other = await createTestApp(env, { databaseUrl: t.databaseUrl });
    try {
      const uploadURL = await kycUpload();
      const url = new URL(uploadURL);
      await request(other.server).put(`${url.pathname}${url.search}`).send(PDF).expect(200);
      const objectPath = (await normalize(uploadURL).expect(200)).body.objectPath as string;
      const read = await request(t.server).get(objectPath).set('Cookie', admin).expect(200);
      expect(Buffer.from(read.body as Buffer).equals(PDF)).toBe(true);
      await request(other.server).put(`${url.pathname}${url.search}`).send(PDF).expect(409);
    } finally {
      await other.close();
    }
  });

  it('the expiry job deletes from the bucket an upload still unreferenced at the end of its life, and keeps a referenced one', async () => {
    const abandoned = await kycUpload();
    await put(abandoned, PDF, 'application/pdf').expect(200);
    const submitted = await kycUpload();
    await put(submitted, PDF, 'application/pdf').expect(200);
    const objectPath = (await normalize(submitted).expect(200)).body.objectPath as string;
    await createKycApplication(t, { idUploadUrl: objectPath });
    await t.dataSource.query(
      `UPDATE upload_records SET issued_at = issued_at - interval '25 hours', settle_at = settle_at - interval '25 hours' WHERE key = ANY($1)`,
      [[keyOf(abandoned), keyOf(submitted)]],
    );

    expect((await t.app.get(ExpiryService).run()).deletedUploads).toBe(1);
    await request(t.server)
      .get(`/api/objects/${keyOf(abandoned)}`)
      .set('Cookie', admin)
      .expect(404);
    await request(t.server).get(objectPath).set('Cookie', admin).expect(200);
    const keys = await keysInBucket();
    expect(keys).not.toContain(keyOf(abandoned));
    expect(keys).toContain(keyOf(submitted));
  });
});
