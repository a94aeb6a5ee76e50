import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { formatDate, MESSAGES } from '@fund/contracts';

import { createActivity, createEnrollment, createScheme } from '../../../test/factories.js';
import { PDF, PNG } from '../../../test/files.js';
import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';
import { NoticeMailer } from '../notifications/notice-mailer.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import type { User } from '../users/user.entity.js';
import { ShariaReminders } from './sharia-reminders.js';

// Issue 24 against real PostgreSQL: the expiry gate, the certificate reminders with the clock moved,
// purification on payouts and the investor's ledger, and zakat estimates against worked examples.

const DAY = 86_400_000;
/** YYYY-MM-DD `days` from today (UTC, the test fund's time zone). */
const day = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

describe('the Sharia layer', () => {
  const t = useTestApp();
  let admin: User;
  let adminCookie: string;

  beforeAll(async () => {
    admin = await createUser(t, { role: 'admin' });
    adminCookie = await sessionFor(t, admin);
  });

  const api = (method: 'get' | 'post' | 'put' | 'delete', path: string, cookie = adminCookie) =>
    request(t.server)[method](path).set('Cookie', cookie).set('Origin', 'http://localhost:3000');
  const certificate = (schemeId: string, issuedOn: string, validUntil: string | null, extra: Record<string, unknown> = {}) =>
    api('post', '/api/admin/sharia/pronouncements').send({
      schemeId,
      kind: 'certificate',
      title: `Sharia compliance certificate ${issuedOn}`,
      issuer: 'Fund Sharia Supervisory Board',
      signatories: 'Sheikh Yusuf Al-Qaradi, Dr. Amina Farouk',
      issuedOn,
      validUntil,
      ...extra,
    });
  const investor = async () => {
    const user = await createUser(t, { role: 'investor' });
    return { user, cookie: await sessionFor(t, user) };
  };
  const expressInterest = (who: { user: User; cookie: string }, schemeId: string) =>
    api('post', '/api/expressions-of-interest', who.cookie).send({ investorId: who.user.id, schemeId });
  const enroll = (investorId: string, schemeId: string) =>
    api('post', '/api/enrollments').send({ investorId, schemeId, investmentAmount: 50_000 });
  const settings = (body: Record<string, unknown>) => api('put', '/api/admin/sharia/settings').send(body).expect(200);
  const uploaded = async (kind: 'sharia-document' | 'board-photo', file: Buffer) => {
    const ticket = await api('post', '/api/admin/sharia/upload-url').send({ kind }).expect(201);
    const url = new URL(ticket.body.uploadURL);
    await request(t.server).put(`${url.pathname}${url.search}`).send(file).expect(200);
    return ticket.body.objectPath as string;
  };

  describe('the expiry gate', () => {
    it('refuses interest and enrollments once the certificate expired, warns in warn mode, and a new certificate lifts it', async () => {
      const scheme = await createScheme(t, { name: 'Gulf Murabaha Income' });
      const document = await uploaded('sharia-document', PDF);
      const first = await certificate(scheme.id, day(-400), day(-1), { documentUrl: document }).expect(201);
      expect(first.body).toMatchObject({ schemeName: 'Gulf Murabaha Income', validUntil: day(-1), current: true, documentUrl: document });
      // Any signed-in user reads the signed certificate.
      const layla = await investor();
      await api('get', document, layla.cookie).expect(200);

      const expired = MESSAGES.shariaCertificateExpired('Gulf Murabaha Income', formatDate(day(-1)));
      expect(expired).toBe(`Gulf Murabaha Income is not taking new investments: its Sharia certificate expired on ${formatDate(day(-1))}`);
      const badge = (await api('get', `/api/sharia/schemes/${scheme.id}`, layla.cookie).expect(200)).body.status;
      expect(badge).toEqual({
        schemeId: scheme.id,
        schemeName: 'Gulf Murabaha Income',
        status: 'expired',
        validUntil: day(-1),
        daysLeft: -1,
        gated: true,
        message: expired,
        certificate: {
          id: first.body.id,
          title: `Sharia compliance certificate ${day(-400)}`,
          issuer: 'Fund Sharia Supervisory Board',
          documentUrl: document,
        },
        productId: 'murabaha',
        zakatAssetsPercent: null,
      });

      // The code lets a client tell the gate from any other conflict.
      const refused = await expressInterest(layla, scheme.id).expect(409);
      expect(refused.body).toEqual({ statusCode: 409, error: 'Conflict', message: expired, code: 'SHARIA_GATED' });
      expect((await enroll(layla.user.id, scheme.id).expect(409)).body).toMatchObject({ message: expired, code: 'SHARIA_GATED' });
      const [{ count }] = await t.dataSource.query(
        `SELECT (SELECT count(*) FROM expressions_of_interest WHERE scheme_id = $1) + (SELECT count(*) FROM enrollments WHERE scheme_id = $1) AS count`,
        [scheme.id],
      );
      expect(Number(count)).toBe(0);

      // Warn only: the interest goes through, the answer carries the reason.
      await settings({ gateMode: 'warn' });
      const warned = await expressInterest(layla, scheme.id).expect(201);
      const warning = MESSAGES.shariaCertificateExpiredWarning('Gulf Murabaha Income', formatDate(day(-1)));
      expect(warned.headers.warning).toBe(`299 - "${warning}"`);
      expect((await api('get', `/api/sharia/schemes/${scheme.id}`, layla.cookie).expect(200)).body.status).toMatchObject({
        gated: true,
        message: warning,
      });
      await settings({ gateMode: 'enforce' });

      // A renewed certificate lifts the gate.
      await certificate(scheme.id, day(0), day(365)).expect(201);
      const omar = await investor();
      const accepted = await expressInterest(omar, scheme.id).expect(201);
      expect(accepted.headers.warning).toBeUndefined();
      await enroll(omar.user.id, scheme.id).expect(201);
      const history = (await api('get', `/api/sharia/schemes/${scheme.id}`, omar.cookie).expect(200)).body;
      expect(history.status).toMatchObject({ status: 'certified', validUntil: day(365), gated: false, message: null });
      expect(history.history.map((p: { validUntil: string; current: boolean }) => [p.validUntil, p.current])).toEqual([
        [day(365), true],
        [day(-1), false],
      ]);
      // Each change to a pronouncement is audited.
      const audited = await t.dataSource.query(
        `SELECT action_details FROM audit_logs WHERE action = 'SHARIA_PRONOUNCEMENT_CHANGED' AND user_id = $1`,
        [admin.id],
      );
      expect(audited.map((r: { action_details: string }) => r.action_details)).toEqual(
        expect.arrayContaining([
          `Added certificate "Sharia compliance certificate ${day(-400)}" for Gulf Murabaha Income: issued ${day(-400)}, valid until ${day(-1)}`,
        ]),
      );
    });

    it('does not gate a scheme with no certificate unless the fund requires one, and keeps existing holdings', async () => {
      const scheme = await createScheme(t, { name: 'Ijara Housing Fund' });
      const amina = await investor();
      const statusOf = async () =>
        (await api('get', '/api/sharia/schemes', amina.cookie).expect(200)).body.find(
          (s: { schemeId: string }) => s.schemeId === scheme.id,
        );
      expect(await statusOf()).toMatchObject({ status: 'none', gated: false, message: null });
      await settings({ certificateRequired: true });
      try {
        const missing = MESSAGES.shariaCertificateMissing('Ijara Housing Fund');
        expect(await statusOf()).toMatchObject({ status: 'none', gated: true, message: missing });
        expect((await expressInterest(amina, scheme.id).expect(409)).body.message).toBe(missing);
      } finally {
        await settings({ certificateRequired: false });
      }
      await expressInterest(amina, scheme.id).expect(201);
      // A certificate expiring within 60 days: the badge says so, nothing is gated.
      await certificate(scheme.id, day(-300), day(12)).expect(201);
      expect(await statusOf()).toMatchObject({ status: 'expiring', daysLeft: 12, gated: false });
    });

    it('refuses bad input with a clear message and stores nothing', async () => {
      const scheme = await createScheme(t);
      const before = await t.dataSource.query('SELECT count(*)::int AS n FROM sharia_pronouncements');
      const cases: [Record<string, unknown>, string][] = [
        [{ issuedOn: day(0), validUntil: day(-1) }, MESSAGES.validUntilBeforeIssue],
        [
          { issuedOn: day(0), validUntil: day(10), documentUrl: '/api/objects/sharia-document/not-an-upload' },
          MESSAGES.shariaDocumentInvalid,
        ],
        [{ issuedOn: 'yesterday', validUntil: null }, 'issuedOn must be a date (YYYY-MM-DD)'],
        [{ issuedOn: day(0), validUntil: null }, MESSAGES.certificateNeedsValidUntil],
      ];
      for (const [fields, message] of cases) {
        const res = await certificate(scheme.id, fields.issuedOn as string, fields.validUntil as string | null, fields).expect(400);
        expect(res.body.message).toBe(message);
      }
      // A board photo must be an uploaded image: a PDF sent as a photo is refused.
      const notAPhoto = await uploaded('sharia-document', PDF);
      const member = {
        fullName: 'Sheikh Yusuf Al-Qaradi',
        title: 'Chair',
        credentials: 'PhD, Al-Azhar',
        bioEn: 'Chairs the board.',
        appointedOn: '2020-01-01',
      };
      expect(
        (
          await api('post', '/api/admin/sharia/board')
            .send({ ...member, photoUrl: notAPhoto })
            .expect(400)
        ).body.message,
      ).toBe(MESSAGES.boardPhotoInvalid);
      expect(
        (
          await api('post', '/api/admin/sharia/board')
            .send({ ...member, endedOn: '2019-01-01' })
            .expect(400)
        ).body.message,
      ).toBe(MESSAGES.boardMemberEndsBeforeAppointed);
      expect(await t.dataSource.query('SELECT count(*)::int AS n FROM sharia_pronouncements')).toEqual(before);
      // A setting sent as null is refused; absent ones stay as they are.
      expect((await api('put', '/api/admin/sharia/settings').send({ gateMode: null }).expect(400)).body.message).toBe(
        'gateMode must be one of: enforce, warn',
      );
      expect((await settings({})).body).toMatchObject({ gateMode: 'enforce', certificateRequired: false });
      // Investors cannot write.
      const someone = await investor();
      await api('post', '/api/admin/sharia/pronouncements', someone.cookie).send({}).expect(403);
    });

    it('lists the current board to investors with the Arabic bio, and keeps past members for admins', async () => {
      const photo = await uploaded('board-photo', PNG);
      const chair = await api('post', '/api/admin/sharia/board')
        .send({
          fullName: 'Dr. Amina Farouk',
          title: 'Chair',
          credentials: 'PhD Islamic jurisprudence, AAOIFI certified Sharia adviser',
          photoUrl: photo,
          bioEn: 'Twenty years on Sharia boards of Gulf banks.',
          bioAr: 'عشرون عامًا في هيئات الرقابة الشرعية للبنوك الخليجية.',
          appointedOn: '2021-03-01',
        })
        .expect(201);
      expect(chair.body).toMatchObject({ current: true, conflicts: 'None declared', photoUrl: photo });
      await api('post', '/api/admin/sharia/board')
        .send({
          fullName: 'Sheikh Past Member',
          title: 'Member',
          credentials: 'Imam',
          bioEn: 'Served until 2023.',
          appointedOn: '2018-01-01',
          endedOn: '2023-12-31',
        })
        .expect(201);
      const someone = await investor();
      const board = (await api('get', '/api/sharia/board', someone.cookie).expect(200)).body as { fullName: string; bioAr: string }[];
      expect(board.map((m) => m.fullName)).toContain('Dr. Amina Farouk');
      expect(board.map((m) => m.fullName)).not.toContain('Sheikh Past Member');
      expect(board.find((m) => m.fullName === 'Dr. Amina Farouk')?.bioAr).toBe('عشرون عامًا في هيئات الرقابة الشرعية للبنوك الخليجية.');
      await api('get', photo, someone.cookie).expect(200);
      // The annual Sharia report: one per year, listed to investors, removable.
      const report = await api('post', '/api/admin/sharia/reports')
        .send({ year: 2025, opinion: 'unqualified', documentUrl: await uploaded('sharia-document', PDF), summary: 'No findings.' })
        .expect(201);
      const again = await api('post', '/api/admin/sharia/reports')
        .send({ year: 2025, opinion: 'qualified', documentUrl: report.body.documentUrl })
        .expect(409);
      expect(again.body.message).toBe(MESSAGES.shariaReportYearExists(2025));
      expect((await api('get', '/api/sharia/reports', someone.cookie).expect(200)).body).toEqual([
        expect.objectContaining({ year: 2025, opinion: 'unqualified', summary: 'No findings.' }),
      ]);
      await api('get', report.body.documentUrl, someone.cookie).expect(200);
      expect((await api('delete', `/api/admin/sharia/reports/${report.body.id}`).expect(200)).body).toMatchObject({ year: 2025 });
      expect((await api('get', '/api/sharia/reports', someone.cookie).expect(200)).body).toEqual([]);
      const all = await api('get', '/api/admin/sharia/board?range=[0,49]').expect(200);
      expect(all.headers['content-range']).toMatch(/^sharia-board 0-\d+\/\d+$/);
      expect(all.body.map((m: { fullName: string }) => m.fullName)).toContain('Sheikh Past Member');
    });
  });

  describe('certificate reminders (the clock moved)', () => {
    it('reminds admins at 60, 30 and 7 days, once each, and tells the holders at expiry in a notice they cannot mute', async () => {
      const scheme = await createScheme(t, { name: 'Musharakah Logistics Park' });
      const validUntil = day(90);
      const pronouncement = await certificate(scheme.id, day(-275), validUntil).expect(201);
      const holder = await createUser(t, { role: 'investor', fullName: 'Layla Haddad' });
      await createEnrollment(t, { investorId: holder.id, schemeId: scheme.id });
      // The holder turned every mutable category off: the Sharia notice still reaches them.
      await t.dataSource.query(
        `INSERT INTO notification_preferences (investor_id, category, mode) SELECT $1, c, 'off' FROM unnest(ARRAY['updates','documents','payouts','asset_performance','tickets','statements']) c`,
        [holder.id],
      );
      const reminders = t.app.get(ShariaReminders);
      const at = (daysBeforeExpiry: number) => new Date(Date.parse(`${validUntil}T12:00:00Z`) - daysBeforeExpiry * DAY);
      const mails = async () =>
        (
          await t.dataSource.query(
            `SELECT subject FROM mail_queue WHERE template = 'sharia-certificate-reminder' AND recipient = $1 ORDER BY created_at`,
            [admin.email],
          )
        ).map((r: { subject: string }) => r.subject);
      const subjects = (n: number) => `Sharia certificate of Musharakah Logistics Park expires in ${n} days`;

      await reminders.run(at(61));
      expect(await mails()).toEqual([]);
      await reminders.run(at(60));
      await reminders.run(at(60)); // a second instance, or a rerun: nothing twice
      expect(await mails()).toEqual([subjects(60)]);
      await reminders.run(at(45));
      await reminders.run(at(30));
      expect(await mails()).toEqual([subjects(60), subjects(30)]);
      await reminders.run(at(8));
      await reminders.run(at(7));
      await reminders.run(at(0)); // the last valid day: still valid, nothing more
      expect(await mails()).toEqual([subjects(60), subjects(30), subjects(7)]);
      const [{ text_body: text }] = await t.dataSource.query(
        `SELECT text_body FROM mail_queue WHERE template = 'sharia-certificate-reminder' AND recipient = $1 AND subject = $2`,
        [admin.email, subjects(7)],
      );
      expect(text).toContain(`is valid until ${formatDate(validUntil)}: 7 days from today`);
      expect(await t.dataSource.query(`SELECT 1 FROM notifications WHERE scheme_id = $1`, [scheme.id])).toEqual([]);

      const expiry = await reminders.run(at(-1));
      expect(expiry).toEqual({ reminders: 0, expired: 1, notices: 1, zakatStatements: 0 });
      expect((await reminders.run(at(-2))).expired).toBe(0);
      const notices = await t.dataSource.query(
        `SELECT investor_id, category, delivery, title, link FROM notifications WHERE scheme_id = $1`,
        [scheme.id],
      );
      expect(notices).toEqual([
        {
          investor_id: holder.id,
          category: 'sharia',
          delivery: 'immediate',
          title: `Its Sharia certificate expired on ${formatDate(validUntil)}. Your holding, its payouts and updates continue.`,
          link: `/investor/sharia?scheme=${scheme.id}`,
        },
      ]);
      // E-mailed at once, with no link to stop it (it cannot be muted).
      await t.app.get(NoticeMailer).runNotices();
      const [mail] = await t.dataSource.query(`SELECT subject, text_body, headers FROM mail_queue WHERE recipient = $1`, [holder.email]);
      expect(mail.subject).toBe(
        `Musharakah Logistics Park: Its Sharia certificate expired on ${formatDate(validUntil)}. Your holding, its payouts and updates continue.`,
      );
      expect(mail.text_body).not.toContain('Stop these e-mails');
      expect(mail.headers).toBeNull();
      expect(pronouncement.body.id).toEqual(expect.any(String));
    });
  });

  describe('purification', () => {
    it('computes each payout’s amount from the period’s share, keeps the ledger by year, totals it for admins', async () => {
      const scheme = await createScheme(t, { name: 'Ijara Retail Centre' });
      const layla = await investor();
      const omar = await investor();
      await createEnrollment(t, { investorId: layla.user.id, schemeId: scheme.id });
      await createEnrollment(t, { investorId: omar.user.id, schemeId: scheme.id });
      const thisYear = new Date().getUTCFullYear();
      const rate = await api('post', '/api/admin/sharia/purification-rates')
        .send({
          schemeId: scheme.id,
          periodStart: `${thisYear}-01-01`,
          periodEnd: `${thisYear}-12-31`,
          basis: 'percent',
          percent: '2.5',
          note: 'Board resolution 2026/4',
        })
        .expect(201);
      expect(rate.body).toMatchObject({ basis: 'percent', percent: '2.5', amount: null, schemeName: 'Ijara Retail Centre' });
      await api('post', '/api/admin/sharia/purification-rates')
        .send({
          schemeId: scheme.id,
          periodStart: `${thisYear - 1}-01-01`,
          periodEnd: `${thisYear - 1}-12-31`,
          basis: 'amount',
          amount: 150,
        })
        .expect(201);

      // Bad shares: 400 with the message, nothing stored; an overlapping period: 409.
      const bad: [Record<string, unknown>, number, string][] = [
        [{ basis: 'percent', percent: '100.5' }, 400, MESSAGES.purificationPercentInvalid],
        [{ basis: 'percent', percent: '-1' }, 400, MESSAGES.purificationPercentInvalid],
        [{ basis: 'percent', percent: 3.5 }, 400, MESSAGES.purificationPercentInvalid],
        [{ basis: 'amount', amount: -5 }, 400, MESSAGES.purificationAmountInvalid],
        [{ basis: 'percent', percent: '3', amount: 10 }, 400, MESSAGES.purificationBasisInvalid],
        [
          { basis: 'percent', percent: '3', periodStart: `${thisYear}-06-01`, periodEnd: `${thisYear + 1}-01-31` },
          409,
          MESSAGES.purificationPeriodOverlaps,
        ],
      ];
      for (const [fields, status, message] of bad) {
        const res = await api('post', '/api/admin/sharia/purification-rates')
          .send({ schemeId: scheme.id, periodStart: `${thisYear + 3}-01-01`, periodEnd: `${thisYear + 3}-12-31`, ...fields })
          .expect(status);
        expect(res.body.message).toBe(message);
      }
      expect(await t.dataSource.query('SELECT count(*)::int AS n FROM purification_rates WHERE scheme_id = $1', [scheme.id])).toEqual([
        { n: 2 },
      ]);

      // Payouts: two this year through the payout route (10,000 -> 250; 333 -> 8.325 -> 8), one last year (amount basis, capped at the payout).
      const [laylaEnrollment] = await t.dataSource.query('SELECT id FROM enrollments WHERE investor_id = $1', [layla.user.id]);
      const pay = (amount: number) =>
        api('post', '/api/payouts')
          .send({ investorId: layla.user.id, enrollmentId: laylaEnrollment.id, payoutAmount: amount, description: 'Rental income' })
          .expect(201);
      const big = (await pay(10_000)).body.activity.id as string;
      const small = (await pay(333)).body.activity.id as string;
      const lastYear = await createActivity(t, {
        investorId: layla.user.id,
        schemeId: scheme.id,
        type: 'transaction',
        category: 'Payout',
        title: 'Payout',
        amount: 100,
        createdAt: new Date(`${thisYear - 1}-06-30T10:00:00Z`),
      });
      await createActivity(t, {
        investorId: omar.user.id,
        schemeId: scheme.id,
        type: 'transaction',
        category: 'Payout',
        title: 'Payout',
        amount: 4_000,
      });

      const ledger = (await api('get', '/api/investor/purification', layla.cookie).expect(200)).body;
      expect(ledger.years).toEqual([
        { year: thisYear, owed: 258, given: 0, total: 258 },
        { year: thisYear - 1, owed: 100, given: 0, total: 100 },
      ]);
      expect(
        ledger.entries.map((e: { activityId: string; payoutAmount: number; amount: number }) => [e.activityId, e.payoutAmount, e.amount]),
      ).toEqual(
        expect.arrayContaining([
          [big, 10_000, 250],
          [small, 333, 8],
          [lastYear.id, 100, 100],
        ]),
      );

      // The payout e-mail says how much to purify.
      await t.dataSource.transaction((manager) => t.app.get(NotificationsService).make(manager, { activityIds: [big, small] }));
      await t.app.get(NoticeMailer).runNotices();
      const texts = (await t.dataSource.query(`SELECT text_body FROM mail_queue WHERE recipient = $1`, [layla.user.email])).map(
        (r: { text_body: string }) => r.text_body,
      );
      expect(texts.join('\n')).toContain('($10,000; to purify: $250)');

      // Marked given with a receipt; another investor's entry is not theirs (404); undone.
      const ticket = await api('post', '/api/investor/purification/receipt-upload-url', layla.cookie).send({}).expect(201);
      const url = new URL(ticket.body.uploadURL);
      await request(t.server).put(`${url.pathname}${url.search}`).send(PDF).expect(200);
      const given = await api('put', `/api/investor/purification/${big}`, layla.cookie)
        .send({ given: true, receiptUrl: ticket.body.objectPath })
        .expect(200);
      expect(given.body).toMatchObject({ amount: 250, givenAt: expect.any(String), receiptUrl: ticket.body.objectPath });
      await api('get', ticket.body.objectPath, layla.cookie).expect(200);
      await api('get', ticket.body.objectPath, omar.cookie).expect(404);
      await api('put', `/api/investor/purification/${big}`, omar.cookie).send({ given: true }).expect(404);
      expect(
        (
          await api('put', `/api/investor/purification/${small}`, layla.cookie)
            .send({ given: false, receiptUrl: ticket.body.objectPath })
            .expect(400)
        ).body.message,
      ).toBe(MESSAGES.purificationReceiptWithoutGiven);
      expect((await api('get', '/api/investor/purification', layla.cookie).expect(200)).body.years[0]).toEqual({
        year: thisYear,
        owed: 8,
        given: 250,
        total: 258,
      });

      // Admins: totals per scheme and period, and the CSV.
      const totals = (await api('get', `/api/admin/sharia/purification-totals?schemeId=${scheme.id}`).expect(200)).body;
      expect(totals).toEqual([
        expect.objectContaining({
          periodStart: `${thisYear}-01-01`,
          rate: '2.5%',
          payouts: 3,
          payoutTotal: 14_333,
          purification: 358,
          given: 250,
        }),
        expect.objectContaining({
          periodStart: `${thisYear - 1}-01-01`,
          rate: '$150 per payout',
          payouts: 1,
          payoutTotal: 100,
          purification: 100,
          given: 0,
        }),
      ]);
      const csv = await api('get', `/api/admin/sharia/purification-totals.csv?schemeId=${scheme.id}&year=${thisYear}`).expect(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.text).toBe(
        `Scheme,Period start,Period end,Rate,Payouts,Paid out,To purify,Marked given\r\nIjara Retail Centre,${thisYear}-01-01,${thisYear}-12-31,2.5%,3,14333,358,250\r\n`,
      );
    });
  });

  describe('zakat estimates (worked examples)', () => {
    it('estimates per product by the board’s method, to the unit, lunar and solar, with the nisab for reference', async () => {
      const murabaha = await createScheme(t, { name: 'Z Murabaha Trade', productId: 'murabaha' });
      const musharakah = await createScheme(t, { name: 'Z Musharakah Venture', productId: 'musharakah' });
      const ijara = await createScheme(t, { name: 'Z Ijara Homes', productId: 'ijara' });
      const young = await createScheme(t, { name: 'Z Murabaha New', productId: 'murabaha' });
      const sara = await investor();
      const longAgo = new Date(Date.now() - 800 * DAY);
      await createEnrollment(t, {
        investorId: sara.user.id,
        schemeId: murabaha.id,
        investmentAmount: 100_000,
        currentValue: 103_000,
        enrolledAt: longAgo,
      });
      await createEnrollment(t, {
        investorId: sara.user.id,
        schemeId: musharakah.id,
        investmentAmount: 75_000,
        currentValue: 80_000,
        enrolledAt: longAgo,
      });
      await createEnrollment(t, {
        investorId: sara.user.id,
        schemeId: ijara.id,
        investmentAmount: 100_000,
        currentValue: 104_350,
        enrolledAt: longAgo,
      });
      await createEnrollment(t, {
        investorId: sara.user.id,
        schemeId: young.id,
        investmentAmount: 20_000,
        currentValue: 20_000,
        enrolledAt: new Date(Date.now() - 100 * DAY),
      });
      await api('put', `/api/admin/sharia/schemes/${musharakah.id}/zakat`).send({ zakatAssetsPercent: '62.5' }).expect(200);
      expect(
        (await api('put', `/api/admin/sharia/schemes/${ijara.id}/zakat`).send({ zakatAssetsPercent: '50' }).expect(400)).body.message,
      ).toBe(MESSAGES.zakatAssetsPercentMusharakah);
      await api('post', '/api/admin/sharia/nisab-prices')
        .send({ metal: 'gold', pricePerGram: '78.45', effectiveOn: day(-3) })
        .expect(201);
      await api('post', '/api/admin/sharia/nisab-prices')
        .send({ metal: 'silver', pricePerGram: '0.95', effectiveOn: day(-3) })
        .expect(201);
      for (const price of ['0', '-2', 'abc']) {
        const res = await api('post', '/api/admin/sharia/nisab-prices')
          .send({ metal: 'gold', pricePerGram: price, effectiveOn: day(0) })
          .expect(400);
        expect(res.body.message).toBe(MESSAGES.nisabPriceInvalid);
      }

      // The zakat day: a Hijri day; not a real one is refused and nothing changes.
      for (const body of [
        { hijriMonth: 13, hijriDay: 1 },
        { hijriMonth: 9, hijriDay: 31 },
        { hijriMonth: 9, hijriDay: 0 },
        { hijriMonth: 9.5, hijriDay: 1 },
      ]) {
        expect((await api('put', '/api/investor/zakat', sara.cookie).send(body).expect(400)).body.message).toBe(MESSAGES.hijriDateInvalid);
      }
      expect(await t.dataSource.query('SELECT zakat_hijri_month FROM users WHERE id = $1', [sara.user.id])).toEqual([
        { zakat_hijri_month: null },
      ]);
      // Today's Hijri day, so the zakat date is today.
      const parts = Object.fromEntries(
        new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', { day: 'numeric', month: 'numeric', timeZone: 'UTC' })
          .formatToParts(new Date())
          .map((p) => [p.type, p.value]),
      );
      const lunar = (
        await api('put', '/api/investor/zakat', sara.cookie)
          .send({ hijriMonth: Number(parts.month), hijriDay: Number(parts.day) })
          .expect(200)
      ).body;
      expect(lunar).toMatchObject({ nextDate: day(0), daysUntil: 0, year: 'lunar', rate: '2.5' });
      const figures = (view: { holdings: { schemeName: string; zakatableAmount: number; heldFullYear: boolean; estimate: number }[] }) =>
        view.holdings.map((h) => [h.schemeName, h.zakatableAmount, h.heldFullYear, h.estimate]);
      // murabaha: the receivable 103,000 x 2.5% = 2,575; musharakah: 80,000 x 62.5% = 50,000 x 2.5% = 1,250;
      // ijara: the rent retained 104,350 - 100,000 = 4,350 x 2.5% = 108.75 -> 109; held 100 days: nothing yet.
      expect(figures(lunar)).toEqual([
        ['Z Ijara Homes', 4_350, true, 109],
        ['Z Murabaha New', 20_000, false, 0],
        ['Z Murabaha Trade', 103_000, true, 2_575],
        ['Z Musharakah Venture', 50_000, true, 1_250],
      ]);
      expect(lunar).toMatchObject({ totalZakatable: 177_350, totalEstimate: 3_934 });
      // Gold nisab: 85 g x 78.45 = 6,668.25 -> 6,668.
      expect(lunar.nisab).toEqual({ metal: 'gold', grams: 85, pricePerGram: '78.45', priceOn: day(-3), amount: 6_668 });

      // A solar-year fund on silver: 2.577%. 103,000 -> 2,654.31 -> 2,654; 50,000 -> 1,288.5 -> 1,289 (half up); 4,350 -> 112.0995 -> 112.
      await settings({ zakatYear: 'solar', nisabMetal: 'silver' });
      try {
        const solar = (await api('get', '/api/investor/zakat', sara.cookie).expect(200)).body;
        expect(solar).toMatchObject({ year: 'solar', rate: '2.577', totalZakatable: 177_350, totalEstimate: 4_055 });
        expect(figures(solar)).toEqual([
          ['Z Ijara Homes', 4_350, true, 112],
          ['Z Murabaha New', 20_000, false, 0],
          ['Z Murabaha Trade', 103_000, true, 2_654],
          ['Z Musharakah Venture', 50_000, true, 1_289],
        ]);
        // Silver nisab: 595 g x 0.95 = 565.25 -> 565.
        expect(solar.nisab).toEqual({ metal: 'silver', grams: 595, pricePerGram: '0.95', priceOn: day(-3), amount: 565 });
      } finally {
        await settings({ zakatYear: 'lunar', nisabMetal: 'gold' });
      }
      // A price entered by mistake is removed (audited); then the nisab has no silver price.
      const silver = (await api('get', '/api/admin/sharia/nisab-prices').expect(200)).body.find(
        (p: { metal: string }) => p.metal === 'silver',
      );
      await api('delete', `/api/admin/sharia/nisab-prices/${silver.id}`).expect(200);
      expect((await api('delete', `/api/admin/sharia/nisab-prices/${silver.id}`).expect(404)).body.message).toBe(
        MESSAGES.nisabPriceNotFound,
      );
      expect(
        (await api('get', '/api/sharia/schemes', sara.cookie).expect(200)).body.find(
          (x: { schemeId: string }) => x.schemeId === musharakah.id,
        ),
      ).toMatchObject({
        productId: 'musharakah',
        zakatAssetsPercent: '62.5',
      });
      const audited = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM audit_logs WHERE action = 'ZAKAT_SETTINGS_CHANGED' AND user_id = $1`,
        [admin.id],
      );
      expect(audited).toEqual([{ n: 4 }]);
    });
  });
});
