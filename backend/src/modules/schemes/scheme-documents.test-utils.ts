import request from 'supertest';

import { localPath, PDF } from '../../../test/files.js';
import type { TestApp } from '../../../test/test-app.js';

/** An upload URL from the admin route and, unless `body` is null, one PUT of `body` to it. */
export async function uploadSchemeDocument(
  t: TestApp,
  adminCookie: string,
  body: Buffer | null = PDF,
): Promise<{ uploadURL: string; objectPath: string }> {
  const res = await request(t.server).post('/api/scheme-documents/upload-url').set('Cookie', adminCookie).expect(201);
  const uploadURL = res.body.uploadURL as string;
  const objectPath = `/api/objects/${/scheme-document\/[0-9a-f-]{36}/.exec(uploadURL)?.[0]}`;
  if (body) await request(t.server).put(localPath(uploadURL)).send(body).expect(200);
  return { uploadURL, objectPath };
}

/** Uploads a PDF and saves it as a document of the scheme; answers save-document's body. */
export async function attachPdf(
  t: TestApp,
  adminCookie: string,
  schemeId: string,
  name = 'Term Sheet.pdf',
): Promise<{ url: string; id: string }> {
  const { uploadURL } = await uploadSchemeDocument(t, adminCookie);
  const res = await request(t.server)
    .post('/api/objects/save-document')
    .set('Cookie', adminCookie)
    .send({ uploadURL, schemeId, name, type: 'application/pdf', size: PDF.length })
    .expect(201);
  return res.body as { url: string; id: string };
}
