import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Page } from 'playwright-core';

import type { ApiSession } from '../support/api.js';
import { DESKTOP, horizontalOverflow, PHONE, screenshot, seriousA11yViolations } from '../support/browser.js';
import { enrol, postPayout, seedScheme, type SeededInvestor } from '../support/fund.js';
import { useJourney } from '../support/journey.js';

jest.setTimeout(240_000);

const JOURNEY = 'admin-scheme-archive';
const SCHEME = 'Jebel Ali Logistics Lease';

// Issue 19 item 5 in the browser: Delete on a scheme with a history says what it destroys (the
// server's counts, the payouts as money), offers Archive instead first and wants the name typed; the
// dialog at desktop and phone, light and dark. Archiving takes the scheme out of another investor's
// opportunities and keeps it in its holder's investments; the back office lists it under Archived
// with Restore.
describe('a scheme archived instead of deleted', () => {
  const journey = useJourney();
  let layla: SeededInvestor;
  let omar: SeededInvestor;
  let schemeId: string;

  beforeAll(async () => {
    layla = await journey.investor();
    omar = await journey.investor({ fullName: 'Omar Siddiqui', password: 'Inv3st!Omar' });
    schemeId = await seedScheme(journey.admin, { productId: 'ijara', name: SCHEME, status: 'live' });
    await seedScheme(journey.admin, { productId: 'ijara', name: 'Sharjah Warehousing Ijara', status: 'live' });
    const enrollment = await enrol(journey.admin, layla.id, schemeId, 120_000);
    await postPayout(journey.admin, layla.id, enrollment, 2_400, '2026-03-31');
    await postPayout(journey.admin, layla.id, enrollment, 2_600, '2026-06-30');
  });

  /** A context signed in with `session`'s cookie, in `mode`, at `pathname`. */
  const signedIn = (session: ApiSession, pathname: string, viewport = DESKTOP, mode: 'light' | 'dark' = 'light') =>
    journey.open(pathname, { viewport, session, mode, timeout: 30_000 });

  const opportunityNames = async (page: Page) => {
    await page.goto('/investor/opportunities');
    await page.getByRole('heading', { name: 'Investment Opportunities', level: 1 }).waitFor();
    await page.getByRole('article').first().waitFor();
    return page.getByRole('article').locator('h2, h3').allTextContents();
  };

  /** Opens Delete on the scheme's card and answers the dialog once the counts are in. */
  const openDelete = async (page: Page) => {
    await page.getByRole('button', { name: `Delete ${SCHEME}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Scheme' });
    await dialog.getByText('All scheme documents: 0').waitFor();
    return dialog;
  };

  it('offers the scheme to an investor who does not hold it', async () => {
    const { context, page } = await signedIn(omar.session, '/investor');
    expect(await opportunityNames(page)).toEqual(expect.arrayContaining([SCHEME, 'Sharjah Warehousing Ijara']));
    await context.close();
  });

  it('says what a delete destroys, Archive instead first, and wants the name typed (desktop and phone, light and dark)', async () => {
    for (const [viewport, mode, name] of [
      [DESKTOP, 'light', '01-delete-dialog-desktop-light'],
      [DESKTOP, 'dark', '02-delete-dialog-desktop-dark'],
      [PHONE, 'light', '03-delete-dialog-phone-light'],
      [PHONE, 'dark', '04-delete-dialog-phone-dark'],
    ] as const) {
      const { context, page } = await signedIn(journey.admin, '/admin/products?product=ijara', viewport, mode);
      const dialog = await openDelete(page);
      expect(await dialog.locator('li').allTextContents()).toEqual([
        'Scheme configuration',
        'All investor enrollments: 1 investor, $120,000 invested',
        'All activity records and transactions: 3, including 2 payouts totalling $5,000',
        'All expressions of interest: 0',
        'All scheme documents: 0',
        'Asset allocations of these enrollments: 0',
        'All distribution runs: 0',
      ]);
      await dialog.getByText(/kept with its whole history/).waitFor();
      // The focus starts on Cancel; Delete Permanently waits for the exact name.
      expect(await page.evaluate<string>("document.activeElement?.textContent ?? ''")).toBe('Cancel');
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toBe(0);
      // As it opens: Archive instead at the top (a phone scrolls the dialog for the rest).
      await screenshot(page, JOURNEY, name);
      const remove = dialog.getByRole('button', { name: 'Delete Permanently' });
      expect(await remove.isDisabled()).toBe(true);
      await dialog.getByRole('textbox', { name: 'Scheme name' }).fill('Jebel Ali');
      expect(await remove.isDisabled()).toBe(true);
      await dialog.getByRole('textbox', { name: 'Scheme name' }).fill(SCHEME);
      expect(await remove.isDisabled()).toBe(false);
      if (viewport === PHONE) await screenshot(page, JOURNEY, `${name}-name-typed`);
      await context.close();
    }
  });

  it("archives instead: out of the opportunities, still in the holder's investments, under Archived with Restore", async () => {
    const { context, page } = await signedIn(journey.admin, '/admin/products?product=ijara');
    const dialog = await openDelete(page);
    await dialog.getByRole('button', { name: 'Archive instead' }).click();
    await page.getByText('Scheme archived', { exact: true }).first().waitFor();
    await page.getByRole('heading', { name: SCHEME }).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Archived', exact: true }).click();
    const card = page.getByRole('article', { name: SCHEME });
    await card.getByText('Archived', { exact: true }).waitFor();
    await card.getByRole('button', { name: `Restore ${SCHEME}` }).waitFor();
    expect(page.url()).toContain('view=archived');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, JOURNEY, '05-archived-schemes');

    // The investor who does not hold it is no longer offered it; its holder keeps it.
    const omarPortal = await signedIn(omar.session, '/investor');
    const offered = await opportunityNames(omarPortal.page);
    expect(offered).toContain('Sharjah Warehousing Ijara');
    expect(offered).not.toContain(SCHEME);
    await screenshot(omarPortal.page, JOURNEY, '06-opportunities-without-archived');
    await omarPortal.context.close();
    const laylaPortal = await signedIn(layla.session, '/investor/investments');
    await laylaPortal.page.getByRole('article', { name: SCHEME }).waitFor();
    await screenshot(laylaPortal.page, JOURNEY, '07-holder-keeps-investment');
    await laylaPortal.context.close();
    await expect(
      journey.admin.call('POST', '/api/enrollments', { investorId: omar.id, schemeId, investmentAmount: 50_000 }),
    ).rejects.toThrow(/422.*This scheme is archived/);

    // Restore: current again, and offered again.
    await card.getByRole('button', { name: `Restore ${SCHEME}` }).click();
    await page.getByText('Scheme restored', { exact: true }).first().waitFor();
    await card.waitFor({ state: 'detached' });
    await context.close();
    const again = await signedIn(omar.session, '/investor');
    expect(await opportunityNames(again.page)).toContain(SCHEME);
    await again.context.close();
  });
});
