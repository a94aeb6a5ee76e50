import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';

import { DESKTOP, horizontalOverflow, PHONE, screenshot, seriousA11yViolations } from '../support/browser.js';
import { enrol, postPayout, seedScheme } from '../support/fund.js';
import { useJourney } from '../support/journey.js';

jest.setTimeout(300_000);

const JOURNEY = 'admin-investor-table';

// Issue 21 item 6 in the browser: Investors switched to the table view, sorted by a column on the
// server and filtered by country, scheme and status; the choice is kept for the next visit; an
// investor's personal details corrected from the details dialog (and audited); the table at desktop
// and phone width, light and dark, axe clean.
describe('the investor table', () => {
  const journey = useJourney();

  beforeAll(async () => {
    const layla = await journey.investor();
    const omar = await journey.investor({ fullName: 'Omar Siddiqui', password: 'Inv3st!Omar1' });
    const noor = await journey.investor({ fullName: 'Noor Rahman', password: 'Inv3st!Noor1' });
    await journey.investor({ fullName: 'Yusuf Karim', password: 'Inv3st!Yusuf' });
    // The seed's applications all say United Arab Emirates: two investors live elsewhere.
    await journey.admin.call('PATCH', `/api/admin/investors/${omar.id}/personal`, { country: 'United Kingdom', phone: '+44 7700900123' });
    await journey.admin.call('PATCH', `/api/admin/investors/${noor.id}/personal`, { country: 'Saudi Arabia' });
    const trade = await seedScheme(journey.admin, { productId: 'murabaha', name: 'Dubai Trade Finance' });
    const lease = await seedScheme(journey.admin, { productId: 'ijara', name: 'Riyadh Logistics Lease' });
    const laylaTrade = await enrol(journey.admin, layla.id, trade, 3_100_000, 3_250_000);
    await enrol(journey.admin, omar.id, trade, 250_000, 262_500);
    await enrol(journey.admin, noor.id, lease, 1_200_000, 1_180_000);
    await postPayout(journey.admin, layla.id, laylaTrade, 42_000, '2026-06-30');
  });

  const signedIn = async (
    pathname: string,
    viewport = DESKTOP,
    mode: 'light' | 'dark' = 'light',
  ): Promise<{ context: BrowserContext; page: Page }> => {
    const { context, page } = await journey.open(pathname, { viewport, colorScheme: mode, theme: mode, timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: /Investors/ }).waitFor();
    return { context, page };
  };
  const table = (page: Page) => page.getByRole('table', { name: 'Investors' });
  const names = async (page: Page) => table(page).locator('tbody tr td:first-child').allTextContents();
  const namesBecome = async (page: Page, expected: string[]) => {
    const deadline = Date.now() + 20_000;
    let last: string[] = [];
    while (Date.now() < deadline) {
      last = await names(page);
      if (JSON.stringify(last) === JSON.stringify(expected)) return;
      await page.waitForTimeout(200);
    }
    expect(last).toEqual(expected);
  };
  const choose = async (page: Page, label: string, option: string) => {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };

  it('sorts and filters the investors in the table, on the server, and keeps the table for the next visit', async () => {
    const { context, page } = await signedIn('/admin/investors');
    await page.getByRole('button', { name: 'Table' }).click();
    await table(page).waitFor();
    await namesBecome(page, ['Layla Haddad', 'Noor Rahman', 'Omar Siddiqui', 'Yusuf Karim']);
    const layla = table(page).locator('tbody tr').first();
    await expect(layla.locator('td').allTextContents()).resolves.toEqual([
      'Layla Haddad',
      'layla@example.com',
      'United Arab Emirates',
      '1',
      '$3,100,000',
      '$3,250,000',
      '$42,000',
      'Active',
      expect.stringMatching(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/),
      '',
    ]);

    // Invested: a click sorts ascending, a second descending (the header says which comes next).
    await table(page).getByRole('button', { name: 'Sort by invested ascending' }).click();
    await namesBecome(page, ['Yusuf Karim', 'Omar Siddiqui', 'Noor Rahman', 'Layla Haddad']);
    await table(page).getByRole('button', { name: 'Sort by invested descending' }).click();
    await namesBecome(page, ['Layla Haddad', 'Noor Rahman', 'Omar Siddiqui', 'Yusuf Karim']);
    await table(page).getByRole('button', { name: 'Sort by country ascending' }).click();
    // Saudi Arabia, the two in the United Arab Emirates (in id order), the United Kingdom.
    for (let tries = 0; ; tries += 1) {
      const cells = await names(page);
      if (cells.length === 4 && cells[0] === 'Noor Rahman' && cells[3] === 'Omar Siddiqui') break;
      if (tries === 100) throw new Error(`Sorted by country: ${cells.join(', ')}`);
      await page.waitForTimeout(200);
    }
    await table(page).getByRole('button', { name: 'Sort by name ascending' }).click();
    await namesBecome(page, ['Layla Haddad', 'Noor Rahman', 'Omar Siddiqui', 'Yusuf Karim']);

    await choose(page, 'Country', 'United Kingdom');
    await namesBecome(page, ['Omar Siddiqui']);
    await choose(page, 'Country', 'Any country');
    await choose(page, 'Scheme', 'Dubai Trade Finance');
    await namesBecome(page, ['Layla Haddad', 'Omar Siddiqui']);
    await page.getByLabel('Search by name, e-mail, phone or address').fill('omar');
    await namesBecome(page, ['Omar Siddiqui']);
    await page.getByLabel('Search by name, e-mail, phone or address').fill('');
    await namesBecome(page, ['Layla Haddad', 'Omar Siddiqui']);
    await choose(page, 'Scheme', 'Any scheme');
    await choose(page, 'Status', 'Active');
    await namesBecome(page, ['Layla Haddad', 'Noor Rahman', 'Omar Siddiqui', 'Yusuf Karim']);
    await page.getByRole('tab', { name: /Active Investors/ }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, JOURNEY, '01-table-desktop-light');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A later visit opens the table again (a flag in this browser's localStorage); Active Investors shares it.
    await page.goto('/admin/active-investors');
    await page.getByRole('heading', { level: 1, name: /Active Investors/ }).waitFor();
    await table(page).waitFor();
    await namesBecome(page, ['Layla Haddad', 'Noor Rahman', 'Omar Siddiqui']);
    await screenshot(page, JOURNEY, '01b-active-table-desktop-light');
    await context.close();
  });

  it('corrects personal details from the details dialog, shown in words and audited', async () => {
    const { context, page } = await signedIn('/admin/investors');
    await page.getByRole('button', { name: 'Table' }).click();
    await table(page).waitFor();
    await page.getByRole('button', { name: 'View Full Details: Noor Rahman' }).click();
    const dialog = page.getByRole('dialog', { name: /Investor Portfolio Details/ });
    await dialog.getByRole('tab', { name: 'Personal Details' }).click();
    await dialog.getByText('Mar 12, 1984').waitFor();
    await dialog.getByText('Employed', { exact: true }).waitFor();
    await screenshot(page, JOURNEY, '02-personal-details');
    await dialog.getByRole('button', { name: 'Correct details' }).click();
    await dialog.getByRole('textbox', { name: 'Phone' }).fill('0501');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(/Phone must be a country code from the list/).waitFor();
    await screenshot(page, JOURNEY, '03-correct-refused');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('textbox', { name: 'Phone' }).fill('+966 501112233');
    await dialog.getByRole('textbox', { name: 'Address' }).fill('Tahlia Street, Jeddah');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Personal details corrected').waitFor();
    await dialog.getByText('Tahlia Street, Jeddah').waitFor();
    await context.close();

    const audit = await journey.admin.call<{ action: string; actionDetails: string }[]>(
      'GET',
      `/api/admin/audit-logs?action=INVESTOR_DETAILS_CHANGED`,
    );
    expect(audit.map((row) => row.actionDetails)).toContainEqual(
      expect.stringMatching(/^Personal details of Noor Rahman \(.+\) corrected by .+: phone, address$/),
    );
  });

  it('groups the digits of money amounts as they are typed (issue 21 item 11)', async () => {
    for (const [viewport, mode, name] of [
      [DESKTOP, 'light', '07-payout-amount-desktop-light'],
      [PHONE, 'dark', '08-payout-amount-phone-dark'],
    ] as const) {
      const { context, page } = await journey.open('/admin/activity?tab=payout', {
        viewport,
        colorScheme: mode,
        theme: mode,
        timeout: 30_000,
      });
      const amount = page.getByRole('textbox', { name: /^Payout Amount/ });
      await amount.pressSequentially('3100000');
      await expect(amount.inputValue()).resolves.toBe('3,100,000');
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, JOURNEY, name);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await context.close();
    }
  });

  it('reads at phone width and in dark, axe clean', async () => {
    for (const [viewport, mode, name] of [
      [DESKTOP, 'dark', '04-table-desktop-dark'],
      [PHONE, 'light', '05-table-phone-light'],
      [PHONE, 'dark', '06-table-phone-dark'],
    ] as const) {
      const { context, page } = await signedIn('/admin/investors', viewport, mode);
      await page.getByRole('button', { name: 'Table' }).click();
      await table(page).waitFor();
      await namesBecome(page, ['Layla Haddad', 'Noor Rahman', 'Omar Siddiqui', 'Yusuf Karim']);
      // The page itself never scrolls sideways; the table scrolls inside its own box.
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, JOURNEY, name);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await context.close();
    }
  });
});
