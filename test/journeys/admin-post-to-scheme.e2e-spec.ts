import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Page } from 'playwright-core';

import { DESKTOP, horizontalOverflow, PHONE, screenshot, seriousA11yViolations, waitUntil } from '../support/browser.js';
import { enrol, seedInvestor, seedScheme, type SeededInvestor } from '../support/fund.js';
import { useJourney } from '../support/journey.js';
import { choose, search } from '../support/schemes-activity.js';

jest.setTimeout(600_000);
const JOURNEY = 'admin-post-to-scheme';

// Issue 19 item 4 in the browser: the admin posts one update to every investor of a scheme from the
// Activity Center (the confirmation says how many), each of them sees it in the portal and an investor
// of another scheme does not; an asset is allocated to every enrollment of the scheme. The form with
// "Every investor in a scheme" and the allocation dialog are accessible and fit at desktop and phone
// width, light and dark.
describe('posting to every investor of a scheme in the browser', () => {
  const journey = useJourney();
  let holders: SeededInvestor[];
  let outsider: SeededInvestor;
  let scheme: string;

  beforeAll(async () => {
    scheme = await seedScheme(journey.admin, { productId: 'ijara', name: 'Ijara Logistics Park', status: 'earning' });
    const other = await seedScheme(journey.admin, { productId: 'murabaha', name: 'Dubai Trade Finance', status: 'earning' });
    holders = [];
    for (const [fullName, username] of [
      ['Layla Haddad', 'layla'],
      ['Noor Al-Mansouri', 'noor'],
      ['Omar Saleh', 'omar'],
    ]) {
      const investor = await seedInvestor(journey.admin, journey.dataDir, {
        fullName,
        username,
        email: `${username}@example.com`,
        password: `Inv3st!${username}X`,
      });
      await enrol(journey.admin, investor.id, scheme, 100_000);
      holders.push(investor);
    }
    outsider = await journey.investor({ fullName: 'Yusuf Rahman', password: 'Inv3st!yusufX' });
    await enrol(journey.admin, outsider.id, other, 50_000);
    await journey.admin.call('POST', '/api/admin/assets', {
      type: 'Real Estate',
      name: 'Leeds Residences',
      address: '1 Wellington Place, Leeds',
      propertyType: 'Residential',
      purchaseValue: 2_500_000,
    });
  });

  const signedIn = (pathname: string, viewport = DESKTOP, mode: 'light' | 'dark' = 'light') =>
    journey.open(pathname, { viewport, mode, timeout: 30_000 });

  /** The Post Update form filled for every investor of the scheme. */
  const fillForScheme = async (page: Page, title: string) => {
    await page.getByRole('radio', { name: 'Every investor in a scheme' }).check();
    await search(page, page, /^Scheme/, 'Ijara Logistics Park');
    await page.getByText('3 investors enrolled: each receives their own copy.').waitFor();
    await choose(page, page, /^Category/, 'Performance Report');
    await page.getByRole('textbox', { name: /^Title/ }).fill(title);
    await page.getByRole('textbox', { name: /^Content/ }).fill('Occupancy held at 94% and rents were collected in full.');
  };

  const updatesOf = async (investor: SeededInvestor) =>
    (await investor.session.call<{ title: string }[]>('GET', `/api/activities/${investor.id}?type=update`)).map(
      (activity) => activity.title,
    );

  it('posts one update to the 3 investors of the scheme after the confirmation, and each of them sees it', async () => {
    const { context, page } = await signedIn('/admin/activity');
    await fillForScheme(page, 'Q3 2026 report');
    await page.getByRole('button', { name: 'Post Update' }).click();
    const confirm = page.getByRole('dialog', { name: 'Post this update to 3 investors of Ijara Logistics Park?' });
    await confirm.waitFor();
    await screenshot(page, JOURNEY, '02-confirm-light-1280');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Post Update' }).click();
    await page.getByText('Posted to 3 investors').waitFor();
    await context.close();

    for (const holder of holders) expect(await updatesOf(holder)).toEqual(['Q3 2026 report']);
    expect(await updatesOf(outsider)).toEqual([]);

    // In the portal, as one of them (signed in with their session).
    const { context: portal, page: investorPage } = await journey.open('/investor/updates', {
      viewport: DESKTOP,
      session: holders[1].session,
      timeout: 30_000,
    });
    await investorPage.getByText('Q3 2026 report').first().waitFor();
    await screenshot(investorPage, JOURNEY, '03-portal-updates-noor');
    await portal.close();
  });

  it('allocates an asset to every enrollment of the scheme from the Allocate Asset dialog', async () => {
    const { context, page } = await signedIn('/admin/asset-allocations');
    await page.getByRole('button', { name: 'Allocate Asset' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Allocate Asset' });
    await search(page, dialog, /^Asset/, 'Leeds Residences');
    await dialog.getByRole('radio', { name: 'Every enrollment of a scheme' }).check();
    await search(page, dialog, /^Scheme/, 'Ijara Logistics Park');
    await dialog.getByText('3 enrollments in this scheme.').waitFor();
    await screenshot(page, JOURNEY, '04-allocate-scheme-light-1280');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Allocate' }).click();
    const confirm = page.getByRole('dialog', { name: 'Allocate Leeds Residences to 3 enrollments of Ijara Logistics Park?' });
    await confirm.getByRole('button', { name: 'Allocate' }).click();
    await page.getByText('Allocated to 3 enrollments (0 already had it)').waitFor();
    await context.close();
    for (const holder of holders) {
      const assets = await holder.session.call<{ name: string }[]>('GET', '/api/investor/assets');
      expect(assets.map((asset) => asset.name)).toEqual(['Leeds Residences']);
    }
    expect(await outsider.session.call<unknown[]>('GET', '/api/investor/assets')).toEqual([]);
  });

  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['375', PHONE],
  ] as const) {
    for (const mode of ['light', 'dark'] as const) {
      it(`shows the form for every investor in a scheme accessible and fitting at ${label} px, ${mode}`, async () => {
        const { context, page } = await signedIn('/admin/activity', viewport, mode);
        await fillForScheme(page, 'Annual letter');
        await screenshot(page, JOURNEY, `01-form-scheme-${mode}-${label}`);
        expect(await seriousA11yViolations(page)).toEqual([]);
        expect(await horizontalOverflow(page)).toBe(0);
        await page.getByRole('radio', { name: 'Chosen investors of a scheme' }).check();
        await search(page, page, /^Scheme/, 'Ijara Logistics Park');
        await search(page, page, /^Investors/, 'Omar Saleh');
        await screenshot(page, JOURNEY, `01-form-chosen-${mode}-${label}`);
        expect(await seriousA11yViolations(page)).toEqual([]);
        expect(await horizontalOverflow(page)).toBe(0);

        await page.goto('/admin/asset-allocations');
        await page.getByRole('button', { name: 'Allocate Asset' }).first().click();
        const dialog = page.getByRole('dialog', { name: 'Allocate Asset' });
        await dialog.getByRole('radio', { name: 'Every enrollment of a scheme' }).check();
        await search(page, dialog, /^Scheme/, 'Ijara Logistics Park');
        await dialog.getByText('3 enrollments in this scheme.').waitFor();
        // Allocate is enabled once the enrollments are counted; its colour fades in (a 250 ms transition).
        await waitUntil(async () => !(await dialog.getByRole('button', { name: 'Allocate' }).isDisabled()));
        await page.waitForTimeout(400);
        await screenshot(page, JOURNEY, `04-allocate-scheme-${mode}-${label}`);
        expect(await seriousA11yViolations(page)).toEqual([]);
        await context.close();
      });
    }
  }
});
