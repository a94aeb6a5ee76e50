import { existsSync } from 'node:fs';
import { readdir, statfs } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { MESSAGES } from '@fund/contracts';

import { createKycApplication } from '../../../test/factories.js';
import { EXE, localPath as local, oversized, PDF, PNG } from '../../../test/files.js';
import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';
import { LocalObjectStorage } from './local-storage.driver.js';
import { ObjectStorage } from './object-storage.js';
import { PgUploadRecords, SignedUploads } from './signed-uploads.js';
import { StorageService } from './storage.service.js';
import { diskFloor } from './upload-limits.js';

describe('object storage (local driver)', () => {
  const t = useTestApp();
  let storage: LocalObjectStorage;
  let objectsDir: string;
  beforeAll(async () => {
    storage = t.app.get(ObjectStorage) as LocalObjectStorage;
    objectsDir = path.join(t.config.dataDir, 'objects');
  });

  const storedFiles = async (kind: string) =>
    (await readdir(path.join(objectsDir, kind)).catch(() => [])).filter((f) => !f.startsWith('.'));
  const incoming = async () => readdir(path.join(objectsDir, '.incoming')).catch(() => []);

  it('issues a server-chosen key and an upload URL signed for 5 minutes', async () => {
    const before = Math.floor(Date.now() / 1000);
    const ticket = await storage.createUpload('kyc-document');
    expect(ticket.key).toMatch(/^kyc-document\/[0-9a-f-]{36}$/);
    expect(ticket.objectPath).toBe(`/api/objects/${ticket.key}`);
    const url = new URL(ticket.uploadURL);
    expect(url.origin).toBe('http://localhost:3000');
    const expires = Number(url.searchParams.get('expires'));
    expect(expires - before).toBeGreaterThanOrEqual(300);
    expect(expires - before).toBeLessThanOrEqual(301);
    expect(url.searchParams.get('signature')).toMatch(/^[\w-]{43}$/);
  });

  it('stores a file whose magic bytes match the policy, privately', async () => {
    const ticket = await storage.createUpload('kyc-document');
    const res = await request(t.server).put(local(ticket.uploadURL)).set('Content-Type', 'application/pdf').send(PDF).expect(200);
    expect(res.body).toEqual({ objectPath: ticket.objectPath, size: PDF.length, contentType: 'application/pdf' });
    expect(await storage.stat(ticket.key)).toMatchObject({ kind: 'kyc-document', visibility: 'private', size: PDF.length });

    await request(t.server).get(ticket.objectPath).expect(404);
    const investor = await sessionFor(t, await createUser(t, { role: 'investor' }));
    await request(t.server).get(ticket.objectPath).set('Cookie', investor).expect(404);
    const admin = await sessionFor(t, await createUser(t, { role: 'admin' }));
    const read = await request(t.server).get(ticket.objectPath).set('Cookie', admin).expect(200);
    expect(read.headers['content-type']).toBe('application/pdf');
    expect(read.headers['content-disposition']).toBe('inline');
    expect(read.headers['cache-control']).toBe('private, no-store');

    const pendingAdmin = await sessionFor(t, await createUser(t, { role: 'admin', mustChangePassword: true }));
    await request(t.server).get(ticket.objectPath).set('Cookie', pendingAdmin).expect(404);
    expect(Buffer.from(read.body as Buffer).equals(PDF)).toBe(true);
  });

  it('refuses a file whose content is not an allowed type, even with an allowed Content-Type, and keeps nothing', async () => {
    const ticket = await storage.createUpload('kyc-document');
    const res = await request(t.server).put(local(ticket.uploadURL)).set('Content-Type', 'application/pdf').send(EXE);
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('Invalid file type: allowed .pdf, .jpg, .jpeg, .png, .doc, .docx');
    expect(await storage.stat(ticket.key)).toBeNull();
    expect(await incoming()).toEqual([]);
  });

  it('refuses a file over the limit from its Content-Length before reading it', async () => {
    const ticket = await storage.createUpload('asset-image');
    const big = oversized('asset-image');
    const res = await request(t.server).put(local(ticket.uploadURL)).set('Content-Type', 'image/png').send(big);
    expect(res.status).toBe(413);
    expect(await storage.stat(ticket.key)).toBeNull();
  });

  it('cuts off a streamed file once it passes the limit and keeps nothing', async () => {
    const ticket = await storage.createUpload('asset-image');
    const chunks = [PNG, ...Array.from({ length: 6 }, () => Buffer.alloc(1024 * 1024, 7))];
    const req = request(t.server).put(local(ticket.uploadURL)).set('Content-Type', 'image/png').set('Transfer-Encoding', 'chunked');
    const body = Readable.from(chunks);
    const res = await new Promise<{ status: number }>((resolve, reject) => {
      body.on('data', (chunk) => req.write(chunk));
      body.on('end', () => req.end((err, r) => (err && !r ? reject(err) : resolve(r))));
    }).catch((error: { status?: number; response?: { status: number } }) => ({ status: error.response?.status ?? 0 }));
    expect(res.status).toBe(413);
    expect(await storage.stat(ticket.key)).toBeNull();
    expect(await storedFiles('asset-image')).toEqual([]);
    expect(await incoming()).toEqual([]);
  });

  it('refuses an expired upload URL', async () => {
    const sixMinutesAgo = () => Date.now() - 6 * 60_000;
    const past = new SignedUploads({
      appOrigin: t.config.appOrigin,
      signingKey: t.secrets.uploadSigningKey,
      incomingDir: path.join(objectsDir, '.incoming'),
      records: new PgUploadRecords(t.dataSource),
      now: sixMinutesAgo,
    });
    const ticket = await past.issue('kyc-document');
    const res = await request(t.server).put(local(ticket.uploadURL)).send(PDF);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Upload URL is invalid or has expired');
    expect(await storage.stat(ticket.key)).toBeNull();
  });

  it('refuses a tampered upload URL: another key, a later expiry or a forged signature', async () => {
    const ticket = await storage.createUpload('kyc-document');
    const url = new URL(ticket.uploadURL);
    const otherKey = url.pathname.replace(/[0-9a-f]{12}$/, '000000000000');
    const later = new URL(ticket.uploadURL);
    later.searchParams.set('expires', String(Number(later.searchParams.get('expires')) + 3600));
    const forged = new URL(ticket.uploadURL);
    forged.searchParams.set('signature', 'A'.repeat(43));
    const otherKind = url.pathname.replace('kyc-document', 'slide-image');
    for (const target of [`${otherKey}${url.search}`, local(later.toString()), local(forged.toString()), `${otherKind}${url.search}`]) {
      const res = await request(t.server).put(target).send(PDF);
      expect(res.status).toBe(403);
    }
    expect(await storedFiles('kyc-document')).toHaveLength(2); // the two files stored by earlier tests
  });

  it('accepts one upload per URL', async () => {
    const ticket = await storage.createUpload('kyc-document');
    await request(t.server).put(local(ticket.uploadURL)).send(PDF).expect(200);
    const again = await request(t.server).put(local(ticket.uploadURL)).send(PDF);
    expect(again.status).toBe(409);
  });

  it('lets a client retry a refused PUT on the same URL, and accepts one of two racing PUTs', async () => {
    const ticket = await storage.createUpload('kyc-document');
    await request(t.server).put(local(ticket.uploadURL)).send(EXE).expect(415);
    await request(t.server).put(local(ticket.uploadURL)).send(PDF).expect(200);

    const racing = await storage.createUpload('kyc-document');
    const answers = await Promise.all([PDF, PDF].map((file) => request(t.server).put(local(racing.uploadURL)).send(file)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('makes an image public when its kind allows it, and never a KYC document', async () => {
    const service = t.app.get(StorageService);
    const image = await storage.createUpload('asset-image');
    await request(t.server).put(local(image.uploadURL)).send(PNG).expect(200);
    await request(t.server).get(image.objectPath).expect(404);
    await service.makePublic(image.key);
    const read = await request(t.server).get(image.objectPath).expect(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['cache-control']).toBe('public, max-age=3600');

    const kyc = await storage.createUpload('kyc-document');
    await request(t.server).put(local(kyc.uploadURL)).send(PDF).expect(200);
    await expect(service.makePublic(kyc.key)).rejects.toThrow('This file cannot be made public');
    expect((await storage.stat(kyc.key))?.visibility).toBe('private');
  });

  it('refuses with 507 a PUT that would leave the disk under its floor (the larger of 1 GiB and 5%), before writing a byte', async () => {
    expect([diskFloor(10 * 2 ** 30), diskFloor(100 * 2 ** 30)]).toEqual([2 ** 30, 5 * 2 ** 30]);
    const { blocks, bsize } = await statfs(t.config.dataDir);
    const totalBytes = blocks * bsize;
    let freeBytes = diskFloor(totalBytes) + PDF.length - 1;
    const nearlyFull = new LocalObjectStorage(
      new SignedUploads({
        appOrigin: t.config.appOrigin,
        signingKey: t.secrets.uploadSigningKey,
        incomingDir: path.join(objectsDir, '.incoming'),
        records: new PgUploadRecords(t.dataSource),
        diskSpace: async () => ({ freeBytes, totalBytes }),
      }),
      t.config.dataDir,
    );
    const ticket = await nearlyFull.createUpload('kyc-document');
    const url = new URL(ticket.uploadURL);
    const put = () => {
      const req = Object.assign(Readable.from([PDF]), { headers: { 'content-length': String(PDF.length) } });
      return nearlyFull.receive(
        ticket.key,
        url.searchParams.get('expires'),
        url.searchParams.get('signature'),
        req as unknown as IncomingMessage,
      );
    };
    const refused = await put().catch((error: { getStatus(): number; message: string }) => [error.getStatus(), error.message]);
    expect(refused).toEqual([507, MESSAGES.uploadStorageFull]);
    expect(await storage.stat(ticket.key)).toBeNull();
    expect(await incoming()).toEqual([]);
    freeBytes += 1;
    await expect(put()).resolves.toMatchObject({ key: ticket.key, size: PDF.length });
  });

  it('answers 404 for keys it never issued', async () => {
    await request(t.server).get('/api/objects/kyc-document/not-a-uuid').expect(404);
    await request(t.server).get('/api/objects/..%2F..%2Fsecrets.json/x').expect(404);
    expect(existsSync(path.join(t.config.dataDir, 'secrets.json'))).toBe(true);
  });
});

describe('unreferenced upload quotas and upload-URL rate limits (RATE_LIMIT_FACTOR=1)', () => {
  const t = useTestApp({ RATE_LIMIT_FACTOR: '1' });
  let storage: ObjectStorage;
  beforeAll(async () => {
    storage = t.app.get(ObjectStorage);
  });

  const MiB = 1024 * 1024;
  /** A PDF of `bytes` bytes (its type is read from its first bytes). */
  const pdfOf = (bytes: number) => Buffer.concat([PDF, Buffer.alloc(bytes - PDF.length, 32)]);
  const keyOf = (uploadURL: string) => /[a-z-]+\/[0-9a-f-]{36}/.exec(new URL(uploadURL).pathname)![0];
  const kycUpload = (from: string) => request(t.server).post('/api/objects/upload').set('X-Forwarded-For', from);
  const incoming = async () => readdir(path.join(t.config.dataDir, 'objects', '.incoming')).catch(() => []);

  it('holds at most 50 MB of unreferenced anonymous uploads per address: the next PUT and URL answer 429 before storing; a submitted application frees its room', async () => {
    const from = '203.0.113.7';
    const urls: string[] = [];
    for (let i = 0; i < 6; i++) urls.push((await kycUpload(from).expect(200)).body.uploadURL as string);
    const file = pdfOf(10 * MiB);
    for (const uploadURL of urls.slice(0, 5)) await request(t.server).put(local(uploadURL)).send(file).expect(200);

    const sixth = await request(t.server).put(local(urls[5])).send(file);
    expect(sixth.body).toEqual({ statusCode: 429, message: MESSAGES.uploadQuotaAddress, error: 'Too Many Requests' });
    expect(await storage.stat(keyOf(urls[5]))).toBeNull();
    expect(await incoming()).toEqual([]);
    expect((await kycUpload(from)).body).toEqual({ statusCode: 429, message: MESSAGES.uploadQuotaAddress, error: 'Too Many Requests' });
    await kycUpload('198.51.100.9').expect(200);

    // One upload becomes an application: its 10 MB are referenced and no longer count.
    await createKycApplication(t, { idUploadUrl: `/api/objects/${keyOf(urls[0])}` });
    await request(t.server).put(local(urls[5])).send(file).expect(200);
  });

  it("holds at most 100 MB of a signed-in user's unreferenced uploads (429), whatever their address", async () => {
    const admin = await sessionFor(t, await createUser(t, { role: 'admin' }));
    const issue = (cookie: string) => request(t.server).post('/api/scheme-documents/upload-url').set('Cookie', cookie);
    const file = pdfOf(10 * MiB);
    for (let i = 0; i < 10; i++) {
      const { uploadURL } = (
        await issue(admin)
          .set('X-Forwarded-For', `192.0.2.${i + 1}`)
          .expect(201)
      ).body as { uploadURL: string };
      await request(t.server).put(local(uploadURL)).send(file).expect(200);
    }
    expect((await issue(admin).set('X-Forwarded-For', '192.0.2.99')).body).toEqual({
      statusCode: 429,
      message: MESSAGES.uploadQuotaUser,
      error: 'Too Many Requests',
    });
    // Another admin at the same address is not held.
    await issue(await sessionFor(t, await createUser(t, { role: 'admin' })))
      .set('X-Forwarded-For', '192.0.2.1')
      .expect(201);
  });

  it('answers 507 once all unreferenced uploads together hold 2 GB: no PUT, no new URL', async () => {
    // A 5xx carries its request id, for the operator's log.
    const FULL = { statusCode: 507, message: MESSAGES.uploadStorageFull, error: 'Insufficient Storage', requestId: expect.any(String) };
    const issued = (await kycUpload('192.0.2.200').expect(200)).body.uploadURL as string;
    const filler = await t.dataSource.query<{ key: string }[]>(
      `INSERT INTO upload_records (key, kind, size, received_at, settle_at)
       SELECT 'kyc-document/' || gen_random_uuid(), 'kyc-document', 1024 * 1024 * 1024, now(), now() + interval '1 hour' FROM generate_series(1, 2)
       RETURNING key`,
    );
    try {
      const put = await request(t.server).put(local(issued)).send(PDF);
      expect(put.body).toEqual(FULL);
      expect(await storage.stat(keyOf(issued))).toBeNull();
      expect((await kycUpload('192.0.2.201')).body).toEqual(FULL);
    } finally {
      await t.dataSource.query('DELETE FROM upload_records WHERE key = ANY($1::text[])', [filler.map((r) => r.key)]);
    }
    await request(t.server).put(local(issued)).send(PDF).expect(200);
  });

  it('keeps room for signed-in users: anonymous uploads together stop at 1 GiB (507), an investor still uploads', async () => {
    const FULL = { statusCode: 507, message: MESSAGES.uploadStorageFull, error: 'Insufficient Storage', requestId: expect.any(String) };
    // Spread over many addresses, each under its own quota: anonymous, as the public KYC wizard's are.
    const filler = await t.dataSource.query<{ key: string }[]>(
      `INSERT INTO upload_records (key, kind, size, received_at, settle_at, client_address)
       SELECT 'kyc-document/' || gen_random_uuid(), 'kyc-document', 10 * 1024 * 1024, now(), now() + interval '1 hour', '198.51.100.' || n
       FROM generate_series(1, 103) AS n RETURNING key`,
    );
    try {
      expect((await kycUpload('192.0.2.210')).body).toEqual(FULL);
      const investor = await sessionFor(t, await createUser(t, { role: 'investor' }));
      const photo = await request(t.server).post('/api/upload-url').set('Cookie', investor).expect(200);
      await request(t.server)
        .put(local(photo.body.uploadURL as string))
        .set('Content-Type', 'image/png')
        .send(PNG)
        .expect(200);
    } finally {
      await t.dataSource.query('DELETE FROM upload_records WHERE key = ANY($1::text[])', [filler.map((r) => r.key)]);
    }
    await kycUpload('192.0.2.210').expect(200);
  });

  it('rate-limits every route that issues upload URLs', async () => {
    const investor = await sessionFor(t, await createUser(t, { role: 'investor' }));
    for (let i = 0; i < 30; i++) await request(t.server).post('/api/upload-url').set('Cookie', investor).expect(200);
    const photo = await request(t.server).post('/api/upload-url').set('Cookie', investor);
    expect([photo.status, photo.body.message]).toEqual([429, MESSAGES.tooManyRequests]);

    // The back office's three upload routes share one budget per admin.
    const admin = await sessionFor(t, await createUser(t, { role: 'admin' }));
    const routes = [
      () => request(t.server).post('/api/scheme-documents/upload-url').set('Cookie', admin),
      () => request(t.server).post('/api/activities/upload-url').set('Cookie', admin),
      () =>
        request(t.server)
          .post('/api/objects/request-upload')
          .set('Cookie', admin)
          .send({ fileName: 'front.png', contentType: 'image/png' }),
    ];
    for (let i = 0; i < 100; i++) expect((await routes[i % 3]()).status).toBeLessThan(300);
    for (const route of routes) expect([(await route()).status]).toEqual([429]);

    for (let i = 0; i < 30; i++) await kycUpload('192.0.2.250').expect(200);
    expect((await kycUpload('192.0.2.250')).status).toBe(429);
  });
});
