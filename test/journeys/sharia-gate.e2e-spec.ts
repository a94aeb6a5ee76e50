import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type pg from 'pg';
import type { Page } from 'playwright-core';

import { formatDate, MESSAGES } from '@fund/contracts';

import type { ApiSession } from '../support/api.js';
import { DESKTOP, horizontalOverflow, PHONE, screenshot, seriousA11yViolations, waitUntil } from '../support/browser.js';
import { seedScheme, type SeededInvestor } from '../support/fund.js';
import { useJourney } from '../support/journey.js';
import { journeyDatabase } from '../support/mailbox.js';
import { choose, pickPdf } from '../support/schemes-activity.js';

jest.setTimeout(180_000);

const JOURNEY = 'sharia-gate';
const SCHEME = 'Al Noor Trade Finance';
const DAY = 86_400_000;
/** YYYY-MM-DD `days` from today (UTC: the journey server's fund time zone). */
const day = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

// Issue 24's expiry gate in the browser: an admin uploads a Sharia certificate that expires tomorrow and
// the investor sees the badge; the clock passes the date (the certificate's dates are moved two days back,
// which is what two days passing does to it); the investor's Express Interest is refused with the reason;
// the admin uploads the renewed certificate; the interest is accepted.
describe('the Sharia certificate gate: expiring, expired, renewed', () => {
  let db: pg.Client;
  // The database connection closes while the server is still up: declared before the journey's own afterAll.
  afterAll(async () => {
    await db?.end();
  });
  const journey = useJourney({ name: JOURNEY });
  let layla: SeededInvestor;
  let schemeId: string;

  beforeAll(async () => {
    schemeId = await seedScheme(journey.admin, { productId: 'murabaha', name: SCHEME, status: 'live' });
    layla = await journey.investor();
    db = await journeyDatabase(journey.dataDir);
  });

  const signedIn = (session: ApiSession, pathname: string, viewport = DESKTOP, mode: 'light' | 'dark' = 'light') =>
    journey.open(pathname, { viewport, session, mode, timeout: 30_000 });

  /** In the back office's Sharia governance page: adds a certificate to the scheme through its dialog. */
  const addCertificate = async (page: Page, fields: { title: string; issuedOn: string; validUntil: string }) => {
    await page.getByRole('button', { name: `Add a pronouncement to ${SCHEME}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Add pronouncement' }).waitFor();
    await choose(page, dialog, /^Kind/, 'Certificate');
    await dialog.getByLabel('Title').fill(fields.title);
    await dialog.getByLabel('Issuer').fill('Sharia Supervisory Board');
    await dialog.getByLabel('Signatories').fill('Sheikh Dr. Hamza Al-Rashid, Dr. Mariam Al-Suwaidi');
    await dialog.getByLabel('Issue date').fill(fields.issuedOn);
    await dialog.getByLabel('Valid until').fill(fields.validUntil);
    await pickPdf(dialog, 'certificate.pdf', fields.title);
    await dialog.getByText('certificate.pdf').waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
  };

  /** The scheme's card on the Certificates tab. */
  const schemeCard = (page: Page) => page.getByRole('region', { name: SCHEME });

  it('the admin uploads a certificate that expires tomorrow, and the investor sees the badge', async () => {
    const { context, page } = await signedIn(journey.admin, '/admin/sharia');
    await page.getByRole('heading', { name: 'Sharia governance', level: 1 }).waitFor();
    await schemeCard(page).getByText('Not certified').waitFor();
    await addCertificate(page, { title: 'Sharia compliance certificate 2026', issuedOn: day(-364), validUntil: day(1) });
    await schemeCard(page).getByText('Expires in 1 day').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, JOURNEY, '01-admin-certificate-expiring');
    await context.close();

    for (const [viewport, name] of [
      [DESKTOP, '02-portal-badge-expiring-desktop'],
      [PHONE, '03-portal-badge-expiring-phone'],
    ] as const) {
      const portal = await signedIn(layla.session, `/investor/opportunities/${schemeId}`, viewport);
      await portal.page.getByRole('heading', { name: SCHEME, level: 1 }).waitFor();
      await portal.page.getByText('Certificate expires in 1 day').first().waitFor();
      // Enabled once the portal has read who is signed in, their interests and the fund's gate setting.
      await waitUntil(() => portal.page.getByRole('button', { name: 'Express Interest' }).isEnabled());
      if (viewport === PHONE) expect(await horizontalOverflow(portal.page)).toBe(0);
      await screenshot(portal.page, JOURNEY, name);
      await portal.context.close();
    }
  });

  it("once the date has passed, the investor's Express Interest is refused with the reason", async () => {
    // Two days pass for the certificate: its last valid day is now yesterday.
    await db.query(`UPDATE sharia_pronouncements SET issued_on = issued_on - 2, valid_until = valid_until - 2 WHERE scheme_id = $1`, [
      schemeId,
    ]);
    const reason = MESSAGES.shariaCertificateExpired(SCHEME, formatDate(day(-1)));
    for (const [viewport, mode, name] of [
      [DESKTOP, 'light', '04-portal-refused-desktop'],
      [PHONE, 'light', '05-portal-refused-phone'],
    ] as const) {
      const { context, page } = await signedIn(layla.session, `/investor/opportunities/${schemeId}`, viewport, mode);
      await page.getByRole('heading', { name: SCHEME, level: 1 }).waitFor();
      await page.getByText(`Certificate expired on`).first().waitFor();
      await page.getByText(reason).first().waitFor();
      expect(await page.getByRole('button', { name: 'Express Interest' }).isDisabled()).toBe(true);
      expect(await seriousA11yViolations(page)).toEqual([]);
      if (viewport === PHONE) expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, JOURNEY, name);
      await context.close();
    }
    // The server refuses it too, whatever a client does.
    await expect(layla.session.call('POST', '/api/expressions-of-interest', { investorId: layla.id, schemeId })).rejects.toThrow(
      `-> 409: {"statusCode":409,"message":"${reason}","error":"Conflict","code":"SHARIA_GATED"}`,
    );
  });

  it('the admin uploads the renewed certificate, and the interest is accepted', async () => {
    const admin = await signedIn(journey.admin, '/admin/sharia');
    await schemeCard(admin.page)
      .getByText(/^Expired on /)
      .waitFor();
    await addCertificate(admin.page, { title: 'Sharia compliance certificate 2027', issuedOn: day(0), validUntil: day(365) });
    await schemeCard(admin.page)
      .getByText(/^Certified until /)
      .waitFor();
    await screenshot(admin.page, JOURNEY, '06-admin-certificate-renewed');
    await admin.context.close();

    const { context, page } = await signedIn(layla.session, `/investor/opportunities/${schemeId}`, PHONE);
    await page.getByRole('heading', { name: SCHEME, level: 1 }).waitFor();
    await page
      .getByText(/^Sharia certified until /)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Express Interest' }).click();
    await page.getByText('Interest Registered').first().waitFor();
    await screenshot(page, JOURNEY, '07-portal-interest-accepted-phone');
    await context.close();
    const { rows } = await db.query(`SELECT status FROM expressions_of_interest WHERE investor_id = $1 AND scheme_id = $2`, [
      layla.id,
      schemeId,
    ]);
    expect(rows).toEqual([{ status: 'pending' }]);
  });
});
