import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { formatMoneyFull, type IssuedDocumentView, type StatementRunView, type TransactionCategory } from '@fund/contracts';

import { createActivity, createEnrollment, createKycApplication, createScheme } from '../../../test/factories.js';
import { download as downloadFile, pdfFonts, pdfText, runJobs as runPrinting } from '../../../test/pdf.js';
import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';

const at = (date: string) => new Date(`${date}T12:00:00Z`);

describe('statements and payout advices (issue 23)', () => {
  const t = useTestApp();
  let admin: string;
  let investor: Awaited<ReturnType<typeof createUser>>;
  let investorCookie: string;
  let arabic: Awaited<ReturnType<typeof createUser>>;
  let arabicCookie: string;
  let idle: Awaited<ReturnType<typeof createUser>>;

  const runJobs = () => runPrinting(t);
  const download = (cookie: string, url: string) => downloadFile(t, cookie, url);

  beforeAll(async () => {
    admin = await sessionFor(t, await createUser(t, { role: 'admin' }));
    const [sukuk, marina] = [await createScheme(t, { name: 'Sukuk Income Fund' }), await createScheme(t, { name: 'Marina Ijara' })];

    investor = await createUser(t, { role: 'investor', fullName: 'Layla Haddad' });
    investorCookie = await sessionFor(t, investor);
    await createKycApplication(t, {
      investorId: investor.id,
      status: 'approved',
      fullAddress: '12 Palm Street, Dubai',
      accountNumber: '99887766',
    });
    // Sukuk: enrolled before the period at 100,000, valued 104,000 in the period; paid 1,500 before and 2,500 in it.
    const e1 = await createEnrollment(t, {
      investorId: investor.id,
      schemeId: sukuk.id,
      investmentAmount: 100_000,
      currentValue: 100_000,
      enrolledAt: at('2026-02-10'),
    });
    await t.dataSource.query(`UPDATE enrollments SET current_value = 104000 WHERE id = $1`, [e1.id]);
    await t.dataSource.query(`UPDATE enrollment_valuations SET recorded_at = $2 WHERE enrollment_id = $1 AND value = 104000`, [
      e1.id,
      at('2026-08-15'),
    ]);
    const tx = (schemeId: string, category: TransactionCategory, amount: number, date: string) =>
      createActivity(t, {
        investorId: investor.id,
        schemeId,
        type: 'transaction',
        category,
        title: category,
        content: `${category} ${date}`,
        amount,
        createdAt: at(date),
      });
    await tx(sukuk.id, 'Contribution', 100_000, '2026-02-10');
    await tx(sukuk.id, 'Payout', 1_500, '2026-04-30');
    await tx(sukuk.id, 'Payout', 2_500, '2026-07-31');
    // Marina: enrolled during the period with 50,000; paid 700 in it; a payout after the period is not counted.
    await createEnrollment(t, {
      investorId: investor.id,
      schemeId: marina.id,
      investmentAmount: 50_000,
      currentValue: 50_000,
      enrolledAt: at('2026-08-01'),
    });
    await tx(marina.id, 'Contribution', 50_000, '2026-08-01');
    await tx(marina.id, 'Payout', 700, '2026-09-30');
    await tx(marina.id, 'Payout', 900, '2026-10-15');

    arabic = await createUser(t, { role: 'investor', fullName: 'ليلى حداد' });
    arabicCookie = await sessionFor(t, arabic);
    await createKycApplication(t, { investorId: arabic.id, status: 'approved', fullAddress: 'شارع الملك فهد، الرياض' });
    await createEnrollment(t, {
      investorId: arabic.id,
      schemeId: sukuk.id,
      investmentAmount: 20_000,
      currentValue: 20_000,
      enrolledAt: at('2026-01-05'),
    });

    idle = await createUser(t, { role: 'investor', fullName: 'Omar Saleh' });
    // The payouts above queued advices; print them now so the runs below are measured alone.
    await runJobs();
  });

  const startRun = (body: object) => request(t.server).post('/api/admin/statement-runs').set('Cookie', admin).send(body);

  it('refuses a period that ends before it starts, lies in the future, or is not dates, and unknown investors (400)', async () => {
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const cases: [object, string][] = [
      [{ periodStart: '2026-09-30', periodEnd: '2026-07-01' }, 'The period ends before it starts'],
      [{ periodStart: '2026-07-01', periodEnd: future }, 'The period must end today or earlier'],
      [{ periodStart: '2026-13-01', periodEnd: '2026-09-30' }, 'periodStart must be a date (YYYY-MM-DD)'],
      [{ periodStart: '2026-07-01', periodEnd: '2026-09-30', investorIds: [] }, 'investorIds must be a list of 1 to 10,000 investor ids'],
      [
        { periodStart: '2026-07-01', periodEnd: '2026-09-30', investorIds: ['00000000-0000-4000-8000-000000000000'] },
        'Some of the chosen investors do not exist',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await startRun(body);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM statement_runs`);
    expect(count).toBe(0);
  });

  it("issues a statement whose figures are the database's, numbered pages, verifiable by its code", async () => {
    const started = await startRun({ periodStart: '2026-07-01', periodEnd: '2026-09-30', investorIds: [investor.id, idle.id] });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ state: 'queued', total: 2, done: 0, failed: 0, scope: 'selected' });
    // A second click while it runs: 409.
    const twice = await startRun({ periodStart: '2026-07-01', periodEnd: '2026-09-30' });
    expect([twice.status, twice.body.message]).toEqual([
      409,
      'Statements for this period are already being generated: wait for that run to finish',
    ]);

    await runJobs();
    const run = (await request(t.server).get(`/api/admin/statement-runs/${started.body.id}`).set('Cookie', admin).expect(200))
      .body as StatementRunView;
    expect(run).toMatchObject({ state: 'completed', total: 2, done: 2, failed: 0 });

    const mine = (await request(t.server).get('/api/investor/statements').set('Cookie', investorCookie).expect(200))
      .body as IssuedDocumentView[];
    const statement = mine.find((d) => d.kind === 'statement')!;
    expect(statement).toMatchObject({ periodStart: '2026-07-01', periodEnd: '2026-09-30', version: 1, investorName: 'Layla Haddad' });
    const file = await download(investorCookie, statement.fileUrl);
    expect(file.status).toBe(200);
    expect(createHash('sha256').update(file.body).digest('hex')).toBe(statement.sha256);
    const text = pdfText(file.body);

    // The figures from the database: payouts and contributions in the period and to its end, per scheme and in all.
    const [sums] = await t.dataSource.query(
      `SELECT sum(amount) FILTER (WHERE category = 'Payout' AND created_at >= '2026-07-01' AND created_at < '2026-10-01')::int AS payouts_period,
              sum(amount) FILTER (WHERE category = 'Payout' AND created_at < '2026-10-01')::int AS payouts_to_date,
              sum(amount) FILTER (WHERE category = 'Contribution' AND created_at >= '2026-07-01' AND created_at < '2026-10-01')::int AS contributions_period
         FROM activities WHERE investor_id = $1 AND type = 'transaction'`,
      [investor.id],
    );
    expect(sums).toEqual({ payouts_period: 3_200, payouts_to_date: 4_700, contributions_period: 50_000 });
    for (const figure of [sums.payouts_period, sums.payouts_to_date, sums.contributions_period, 150_000, 154_000, 104_000, 100_000])
      expect(text).toContain(formatMoneyFull(figure));
    expect(text).toContain('Sukuk Income Fund');
    expect(text).toContain('Marina Ijara');
    expect(text).toContain('enrolled in the period');
    expect(text).toContain('Layla Haddad');
    expect(text).toContain('12 Palm Street, Dubai');
    expect(text).toContain('1 Jul 2026 – 30 Sep 2026');
    expect(text).toMatch(/AH/); // Hijri dates beside the Gregorian ones
    expect(text).toContain(statement.code);
    expect(text).toMatch(/Page 1 of \d/);
    // The payout after the period is not in it.
    expect(text).not.toContain('Payout 2026-10-15');
    expect(text).toContain('Payout 2026-09-30');

    // The verification page: a real code answers, an altered one does not.
    const verified = await request(t.server).get(`/api/verify/${statement.code}`).expect(200);
    expect(verified.body).toMatchObject({
      kind: 'statement',
      investorInitials: 'L. H.',
      periodStart: '2026-07-01',
      sha256: statement.sha256,
    });
    const altered = statement.code.replace(/.$/, (c) => (c === '7' ? '8' : '7'));
    const refused = await request(t.server).get(`/api/verify/${altered}`);
    expect([refused.status, refused.body.message]).toEqual([404, 'No document was issued with this verification code']);
    expect((await request(t.server).get('/api/verify/not-a-code')).status).toBe(400);

    // The investor was told (a 'statements' notice linking to it).
    const [notice] = await t.dataSource.query(
      `SELECT category, link FROM notifications WHERE investor_id = $1 AND category = 'statements'`,
      [investor.id],
    );
    expect(notice).toEqual({ category: 'statements', link: `/investor/statements?item=${statement.id}` });
  });

  it('says so when the investor held nothing in the period (not an error)', async () => {
    const docs = (
      await request(t.server)
        .get(`/api/admin/issued-documents?filter=${JSON.stringify({ investorId: idle.id })}`)
        .set('Cookie', admin)
        .expect(200)
    ).body as IssuedDocumentView[];
    expect(docs).toHaveLength(1);
    const text = pdfText((await download(admin, docs[0].fileUrl)).body);
    expect(text).toContain('You held no investments with the fund in this period.');
  });

  it('keeps Arabic names and addresses in logical order, and a second run is a new version', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await startRun({ periodStart: '2026-01-01', periodEnd: '2026-03-31', investorIds: [arabic.id] })).status).toBe(201);
      await runJobs();
    }
    const docs = (await request(t.server).get('/api/investor/statements').set('Cookie', arabicCookie).expect(200))
      .body as IssuedDocumentView[];
    expect(docs.map((d) => d.version).sort()).toEqual([1, 2]);
    const file = (await download(arabicCookie, docs[0].fileUrl)).body;
    const text = pdfText(file);
    expect(text).toContain('ليلى حداد');
    // Set in the documents' own fonts (embedded), not whatever the machine has.
    expect(pdfFonts(file)).toMatch(/IBMPlexSansArabic-Regular/);
    expect(pdfFonts(file)).toMatch(/Inter-Regular/);
    expect(text).toContain('شارع الملك فهد');
    // Another investor's statement is not theirs to read.
    expect((await download(investorCookie, docs[0].fileUrl)).status).toBe(404);
  });

  it('prints a payout advice for every payout: amount, scheme, the account it went to', async () => {
    const docs = (await request(t.server).get('/api/investor/statements').set('Cookie', investorCookie).expect(200))
      .body as IssuedDocumentView[];
    const advices = docs.filter((d) => d.kind === 'payout_advice');
    expect(advices.map((d) => d.amount).sort((a, b) => a! - b!)).toEqual([700, 900, 1_500, 2_500]);
    const advice = advices.find((d) => d.amount === 2_500)!;
    expect(advice.schemeName).toBe('Sukuk Income Fund');
    const text = pdfText((await download(investorCookie, advice.fileUrl)).body);
    expect(text).toContain('$2,500');
    expect(text).toContain('account ending 7766');
    expect(text).toContain('31 Jul 2026');
  });
});
