import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { MESSAGES } from '@fund/contracts';
import { transactionView } from '@fund/contracts/testing';

import { createActivity, createEnrollment, createScheme } from '../../../test/factories.js';
import { localPath as local, PDF } from '../../../test/files.js';
import { signInAdminAndTwoInvestors, type AdminAndTwoInvestors } from '../../../test/signed-in.js';
import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';
import { ObjectStorage } from '../../common/storage/object-storage.js';
import type { Scheme } from '../schemes/scheme.entity.js';
import type { User } from '../users/user.entity.js';

describe('activities', () => {
  const t = useTestApp();
  let { admin, investor, investorCookie, other, otherCookie } = {} as AdminAndTwoInvestors;
  let scheme: Scheme;
  let notEnrolledScheme: Scheme;

  beforeAll(async () => {
    ({ admin, investor, investorCookie, other, otherCookie } = await signInAdminAndTwoInvestors(t));
    scheme = await createScheme(t, { name: 'Ijara Logistics Park' });
    notEnrolledScheme = await createScheme(t);
    await createEnrollment(t, { investorId: investor.id, schemeId: scheme.id });
  });

  const post = (cookie: string, body: Record<string, unknown>) =>
    request(t.server).post('/api/activities').set('Cookie', cookie).send(body);
  const activityCount = async () => Number((await t.dataSource.query('SELECT count(*) AS n FROM activities'))[0].n);
  const base = () => ({ investorId: investor.id, schemeId: scheme.id, title: 'Q3 report', content: 'Occupancy held at 94%.' });
  const uploadActivityDocument = async () => {
    const ticket = await request(t.server).post('/api/activities/upload-url').set('Cookie', admin).expect(201);
    await request(t.server).put(local(ticket.body.uploadURL)).set('Content-Type', 'application/pdf').send(PDF).expect(200);
    return ticket.body as { uploadURL: string; objectPath: string };
  };

  describe('POST /api/activities', () => {
    it('posts an update with an optional http(s) link', async () => {
      const res = await post(admin, { ...base(), type: 'update', category: 'Performance Report', url: 'https://example.com/q3' }).expect(
        201,
      );
      expect(res.body).toEqual({
        ...transactionView({
          type: 'update',
          investorId: investor.id,
          schemeId: scheme.id,
          title: 'Q3 report',
          content: 'Occupancy held at 94%.',
          category: 'Performance Report',
          amount: null,
          url: 'https://example.com/q3',
          readAt: null,
          postId: null,
        }),
        id: expect.any(String),
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      });
      const empty = await post(admin, { ...base(), type: 'update', category: 'milestone', url: '' }).expect(201);
      expect(empty.body.url).toBeNull();
    });

    it('posts a transaction with a whole amount', async () => {
      const res = await post(admin, { ...base(), type: 'transaction', category: 'Contribution', amount: 25000 }).expect(201);
      expect(res.body).toMatchObject({ type: 'transaction', category: 'Contribution', amount: 25000 });
    });

    it('posts a document that was uploaded here, and only its investor (and admins) may read it', async () => {
      const { objectPath, uploadURL } = await uploadActivityDocument();
      const res = await post(admin, { ...base(), type: 'document', category: 'Legal Contracts', documentUrl: uploadURL }).expect(201);
      expect(res.body).toMatchObject({ type: 'document', category: 'Legal Contracts', documentUrl: objectPath, amount: null });
      await request(t.server).get(objectPath).set('Cookie', investorCookie).expect(200);
      await request(t.server).get(objectPath).set('Cookie', otherCookie).expect(404);
      await request(t.server).get(objectPath).expect(404);
      await request(t.server).get(objectPath).set('Cookie', admin).expect(200);
    });

    it('accepts a saved scheme document as the document', async () => {
      const storage = t.app.get(ObjectStorage);
      const ticket = await storage.createUpload('scheme-document');
      await request(t.server).put(local(ticket.uploadURL)).set('Content-Type', 'application/pdf').send(PDF).expect(200);
      const res = await post(admin, { ...base(), type: 'document', category: 'notice', documentUrl: ticket.objectPath }).expect(201);
      expect(res.body.documentUrl).toBe(ticket.objectPath);
    });

    it('refuses a document that is not an uploaded file of ours', async () => {
      const before = await activityCount();
      const notUploaded = (await request(t.server).post('/api/activities/upload-url').set('Cookie', admin).expect(201)).body.objectPath;
      const kyc = `/api/objects/kyc-document/${randomUUID()}`;
      for (const documentUrl of ['https://evil.example.com/x.pdf', kyc, notUploaded, `/api/objects/scheme-document/${randomUUID()}`]) {
        const res = await post(admin, { ...base(), type: 'document', category: 'contract', documentUrl });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('The document must be a file uploaded here');
      }
      expect(await activityCount()).toBe(before);
    });

    it('validates each field with the spec messages, one by one', async () => {
      const before = await activityCount();
      const update = { ...base(), type: 'update', category: 'Scheme Update' };
      const transaction = { ...base(), type: 'transaction', category: 'Payout', amount: 100 };
      const document = { ...base(), type: 'document', category: 'receipt', documentUrl: '/api/objects/activity-document/x' };
      const without = (body: Record<string, unknown>, key: string) => Object.fromEntries(Object.entries(body).filter(([k]) => k !== key));
      const cases: [Record<string, unknown>, string][] = [
        [without(update, 'investorId'), 'Investor is required'],
        [without(update, 'schemeId'), 'Scheme is required'],
        [without(update, 'category'), 'Category is required'],
        [without(update, 'title'), 'Title is required'],
        [{ ...update, title: '  ' }, 'Title is required'],
        [without(update, 'content'), 'Content is required'],
        [without(document, 'content'), 'Description is required'],
        [without(transaction, 'amount'), 'Amount is required'],
        [{ ...transaction, amount: 0 }, 'Amount must be a whole number of at least 1'],
        [{ ...transaction, amount: 12.5 }, 'Amount must be a whole number of at least 1'],
        [{ ...transaction, amount: '100' }, 'Amount must be a whole number of at least 1'],
        [{ ...update, url: 'ftp://example.com/file' }, 'Must be a valid URL'],
        [{ ...update, url: 'not a url' }, 'Must be a valid URL'],
        [without(document, 'documentUrl'), 'Please upload a document'],
        [{ ...update, investorId: 'nope' }, 'Investor must be a valid id'],
        [{ ...update, type: 'asset_performance_update' }, 'Type must be one of: update, transaction, document'],
        [{ ...update, netProfits: 5 }, 'property netProfits should not exist'],
      ];
      for (const [body, message] of cases) {
        const res = await post(admin, body);
        expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status: 400, message });
      }
      expect(await activityCount()).toBe(before);
    });

    it('refuses a category of another type', async () => {
      const res = await post(admin, { ...base(), type: 'transaction', category: 'Performance Report', amount: 100 });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Category must be one of: Contribution, Payout, Payout Adjustment, Service Fee, Exit');
      const doc = await post(admin, { ...base(), type: 'update', category: 'Legal Contracts' });
      expect(doc.status).toBe(400);
    });

    it('needs the investor to be enrolled in the scheme', async () => {
      const before = await activityCount();
      for (const body of [
        { ...base(), schemeId: notEnrolledScheme.id },
        { ...base(), investorId: other.id },
        { ...base(), investorId: randomUUID() },
      ]) {
        const res = await post(admin, { ...body, type: 'update', category: 'general' });
        expect(res.status).toBe(422);
        expect(res.body.message).toBe('Investor is not enrolled in this scheme');
      }
      expect(await activityCount()).toBe(before);
    });

    it('is for admins: 401 without a session, 403 for an investor, nothing posted', async () => {
      const before = await activityCount();
      await request(t.server)
        .post('/api/activities')
        .send({ ...base(), type: 'update', category: 'general' })
        .expect(401);
      await post(investorCookie, { ...base(), type: 'update', category: 'general' }).expect(403);
      await request(t.server).post('/api/activities/upload-url').set('Cookie', investorCookie).expect(403);
      await request(t.server).post('/api/activities/upload-url').expect(401);
      expect(await activityCount()).toBe(before);
    });
  });

  describe('GET /api/activities/:userId', () => {
    let reader: User;
    let readerCookie: string;
    let ids: Record<string, string>;
    let secondScheme: Scheme;
    beforeAll(async () => {
      reader = await createUser(t, { role: 'investor' });
      readerCookie = await sessionFor(t, reader);
      secondScheme = await createScheme(t, { name: 'Murabaha Commodities III' });
      const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
      ids = {
        oldUpdate: (await createActivity(t, { investorId: reader.id, schemeId: scheme.id, createdAt: at(30) })).id,
        payout: (
          await createActivity(t, {
            investorId: reader.id,
            schemeId: secondScheme.id,
            type: 'transaction',
            category: 'Payout',
            amount: 500,
            createdAt: at(20),
          })
        ).id,
        newUpdate: (await createActivity(t, { investorId: reader.id, schemeId: secondScheme.id, createdAt: at(10) })).id,
      };
      await createActivity(t, { investorId: other.id, schemeId: scheme.id });
    });
    const get = (userId: string, cookie: string, query = '') =>
      request(t.server).get(`/api/activities/${userId}${query}`).set('Cookie', cookie);

    it('answers the investor’s own activities newest first, with schemeName and Content-Range', async () => {
      const res = await get(reader.id, readerCookie).expect(200);
      expect(res.body.map((a: { id: string }) => a.id)).toEqual([ids.newUpdate, ids.payout, ids.oldUpdate]);
      expect(res.body[1]).toMatchObject({
        type: 'transaction',
        amount: 500,
        schemeName: 'Murabaha Commodities III',
        schemeId: secondScheme.id,
      });
      expect(res.headers['content-range']).toBe('activities 0-2/3');
    });

    it('filters by type and schemeId, and validates them', async () => {
      const updates = await get(reader.id, readerCookie, '?type=update').expect(200);
      expect(updates.body.map((a: { id: string }) => a.id)).toEqual([ids.newUpdate, ids.oldUpdate]);
      const inScheme = await get(reader.id, readerCookie, `?type=update&schemeId=${secondScheme.id}`).expect(200);
      expect(inScheme.body.map((a: { id: string }) => a.id)).toEqual([ids.newUpdate]);
      const badType = await get(reader.id, readerCookie, '?type=gossip');
      expect(badType.status).toBe(400);
      expect(badType.body.message).toBe('type must be one of: update, transaction, document, asset_performance_update');
      expect((await get(reader.id, readerCookie, '?schemeId=nope')).status).toBe(400);
    });

    it('lets admins read anyone’s; an investor gets 403 for another investor', async () => {
      const res = await get(reader.id, admin).expect(200);
      expect(res.body).toHaveLength(3);
      await get(reader.id, otherCookie).expect(403);
      await get(reader.id, investorCookie, '?type=update').expect(403);
      // A malformed id names nobody: the route's 404 for every caller, before the ownership check.
      for (const cookie of [readerCookie, admin]) {
        expect((await get('not-a-uuid', cookie).expect(404)).body.message).toBe(MESSAGES.investorNotFound);
      }
      await request(t.server).get(`/api/activities/${reader.id}`).expect(401);
    });
  });
});
