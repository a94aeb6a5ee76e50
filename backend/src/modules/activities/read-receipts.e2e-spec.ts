import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { MESSAGES, type DistributionRunDetail, type DistributionRunView, type SchemePostView } from '@fund/contracts';

import { createEnrollment, createHolders, createScheme } from '../../../test/factories.js';
import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';
import { JobRunner } from '../../common/jobs/job-runner.js';
import { createAsset } from '../assets/assets.test-utils.js';
import type { Enrollment } from '../enrollments/enrollment.entity.js';
import type { Scheme } from '../schemes/scheme.entity.js';
import type { User } from '../users/user.entity.js';

// Issue 20 items 2 (the posting side) and 4 (read receipts, the API): every posting route takes
// `notify` (default true) and makes the notices in its own transaction; scheme-wide posts and
// distribution runs carry a post id; an investor's first opening of an item is kept; admins read
// "read by N of M" per post and run, filter an investor's activities by "not yet read", and download
// who read what as CSV.

describe('notices on posting, and read receipts', () => {
  const t = useTestApp();
  let admin: string;
  let holders: User[];
  let cookies: string[];
  let enrollments: Enrollment[];
  let scheme: Scheme;
  let otherScheme: Scheme;

  beforeAll(async () => {
    admin = await sessionFor(t, await createUser(t, { role: 'admin' }));
    scheme = await createScheme(t, { name: 'Ijara Logistics Park' });
    otherScheme = await createScheme(t, { name: 'Musharakah Housing II' });
    // '=cmd' as a name: the CSV must not hand a spreadsheet a formula.
    ({ users: holders, cookies, enrollments } = await createHolders(t, scheme.id, ['Layla Haddad', 'Omar Saleh', '=Noor Karim']));
    await createEnrollment(t, { investorId: holders[0].id, schemeId: otherScheme.id });
  });

  const q = <R = Record<string, unknown>>(sql: string, params: unknown[] = []) => t.dataSource.query(sql, params) as Promise<R[]>;
  const count = async (sql: string, params: unknown[] = []) => Number((await q<{ n: string }>(sql, params))[0].n);
  /** A post's notices are written by the make-notices job it queues: run the due jobs before reading them. */
  const jobsDone = () => t.app.get(JobRunner).runDue();
  const noticesOf = async (activityIds: string[]) => (
    await jobsDone(),
    q<{ investorId: string; category: string; delivery: string; readAt: Date | null }>(
      `SELECT investor_id AS "investorId", category, delivery, read_at AS "readAt" FROM notifications WHERE activity_id = ANY ($1::uuid[]) ORDER BY investor_id`,
      [activityIds],
    )
  );
  const activityCount = () => count('SELECT count(*) AS n FROM activities');
  const noticeCount = async () => (await jobsDone(), count('SELECT count(*) AS n FROM notifications'));
  const postActivityIds = async (postId: string) =>
    (await q<{ id: string }>('SELECT id FROM activities WHERE post_id = $1', [postId])).map((r) => r.id);
  const lastAudit = async (action: string) =>
    (await q<{ d: string }>(`SELECT action_details AS d FROM audit_logs WHERE action = $1 ORDER BY "timestamp" DESC LIMIT 1`, [action]))[0]
      .d;
  const update = (title: string) => ({
    type: 'update',
    category: 'Performance Report',
    title,
    content: 'Occupancy held at 94% this quarter.',
  });
  const postToScheme = (schemeId: string, body: Record<string, unknown>) =>
    request(t.server).post(`/api/schemes/${schemeId}/activities`).set('Cookie', admin).send(body);
  const read = (activityId: string, cookie: string) =>
    request(t.server).post(`/api/investor/activities/${activityId}/read`).set('Cookie', cookie);
  const posts = async (schemeId: string) =>
    (await request(t.server).get(`/api/schemes/${schemeId}/posts`).set('Cookie', admin).expect(200)).body as SchemePostView[];
  const readsCsv = (schemeId: string, postId: string) =>
    request(t.server).get(`/api/schemes/${schemeId}/posts/${postId}/reads.csv`).set('Cookie', admin);

  describe('notify on every posting route', () => {
    it('refuses anything but a boolean with 400 and writes nothing', async () => {
      const asset = await createAsset(t);
      const activities = await activityCount();
      const notices = await noticeCount();
      const bodies: [string, Record<string, unknown>][] = [
        ['/api/activities', { ...update('Not sent'), investorId: holders[0].id, schemeId: scheme.id }],
        [`/api/schemes/${scheme.id}/activities`, update('Not sent')],
        ['/api/payouts', { investorId: holders[0].id, enrollmentId: enrollments[0].id, payoutAmount: 100, description: 'Q1' }],
        [`/api/schemes/${scheme.id}/distributions`, { mode: 'total', totalAmount: 900, basis: 'equal', description: 'Q1' }],
        ['/api/admin/asset-performance-update', { assetId: asset.id, notes: 'Steady.' }],
      ];
      for (const [path, body] of bodies) {
        for (const notify of ['yes', 1, 'true', {}]) {
          const res = await request(t.server)
            .post(path)
            .set('Cookie', admin)
            .send({ ...body, notify });
          expect([path, res.status, res.body]).toEqual([
            path,
            400,
            { statusCode: 400, message: MESSAGES.notifyInvalid, error: 'Bad Request' },
          ]);
        }
      }
      expect(await activityCount()).toBe(activities);
      expect(await noticeCount()).toBe(notices);
    });

    it("a single post tells its investor by default, in the post's category; notify false tells no one", async () => {
      const told = await request(t.server)
        .post('/api/activities')
        .set('Cookie', admin)
        .send({ ...update('Told'), investorId: holders[1].id, schemeId: scheme.id })
        .expect(201);
      expect(await noticesOf([told.body.id])).toEqual([
        { investorId: holders[1].id, category: 'updates', delivery: 'digest', readAt: null },
      ]);
      expect(await lastAudit('ACTIVITY_POSTED')).toContain('1 investor notified');
      const silent = await request(t.server)
        .post('/api/activities')
        .set('Cookie', admin)
        .send({ ...update('Silent'), investorId: holders[1].id, schemeId: scheme.id, notify: false })
        .expect(201);
      expect(await noticesOf([silent.body.id])).toEqual([]);
      expect(await lastAudit('ACTIVITY_POSTED')).toContain('no investor notified (Notify investors off)');
    });

    it('a scheme-wide post has one post id on every activity and says how many investors are told', async () => {
      const res = await postToScheme(scheme.id, update('Q3 letter')).expect(201);
      expect(res.body).toEqual({
        schemeId: scheme.id,
        schemeName: 'Ijara Logistics Park',
        type: 'update',
        investorCount: 3,
        postId: expect.any(String),
        notifiedCount: 3,
      });
      const ids = await postActivityIds(res.body.postId);
      expect(ids).toHaveLength(3);
      expect((await noticesOf(ids)).map((n) => [n.investorId, n.category])).toEqual(
        holders.map((h) => [h.id, 'updates']).sort((a, b) => a[0].localeCompare(b[0])),
      );
      expect(await lastAudit('ACTIVITY_POSTED')).toContain('3 investors notified');

      const silent = await postToScheme(scheme.id, { ...update('Q3 letter, quietly'), notify: false }).expect(201);
      expect(silent.body).toMatchObject({ investorCount: 3, notifiedCount: 0 });
      expect(silent.body.postId).not.toBe(res.body.postId);
      expect(await postActivityIds(silent.body.postId)).toHaveLength(3);
      expect(await noticesOf(await postActivityIds(silent.body.postId))).toEqual([]);
    });

    it('an investor who turned a category off is not counted as told by e-mail', async () => {
      await q(`INSERT INTO notification_preferences (investor_id, category, mode) VALUES ($1, 'updates', 'off')`, [holders[2].id]);
      const res = await postToScheme(scheme.id, update('Q4 letter')).expect(201);
      expect(res.body).toMatchObject({ investorCount: 3, notifiedCount: 2 });
      await q(`DELETE FROM notification_preferences WHERE investor_id = $1`, [holders[2].id]);
    });

    it('a recorded payout tells its investor (payouts at once), unless notify is false', async () => {
      const pay = (notify?: boolean) =>
        request(t.server)
          .post('/api/payouts')
          .set('Cookie', admin)
          .send({
            investorId: holders[0].id,
            enrollmentId: enrollments[0].id,
            payoutAmount: 250,
            description: 'Q1 profit',
            ...(notify === undefined ? {} : { notify }),
          })
          .expect(201);
      const told = await pay();
      expect(await noticesOf([told.body.activity.id])).toEqual([
        { investorId: holders[0].id, category: 'payouts', delivery: 'immediate', readAt: null },
      ]);
      expect(await lastAudit('PAYOUT_RECORDED')).toContain('1 investor notified');
      const silent = await pay(false);
      expect(await noticesOf([silent.body.activity.id])).toEqual([]);
    });

    it('an asset performance update tells each allocated investor, unless notify is false', async () => {
      const asset = await createAsset(t, { name: 'Birmingham Exchange' });
      for (const enrollment of enrollments.slice(0, 2)) {
        await request(t.server)
          .post('/api/admin/asset-enrollments')
          .set('Cookie', admin)
          .send({ assetId: asset.id, enrollmentId: enrollment.id })
          .expect(201);
      }
      const activityIdsOf = async () =>
        (await q<{ id: string }>('SELECT id FROM activities WHERE asset_id = $1', [asset.id])).map((r) => r.id);
      await request(t.server)
        .post('/api/admin/asset-performance-update')
        .set('Cookie', admin)
        .send({ assetId: asset.id, notes: 'Two tenants signed.' })
        .expect(201);
      const first = await activityIdsOf();
      expect((await noticesOf(first)).map((n) => n.category)).toEqual(['asset_performance', 'asset_performance']);
      expect(await lastAudit('ACTIVITY_POSTED')).toContain('2 investors notified');
      await request(t.server)
        .post('/api/admin/asset-performance-update')
        .set('Cookie', admin)
        .send({ assetId: asset.id, notes: 'Quiet month.', notify: false })
        .expect(201);
      const second = (await activityIdsOf()).filter((id) => !first.includes(id));
      expect(second).toHaveLength(2);
      expect(await noticesOf(second)).toEqual([]);
    });

    it('a distribution run is the post id of its payouts and tells each investor paid; its reversal tells no one', async () => {
      const confirm = (body: Record<string, unknown>) =>
        request(t.server).post(`/api/schemes/${scheme.id}/distributions`).set('Cookie', admin).send(body).expect(201);
      const run = (await confirm({ mode: 'total', totalAmount: 900, basis: 'equal', description: 'Q1 distribution' }))
        .body as DistributionRunView;
      expect(run.notifiedCount).toBe(3);
      const ids = await postActivityIds(run.id);
      expect(ids).toHaveLength(3);
      expect((await noticesOf(ids)).map((n) => n.category)).toEqual(['payouts', 'payouts', 'payouts']);
      expect(await lastAudit('DISTRIBUTION_PAID')).toContain('3 investors notified');
      const notices = await noticeCount();
      const reversal = (await request(t.server).post(`/api/distributions/${run.id}/reversal`).set('Cookie', admin).expect(201))
        .body as DistributionRunView;
      expect(await noticeCount()).toBe(notices);
      expect(await postActivityIds(reversal.id)).toHaveLength(3);

      const silent = (await confirm({ mode: 'total', totalAmount: 300, basis: 'equal', description: 'Q2 distribution', notify: false }))
        .body as DistributionRunView;
      expect(silent.notifiedCount).toBe(0);
      expect(await noticesOf(await postActivityIds(silent.id))).toEqual([]);
    });
  });

  describe('read receipts', () => {
    let postId: string;
    let activityOf: Map<string, string>;

    beforeAll(async () => {
      const res = await postToScheme(scheme.id, { ...update('Annual report'), type: 'update' }).expect(201);
      postId = res.body.postId;
      activityOf = new Map(
        (
          await q<{ id: string; investorId: string }>('SELECT id, investor_id AS "investorId" FROM activities WHERE post_id = $1', [postId])
        ).map((r) => [r.investorId, r.id]),
      );
    });

    it('keeps the first time an investor opens an item, and marks its notice read', async () => {
      const id = activityOf.get(holders[0].id)!;
      const first = await read(id, cookies[0]).expect(200);
      expect(first.body).toEqual({ id, readAt: expect.any(String) });
      expect(Date.now() - Date.parse(first.body.readAt)).toBeLessThan(60_000);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const again = await read(id, cookies[0]).expect(200);
      expect(again.body).toEqual(first.body);
      const [notice] = await noticesOf([id]);
      expect(notice.readAt).not.toBeNull();
      const feed = (
        await request(t.server).get(`/api/activities/${holders[0].id}?schemeId=${scheme.id}`).set('Cookie', cookies[0]).expect(200)
      ).body as { id: string; readAt: string | null }[];
      expect(feed.find((a) => a.id === id)?.readAt).toBe(first.body.readAt);
    });

    it("answers 404 for another investor's activity, an unknown or malformed id, and changes nothing", async () => {
      const others = activityOf.get(holders[1].id)!;
      for (const id of [others, randomUUID(), 'not-an-id']) {
        const res = await read(id, cookies[0]).expect(404);
        expect(res.body).toEqual({ statusCode: 404, message: MESSAGES.activityNotFound, error: 'Not Found' });
      }
      expect(await q('SELECT read_at FROM activities WHERE id = $1', [others])).toEqual([{ read_at: null }]);
    });

    it('is for investors: an admin gets 403, no session 401', async () => {
      const id = activityOf.get(holders[1].id)!;
      await read(id, admin).expect(403);
      await request(t.server).post(`/api/investor/activities/${id}/read`).expect(401);
    });

    it("lists an investor's not-yet-read activities for the admin, each row with readAt", async () => {
      const path = `/api/activities/${holders[0].id}`;
      const all = (await request(t.server).get(`${path}?schemeId=${scheme.id}`).set('Cookie', admin).expect(200)).body as {
        id: string;
        readAt: string | null;
      }[];
      const unread = (await request(t.server).get(`${path}?schemeId=${scheme.id}&unread=true`).set('Cookie', admin).expect(200)).body as {
        id: string;
        readAt: string | null;
      }[];
      expect(all.some((a) => a.readAt !== null)).toBe(true);
      expect(unread.map((a) => a.id)).toEqual(all.filter((a) => a.readAt === null).map((a) => a.id));
      expect(unread.length).toBeGreaterThan(0);
      const readOnes = (await request(t.server).get(`${path}?schemeId=${scheme.id}&unread=false`).set('Cookie', admin).expect(200))
        .body as { id: string }[];
      expect(readOnes.map((a) => a.id)).toEqual([activityOf.get(holders[0].id)]);
      const bad = await request(t.server).get(`${path}?unread=yes`).set('Cookie', admin).expect(400);
      expect(bad.body.message).toBe("unread must be 'true' or 'false'");
    });

    it("lists a scheme's posts and runs newest first with how many read them", async () => {
      const list = await posts(scheme.id);
      expect(list[0]).toEqual({
        id: postId,
        schemeId: scheme.id,
        kind: 'post',
        type: 'update',
        title: 'Annual report',
        createdAt: expect.any(String),
        recipients: 3,
        readCount: 1,
      });
      const runs = list.filter((p) => p.kind === 'distribution');
      expect(runs.length).toBeGreaterThanOrEqual(2);
      expect(runs.every((p) => p.type === 'transaction' && p.recipients === 3 && p.readCount === 0)).toBe(true);
      expect(list.map((p) => p.createdAt)).toEqual([...list.map((p) => p.createdAt)].sort().reverse());
      expect(list.every((p) => p.schemeId === scheme.id)).toBe(true);
      expect(await posts(otherScheme.id)).toEqual([]);
      await request(t.server).get(`/api/schemes/${randomUUID()}/posts`).set('Cookie', admin).expect(404);
      await request(t.server).get(`/api/schemes/${scheme.id}/posts`).set('Cookie', cookies[0]).expect(403);
    });

    it('gives distribution runs their read count, in the history and the detail', async () => {
      const runs = (await request(t.server).get(`/api/schemes/${scheme.id}/distributions`).set('Cookie', admin).expect(200))
        .body as DistributionRunView[];
      const run = runs.find((r) => r.kind === 'distribution')!;
      const activityId = (
        await q<{ id: string }>('SELECT id FROM activities WHERE post_id = $1 AND investor_id = $2', [run.id, holders[1].id])
      )[0].id;
      await read(activityId, cookies[1]).expect(200);
      const after = (await request(t.server).get(`/api/schemes/${scheme.id}/distributions`).set('Cookie', admin).expect(200))
        .body as DistributionRunView[];
      expect(after.find((r) => r.id === run.id)?.readCount).toBe(1);
      const detail = (await request(t.server).get(`/api/distributions/${run.id}`).set('Cookie', admin).expect(200))
        .body as DistributionRunDetail;
      expect(detail.readCount).toBe(1);
      expect((await posts(scheme.id)).find((p) => p.id === run.id)?.readCount).toBe(1);
    });

    it('writes who read a post as CSV: every recipient by name, read at empty when unread, formulas defused', async () => {
      const res = await readsCsv(scheme.id, postId).expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+\.csv"$/);
      const [{ postedAt }] = await q<{ postedAt: Date }>('SELECT min(created_at) AS "postedAt" FROM activities WHERE post_id = $1', [
        postId,
      ]);
      const [{ readAt }] = await q<{ readAt: Date }>('SELECT read_at AS "readAt" FROM activities WHERE post_id = $1 AND investor_id = $2', [
        postId,
        holders[0].id,
      ]);
      const lines = res.text.split('\r\n');
      expect([lines[0], lines.length, lines.at(-1)]).toEqual(['Investor,E-mail,Title,Posted at,Read at', 5, '']);
      // By name as the database collates it (where '=' sorts depends on the collation).
      expect(lines.slice(1, -1).sort()).toEqual(
        [
          `'=Noor Karim,${holders[2].email},Annual report,${postedAt.toISOString()},`,
          `Layla Haddad,${holders[0].email},Annual report,${postedAt.toISOString()},${readAt.toISOString()}`,
          `Omar Saleh,${holders[1].email},Annual report,${postedAt.toISOString()},`,
        ].sort(),
      );
    });

    it('answers 404 for the reads of an unknown post or a post of another scheme', async () => {
      for (const [schemeId, id] of [
        [scheme.id, randomUUID()],
        [otherScheme.id, postId],
        [scheme.id, 'not-an-id'],
      ]) {
        const res = await readsCsv(schemeId, id).expect(404);
        expect(res.body).toEqual({ statusCode: 404, message: MESSAGES.postNotFound, error: 'Not Found' });
      }
      await readsCsv(scheme.id, postId).set('Cookie', cookies[0]).expect(403);
    });
  });
});
