import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { listQuery as q } from '../../../test/list-query.js';
import { mailsTo } from '../../../test/outbox.js';
import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';
import { JobRunner } from '../../common/jobs/job-runner.js';
import { NoticeMailer } from '../notifications/notice-mailer.js';
import type { User } from '../users/user.entity.js';

const ISO = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
/** The Subject header of an .eml, its RFC 2047 encoded words decoded. */
const subjectOf = (eml: string) =>
  /^Subject: (.*)$/m
    .exec(eml.replace(/\n[ \t]+/g, ' '))![1]
    .replace(/=\?UTF-8\?Q\?(.*?)\?=\s*/g, (_, word: string) =>
      word.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
const VALID = { subject: 'Payout not received', description: 'My March payout has not arrived in my account yet.' };

describe('support tickets', () => {
  const t = useTestApp();
  let admin: string;
  let adminUser: User;
  let layla: User;
  let laylaCookie: string;
  let omar: User;
  let omarCookie: string;

  beforeAll(async () => {
    adminUser = await createUser(t, { role: 'admin', fullName: 'Nadia Support' });
    admin = await sessionFor(t, adminUser);
    layla = await createUser(t, { fullName: 'Layla Haddad' });
    laylaCookie = await sessionFor(t, layla);
    omar = await createUser(t, { fullName: 'Omar Khan' });
    omarCookie = await sessionFor(t, omar);
  });

  const count = async (where = 'true', params: unknown[] = []) =>
    Number((await t.dataSource.query(`SELECT count(*) AS n FROM tickets WHERE ${where}`, params))[0].n);
  const raise = (cookie: string, body: Record<string, unknown>) => request(t.server).post('/api/tickets').set('Cookie', cookie).send(body);
  const patch = (id: string, body: Record<string, unknown>, cookie = admin) =>
    request(t.server).patch(`/api/tickets/${id}`).set('Cookie', cookie).send(body);
  /** A ticket row written straight to the database, `minutesAgo` old. */
  const seed = async (investorId: string, fields: { subject?: string; status?: string; minutesAgo?: number } = {}) => {
    const [row] = await t.dataSource.query(
      `INSERT INTO tickets (investor_id, subject, description, status, created_at, updated_at)
       VALUES ($1, $2, 'A description long enough.', $3, now() - make_interval(mins => $4), now() - make_interval(mins => $4))
       RETURNING id`,
      [investorId, fields.subject ?? `Ticket ${randomUUID().slice(0, 8)}`, fields.status ?? 'open', fields.minutesAgo ?? 0],
    );
    return row.id as string;
  };
  const stored = async (id: string) =>
    (
      await t.dataSource.query(
        `SELECT status, (SELECT count(*)::int FROM ticket_messages m WHERE m.ticket_id = t.id) AS replies, updated_at, resolved_at FROM tickets t WHERE id = $1`,
        [id],
      )
    )[0] as {
      status: string;
      replies: number;
      updated_at: Date;
      resolved_at: Date | null;
    };

  describe('POST /api/tickets', () => {
    it('raises an open ticket for the caller with the defaults general and medium', async () => {
      const res = await raise(laylaCookie, { subject: '  Payout not received ', description: VALID.description }).expect(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        subject: 'Payout not received',
        description: VALID.description,
        category: 'general',
        priority: 'medium',
        status: 'open',
        adminNotes: null,
        createdAt: ISO,
        updatedAt: ISO,
        resolvedAt: null,
        messages: [
          {
            id: res.body.id,
            authorId: layla.id,
            authorName: 'Layla Haddad',
            authorRole: 'investor',
            body: VALID.description,
            createdAt: res.body.createdAt,
          },
        ],
      });
      expect(await count('id = $1 AND investor_id = $2', [res.body.id, layla.id])).toBe(1);
    });

    it('keeps a chosen category and priority', async () => {
      const res = await raise(laylaCookie, { ...VALID, category: 'payout', priority: 'high' }).expect(201);
      expect(res.body).toMatchObject({ category: 'payout', priority: 'high', status: 'open' });
    });

    it('validates with the spec messages and refuses server-owned fields, recording nothing', async () => {
      const before = await count();
      const cases: [Record<string, unknown>, string][] = [
        [{ description: VALID.description }, 'Subject must be at least 5 characters'],
        [{ ...VALID, subject: 'Help' }, 'Subject must be at least 5 characters'],
        [{ ...VALID, subject: '   Help    ' }, 'Subject must be at least 5 characters'],
        [{ ...VALID, subject: 42 }, 'Subject must be at least 5 characters'],
        [{ ...VALID, subject: 'x'.repeat(201) }, 'Subject must be at most 200 characters'],
        [{ subject: VALID.subject }, 'Description must be at least 10 characters'],
        [{ ...VALID, description: 'Too short' }, 'Description must be at least 10 characters'],
        [{ ...VALID, description: 'x'.repeat(5001) }, 'Description must be at most 5000 characters'],
        [{ ...VALID, category: 'billing' }, 'Category must be one of: general, investment, technical, account, documents, payout'],
        [{ ...VALID, priority: 'urgent' }, 'Priority must be one of: low, medium, high'],
        [{ ...VALID, investorId: omar.id }, 'property investorId should not exist'],
        [{ ...VALID, status: 'resolved' }, 'property status should not exist'],
        [{ ...VALID, adminNotes: 'done' }, 'property adminNotes should not exist'],
      ];
      for (const [body, message] of cases) {
        const res = await raise(laylaCookie, body);
        expect([res.status, res.body.message]).toEqual([400, message]);
      }
      expect(await count()).toBe(before);
    });

    it('is for investors: 401 without a session, 403 for an admin', async () => {
      const before = await count();
      await request(t.server).post('/api/tickets').send(VALID).expect(401);
      await raise(admin, VALID).expect(403);
      expect(await count()).toBe(before);
    });
  });

  describe('GET /api/investor/tickets', () => {
    it('answers only the caller’s own tickets, newest first', async () => {
      await t.dataSource.query('DELETE FROM tickets');
      const older = await seed(layla.id, { minutesAgo: 30 });
      await seed(omar.id, { minutesAgo: 20 });
      const newer = await seed(layla.id, { minutesAgo: 10, status: 'in_progress' });
      const res = await request(t.server).get('/api/investor/tickets').set('Cookie', laylaCookie).expect(200);
      expect(res.body.map((r: { id: string }) => r.id)).toEqual([newer, older]);
      expect(Object.keys(res.body[0]).sort()).toEqual(
        [
          'adminNotes',
          'category',
          'createdAt',
          'description',
          'id',
          'messages',
          'priority',
          'resolvedAt',
          'status',
          'subject',
          'updatedAt',
        ].sort(),
      );
      expect(res.headers['content-range']).toBe('tickets 0-1/2');
    });

    it('never shows a second investor the first one’s tickets, not even through a filter', async () => {
      await t.dataSource.query('DELETE FROM tickets');
      await seed(layla.id);
      const own = await seed(omar.id);
      const res = await request(t.server).get('/api/investor/tickets').set('Cookie', omarCookie).expect(200);
      expect(res.body.map((r: { id: string }) => r.id)).toEqual([own]);
      const sneaky = await request(t.server)
        .get(`/api/investor/tickets?${q({ filter: { investorId: layla.id } })}`)
        .set('Cookie', omarCookie)
        .expect(200);
      expect(sneaky.body.map((r: { id: string }) => r.id)).toEqual([own]);
    });

    it('is for investors: 401 without a session, 403 for an admin', async () => {
      await request(t.server).get('/api/investor/tickets').expect(401);
      await request(t.server).get('/api/investor/tickets').set('Cookie', admin).expect(403);
    });
  });

  describe('GET /api/admin/tickets', () => {
    it('answers every ticket newest first with investorName and investorEmail, filtered by status', async () => {
      await t.dataSource.query('DELETE FROM tickets');
      const a = await seed(layla.id, { minutesAgo: 30, status: 'resolved' });
      const b = await seed(omar.id, { minutesAgo: 20 });
      const c = await seed(layla.id, { minutesAgo: 10 });
      const res = await request(t.server).get('/api/admin/tickets').set('Cookie', admin).expect(200);
      expect(res.body.map((r: { id: string }) => r.id)).toEqual([c, b, a]);
      expect(res.body[1]).toMatchObject({
        id: b,
        investorId: omar.id,
        investorName: 'Omar Khan',
        investorEmail: omar.email,
        status: 'open',
      });
      expect(res.headers['content-range']).toBe('tickets 0-2/3');

      const open = await request(t.server).get('/api/admin/tickets?status=open').set('Cookie', admin).expect(200);
      expect(open.body.map((r: { id: string }) => r.id)).toEqual([c, b]);
      const resolved = await request(t.server)
        .get(`/api/admin/tickets?${q({ filter: { status: 'resolved' } })}`)
        .set('Cookie', admin)
        .expect(200);
      expect(resolved.body.map((r: { id: string }) => r.id)).toEqual([a]);
      const page = await request(t.server)
        .get(`/api/admin/tickets?${q({ sort: ['createdAt', 'ASC'], range: [0, 0] })}`)
        .set('Cookie', admin)
        .expect(200);
      expect(page.body.map((r: { id: string }) => r.id)).toEqual([a]);
      expect(page.headers['content-range']).toBe('tickets 0-0/3');
      const search = await request(t.server)
        .get(`/api/admin/tickets?${q({ filter: { q: 'omar khan' } })}`)
        .set('Cookie', admin)
        .expect(200);
      expect(search.body.map((r: { id: string }) => r.id)).toEqual([b]);
    });

    it('refuses an unknown status with 400', async () => {
      const res = await request(t.server).get('/api/admin/tickets?status=done').set('Cookie', admin);
      expect([res.status, res.body.message]).toEqual([400, 'status must be one of: open, in_progress, resolved, closed']);
    });

    it('is for admins: 401 without a session, 403 for an investor', async () => {
      await request(t.server).get('/api/admin/tickets').expect(401);
      await request(t.server).get('/api/admin/tickets').set('Cookie', laylaCookie).expect(403);
    });
  });

  describe('PATCH /api/tickets/:ticketId', () => {
    it('sets status and notes, moves updatedAt, and sets resolvedAt on resolving', async () => {
      const id = await seed(layla.id, { minutesAgo: 60 });
      const before = await stored(id);
      const res = await patch(id, { status: 'resolved', adminNotes: '  Paid on 3 April.  ' }).expect(200);
      expect(res.body).toEqual({
        id,
        investorId: layla.id,
        investorName: 'Layla Haddad',
        investorEmail: layla.email,
        subject: expect.any(String),
        description: 'A description long enough.',
        category: 'general',
        priority: 'medium',
        status: 'resolved',
        adminNotes: 'Paid on 3 April.',
        createdAt: ISO,
        updatedAt: ISO,
        resolvedAt: ISO,
        messages: [
          expect.objectContaining({ id, authorRole: 'investor', body: 'A description long enough.' }),
          {
            id: expect.any(String),
            authorId: adminUser.id,
            authorName: 'Nadia Support',
            authorRole: 'admin',
            body: 'Paid on 3 April.',
            createdAt: ISO,
          },
        ],
      });
      const after = await stored(id);
      expect(after.updated_at.getTime()).toBeGreaterThan(before.updated_at.getTime());
      expect(after.resolved_at).not.toBeNull();
    });

    it('keeps resolvedAt from resolved to closed, and clears it when the ticket is reopened', async () => {
      const id = await seed(layla.id);
      await patch(id, { status: 'resolved' }).expect(200);
      await t.dataSource.query(`UPDATE tickets SET resolved_at = '2026-01-02T03:04:05Z' WHERE id = $1`, [id]);
      const closed = await patch(id, { status: 'closed' }).expect(200);
      expect(closed.body.resolvedAt).toBe('2026-01-02T03:04:05.000Z');
      const reopened = await patch(id, { status: 'in_progress' }).expect(200);
      expect(reopened.body.resolvedAt).toBeNull();
      const closedAgain = await patch(id, { status: 'closed' }).expect(200);
      expect(closedAgain.body.resolvedAt).toEqual(ISO);
      expect(closedAgain.body.resolvedAt).not.toBe('2026-01-02T03:04:05.000Z');
    });

    it('adds the notes to the thread as a team reply; omitted, blank, null or the same notes again add none (issue 21)', async () => {
      const id = await seed(layla.id);
      const bodies = (res: request.Response) => (res.body.messages as { body: string }[]).slice(1).map((m) => m.body);
      const first = await patch(id, { status: 'in_progress', adminNotes: 'Looking into it' }).expect(200);
      expect([first.body.adminNotes, bodies(first)]).toEqual(['Looking into it', ['Looking into it']]);
      for (const body of [
        { status: 'in_progress' },
        { status: 'in_progress', adminNotes: '  ' },
        { status: 'in_progress', adminNotes: null },
        { status: 'in_progress', adminNotes: ' Looking into it ' },
      ]) {
        const res = await patch(id, body).expect(200);
        expect([res.body.adminNotes, bodies(res)]).toEqual(['Looking into it', ['Looking into it']]);
      }
      const again = await patch(id, { status: 'in_progress', adminNotes: 'Found it' }).expect(200);
      expect([again.body.adminNotes, bodies(again)]).toEqual(['Found it', ['Looking into it', 'Found it']]);
    });

    it("tells the investor of a status change as a 'tickets' notice: in the notification centre, and e-mailed in the daily digest (the default)", async () => {
      const id = await seed(omar.id, { subject: 'Statement missing' });
      const before = (await mailsTo(t, omar.email)).length;
      const answer = await patch(id, { status: 'in_progress' }).expect(200);
      expect(answer.body).toMatchObject({ id, status: 'in_progress', adminNotes: null });
      const notices = async () =>
        (await request(t.server).get('/api/investor/notifications').set('Cookie', omarCookie).expect(200)).body as { title: string }[];
      expect(await notices()).toEqual([
        expect.objectContaining({
          category: 'tickets',
          ticketId: id,
          title: 'Your support ticket "Statement missing" is now In Progress',
          link: `/investor/tickets?item=${id}`,
        }),
      ]);
      // Nothing is e-mailed at once: tickets default to the daily digest.
      await t.app.get(JobRunner).runDue();
      expect(await mailsTo(t, omar.email)).toHaveLength(before);

      // The same status and no reply: no notice.
      await patch(id, { status: 'in_progress', adminNotes: '  ' }).expect(200);
      expect(await notices()).toHaveLength(1);
      await patch(id, { status: 'closed' }).expect(200);
      expect((await notices()).map((n) => n.title)).toEqual([
        'Your support ticket "Statement missing" is now Closed',
        'Your support ticket "Statement missing" is now In Progress',
      ]);

      // The digest at 08:00 (the fund's time zone, UTC here) carries both, once.
      await t.app.get(NoticeMailer).runDigests(new Date('2031-01-02T08:00:00Z'));
      await t.app.get(JobRunner).runDue();
      const mails = await mailsTo(t, omar.email);
      expect(mails).toHaveLength(before + 1);
      expect(mails.at(-1)).toContain('Support tickets\n');
      expect(mails.at(-1)).toContain('Your support ticket "Statement missing" is now In Progress');
      expect(mails.at(-1)).toContain('Your support ticket "Statement missing" is now Closed');
      const eml = (await t.outbox()).filter((m) => m.includes(`\nTo: ${omar.email}\n`)).at(-1)!;
      expect(subjectOf(eml)).toBe('Your daily summary: 2 new notices');
    });

    it("e-mails a ticket notice within the minute when the investor chose 'immediate' for tickets", async () => {
      const id = await seed(layla.id, { subject: 'Address change' });
      await request(t.server)
        .put('/api/investor/notification-preferences')
        .set('Cookie', laylaCookie)
        .send({ preferences: [{ category: 'tickets', mode: 'immediate' }] })
        .expect(200);
      const before = (await mailsTo(t, layla.email)).length;
      await patch(id, { status: 'resolved' }).expect(200);
      await t.dataSource.query(`UPDATE graphile_worker._private_jobs SET run_at = now() WHERE run_at > now()`);
      await t.app.get(JobRunner).runDue();
      await t.app.get(JobRunner).runDue();
      const eml = (await t.outbox()).filter((m) => m.includes(`\nTo: ${layla.email}\n`)).at(-1)!;
      expect(await mailsTo(t, layla.email)).toHaveLength(before + 1);
      expect(subjectOf(eml)).toBe('Your support ticket "Address change" is now Resolved');
    });

    it('validates the body, changing nothing', async () => {
      const id = await seed(layla.id, { status: 'open' });
      const cases: [Record<string, unknown>, string][] = [
        [{}, 'Status is required'],
        [{ adminNotes: 'x' }, 'Status is required'],
        [{ status: 'done' }, 'Status must be one of: open, in_progress, resolved, closed'],
        [{ status: 'closed', adminNotes: 'x'.repeat(5001) }, 'Admin notes must be at most 5000 characters'],
        [{ status: 'closed', adminNotes: 7 }, 'Admin notes must be text'],
        [{ status: 'closed', priority: 'high' }, 'property priority should not exist'],
      ];
      for (const [body, message] of cases) {
        const res = await patch(id, body);
        expect([res.status, res.body.message]).toEqual([400, message]);
      }
      expect(await stored(id)).toMatchObject({ status: 'open', replies: 0, resolved_at: null });
    });

    it('answers 404 for an unknown ticket', async () => {
      for (const id of [randomUUID(), 'not-a-uuid']) {
        const res = await patch(id, { status: 'closed' });
        expect([res.status, res.body.message]).toEqual([404, 'Ticket not found']);
      }
    });

    it('is for admins: 401 without a session, 403 for the owner and for another investor, changing nothing', async () => {
      const id = await seed(layla.id);
      const mailsBefore = (await t.outbox()).length;
      await request(t.server).patch(`/api/tickets/${id}`).send({ status: 'closed' }).expect(401);
      await patch(id, { status: 'closed' }, laylaCookie).expect(403);
      await patch(id, { status: 'closed' }, omarCookie).expect(403);
      expect(await stored(id)).toMatchObject({ status: 'open', resolved_at: null });
      expect(await t.outbox()).toHaveLength(mailsBefore);
    });
  });
  describe('the thread (issue 21 item 7)', () => {
    const reply = (id: string, body: unknown, cookie: string) =>
      request(t.server)
        .post(`/api/tickets/${id}/messages`)
        .set('Cookie', cookie)
        .send(body as object);
    const audits = async (id: string) =>
      (await t.dataSource.query(
        `SELECT user_id, user_role, action_details FROM audit_logs WHERE action = 'TICKET_REOPENED' AND action_details LIKE $1`,
        [`%${id}%`],
      )) as {
        user_id: string;
        user_role: string;
        action_details: string;
      }[];
    const noticeTitles = async (cookie: string) =>
      (await request(t.server).get('/api/investor/notifications').set('Cookie', cookie).expect(200)).body as {
        title: string;
        ticketId: string;
      }[];

    it("keeps the opening message, the team's replies and the investor's, oldest first, each with author and time, on both sides", async () => {
      const opened = await raise(laylaCookie, { subject: 'Statement for March', description: 'Please send my March statement.' }).expect(
        201,
      );
      const id = opened.body.id as string;
      await patch(id, { status: 'in_progress', adminNotes: 'Which account should it go to?' }).expect(200);
      const mine = await reply(id, { body: '  The one ending 1234, please.\n  ' }, laylaCookie).expect(201);
      const team = await reply(id, { body: 'Sent it this morning.' }, admin).expect(201);

      const expected = [
        {
          id,
          authorId: layla.id,
          authorName: 'Layla Haddad',
          authorRole: 'investor',
          body: 'Please send my March statement.',
          createdAt: opened.body.createdAt,
        },
        {
          id: expect.any(String),
          authorId: adminUser.id,
          authorName: 'Nadia Support',
          authorRole: 'admin',
          body: 'Which account should it go to?',
          createdAt: ISO,
        },
        {
          id: expect.any(String),
          authorId: layla.id,
          authorName: 'Layla Haddad',
          authorRole: 'investor',
          body: 'The one ending 1234, please.',
          createdAt: ISO,
        },
        {
          id: expect.any(String),
          authorId: adminUser.id,
          authorName: 'Nadia Support',
          authorRole: 'admin',
          body: 'Sent it this morning.',
          createdAt: ISO,
        },
      ];
      // The investor's side names the team's people but carries no staff member's user id.
      const investorSide = expected.map((m) => (m.authorRole === 'investor' ? m : { ...m, authorId: null }));
      expect(mine.body.messages).toEqual(investorSide.slice(0, 3));
      expect(team.body).toMatchObject({ id, adminNotes: 'Sent it this morning.', messages: expected });
      const times = (team.body.messages as { createdAt: string }[]).map((m) => m.createdAt);
      expect([...times].sort()).toEqual(times);

      const own = (await request(t.server).get('/api/investor/tickets').set('Cookie', laylaCookie).expect(200)).body.find(
        (r: { id: string }) => r.id === id,
      );
      expect(own).toMatchObject({ adminNotes: 'Sent it this morning.', messages: investorSide });
      const all = (await request(t.server).get('/api/admin/tickets?status=in_progress').set('Cookie', admin).expect(200)).body.find(
        (r: { id: string }) => r.id === id,
      );
      expect(all.messages).toEqual(expected);
    });

    it("reopens a resolved or closed ticket when the investor replies, with a TICKET_REOPENED audit row; the team's reply does not", async () => {
      for (const status of ['resolved', 'closed'] as const) {
        const id = await seed(layla.id, { subject: `Reopen me ${status}` });
        await patch(id, { status }).expect(200);
        const team = await reply(id, { body: 'One more note from us.' }, admin).expect(201);
        expect([team.body.status, team.body.resolvedAt]).toEqual([status, ISO]);
        expect(await audits(id)).toEqual([]);

        const res = await reply(id, { body: 'It happened again this month.' }, laylaCookie).expect(201);
        expect([res.body.status, res.body.resolvedAt]).toEqual(['open', null]);
        expect(await stored(id)).toMatchObject({ status: 'open', resolved_at: null });
        expect(await audits(id)).toEqual([
          {
            user_id: layla.id,
            user_role: 'investor',
            action_details: `Ticket "Reopen me ${status}" (${id}) reopened by the investor's reply (was ${status === 'resolved' ? 'Resolved' : 'Closed'})`,
          },
        ]);
        // A reply to an open ticket reopens nothing.
        await reply(id, { body: 'And a detail I forgot.' }, laylaCookie).expect(201);
        expect(await audits(id)).toHaveLength(1);
      }
      const inProgress = await seed(layla.id);
      await patch(inProgress, { status: 'in_progress' }).expect(200);
      expect((await reply(inProgress, { body: 'Any news?' }, laylaCookie).expect(201)).body.status).toBe('in_progress');
      expect(await audits(inProgress)).toEqual([]);
    });

    it("tells the investor of the team's reply as a 'tickets' notice, and not of their own", async () => {
      const id = await seed(omar.id, { subject: 'Address update' });
      const before = (await noticeTitles(omarCookie)).length;
      await reply(id, { body: 'I moved last week.' }, omarCookie).expect(201);
      expect(await noticeTitles(omarCookie)).toHaveLength(before);
      await reply(id, { body: 'Updated: thank you.' }, admin).expect(201);
      const notices = await noticeTitles(omarCookie);
      expect(notices).toHaveLength(before + 1);
      expect(notices[0]).toMatchObject({ ticketId: id, title: 'New reply on your support ticket "Address update"' });
      await patch(id, { status: 'resolved', adminNotes: 'All done.' }).expect(200);
      expect((await noticeTitles(omarCookie))[0]).toMatchObject({
        ticketId: id,
        title: 'New reply on your support ticket "Address update", now Resolved',
      });
    });

    it("answers 404 to another investor's ticket and an unknown one, 401 without a session, writing nothing", async () => {
      const id = await seed(layla.id);
      for (const [ticketId, cookie] of [
        [id, omarCookie],
        [randomUUID(), laylaCookie],
        ['not-a-uuid', laylaCookie],
        [randomUUID(), admin],
      ] as const) {
        const res = await reply(ticketId, { body: 'Let me in' }, cookie);
        expect([res.status, res.body]).toEqual([404, { statusCode: 404, message: 'Ticket not found', error: 'Not Found' }]);
      }
      await request(t.server).post(`/api/tickets/${id}/messages`).send({ body: 'Anonymous' }).expect(401);
      expect(await stored(id)).toMatchObject({ status: 'open', replies: 0 });
    });

    it('refuses an empty, blank, too long or malformed reply with 400, writing nothing', async () => {
      const id = await seed(layla.id);
      const cases: [unknown, string][] = [
        [{}, 'Message is required'],
        [{ body: '' }, 'Message is required'],
        [{ body: ' \n\t ' }, 'Message is required'],
        [{ body: 42 }, 'Message is required'],
        [{ body: null }, 'Message is required'],
        [{ body: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
        [{ body: 'Fine', status: 'closed' }, 'property status should not exist'],
      ];
      for (const [body, message] of cases) {
        for (const cookie of [laylaCookie, admin]) {
          const res = await reply(id, body, cookie);
          expect([res.status, res.body]).toEqual([400, { statusCode: 400, message, error: 'Bad Request' }]);
        }
      }
      expect((await reply(id, { body: `  ${'y'.repeat(5000)}  ` }, laylaCookie).expect(201)).body.messages[1].body).toHaveLength(5000);
      expect(await stored(id)).toMatchObject({ replies: 1 });
    });

    it('holds at most 100 replies: the next answers 422', async () => {
      const id = await seed(layla.id);
      await t.dataSource.query(
        `INSERT INTO ticket_messages (ticket_id, author_id, author_name, author_role, body) SELECT $1, $2, 'Layla Haddad', 'investor', 'Reply ' || n FROM generate_series(1, 100) n`,
        [id, layla.id],
      );
      const res = await reply(id, { body: 'One more' }, laylaCookie);
      expect([res.status, res.body.message]).toEqual([422, 'This ticket has reached 100 replies: please open a new ticket']);
      expect(await stored(id)).toMatchObject({ replies: 100 });
    });

    it('counts open tickets: the investor their own, the team everyone’s', async () => {
      await t.dataSource.query('DELETE FROM tickets');
      await seed(layla.id);
      await seed(layla.id);
      await seed(layla.id, { status: 'in_progress' });
      await seed(omar.id);
      await seed(omar.id, { status: 'resolved' });
      const counts = (path: string, cookie: string) => request(t.server).get(path).set('Cookie', cookie);
      expect((await counts('/api/investor/tickets/counts', laylaCookie).expect(200)).body).toEqual({ open: 2 });
      expect((await counts('/api/investor/tickets/counts', omarCookie).expect(200)).body).toEqual({ open: 1 });
      expect((await counts('/api/admin/tickets/counts', admin).expect(200)).body).toEqual({ open: 3 });
      await counts('/api/investor/tickets/counts', admin).expect(403);
      await counts('/api/admin/tickets/counts', laylaCookie).expect(403);
      await request(t.server).get('/api/admin/tickets/counts').expect(401);
    });

    it("moves an existing admin response into the thread as the team's first reply (migration 1797210000000)", async () => {
      const { TicketMessages1797210000000: Migration } = await import('../../database/migrations/1797210000000-ticket-messages.js');
      const runner = t.dataSource.createQueryRunner();
      try {
        await new Migration().down(runner);
        const [row] = await runner.query(
          `INSERT INTO tickets (investor_id, subject, description, status, admin_notes, created_at, updated_at)
           VALUES ($1, 'Old ticket', 'Answered before threads.', 'resolved', ' We paid it on Monday. ', '2026-01-01T10:00:00Z', '2026-01-02T11:00:00Z') RETURNING id`,
          [layla.id],
        );
        await runner.query(`INSERT INTO tickets (investor_id, subject, description) VALUES ($1, 'Unanswered', 'No answer yet here.')`, [
          layla.id,
        ]);
        await new Migration().up(runner);
        const res = await request(t.server).get('/api/admin/tickets?status=resolved').set('Cookie', admin).expect(200);
        const old = res.body.find((r: { id: string }) => r.id === row.id);
        expect(old.adminNotes).toBe('We paid it on Monday.');
        expect(old.messages).toEqual([
          expect.objectContaining({ id: row.id, authorRole: 'investor', body: 'Answered before threads.' }),
          {
            id: expect.any(String),
            authorId: null,
            authorName: 'Support team',
            authorRole: 'admin',
            body: 'We paid it on Monday.',
            createdAt: '2026-01-02T11:00:00.000Z',
          },
        ]);
        expect(Number((await runner.query(`SELECT count(*) AS n FROM ticket_messages`))[0].n)).toBe(1);
      } finally {
        await runner.release();
      }
    });
  });
});
