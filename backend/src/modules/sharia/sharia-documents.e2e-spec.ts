import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { ZAKAT_DISCLAIMER, type IssuedDocumentView } from '@fund/contracts';

import { createActivity, createEnrollment, createKycApplication, createScheme } from '../../../test/factories.js';
import { download as downloadFile, pdfText, runJobs as runPrinting } from '../../../test/pdf.js';
import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';
import { ShariaReminders } from './sharia-reminders.js';

// Issue 24 item 6 in the printed documents (real Chromium, real PDFs read back with pdftotext): payout
// advices and statements carry the purification amount, and the annual zakat statement is issued on the
// investor's zakat day with the method, the disclaimer and a verification code, and the investor is told.

/** The PDF's text on one line (the tests look for phrases across line breaks). */
const flatText = (bytes: Buffer) => pdfText(bytes).replace(/\s+/g, ' ');

const DAY = 86_400_000;

describe('purification and zakat in the printed documents', () => {
  const t = useTestApp();
  let admin: string;
  let investor: Awaited<ReturnType<typeof createUser>>;
  let investorCookie: string;

  const runJobs = () => runPrinting(t);
  const download = (url: string) => downloadFile(t, investorCookie, url);
  const documents = async () =>
    (await request(t.server).get('/api/investor/statements').set('Cookie', investorCookie).expect(200)).body as IssuedDocumentView[];

  beforeAll(async () => {
    admin = await sessionFor(t, await createUser(t, { role: 'admin' }));
    investor = await createUser(t, { role: 'investor', fullName: 'Sara Khalil' });
    investorCookie = await sessionFor(t, investor);
    await createKycApplication(t, { investorId: investor.id, status: 'approved', fullAddress: '4 Corniche Road, Abu Dhabi' });
    const ijara = await createScheme(t, { name: 'Ijara Warehouses', productId: 'ijara' });
    const musharakah = await createScheme(t, { name: 'Musharakah Clinics', productId: 'musharakah' });
    await createEnrollment(t, {
      investorId: investor.id,
      schemeId: ijara.id,
      investmentAmount: 100_000,
      currentValue: 104_350,
      enrolledAt: new Date(Date.now() - 800 * DAY),
    });
    await createEnrollment(t, {
      investorId: investor.id,
      schemeId: musharakah.id,
      investmentAmount: 75_000,
      currentValue: 80_000,
      enrolledAt: new Date(Date.now() - 100 * DAY),
    });
    await request(t.server)
      .put(`/api/admin/sharia/schemes/${musharakah.id}/zakat`)
      .set('Cookie', admin)
      .send({ zakatAssetsPercent: '62.5' })
      .expect(200);
    const year = new Date().getUTCFullYear();
    await request(t.server)
      .post('/api/admin/sharia/purification-rates')
      .set('Cookie', admin)
      .send({ schemeId: ijara.id, periodStart: `${year}-01-01`, periodEnd: `${year}-12-31`, basis: 'percent', percent: '3.2' })
      .expect(201);
    // A payout of 2,500 today: 3.2% to purify = 80.
    await createActivity(t, {
      investorId: investor.id,
      schemeId: ijara.id,
      type: 'transaction',
      category: 'Payout',
      title: 'Payout',
      content: 'Rent for the quarter',
      amount: 2_500,
    });
    await runJobs();
  });

  it('prints the purification on the payout advice and on the statement of the period', async () => {
    const advice = (await documents()).find((d) => d.kind === 'payout_advice')!;
    const adviceText = flatText((await download(advice.fileUrl)).body);
    expect(adviceText).toContain('To purify $80');
    expect(adviceText).toContain("the Sharia board's share of this payout from income that is not compliant");

    const today = new Date().toISOString().slice(0, 10);
    await request(t.server)
      .post('/api/admin/statement-runs')
      .set('Cookie', admin)
      .send({ periodStart: `${today.slice(0, 4)}-01-01`, periodEnd: today, investorIds: [investor.id] })
      .expect(201);
    await runJobs();
    const statement = (await documents()).find((d) => d.kind === 'statement')!;
    const text = flatText((await download(statement.fileUrl)).body);
    expect(text).toContain('to purify: $80');
    expect(text).toContain('Purification in the period: $80');
  });

  it("issues the zakat statement on the investor's zakat day, once, with the method, the disclaimer and a code", async () => {
    // The zakat day: 1 Ramadan. The clock moves to the next one.
    await request(t.server).put('/api/investor/zakat').set('Cookie', investorCookie).send({ hijriMonth: 9, hijriDay: 1 }).expect(200);
    const { nextDate } = (await request(t.server).get('/api/investor/zakat').set('Cookie', investorCookie).expect(200)).body as {
      nextDate: string;
    };
    const reminders = t.app.get(ShariaReminders);
    const theDayBefore = new Date(Date.parse(`${nextDate}T10:00:00Z`) - DAY);
    expect((await reminders.run(theDayBefore)).zakatStatements).toBe(0);
    expect((await reminders.run(new Date(`${nextDate}T10:00:00Z`))).zakatStatements).toBe(1);
    expect((await reminders.run(new Date(`${nextDate}T11:00:00Z`))).zakatStatements).toBe(0);
    await runJobs();

    const zakat = (await documents()).filter((d) => d.kind === 'zakat_statement');
    expect(zakat).toHaveLength(1);
    expect(zakat[0]).toMatchObject({ periodStart: null, periodEnd: nextDate, fileName: `zakat-statement-${nextDate}.pdf` });
    const text = flatText((await download(zakat[0].fileUrl)).body);
    expect(text).toContain('Zakat statement');
    expect(text).toContain(ZAKAT_DISCLAIMER);
    // Ijara: the rent retained 4,350 x 2.5% = 108.75 -> $109; musharakah held 100 days: not yet a full year.
    expect(text).toContain('Ijara Warehouses');
    expect(text).toContain('The rental income retained, not the property’s value');
    expect(text).toContain('$4,350');
    expect(text).toContain('$109');
    expect(text).toContain('$50,000');
    expect(text).toContain('not yet: held since');
    expect(text).toContain(zakat[0].code);
    // Verifiable by its code, and the investor was told.
    const verified = await request(t.server).get(`/api/verify/${zakat[0].code}`).expect(200);
    expect(verified.body).toMatchObject({ kind: 'zakat_statement', periodEnd: nextDate });
    const [notice] = await t.dataSource.query(`SELECT category, title FROM notifications WHERE investor_id = $1 AND document_id = $2`, [
      investor.id,
      zakat[0].id,
    ]);
    expect(notice.category).toBe('statements');
    expect(notice.title).toMatch(/^Zakat statement, /);
  });
});
