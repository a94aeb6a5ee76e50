import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { MESSAGES, NOTIFICATION_CATEGORIES, NOTIFICATION_MODES } from '@fund/contracts';

import { createActivity, createEnrollment, createScheme } from '../../../test/factories.js';
import { fakeSmtp, type FakeSmtp, type ReceivedMail } from '../../../test/fake-smtp.js';
import { textPart } from '../../../test/outbox.js';
import { createTestApp, createUser, sessionFor, TEST_ORIGIN, type TestApp } from '../../../test/test-app.js';
import { checkFundTimeZone } from '../../boot.js';
import { JobRunner } from '../../common/jobs/job-runner.js';
import type { User } from '../users/user.entity.js';
import { NoticeMailer } from './notice-mailer.js';
import { NotificationsService } from './notifications.service.js';
import { UnsubscribeLinks } from './unsubscribe-links.js';

// Notices to investors (issue 20) against real PostgreSQL and a real SMTP relay (test/fake-smtp.ts):
// preferences, the immediate e-mail (one per investor per run), the daily digest at 08:00 local time,
// the notification centre, the unsubscribe link, and two instances sharing the work.

/** A received message's headers (unfolded) and its decoded text part. */
function parse(mail: ReceivedMail): { headers: Map<string, string>; text: string } {
  const raw = mail.data.replace(/\r\n/g, '\n');
  const head = raw.slice(0, raw.indexOf('\n\n')).replace(/\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, text: textPart(raw) };
}

const subjectOf = (mail: ReceivedMail) => {
  const subject = parse(mail).headers.get('subject') ?? '';
  // Non-ASCII subjects are MIME encoded words; ours here are ASCII.
  return subject;
};

describe('notices to investors', () => {
  let relay: FakeSmtp;
  let t: TestApp;
  let schemeId: string;
  let schemeName: string;

  beforeAll(async () => {
    relay = await fakeSmtp();
    t = await createTestApp({ SMTP_URL: relay.url });
    const scheme = await createScheme(t, { name: 'Ijara Logistics Park' });
    schemeId = scheme.id;
    schemeName = scheme.name;
  });
  afterAll(async () => {
    await t.close();
    await relay.stop();
  });

  const investor = async (fields: Partial<User> = {}) => {
    const user = await createUser(t, fields);
    await createEnrollment(t, { investorId: user.id, schemeId });
    return { user, cookie: await sessionFor(t, user) };
  };

  /** A scheme-wide post: one activity per investor under one post id, and its notices, in one transaction. */
  const post = async (investorIds: string[], fields: { type: 'document' | 'update' | 'transaction'; title: string; amount?: number }) => {
    const postId = randomUUID();
    for (const investorId of investorIds) {
      await createActivity(t, {
        investorId,
        schemeId,
        type: fields.type,
        title: fields.title,
        ...(fields.type === 'transaction'
          ? { category: 'Payout' as const, amount: fields.amount ?? 0 }
          : fields.type === 'document'
            ? { category: 'Legal Contracts' as const }
            : {}),
        postId,
      });
    }
    const counts = await t.dataSource.transaction((manager) => t.app.get(NotificationsService).forActivities(manager, { postId }));
    await t.app.get(JobRunner).runDue(); // the make-notices job the post queued writes its notices
    return counts;
  };

  /** The minute has passed: the queued jobs are due now; the runner runs them (the notices job, then the mail drain it queues). */
  const runJobs = async () => {
    await t.dataSource.query(`UPDATE graphile_worker._private_jobs SET run_at = now() WHERE run_at > now()`);
    await t.app.get(JobRunner).runDue();
    await t.app.get(JobRunner).runDue();
  };
  const mailsTo = (email: string) => relay.received.filter((m) => m.to.includes(email));

  describe('preferences', () => {
    it('answers the defaults, saves a change as upserts with an audit row, and reads it back', async () => {
      const { user, cookie } = await investor();
      const get = await request(t.server).get('/api/investor/notification-preferences').set('Cookie', cookie).expect(200);
      expect(get.body).toEqual({
        preferences: [
          { category: 'updates', mode: 'digest' },
          { category: 'documents', mode: 'immediate' },
          { category: 'payouts', mode: 'immediate' },
          { category: 'asset_performance', mode: 'digest' },
          { category: 'tickets', mode: 'digest' },
          { category: 'statements', mode: 'immediate' },
        ],
        timeZone: null,
        fundTimeZone: 'UTC',
      });
      const put = await request(t.server)
        .put('/api/investor/notification-preferences')
        .set('Cookie', cookie)
        .send({
          preferences: [
            { category: 'documents', mode: 'digest' },
            { category: 'updates', mode: 'off' },
          ],
          timeZone: 'Asia/Dubai',
        })
        .expect(200);
      expect(put.body.preferences).toContainEqual({ category: 'documents', mode: 'digest' });
      expect(put.body.preferences).toContainEqual({ category: 'updates', mode: 'off' });
      expect(put.body.timeZone).toBe('Asia/Dubai');
      const again = await request(t.server).get('/api/investor/notification-preferences').set('Cookie', cookie).expect(200);
      expect(again.body).toEqual(put.body);
      const audit = await t.dataSource.query(
        `SELECT action_details FROM audit_logs WHERE user_id = $1 AND action = 'NOTIFICATION_PREFERENCES_CHANGED'`,
        [user.id],
      );
      expect(audit).toEqual([
        {
          action_details:
            "Notice preferences: Documents: immediate -> digest; Updates: digest -> off; Time zone: fund's (UTC) -> Asia/Dubai",
        },
      ]);
      // Back to the fund's time zone; the same modes again change nothing more.
      await request(t.server)
        .put('/api/investor/notification-preferences')
        .set('Cookie', cookie)
        .send({ timeZone: null, preferences: [{ category: 'updates', mode: 'off' }] })
        .expect(200);
      expect((await request(t.server).get('/api/investor/notification-preferences').set('Cookie', cookie)).body.timeZone).toBeNull();
    });

    it('answers 400 naming the allowed values for a bad mode, category or time zone, and changes nothing', async () => {
      const { user, cookie } = await investor();
      const cases: [unknown, string][] = [
        [{ preferences: [{ category: 'documents', mode: 'weekly' }] }, `Mode must be one of: ${NOTIFICATION_MODES.join(', ')}`],
        [{ preferences: [{ category: 'news', mode: 'off' }] }, `Category must be one of: ${NOTIFICATION_CATEGORIES.join(', ')}`],
        [
          {
            preferences: [
              { category: 'documents', mode: 'off' },
              { category: 'news', mode: 'off' },
            ],
          },
          MESSAGES.notificationCategoryInvalid,
        ],
        [{ preferences: 'off' }, MESSAGES.notificationPreferencesInvalid],
        [{ preferences: null, timeZone: null }, MESSAGES.notificationPreferencesInvalid],
        [{ timeZone: 'Mars/Olympus_Mons' }, MESSAGES.timeZoneInvalid],
        [{ timeZone: 4 }, MESSAGES.timeZoneInvalid],
      ];
      for (const [body, message] of cases) {
        const res = await request(t.server)
          .put('/api/investor/notification-preferences')
          .set('Cookie', cookie)
          .send(body as object);
        expect([res.status, res.body]).toEqual([400, { statusCode: 400, message, error: 'Bad Request' }]);
      }
      expect(MESSAGES.timeZoneInvalid).toContain('Asia/Dubai');
      expect(await t.dataSource.query('SELECT * FROM notification_preferences WHERE investor_id = $1', [user.id])).toEqual([]);
      expect(
        await t.dataSource.query(`SELECT 1 FROM audit_logs WHERE user_id = $1 AND action = 'NOTIFICATION_PREFERENCES_CHANGED'`, [user.id]),
      ).toEqual([]);
    });

    it('is for investors: 401 without a session, 403 for an admin', async () => {
      await request(t.server).get('/api/investor/notification-preferences').expect(401);
      const admin = await createUser(t, { role: 'admin' });
      await request(t.server)
        .get('/api/investor/notification-preferences')
        .set('Cookie', await sessionFor(t, admin))
        .expect(403);
    });
  });

  describe('immediate notices', () => {
    it('e-mail each investor once for three posts in the same minute, with the scheme, the titles, the amount, the links and the unsubscribe headers', async () => {
      const a = await investor();
      const b = await investor();
      const ids = [a.user.id, b.user.id];
      expect(await post(ids, { type: 'document', title: 'Q3 report' })).toEqual({ notified: 2, emailed: 2 });
      await post(ids, { type: 'document', title: 'Signed contract' });
      await post(ids, { type: 'transaction', title: 'Q3 payout', amount: 12345 });
      expect(mailsTo(a.user.email)).toHaveLength(0);
      await runJobs();
      for (const { user } of [a, b]) {
        const mails = mailsTo(user.email);
        expect(mails).toHaveLength(1);
        const { headers, text } = parse(mails[0]);
        expect(subjectOf(mails[0])).toBe('3 new notices');
        expect(text).toContain(`${schemeName}: Q3 report`);
        expect(text).toContain(`${schemeName}: Signed contract`);
        expect(text).toContain(`${schemeName}: Q3 payout ($12,345)`);
        expect(text).toMatch(new RegExp(`${TEST_ORIGIN}/investor/documents\\?item=[0-9a-f-]{36}`));
        expect(text).toMatch(new RegExp(`${TEST_ORIGIN}/investor/transactions\\?item=[0-9a-f-]{36}`));
        expect(text).toContain(`${TEST_ORIGIN}/investor/profile#notifications`);
        expect(text).toMatch(new RegExp(`${TEST_ORIGIN}/unsubscribe\\?token=[\\w-]+\\.[\\w-]{43}`));
        expect(headers.get('list-unsubscribe')).toMatch(new RegExp(`^<${TEST_ORIGIN}/api/unsubscribe\\?token=[\\w-]+\\.[\\w-]{43}>$`));
        expect(headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      }
      // Nothing left: another run sends nothing.
      await t.app.get(NoticeMailer).runNotices();
      await runJobs();
      expect(mailsTo(a.user.email)).toHaveLength(1);
    });

    it('names a single notice in the subject; off means no e-mail, but the notice is in the centre', async () => {
      const a = await investor();
      const off = await investor();
      await request(t.server)
        .put('/api/investor/notification-preferences')
        .set('Cookie', off.cookie)
        .send({ preferences: [{ category: 'documents', mode: 'off' }] })
        .expect(200);
      expect(await post([a.user.id, off.user.id], { type: 'document', title: 'Annual accounts' })).toEqual({ notified: 2, emailed: 1 });
      await runJobs();
      expect(mailsTo(a.user.email).map(subjectOf)).toEqual([`${schemeName}: Annual accounts`]);
      expect(mailsTo(off.user.email)).toHaveLength(0);
      const centre = await request(t.server).get('/api/investor/notifications').set('Cookie', off.cookie).expect(200);
      expect(centre.body).toEqual([
        expect.objectContaining({
          category: 'documents',
          title: 'Annual accounts',
          schemeName,
          amount: null,
          readAt: null,
          ticketId: null,
        }),
      ]);
    });
  });

  describe('the notification centre', () => {
    it('lists newest first, counts unread, and opening a notice marks it and its item read (first read kept); another investor gets 404', async () => {
      const a = await investor();
      const other = await investor();
      await post([a.user.id], { type: 'update', title: 'Older update' });
      await post([a.user.id], { type: 'document', title: 'Newer document' });
      await post([a.user.id], { type: 'transaction', title: 'A payout', amount: 500 });
      const list = await request(t.server).get('/api/investor/notifications').set('Cookie', a.cookie).expect(200);
      expect(list.body.map((n: { title: string }) => n.title)).toEqual(['A payout', 'Newer document', 'Older update']);
      expect(list.body[0].amount).toBe(500);
      expect(list.headers['content-range']).toBe('notifications 0-2/3');
      expect((await request(t.server).get('/api/investor/unread').set('Cookie', a.cookie).expect(200)).body).toEqual({
        notifications: 3,
        documents: 1,
        updates: 1,
      });

      const doc = list.body[1];
      const foreign = await request(t.server).post(`/api/investor/notifications/${doc.id}/read`).set('Cookie', other.cookie);
      expect([foreign.status, foreign.body]).toEqual([
        404,
        { statusCode: 404, message: MESSAGES.notificationNotFound, error: 'Not Found' },
      ]);
      await request(t.server).post(`/api/investor/notifications/${randomUUID()}/read`).set('Cookie', a.cookie).expect(404);
      const read = await request(t.server).post(`/api/investor/notifications/${doc.id}/read`).set('Cookie', a.cookie).expect(200);
      expect(read.body).toMatchObject({ id: doc.id, title: 'Newer document', readAt: expect.any(String) });
      const [activity] = await t.dataSource.query('SELECT read_at FROM activities WHERE id = $1', [doc.activityId]);
      expect(activity.read_at).not.toBeNull();
      const again = await request(t.server).post(`/api/investor/notifications/${doc.id}/read`).set('Cookie', a.cookie).expect(200);
      expect(again.body.readAt).toBe(read.body.readAt);
      expect((await request(t.server).get('/api/investor/unread').set('Cookie', a.cookie)).body).toEqual({
        notifications: 2,
        documents: 0,
        updates: 1,
      });
      const unread = await request(t.server)
        .get('/api/investor/notifications')
        .query({ filter: JSON.stringify({ readAt: null }) })
        .set('Cookie', a.cookie)
        .expect(200);
      expect(unread.body).toHaveLength(2);
    });
  });

  describe('the daily digest', () => {
    it("goes at 08:00 in each investor's time zone, once, with everything since the last one grouped by category", async () => {
      const utc = await investor();
      const dubai = await investor();
      await request(t.server)
        .put('/api/investor/notification-preferences')
        .set('Cookie', dubai.cookie)
        .send({ timeZone: 'Asia/Dubai' })
        .expect(200);
      const ids = [utc.user.id, dubai.user.id];
      expect(await post(ids, { type: 'update', title: 'Site visit notes' })).toEqual({ notified: 2, emailed: 2 });
      await post(ids, { type: 'update', title: 'Tenant signed' });
      await runJobs();
      expect(mailsTo(utc.user.email)).toHaveLength(0);
      const mailer = t.app.get(NoticeMailer);
      const day = '2031-03-04';

      await mailer.runDigests(new Date(`${day}T03:00:00Z`)); // 07:00 in Dubai, 03:00 UTC
      await runJobs();
      expect([mailsTo(utc.user.email).length, mailsTo(dubai.user.email).length]).toEqual([0, 0]);

      await mailer.runDigests(new Date(`${day}T04:00:00Z`)); // 08:00 in Dubai
      await runJobs();
      expect([mailsTo(utc.user.email).length, mailsTo(dubai.user.email).length]).toEqual([0, 1]);

      await mailer.runDigests(new Date(`${day}T07:00:00Z`)); // 07:00 UTC
      await runJobs();
      expect(mailsTo(utc.user.email)).toHaveLength(0);

      await mailer.runDigests(new Date(`${day}T08:00:00Z`)); // 08:00 UTC
      await runJobs();
      expect([mailsTo(utc.user.email).length, mailsTo(dubai.user.email).length]).toEqual([1, 1]);
      const [digest] = mailsTo(utc.user.email);
      expect(subjectOf(digest)).toBe('Your daily summary: 2 new notices');
      const { headers, text } = parse(digest);
      expect(text).toContain('Updates\n');
      expect(text).toContain(`${schemeName}: Site visit notes`);
      expect(text).toContain(`${schemeName}: Tenant signed`);
      expect(text).toContain('Stop these e-mails (updates)');
      expect(headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

      // A second run at the same hour, and the next day with nothing new: nothing.
      expect(await mailer.runDigests(new Date(`${day}T08:00:00Z`))).toEqual({ emails: 0, notices: 0 });
      expect(await mailer.runDigests(new Date('2031-03-05T08:00:00Z'))).toEqual({ emails: 0, notices: 0 });
      await runJobs();
      expect([mailsTo(utc.user.email).length, mailsTo(dubai.user.email).length]).toEqual([1, 1]);
    });
  });

  describe('review findings', () => {
    it('sends the digest at 08:00 in a half-hour time zone (Asia/Kolkata, UTC+5:30), not 08:30', async () => {
      const kolkata = await investor();
      await request(t.server)
        .put('/api/investor/notification-preferences')
        .set('Cookie', kolkata.cookie)
        .send({ timeZone: 'Asia/Kolkata' })
        .expect(200);
      await post([kolkata.user.id], { type: 'update', title: 'Monsoon season note' });
      const mailer = t.app.get(NoticeMailer);
      // The runs on the hour around a Kolkata morning are 07:30 and 08:30 there: neither is the digest's time.
      await mailer.runDigests(new Date('2031-04-01T02:00:00Z'));
      await mailer.runDigests(new Date('2031-04-01T03:00:00Z'));
      await runJobs();
      expect(mailsTo(kolkata.user.email)).toHaveLength(0);
      await mailer.runDigests(new Date('2031-04-02T02:30:00Z')); // the quarter-hour run at 08:00 in Kolkata
      await runJobs();
      expect(mailsTo(kolkata.user.email).map(subjectOf)).toEqual(['Your daily summary: 1 new notice']);
    });

    it('a notice waiting for the digest is not e-mailed once the investor turns its category off, in Profile or by an unsubscribe link', async () => {
      const viaProfile = await investor();
      const viaLink = await investor();
      await post([viaProfile.user.id, viaLink.user.id], { type: 'update', title: 'Waiting for the morning' });
      await request(t.server)
        .put('/api/investor/notification-preferences')
        .set('Cookie', viaProfile.cookie)
        .send({ preferences: [{ category: 'updates', mode: 'off' }] })
        .expect(200);
      // viaLink unsubscribes from updates with the link of an earlier update's e-mail.
      await request(t.server)
        .put('/api/investor/notification-preferences')
        .set('Cookie', viaLink.cookie)
        .send({ preferences: [{ category: 'updates', mode: 'immediate' }] })
        .expect(200);
      await post([viaLink.user.id], { type: 'update', title: 'Earlier update' });
      await runJobs();
      const [earlier] = mailsTo(viaLink.user.email);
      const token = /token=([\w-]+\.[\w-]{43})/.exec(parse(earlier).headers.get('list-unsubscribe') ?? '')![1];
      await request(t.server)
        .put('/api/investor/notification-preferences')
        .set('Cookie', viaLink.cookie)
        .send({ preferences: [{ category: 'updates', mode: 'digest' }] })
        .expect(200);
      await post([viaLink.user.id], { type: 'update', title: 'Also waiting' });
      await request(t.server).post(`/api/unsubscribe?token=${token}`).type('form').send('List-Unsubscribe=One-Click').expect(200);

      await t.app.get(NoticeMailer).runDigests(new Date('2031-04-02T08:00:00Z'));
      await runJobs();
      expect(mailsTo(viaProfile.user.email)).toHaveLength(0);
      expect(mailsTo(viaLink.user.email)).toHaveLength(1); // only the earlier, immediate one
    });

    it('refuses to start with a FUND_TIME_ZONE that Node accepts but PostgreSQL does not know', async () => {
      expect(() => new Intl.DateTimeFormat('en', { timeZone: 'US/Pacific-New' })).not.toThrow();
      await expect(checkFundTimeZone(t.databaseUrl, 'US/Pacific-New')).rejects.toThrow(
        'Invalid configuration: FUND_TIME_ZONE must be a time zone PostgreSQL knows, such as Asia/Dubai or UTC (got "US/Pacific-New")',
      );
      await expect(checkFundTimeZone(t.databaseUrl, 'Asia/Kolkata')).resolves.toBeUndefined();
    });

    it('e-mails an asset performance note in pounds, as the portal shows it', async () => {
      const holder = await investor();
      await request(t.server)
        .put('/api/investor/notification-preferences')
        .set('Cookie', holder.cookie)
        .send({ preferences: [{ category: 'asset_performance', mode: 'immediate' }] })
        .expect(200);
      const postId = randomUUID();
      await t.dataSource.query(
        `INSERT INTO activities (type, investor_id, scheme_id, title, content, net_profits, post_id) VALUES ('asset_performance_update', $1, $2, 'Leeds Residences: Q3', 'Net profit for the quarter', 1250000, $3)`,
        [holder.user.id, schemeId, postId],
      );
      await t.dataSource.transaction((manager) => t.app.get(NotificationsService).forActivities(manager, { postId }));
      await t.app.get(JobRunner).runDue();
      await runJobs();
      const [mail] = mailsTo(holder.user.email);
      expect(parse(mail).text).toContain('Leeds Residences: Q3 (£1,250,000)');
      // Once sent, the row keeps neither the body nor the headers (their unsubscribe link is a live token).
      const kept = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM mail_queue WHERE status = 'sent' AND (headers IS NOT NULL OR text_body IS NOT NULL)`,
      );
      expect(kept).toEqual([{ n: 0 }]);
    });
  });

  describe('the unsubscribe link', () => {
    const tokenOf = (mail: ReceivedMail) => /token=([\w-]+\.[\w-]{43})/.exec(parse(mail).headers.get('list-unsubscribe') ?? '')![1];
    const prefs = async (investorId: string) =>
      t.dataSource.query('SELECT category, mode FROM notification_preferences WHERE investor_id = $1 ORDER BY category', [investorId]);

    it('GET says what it would turn off and changes nothing; a one-click POST (form body, no session, no Origin) turns those off for that investor only, audited', async () => {
      const a = await investor();
      const b = await investor();
      await post([a.user.id, b.user.id], { type: 'document', title: 'Subscription letter' });
      await runJobs();
      const token = tokenOf(mailsTo(a.user.email)[0]);

      const look = await request(t.server).get('/api/unsubscribe').query({ token }).expect(200);
      expect(look.body).toEqual({ state: 'valid', categories: ['documents'], emailHint: `u***@example.com` });
      expect(await prefs(a.user.id)).toEqual([]);

      const done = await request(t.server)
        .post(`/api/unsubscribe?token=${token}`)
        .type('form')
        .send('List-Unsubscribe=One-Click')
        .expect(200);
      expect(done.body).toEqual({ state: 'done', categories: ['documents'], emailHint: 'u***@example.com' });
      expect(await prefs(a.user.id)).toEqual([{ category: 'documents', mode: 'off' }]);
      expect(await prefs(b.user.id)).toEqual([]);
      const audit = await t.dataSource.query(
        `SELECT user_id, user_role, action_details FROM audit_logs WHERE action = 'NOTIFICATION_PREFERENCES_CHANGED' AND user_id = $1`,
        [a.user.id],
      );
      expect(audit).toEqual([
        {
          user_id: a.user.id,
          user_role: 'investor',
          action_details: 'Notice preferences: Documents turned off by the unsubscribe link of an e-mail',
        },
      ]);

      // Again: already done, no second audit row. GET now says done.
      await request(t.server).post(`/api/unsubscribe?token=${token}`).type('form').send('List-Unsubscribe=One-Click').expect(200);
      expect((await request(t.server).get('/api/unsubscribe').query({ token }).expect(200)).body.state).toBe('done');
      expect(
        await t.dataSource.query(`SELECT 1 FROM audit_logs WHERE action = 'NOTIFICATION_PREFERENCES_CHANGED' AND user_id = $1`, [
          a.user.id,
        ]),
      ).toHaveLength(1);

      // The portal page's own POST (JSON, same origin) works too; a foreign origin does not.
      const bToken = tokenOf(mailsTo(b.user.email)[0]);
      await request(t.server)
        .post(`/api/unsubscribe?token=${bToken}`)
        .set('Origin', 'https://evil.example')
        .type('form')
        .send('List-Unsubscribe=One-Click')
        .expect(403);
      expect(await prefs(b.user.id)).toEqual([]);
    });

    it('refuses an altered, malformed, expired or dead link with a clear message and changes nothing', async () => {
      const a = await investor();
      const b = await investor();
      const links = t.app.get(UnsubscribeLinks);
      const token = links.token(a.user.id, ['documents']);
      // Altered: the payload names another investor, the signature is a's.
      const [payload, signature] = token.split('.');
      const other = Buffer.from(Buffer.from(payload, 'base64url').toString().replace(a.user.id, b.user.id)).toString('base64url');
      const forged = `${other}.${signature}`;
      const flipped = `${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'AB' : 'AA'}`;
      for (const bad of [forged, flipped]) {
        for (const method of ['get', 'post'] as const) {
          const res = await request(t.server)[method]('/api/unsubscribe').query({ token: bad });
          expect([res.status, res.body.message]).toEqual([404, MESSAGES.unsubscribeTokenInvalid]);
        }
      }
      for (const malformed of ['', 'abc', `${payload}.short`]) {
        const res = await request(t.server).post('/api/unsubscribe').query({ token: malformed });
        expect([res.status, res.body.message]).toEqual([400, MESSAGES.unsubscribeTokenInvalid]);
      }
      const old = links.token(a.user.id, ['documents'], new Date(Date.now() - 91 * 86_400_000));
      const expired = await request(t.server).post('/api/unsubscribe').query({ token: old });
      expect([expired.status, expired.body]).toEqual([410, { statusCode: 410, message: MESSAGES.unsubscribeTokenExpired, error: 'Gone' }]);
      const recent = links.token(a.user.id, ['documents'], new Date(Date.now() - 89 * 86_400_000));
      await request(t.server).get('/api/unsubscribe').query({ token: recent }).expect(200);

      const gone = links.token(randomUUID(), ['updates']);
      for (const method of ['get', 'post'] as const) {
        const res = await request(t.server)[method]('/api/unsubscribe').query({ token: gone });
        expect([res.status, res.body.message]).toEqual([404, MESSAGES.unsubscribeInvestorGone]);
      }
      expect(await prefs(a.user.id)).toEqual([]);
      expect(await prefs(b.user.id)).toEqual([]);
    });
  });
});

describe('notices with two app instances on one database', () => {
  const SESSION_SECRET = 'two-instances-share-this-secret-0123456789';
  let relay: FakeSmtp;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    relay = await fakeSmtp();
    a = await createTestApp({ SMTP_URL: relay.url, SESSION_SECRET });
    b = await createTestApp({ SMTP_URL: relay.url, SESSION_SECRET }, { databaseUrl: a.databaseUrl });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await relay.stop();
  });

  it('e-mail each notice once when both run the notices and digests at the same time', async () => {
    const scheme = await createScheme(a);
    const investors = await Promise.all(Array.from({ length: 40 }, () => createUser(a)));
    const postId = randomUUID();
    for (const user of investors) {
      await createEnrollment(a, { investorId: user.id, schemeId: scheme.id });
      await createActivity(a, {
        investorId: user.id,
        schemeId: scheme.id,
        type: 'document',
        category: 'Legal Contracts' as const,
        title: 'Q4 report',
        postId,
      });
      await createActivity(a, { investorId: user.id, schemeId: scheme.id, type: 'update', title: 'Q4 update', postId });
    }
    await a.dataSource.transaction((manager) => a.app.get(NotificationsService).forActivities(manager, { postId }));
    await Promise.all([a.app.get(JobRunner).runDue(), b.app.get(JobRunner).runDue()]); // make-notices, on one of them
    const at = new Date('2031-06-01T08:00:00Z');
    const reports = await Promise.all([
      a.app.get(NoticeMailer).runNotices(),
      b.app.get(NoticeMailer).runNotices(),
      a.app.get(NoticeMailer).runDigests(at),
      b.app.get(NoticeMailer).runDigests(at),
    ]);
    expect(reports.reduce((sum, r) => sum + r.notices, 0)).toBe(80);
    await Promise.all([a.app.get(JobRunner).runDue(), b.app.get(JobRunner).runDue()]);
    await a.app.get(JobRunner).runDue();
    for (const user of investors) {
      const mails = relay.received.filter((m) => m.to.includes(user.email)).map((m) => parse(m).text);
      expect(mails.filter((text) => text.includes('Q4 report'))).toHaveLength(1);
      expect(mails.filter((text) => text.includes('Q4 update'))).toHaveLength(1);
    }
    expect(await a.dataSource.query(`SELECT count(*)::int AS n FROM notifications WHERE emailed_at IS NULL`)).toEqual([{ n: 0 }]);
  });
});
