import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type pg from 'pg';

import type { NotificationPreferencesView } from '@fund/contracts';

import type { ApiSession } from '../support/api.js';
import { DESKTOP, horizontalOverflow, PHONE, screenshot, seriousA11yViolations } from '../support/browser.js';
import type { SeededInvestor } from '../support/fund.js';
import { LAYLA_60K_OMAR_40K, useJourney } from '../support/journey.js';
import { journeyDatabase, mailsTo, waitForMails, type Mail } from '../support/mailbox.js';
import { choose, pickPdf, search } from '../support/schemes-activity.js';

jest.setTimeout(300_000);

const JOURNEY = 'investor-notices';
const SCHEME = 'Gulf Income Fund';

// Issue 20 in the browser, against the server as `npm start` runs it (its job runner on, e-mails in
// DATA_DIR/outbox): an admin posts a document to every investor of a scheme; both investors get an
// e-mail within a minute naming the scheme and the document, with one-click unsubscribe headers; one
// opens the document from the e-mail's link and the admin sees "Read by 1 of 2". The other switches
// documents to the daily digest, and the next post reaches them once, in the next morning's digest
// (the digest job is given the next 08:00 as its scheduled time: the clock moves, the test does not
// wait a night). The unsubscribe link in an e-mail works without signing in.
describe('investors hear from the fund: notices, read receipts, digest and unsubscribe', () => {
  let db: pg.Client;
  // The database connection closes while the server is still up: declared before the journey's own afterAll.
  afterAll(async () => {
    await db?.end();
  });
  const journey = useJourney();
  let layla: SeededInvestor;
  let omar: SeededInvestor;
  let schemeId: string;

  beforeAll(async () => {
    ({
      schemeId,
      investors: [layla, omar],
    } = await journey.holders({ productId: 'musharakah', name: SCHEME, status: 'earning' }, LAYLA_60K_OMAR_40K));
    db = await journeyDatabase(journey.dataDir);
  });

  const signedIn = (session: ApiSession, pathname: string, viewport = DESKTOP, mode: 'light' | 'dark' = 'light') =>
    journey.open(pathname, { viewport, session, mode, timeout: 30_000 });

  /** Posts a PDF to every investor of the scheme from the Activity Center, as an admin does. */
  const postDocument = async (title: string, fileName: string) => {
    const { context, page } = await signedIn(journey.admin, '/admin/activity?tab=document');
    await page.getByText('Upload the document to post it.').waitFor();
    await page.getByRole('radio', { name: 'Every investor in a scheme' }).check();
    await search(page, page, /^Scheme/, SCHEME);
    await page.getByText('2 investors enrolled: each receives their own copy.').waitFor();
    await choose(page, page, /Category/, 'Distribution Notice');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('The figures of the quarter for each enrollment.');
    await pickPdf(page, fileName, title);
    await page.getByText('Uploaded ·').waitFor();
    expect(await page.getByLabel('Notify investors').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Upload Document' }).click();
    const confirm = page.getByRole('dialog', { name: `Post this document to 2 investors of ${SCHEME}?` });
    await confirm.getByRole('button', { name: 'Upload Document' }).click();
    return { context, page };
  };

  /** A header's value, unfolded (long headers continue on lines that start with white space). */
  const header = (mail: Mail, name: string) =>
    new RegExp(`(?:^|\\n)${name}:((?:[^\\n]*)(?:\\n[ \\t][^\\n]*)*)`)
      .exec(mail.eml)?.[1]
      .replace(/\n[ \t]+/g, ' ')
      .trim();
  const pathOf = (text: string, pattern: RegExp) => new URL(pattern.exec(text)![0]).pathname + new URL(pattern.exec(text)![0]).search;
  let laylaNotice: Mail;

  it('posts a document to both investors, and each receives one e-mail naming the scheme and the document, with unsubscribe headers', async () => {
    const { context, page } = await postDocument('Q3 distribution notice', 'Q3 Distribution Notice.pdf');
    await page.getByText('Posted to 2 investors; 2 will be told').first().waitFor();
    await screenshot(page, JOURNEY, '01-posted');
    await context.close();

    // The notices job runs at the start of the next minute: both e-mails within about a minute.
    const started = Date.now();
    const [toLayla, toOmar] = await Promise.all([
      waitForMails(journey.dataDir, layla.email, /Q3 distribution notice/, 1, 100_000),
      waitForMails(journey.dataDir, omar.email, /Q3 distribution notice/, 1, 100_000),
    ]);
    expect([toLayla.length, toOmar.length]).toEqual([1, 1]);
    console.log(`notice e-mails in the outbox ${((Date.now() - started) / 1000).toFixed(1)} s after the post`);
    laylaNotice = toLayla[0];
    expect(laylaNotice.subject).toBe(`${SCHEME}: Q3 distribution notice`);
    expect(laylaNotice.text).toContain(`${SCHEME}: Q3 distribution notice`);
    expect(laylaNotice.text).toMatch(new RegExp(`${journey.base}/investor/documents\\?item=[0-9a-f-]{36}`));
    expect(header(laylaNotice, 'List-Unsubscribe')).toMatch(new RegExp(`^<${journey.base}/api/unsubscribe\\?token=[\\w.-]+>`));
    expect(header(laylaNotice, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // Each investor's e-mail is their own: Omar's link is not Layla's.
    expect(toOmar[0].text).not.toContain(pathOf(laylaNotice.text, /http\S+\/investor\/documents\?item=\S+/));
  });

  it("Layla opens the document from her e-mail; the bell and the admin's posts say who has read it", async () => {
    const link = pathOf(laylaNotice.text, /http\S+\/investor\/documents\?item=\S+/);
    const { context, page } = await signedIn(layla.session, '/investor');
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
    await page.goto(link);
    const item = page.locator('[aria-current="true"]');
    await item.getByRole('heading', { name: 'Q3 distribution notice' }).waitFor();
    expect(await item.getByText('New', { exact: true }).count()).toBe(1); // the unread marker, for screen readers too
    await screenshot(page, JOURNEY, '02-document-from-email');
    const download = page.waitForEvent('download');
    await item.getByRole('button', { name: 'Download Q3 Distribution Notice.pdf' }).click();
    await download;
    await page.getByRole('button', { name: 'Notifications, 0 unread' }).waitFor();
    await context.close();

    const { context: adminContext, page: adminPage } = await signedIn(journey.admin, `/admin/products/${schemeId}/posts`);
    const row = adminPage.getByRole('row', { name: /Q3 distribution notice/ });
    await row.getByText('Read by 1 of 2').waitFor();
    expect(await seriousA11yViolations(adminPage)).toEqual([]);
    await screenshot(adminPage, JOURNEY, '03-admin-read-by-1-of-2');
    await adminContext.close();

    // Omar has not opened it: his bell says so, and its menu shows the notice.
    const phone = await signedIn(omar.session, '/investor', PHONE, 'dark');
    await phone.page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await phone.page.getByRole('menu').getByText('Q3 distribution notice').waitFor();
    expect(await horizontalOverflow(phone.page)).toBe(0);
    expect(await seriousA11yViolations(phone.page)).toEqual([]);
    await screenshot(phone.page, JOURNEY, '04-bell-menu-phone-dark');
    await phone.context.close();
  });

  it("Omar switches documents to the daily digest: the next post reaches him once, in the next morning's digest", async () => {
    const { context, page } = await signedIn(omar.session, '/investor/profile#notifications');
    await page.getByRole('radiogroup', { name: 'Documents: e-mail me' }).getByRole('radio', { name: 'Daily digest' }).check();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await page.getByText('Your notification preferences have been saved.').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, JOURNEY, '05-preferences');
    await context.close();
    const saved = await omar.session.call<NotificationPreferencesView>('GET', '/api/investor/notification-preferences');
    expect(saved.preferences.find((p) => p.category === 'documents')?.mode).toBe('digest');

    const posted = await postDocument('Q4 distribution notice', 'Q4 Distribution Notice.pdf');
    await posted.page.getByText('Posted to 2 investors; 2 will be told').first().waitFor();
    await posted.context.close();
    // Layla (immediate) is e-mailed within the minute; by then Omar (digest) has had nothing.
    expect(await waitForMails(journey.dataDir, layla.email, /Q4 distribution notice/, 1, 100_000)).toHaveLength(1);
    expect(await mailsTo(journey.dataDir, omar.email, /Q4|summary/)).toEqual([]);

    // The next 08:00 (the fund's time zone is UTC, Omar chose none): the digest job of that hour.
    const morning = new Date();
    morning.setUTCDate(morning.getUTCDate() + 1);
    morning.setUTCHours(8, 0, 0, 0);
    const runDigestAt = (at: Date) =>
      db.query(`SELECT graphile_worker.add_job('digests', json_build_object('_cron', json_build_object('ts', $1::text)))`, [
        at.toISOString(),
      ]);
    await runDigestAt(morning);
    const digests = await waitForMails(journey.dataDir, omar.email, /Your daily summary/, 1, 60_000);
    expect(digests).toHaveLength(1);
    expect(digests[0].subject).toBe('Your daily summary: 1 new notice');
    expect(digests[0].text).toContain(`${SCHEME}: Q4 distribution notice`);
    expect(digests[0].text).not.toContain('Q3 distribution notice'); // already e-mailed at once
    // The same morning again (a backfilled run): nothing new, no second digest.
    await runDigestAt(morning);
    await new Promise((r) => setTimeout(r, 5000));
    expect(await mailsTo(journey.dataDir, omar.email, /Your daily summary/)).toHaveLength(1);
    expect(await mailsTo(journey.dataDir, layla.email, /Your daily summary/)).toHaveLength(0);
  });

  it('the unsubscribe link in an e-mail works without signing in, and one-click unsubscribe works from the mail client', async () => {
    const pageLink = pathOf(laylaNotice.text, /http\S+\/unsubscribe\?token=\S+/);
    const { context, page } = await journey.open(pageLink, { viewport: PHONE, session: null, timeout: 30_000 });
    await page.getByText('Stop e-mails about documents to l***@example.com?').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, JOURNEY, '06-unsubscribe-phone');
    await page.getByRole('button', { name: 'Stop these e-mails' }).click();
    await page.getByText(/^Done: you will no longer get e-mails about documents/).waitFor();
    await screenshot(page, JOURNEY, '07-unsubscribed-phone');
    await context.close();
    const laylas = await layla.session.call<NotificationPreferencesView>('GET', '/api/investor/notification-preferences');
    expect(laylas.preferences.find((p) => p.category === 'documents')?.mode).toBe('off');

    // RFC 8058: the mail client POSTs the List-Unsubscribe URL with a form body, no cookie, no Origin.
    const oneClick = /<([^>]+)>/.exec(
      header((await mailsTo(journey.dataDir, omar.email, /Your daily summary/))[0], 'List-Unsubscribe')!,
    )![1];
    const res = await fetch(oneClick, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBeLessThan(300);
    const omars = await omar.session.call<NotificationPreferencesView>('GET', '/api/investor/notification-preferences');
    expect(omars.preferences.find((p) => p.category === 'documents')?.mode).toBe('off');
    // Layla's settings are untouched by Omar's link.
    const laylasAfter = await layla.session.call<NotificationPreferencesView>('GET', '/api/investor/notification-preferences');
    expect(laylasAfter.preferences).toEqual(laylas.preferences);
  });
});
