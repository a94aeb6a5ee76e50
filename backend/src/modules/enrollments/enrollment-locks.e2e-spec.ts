import { beforeAll, describe, expect, it } from '@jest/globals';
import request, { type Response } from 'supertest';

import { createEnrollment, createScheme } from '../../../test/factories.js';
import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';
import { createAsset } from '../assets/assets.test-utils.js';

// One lock order for writes over many enrollments (enrollment-locks.ts; issue 19 review): a scheme
// delete takes the scheme's enrollments in id order, then the scheme row (and its cascade the runs).
// Each write below is sent while another transaction is at the delete's first step (the enrollments
// held); that transaction then takes its second step and deletes the scheme. In the one order the write
// queues on the enrollments, and answers as if the scheme had gone before it; in the other it would
// hold the scheme or run row first, and PostgreSQL would abort one of the two as a deadlock (a 500).
describe("writes over a scheme's enrollments and a scheme delete take their locks in one order", () => {
  const t = useTestApp();
  let adminCookie: string;

  beforeAll(async () => {
    adminCookie = await sessionFor(t, await createUser(t, { role: 'admin' }));
  });

  /** A scheme with three holders. */
  async function schemeWithHolders() {
    const scheme = await createScheme(t, { status: 'earning' });
    for (let i = 0; i < 3; i++) {
      const investor = await createUser(t, { role: 'investor' });
      await createEnrollment(t, { investorId: investor.id, schemeId: scheme.id, investmentAmount: 10_000 * (i + 1) });
    }
    return scheme;
  }

  /** Sends `write` while a transaction holds the scheme's enrollments, then lets that transaction delete the scheme. */
  async function raceWithDelete(schemeId: string, write: () => PromiseLike<Response>): Promise<{ answer: Response; deleted: boolean }> {
    const runner = t.dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      await runner.query('SELECT id FROM enrollments WHERE scheme_id = $1 ORDER BY id FOR UPDATE', [schemeId]);
      // supertest sends on then(): start it now, not when awaited.
      const pending = new Promise<Response>((resolve, reject) => write().then(resolve, reject));
      // Long enough for the write to take whatever it takes before the enrollments.
      await new Promise((resolve) => setTimeout(resolve, 400));
      let deleted = true;
      try {
        await runner.query('SELECT id FROM schemes WHERE id = $1 FOR UPDATE', [schemeId]);
        await runner.query('DELETE FROM schemes WHERE id = $1', [schemeId]);
        await runner.commitTransaction();
      } catch {
        deleted = false;
        await runner.rollbackTransaction();
      }
      return { answer: await pending, deleted };
    } finally {
      await runner.release();
    }
  }

  it('a post to every holder waits, then answers 404 for the deleted scheme', async () => {
    const scheme = await schemeWithHolders();
    const { answer, deleted } = await raceWithDelete(scheme.id, () =>
      request(t.server)
        .post(`/api/schemes/${scheme.id}/activities`)
        .set('Cookie', adminCookie)
        .send({ type: 'update', category: 'Scheme Update', title: 'Quarterly report', content: 'All well.' }),
    );
    expect(deleted).toBe(true);
    expect([answer.status, answer.body.message]).toEqual([404, 'Scheme not found']);
  });

  it('an allocation to every enrollment waits, then answers 404 for the deleted scheme', async () => {
    const scheme = await schemeWithHolders();
    const asset = await createAsset(t);
    const { answer, deleted } = await raceWithDelete(scheme.id, () =>
      request(t.server)
        .post('/api/admin/asset-enrollments/scheme')
        .set('Cookie', adminCookie)
        .send({ assetId: asset.id, schemeId: scheme.id }),
    );
    expect(deleted).toBe(true);
    expect([answer.status, answer.body.message]).toEqual([404, 'Scheme not found']);
  });

  it('a reversal waits, then answers 404 for the run deleted with its scheme', async () => {
    const scheme = await schemeWithHolders();
    const run = await request(t.server)
      .post(`/api/schemes/${scheme.id}/distributions`)
      .set('Cookie', adminCookie)
      .send({ mode: 'total', totalAmount: 6_000, basis: 'invested', description: 'Q3 distribution' })
      .expect(201);
    const { answer, deleted } = await raceWithDelete(scheme.id, () =>
      request(t.server).post(`/api/distributions/${run.body.id}/reversal`).set('Cookie', adminCookie),
    );
    expect(deleted).toBe(true);
    expect(answer.status).toBe(404);
  });
});
