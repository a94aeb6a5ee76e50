import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { createEnrollment, createScheme } from '../../../test/factories.js';
import { localPath as local, PDF, PNG } from '../../../test/files.js';
import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';
import { attachPdf } from '../schemes/scheme-documents.test-utils.js';
import type { Scheme } from '../schemes/scheme.entity.js';
import type { User } from '../users/user.entity.js';

// spec/001 §3 "Activity payload": a document carries documentUrl and document info, the document's
// name, type and size as on scheme documents. They travel as documentName, documentType and
// documentSize (the activity's own `type` is 'document'); type and size are read from the stored file,
// the name is the client's.

describe('document activities carry the document info', () => {
  const t = useTestApp();
  let admin: string;
  let investor: User;
  let investorCookie: string;
  let scheme: Scheme;

  beforeAll(async () => {
    admin = await sessionFor(t, await createUser(t, { role: 'admin' }));
    investor = await createUser(t, { role: 'investor' });
    investorCookie = await sessionFor(t, investor);
    scheme = await createScheme(t, { name: 'Ijara Logistics Park' });
    await createEnrollment(t, { investorId: investor.id, schemeId: scheme.id });
  });

  const upload = async (bytes: Buffer, contentType: string) => {
    const ticket = await request(t.server).post('/api/activities/upload-url').set('Cookie', admin).expect(201);
    await request(t.server).put(local(ticket.body.uploadURL)).set('Content-Type', contentType).send(bytes).expect(200);
    return ticket.body as { uploadURL: string; objectPath: string };
  };
  const post = (body: Record<string, unknown>) => request(t.server).post('/api/activities').set('Cookie', admin).send(body);
  const base = () => ({
    type: 'document',
    investorId: investor.id,
    schemeId: scheme.id,
    category: 'Legal Contracts',
    title: 'Your signed contract',
    content: 'The countersigned agreement for your Ijara enrollment.',
  });

  it('stores name, type and size and returns them in the answer, the feed and the investment', async () => {
    const { objectPath } = await upload(PDF, 'application/pdf');
    const res = await post({
      ...base(),
      documentUrl: objectPath,
      documentName: 'Signed Contract.pdf',
      documentType: 'PDF',
      documentSize: '0.01',
    }).expect(201);
    // The size is the stored file's, in the scheme documents' MB text (never below 0.1 MB).
    const info = { documentName: 'Signed Contract.pdf', documentType: 'PDF', documentSize: '0.1 MB' };
    expect(res.body).toMatchObject({ type: 'document', documentUrl: objectPath, ...info });

    const feed = await request(t.server).get(`/api/activities/${investor.id}?type=document`).set('Cookie', investorCookie).expect(200);
    expect(feed.body).toEqual([expect.objectContaining({ id: res.body.id, documentUrl: objectPath, ...info })]);

    const investment = await request(t.server)
      .get(`/api/investments/${investor.id}/${scheme.id}`)
      .set('Cookie', investorCookie)
      .expect(200);
    expect(investment.body.activities).toEqual([expect.objectContaining({ id: res.body.id, ...info })]);
  });

  const infoOf = (body: Record<string, unknown>) => ({ name: body.documentName, type: body.documentType, size: body.documentSize });

  it('takes type and size from the stored file, not from the client', async () => {
    const { objectPath } = await upload(PNG, 'image/png');
    const res = await post({
      ...base(),
      documentUrl: objectPath,
      documentName: 'receipt.pdf',
      documentType: 'PDF',
      documentSize: 999,
    }).expect(201);
    expect(infoOf(res.body)).toEqual({ name: 'receipt.pdf', type: 'PNG', size: '0.1 MB' });
  });

  it('without document info keeps the stored type and size and no name', async () => {
    const { objectPath } = await upload(PDF, 'application/pdf');
    const res = await post({ ...base(), documentUrl: objectPath }).expect(201);
    expect(infoOf(res.body)).toEqual({ name: null, type: 'PDF', size: '0.1 MB' });
  });

  it('a saved scheme document lends its name', async () => {
    const saved = await attachPdf(t, admin, scheme.id, 'Offering Memorandum.pdf');
    const res = await post({ ...base(), category: 'notice', documentUrl: saved.url }).expect(201);
    expect(infoOf(res.body)).toEqual({ name: 'Offering Memorandum.pdf', type: 'PDF', size: '0.1 MB' });
  });

  it('other activities carry no document info, even when sent', async () => {
    const res = await post({ ...base(), type: 'update', category: 'General Notice', documentName: 'x.pdf', documentSize: 3 }).expect(201);
    expect(infoOf(res.body)).toEqual({ name: null, type: null, size: null });
  });

  it('validates the document info', async () => {
    const { objectPath } = await upload(PDF, 'application/pdf');
    const cases: [Record<string, unknown>, string][] = [
      [{ documentName: '   ' }, 'Document name is required'],
      [{ documentName: 7 }, 'Document name is required'],
      [{ documentName: 'x'.repeat(256) }, 'documentName must be at most 255 characters'],
      [{ documentType: 7 }, 'documentType must be a string'],
      [{ documentType: 'x'.repeat(256) }, 'documentType must be at most 255 characters'],
      [{ documentSize: { mb: 1 } }, 'documentSize must be a number or a text'],
    ];
    for (const [info, message] of cases) {
      const res = await post({ ...base(), documentUrl: objectPath, ...info });
      expect({ info, status: res.status, message: res.body.message }).toEqual({ info, status: 400, message });
    }
    expect(Number((await t.dataSource.query('SELECT count(*) AS n FROM activities WHERE document_url = $1', [objectPath]))[0].n)).toBe(0);
  });
});
