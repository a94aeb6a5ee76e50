import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { createScheme } from '../../../test/factories.js';
import { EXE, localPath, oversized, PDF } from '../../../test/files.js';
import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';
import { ObjectStorage } from '../../common/storage/object-storage.js';
import { attachPdf, uploadSchemeDocument } from './scheme-documents.test-utils.js';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const keyOf = (path: string) => path.replace('/api/objects/', '');

describe('scheme documents: upload, save, list, read, attach, delete', () => {
  const t = useTestApp();
  let storage: ObjectStorage;
  let investorCookie: string;
  let adminCookie: string;
  beforeAll(async () => {
    storage = t.app.get(ObjectStorage);
    investorCookie = await sessionFor(t, await createUser(t, { role: 'investor' }));
    adminCookie = await sessionFor(t, await createUser(t, { role: 'admin' }));
  });

  const documentRows = (schemeId: string) =>
    t.dataSource.query(`SELECT id, name, type, size, url FROM scheme_documents WHERE scheme_id = $1 ORDER BY uploaded_at`, [schemeId]);
  const documentCount = async () => Number((await t.dataSource.query(`SELECT count(*) AS n FROM scheme_documents`))[0].n);

  it('runs the whole flow: upload URL, PUT, save-document, list, read as an investor, 404 for the public, delete', async () => {
    const scheme = await createScheme(t);
    const issued = await request(t.server).post('/api/scheme-documents/upload-url').set('Cookie', adminCookie).expect(201);
    expect(Object.keys(issued.body)).toEqual(['uploadURL']);
    const uploadURL = issued.body.uploadURL as string;
    expect(uploadURL).toMatch(/^http:\/\/localhost:3000\/api\/storage\/uploads\/scheme-document\/[0-9a-f-]{36}\?expires=\d+&signature=/);
    await request(t.server).put(localPath(uploadURL)).set('Content-Type', 'application/pdf').send(PDF).expect(200);

    const saved = await request(t.server)
      .post('/api/objects/save-document')
      .set('Cookie', adminCookie)
      .send({ uploadURL, schemeId: scheme.id, name: 'Term Sheet.pdf', type: 'application/pdf', size: 987654321 })
      .expect(201);
    const objectPath = `/api/objects/${/scheme-document\/[0-9a-f-]{36}/.exec(uploadURL)?.[0]}`;
    expect(saved.body).toEqual({ url: objectPath, id: expect.any(String) });
    expect(await documentRows(scheme.id)).toEqual([
      { id: saved.body.id, name: 'Term Sheet.pdf', type: 'PDF', size: '0.1 MB', url: objectPath },
    ]);

    const list = await request(t.server).get(`/api/schemes/${scheme.id}/documents`).set('Cookie', investorCookie).expect(200);
    expect(list.body).toEqual([
      {
        id: saved.body.id,
        schemeId: scheme.id,
        name: 'Term Sheet.pdf',
        type: 'PDF',
        size: '0.1 MB',
        url: objectPath,
        uploadedAt: expect.any(String),
      },
    ]);
    expect(list.headers['content-range']).toBe('scheme-documents 0-0/1');

    const read = await request(t.server).get(objectPath).set('Cookie', investorCookie).expect(200);
    expect(read.headers['content-type']).toBe('application/pdf');
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.from(read.body as Buffer).equals(PDF)).toBe(true);
    await request(t.server).get(objectPath).expect(404);

    const removed = await request(t.server)
      .delete(`/api/schemes/${scheme.id}/documents/${saved.body.id}`)
      .set('Cookie', adminCookie)
      .expect(200);
    expect(removed.body).toMatchObject({ id: saved.body.id, url: objectPath });
    expect(await documentRows(scheme.id)).toEqual([]);
    expect(await storage.stat(keyOf(objectPath))).toBeNull();
    await request(t.server).get(objectPath).set('Cookie', adminCookie).expect(404);
    await request(t.server).get(`/api/schemes/${scheme.id}/documents`).set('Cookie', investorCookie).expect(200, []);
  });

  it('keeps an upload no scheme holds from investors; admins may read it', async () => {
    const { objectPath } = await uploadSchemeDocument(t, adminCookie);
    await request(t.server).get(objectPath).set('Cookie', investorCookie).expect(404);
    await request(t.server).get(objectPath).set('Cookie', adminCookie).expect(200);
  });

  it('refuses an .exe and an oversized file at the PUT, and save-document then names the failure', async () => {
    const scheme = await createScheme(t);
    const exe = await uploadSchemeDocument(t, adminCookie, null);
    const put = await request(t.server).put(localPath(exe.uploadURL)).set('Content-Type', 'application/pdf').send(EXE);
    expect([put.status, put.body.message]).toEqual([415, 'Invalid file type: allowed .pdf, .doc, .docx, .xlsx, .xls']);
    const big = await uploadSchemeDocument(t, adminCookie, null);
    const bigPut = await request(t.server).put(localPath(big.uploadURL)).send(oversized('scheme-document', PDF));
    expect(bigPut.status).toBe(413);

    for (const { uploadURL, objectPath } of [exe, big]) {
      expect(await storage.stat(keyOf(objectPath))).toBeNull();
      const res = await request(t.server)
        .post('/api/objects/save-document')
        .set('Cookie', adminCookie)
        .send({ uploadURL, schemeId: scheme.id, name: 'evil.pdf' });
      expect(res.body).toEqual({ statusCode: 404, message: 'Failed to normalize document: Uploaded file not found', error: 'Not Found' });
    }
    expect(await documentRows(scheme.id)).toEqual([]);
  });

  it('answers 401 without a session and 403 to an investor on the admin document routes, changing nothing', async () => {
    const scheme = await createScheme(t);
    const doc = await attachPdf(t, adminCookie, scheme.id);
    const { uploadURL, objectPath } = await uploadSchemeDocument(t, adminCookie);
    const count = await documentCount();
    const calls = [
      () => request(t.server).post('/api/scheme-documents/upload-url'),
      () => request(t.server).post('/api/objects/save-document').send({ uploadURL, schemeId: scheme.id, name: 'x.pdf' }),
      () => request(t.server).post(`/api/schemes/${scheme.id}/documents`).send({ name: 'x.pdf', url: objectPath }),
      () => request(t.server).delete(`/api/schemes/${scheme.id}/documents/${doc.id}`),
    ];
    for (const call of calls) {
      const anonymous = await call();
      expect([anonymous.status, anonymous.body.message]).toEqual([401, 'Authentication required']);
      const investor = await call().set('Cookie', investorCookie);
      expect([investor.status, investor.body.message]).toEqual([403, 'You do not have permission to do this']);
    }
    await request(t.server).get(`/api/schemes/${scheme.id}/documents`).expect(401);
    expect(await documentCount()).toBe(count);
    expect(await storage.stat(keyOf(doc.url))).not.toBeNull();
  });

  it('validates save-document with messages the admin UI shows as they are', async () => {
    const scheme = await createScheme(t);
    const { uploadURL } = await uploadSchemeDocument(t, adminCookie);
    const kyc = await storage.createUpload('kyc-document');
    const count = await documentCount();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ uploadURL: undefined }, 400, 'Failed to normalize document: Upload URL is required'],
      [{ schemeId: '' }, 400, 'Failed to normalize document: Scheme is required'],
      [{ name: ' ' }, 400, 'Failed to normalize document: Document name is required'],
      [{ size: { bytes: 1 } }, 400, 'Failed to normalize document: size must be a number or a text'],
      [{ owner: 'me' }, 400, 'Failed to normalize document: property owner should not exist'],
      [{ uploadURL: 'https://evil.example.com/file.pdf' }, 400, 'Failed to normalize document: Upload URL is not one this server issued'],
      [{ uploadURL: kyc.uploadURL }, 400, 'Failed to normalize document: Upload URL is not one this server issued'],
      [{ schemeId: UNKNOWN_ID }, 404, 'Failed to normalize document: Scheme not found'],
      [{ schemeId: 'not-a-uuid' }, 404, 'Failed to normalize document: Scheme not found'],
    ];
    for (const [override, status, message] of cases) {
      const res = await request(t.server)
        .post('/api/objects/save-document')
        .set('Cookie', adminCookie)
        .send({ uploadURL, schemeId: scheme.id, name: 'Memo.pdf', type: 'PDF', size: 1234, ...override });
      expect([res.status, res.body.message]).toEqual([status, message]);
      expect(typeof res.body.error).toBe('string');
    }
    expect(await documentCount()).toBe(count);
  });

  it('describes the type from the bytes and the name, and the size from the stored file', async () => {
    const scheme = await createScheme(t);
    const send = async (name: string, type?: string) => {
      const { uploadURL } = await uploadSchemeDocument(t, adminCookie);
      return request(t.server)
        .post('/api/objects/save-document')
        .set('Cookie', adminCookie)
        .send({ uploadURL, schemeId: scheme.id, name, type, size: '9.9 MB' })
        .expect(201);
    };
    await send('Offering Memorandum');
    await send('figures.xlsx', 'XLSX');
    const rows = await documentRows(scheme.id);
    expect(rows.map((r: { type: string; size: string }) => [r.type, r.size])).toEqual([
      ['PDF', '0.1 MB'],
      ['PDF', '0.1 MB'],
    ]);
  });

  it('attaches an uploaded file by its object path once, refuses another scheme, foreign paths and a mismatched schemeId', async () => {
    const [scheme, other] = [await createScheme(t), await createScheme(t)];
    const { objectPath } = await uploadSchemeDocument(t, adminCookie);
    const attach = (schemeId: string, body: Record<string, unknown>) =>
      request(t.server).post(`/api/schemes/${schemeId}/documents`).set('Cookie', adminCookie).send(body);

    const res = await attach(scheme.id, {
      schemeId: scheme.id,
      name: 'Prospectus.pdf',
      type: 'PDF',
      size: '0.1 MB',
      url: objectPath,
    }).expect(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      schemeId: scheme.id,
      name: 'Prospectus.pdf',
      type: 'PDF',
      size: '0.1 MB',
      url: objectPath,
      uploadedAt: expect.any(String),
    });
    const again = await attach(scheme.id, { name: 'Prospectus.pdf', url: objectPath }).expect(201);
    expect(again.body.id).toBe(res.body.id);
    expect(await documentRows(scheme.id)).toHaveLength(1);

    const never = await uploadSchemeDocument(t, adminCookie, null);
    const kyc = await storage.createUpload('kyc-document');
    const cases: [string, Record<string, unknown>, number, string][] = [
      [
        other.id,
        { name: 'Prospectus.pdf', url: objectPath },
        409,
        'Failed to attach document: This document is attached to another scheme',
      ],
      [
        scheme.id,
        { schemeId: other.id, name: 'x.pdf', url: objectPath },
        422,
        'Failed to attach document: schemeId does not match the scheme in the path',
      ],
      [
        scheme.id,
        { name: 'x.pdf', url: 'https://evil.example.com/x.pdf' },
        400,
        'Failed to attach document: Document URL must be the object path of a scheme document uploaded here',
      ],
      [
        scheme.id,
        { name: 'x.pdf', url: kyc.objectPath },
        400,
        'Failed to attach document: Document URL must be the object path of a scheme document uploaded here',
      ],
      [scheme.id, { name: 'x.pdf', url: never.objectPath }, 404, 'Failed to attach document: Uploaded file not found'],
      [scheme.id, { name: '', url: objectPath }, 400, 'Failed to attach document: Document name is required'],
      [
        scheme.id,
        { name: 'x.pdf' },
        400,
        'Failed to attach document: Document URL must be the object path of a scheme document uploaded here',
      ],
      [UNKNOWN_ID, { name: 'x.pdf', url: objectPath }, 404, 'Failed to attach document: Scheme not found'],
    ];
    for (const [schemeId, body, status, message] of cases) {
      const r = await attach(schemeId, body);
      expect([r.status, r.body.message]).toEqual([status, message]);
    }
    expect(await documentRows(other.id)).toEqual([]);
    expect(await documentRows(scheme.id)).toHaveLength(1);
  });

  it('lists newest first, and answers 404 for an unknown or malformed scheme', async () => {
    const scheme = await createScheme(t);
    const first = await attachPdf(t, adminCookie, scheme.id, 'first.pdf');
    const second = await attachPdf(t, adminCookie, scheme.id, 'second.pdf');
    await t.dataSource.query(`UPDATE scheme_documents SET uploaded_at = now() - interval '1 day' WHERE id = $1`, [first.id]);
    const list = await request(t.server).get(`/api/schemes/${scheme.id}/documents`).set('Cookie', adminCookie).expect(200);
    expect(list.body.map((d: { id: string }) => d.id)).toEqual([second.id, first.id]);
    for (const id of [UNKNOWN_ID, 'nope']) {
      const res = await request(t.server).get(`/api/schemes/${id}/documents`).set('Cookie', investorCookie);
      expect([res.status, res.body.message]).toEqual([404, 'Scheme not found']);
    }
  });

  it('deletes a document only through its own scheme', async () => {
    const [scheme, other] = [await createScheme(t), await createScheme(t)];
    const doc = await attachPdf(t, adminCookie, scheme.id);
    for (const [schemeId, documentId] of [
      [other.id, doc.id],
      [scheme.id, UNKNOWN_ID],
      [scheme.id, 'bad-id'],
    ]) {
      const res = await request(t.server).delete(`/api/schemes/${schemeId}/documents/${documentId}`).set('Cookie', adminCookie);
      expect([res.status, res.body.message]).toEqual([404, 'Document not found']);
    }
    expect(await documentRows(scheme.id)).toHaveLength(1);
    expect(await storage.stat(keyOf(doc.url))).not.toBeNull();
  });

  it('removes the stored files of a deleted scheme', async () => {
    const scheme = await createScheme(t);
    const docs = [await attachPdf(t, adminCookie, scheme.id, 'a.pdf'), await attachPdf(t, adminCookie, scheme.id, 'b.pdf')];
    const kept = await createScheme(t);
    const keptDoc = await attachPdf(t, adminCookie, kept.id);
    await request(t.server).delete(`/api/schemes/${scheme.id}`).set('Cookie', adminCookie).expect(200);
    for (const doc of docs) {
      expect(await storage.stat(keyOf(doc.url))).toBeNull();
      await request(t.server).get(doc.url).set('Cookie', adminCookie).expect(404);
    }
    expect(await documentRows(scheme.id)).toEqual([]);
    await request(t.server).get(keptDoc.url).set('Cookie', investorCookie).expect(200);
  });
});
