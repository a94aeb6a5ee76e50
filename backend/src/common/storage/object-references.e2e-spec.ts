import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { DOCUMENT_CATEGORIES, MESSAGES, UPDATE_CATEGORIES } from '@fund/contracts';

import { createEnrollment, createScheme } from '../../../test/factories.js';
import { createUser, sessionFor, TEST_ORIGIN, useTestApp } from '../../../test/test-app.js';
import { attachImage, createAsset } from '../../modules/assets/assets.test-utils.js';
import { attachPdf } from '../../modules/schemes/scheme-documents.test-utils.js';
import { REFERENCES } from './object-references.js';

/** Deletes that remove a stored object check every row that may show it, and a late reference is refused. */
describe('stored objects and the rows that reference them', () => {
  const t = useTestApp();
  let admin: string;
  let investorId: string;
  let investor: string;
  let schemeId: string;
  beforeAll(async () => {
    admin = await sessionFor(t, await createUser(t, { role: 'admin' }));
    investorId = (await createUser(t, { role: 'investor' })).id;
    investor = await sessionFor(t, { id: investorId });
    schemeId = (await createScheme(t)).id;
    await createEnrollment(t, { investorId, schemeId });
  });

  const readAs = async (cookie: string | null, objectPath: string) => {
    const req = request(t.server).get(objectPath);
    return (await (cookie ? req.set('Cookie', cookie) : req)).status;
  };
  const postActivity = (fields: Record<string, unknown>) =>
    request(t.server)
      .post('/api/activities')
      .set('Cookie', admin)
      .send({ investorId, schemeId, title: 'Quarterly pack', content: 'The quarterly pack of the scheme.', ...fields });

  it("deleting a scheme document keeps its file while an investor's activity links to it (the investor still opens it), and removes a file nobody links", async () => {
    const linked = await attachPdf(t, admin, schemeId, 'Q1 Report.pdf');
    const alone = await attachPdf(t, admin, schemeId, 'Draft.pdf');
    await postActivity({ type: 'document', category: DOCUMENT_CATEGORIES[0], documentUrl: linked.url }).expect(201);

    for (const document of [linked, alone]) {
      await request(t.server).delete(`/api/schemes/${schemeId}/documents/${document.id}`).set('Cookie', admin).expect(200);
    }
    expect([await readAs(investor, linked.url), await readAs(admin, linked.url)]).toEqual([200, 200]);
    expect(await readAs(admin, alone.url)).toBe(404);
  });

  it('deleting an asset image keeps the file while an update links to it, and removes one nobody links', async () => {
    const asset = await createAsset(t);
    const linked = await attachImage(t, admin, asset.id);
    const alone = await attachImage(t, admin, asset.id, 'back.png');
    await postActivity({ type: 'update', category: UPDATE_CATEGORIES[0], url: `${TEST_ORIGIN}${linked.mediaUrl}` }).expect(201);

    for (const media of [linked, alone])
      await request(t.server).delete(`/api/admin/asset-media/${media.id}`).set('Cookie', admin).expect(200);
    expect(await readAs(null, linked.mediaUrl)).toBe(200);
    expect(await readAs(admin, alone.mediaUrl)).toBe(404);
  });

  it('refuses (409) a row that links a file already deleted as unreferenced, instead of keeping a link to nothing', async () => {
    const gone = await attachPdf(t, admin, schemeId, 'Superseded.pdf');
    await request(t.server).delete(`/api/schemes/${schemeId}/documents/${gone.id}`).set('Cookie', admin).expect(200);
    expect(await readAs(admin, gone.url)).toBe(404);

    const late = await postActivity({ type: 'update', category: UPDATE_CATEGORIES[0], url: `${TEST_ORIGIN}${gone.url}` });
    expect(late.body).toEqual({ statusCode: 409, message: MESSAGES.uploadGone, error: 'Conflict' });
    expect(await t.dataSource.query('SELECT 1 FROM activities WHERE url LIKE $1', [`%${gone.url}`])).toEqual([]);
  });

  it('has the reference trigger on every column that may reference an object', async () => {
    const rows = await t.dataSource.query<{ name: string }[]>(
      `SELECT c.relname || '.' || substring(tg.tgname FROM 'settle_upload_' || c.relname || '_(.*)') AS name
       FROM pg_trigger tg JOIN pg_class c ON c.oid = tg.tgrelid WHERE tg.tgname LIKE 'settle_upload_%' ORDER BY 1`,
    );
    expect(rows.map((r) => r.name)).toEqual(REFERENCES.map(([table, column]) => `${table}.${column}`).sort());
  });
});
