import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Page } from 'playwright-core';

import { MESSAGES } from '@fund/contracts';
import { ticketBody } from '@fund/contracts/testing';

import { useTheme } from '../support/admin.js';
import { DESKTOP, horizontalOverflow, screenshot, seriousA11yViolations, TABLET } from '../support/browser.js';
import { enrol, seedScheme, type SeededInvestor } from '../support/fund.js';
import { useJourney } from '../support/journey.js';

jest.setTimeout(180_000);

const JOURNEY = 'admin-investors';

// Investors and Active Investors on a fresh server: two investors seeded over the API (one holding
// a scheme), searched, their portfolio read in the details dialog, one disabled so that the login
// answers the disabled message, enabled again, and a third deleted; axe clean in both themes and no
// sideways scroll at 1280 and 768 px.
describe('admin investors in the browser', () => {
  const journey = useJourney({ name: JOURNEY });
  let layla: SeededInvestor;
  let yusuf: SeededInvestor;

  beforeAll(async () => {
    layla = await journey.investor();
    yusuf = await journey.investor({ fullName: 'Yusuf Rahman', password: 'Inv3st!Yusuf' });
    await journey.investor({ fullName: 'Omar Siddiqui', password: 'Inv3st!Omar1' });
    const trade = await seedScheme(journey.admin, { productId: 'murabaha', name: 'Dubai Trade Finance', status: 'earning' });
    await enrol(journey.admin, layla.id, trade, 250_000, 268_000);
  });

  const signedIn = (url: string, heading: RegExp, viewport = DESKTOP) => journey.open(url, { viewport, heading });
  const card = (page: Page, name: string) => page.locator('article', { has: page.getByRole('heading', { name, exact: true }) });

  it('lists every investor with tab counts, searches on the server and shows the portfolio details', async () => {
    const { context, page } = await signedIn('/admin/investors', /^Investors/);
    await card(page, 'Layla Haddad').waitFor();
    await expect(page.getByRole('tab', { name: /All Investors/ }).textContent()).resolves.toBe('All Investors3');

    await page.getByLabel('Search by name, e-mail, phone or address').fill('LAYLA');
    await card(page, 'Yusuf Rahman').waitFor({ state: 'detached' });
    await card(page, 'Layla Haddad').waitFor();
    await page.getByLabel('Search by name, e-mail, phone or address').fill('');
    await card(page, 'Yusuf Rahman').waitFor();

    await useTheme(page, 'light');
    await screenshot(page, JOURNEY, '01-investors-light-1280');
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await card(page, 'Layla Haddad')
      .getByRole('button', { name: /View Full Details/ })
      .click();
    const dialog = page.getByRole('dialog', { name: /Investor Portfolio Details/ });
    await dialog.getByText('$268,000').waitFor();
    // Return (change in value) and, with no payouts yet, the same total return including the change in value (issue 19).
    const figure = (name: string) => dialog.locator('dl > div').filter({ has: page.getByText(name, { exact: true }) });
    await figure('Return').getByText('+7.20%').waitFor();
    await figure('Return').getByText('Change in value', { exact: true }).waitFor();
    await figure('Total return (incl. value change)').getByText('+7.20%').waitFor();
    await screenshot(page, JOURNEY, '02-details-overview');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('tab', { name: 'Active Investments' }).click();
    await dialog.getByRole('rowheader', { name: 'Dubai Trade Finance' }).waitFor();
    await screenshot(page, JOURNEY, '03-details-investments');
    // Money in and out (issue 19 item 2): the enrollment's contribution beside the payouts.
    await dialog.getByRole('tab', { name: 'Transactions' }).click();
    await dialog.getByRole('table', { name: 'Transactions' }).getByText('Contribution').first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, JOURNEY, '03-details-transactions');
    await dialog.getByRole('tab', { name: 'Personal Details' }).click();
    await dialog.getByText('layla@example.com').first().waitFor();
    await screenshot(page, JOURNEY, '03-details-personal');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    await useTheme(page, 'dark');
    await screenshot(page, JOURNEY, '04-investors-dark-1280');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await useTheme(page, 'light');
    await context.close();
  });

  it('leads from the portfolio details to that investor’s support tickets, and from there to everyone’s', async () => {
    await layla.session.call(
      'POST',
      '/api/tickets',
      ticketBody({ subject: 'Dubai Trade Finance statement', category: 'investment', priority: 'medium' }),
    );
    await yusuf.session.call('POST', '/api/tickets', ticketBody({ subject: 'Update my address', category: 'account', priority: 'low' }));
    const { context, page } = await signedIn('/admin/investors', /^Investors/);
    await card(page, 'Layla Haddad')
      .getByRole('button', { name: /View Full Details/ })
      .click();
    const dialog = page.getByRole('dialog', { name: /Investor Portfolio Details/ });
    await dialog.getByRole('link', { name: 'View Support Tickets' }).click();

    await page.waitForURL(
      (url) => url.pathname === '/admin/tickets' && JSON.parse(url.searchParams.get('filter') ?? '{}').investorId === layla.id,
    );
    await page.getByText('Showing the tickets of Layla Haddad (layla@example.com)').waitFor();
    await page.getByRole('tab', { name: /^Open Tickets\s*1$/, selected: true }).waitFor();
    await page.getByRole('heading', { name: 'Dubai Trade Finance statement' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Update my address' }).count()).toBe(0);
    await screenshot(page, JOURNEY, '03-tickets-of-layla');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Show all investors' }).click();
    await page.getByRole('heading', { name: 'Update my address' }).waitFor();
    await page.getByRole('tab', { name: /^Open Tickets\s*2$/ }).waitFor();
    expect(await page.getByText(/Showing the tickets of/).count()).toBe(0);
    await context.close();
  });

  it('disables an investor who then cannot log in, and enables them again', async () => {
    const { context, page } = await signedIn('/admin/active-investors', /Active Investors/);
    const layla_ = card(page, 'Layla Haddad');
    await layla_.waitFor();
    await expect(page.locator('article').count()).resolves.toBe(1);
    await page.getByRole('group', { name: 'Total AUM' }).getByText('$268,000').waitFor();
    await page.getByRole('group', { name: 'Total Returns' }).getByText('$18,000').waitFor();
    await page.getByRole('group', { name: 'Total Returns' }).getByText('Change in value (current value minus invested)').waitFor();
    await page.getByRole('group', { name: 'Total return (incl. value change)' }).getByText('+7.20%').waitFor();
    await screenshot(page, JOURNEY, '05-active-light-1280');
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await layla_.getByRole('button', { name: 'Disable: Layla Haddad' }).click();
    // Disabling asks first (issue 19 item 5).
    await page.getByRole('dialog', { name: 'Disable login for Layla Haddad?' }).getByRole('button', { name: 'Disable' }).click();
    await page.getByText('Investor Disabled').waitFor();
    await layla_.getByRole('button', { name: 'Enable: Layla Haddad' }).waitFor();
    const attempt = await fetch(`${journey.base}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'layla', password: layla.password }),
    });
    expect(attempt.ok).toBe(false);
    expect(((await attempt.json()) as { message: string }).message).toBe(MESSAGES.accountDisabled);

    await useTheme(page, 'dark');
    await screenshot(page, JOURNEY, '06-active-disabled-dark-1280');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await useTheme(page, 'light');

    await layla_.getByRole('button', { name: 'Enable: Layla Haddad' }).click();
    await page.getByRole('dialog', { name: 'Enable login for Layla Haddad?' }).getByRole('button', { name: 'Enable' }).click();
    await page.getByText('Investor Enabled').waitFor();
    const again = await fetch(`${journey.base}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'layla', password: layla.password }),
    });
    expect(again.ok).toBe(true);
    await context.close();
  });

  it('deletes an investor after the confirmation and fits at 768 px', async () => {
    const { context, page } = await signedIn('/admin/investors', /^Investors/, TABLET);
    await card(page, 'Omar Siddiqui').getByRole('button', { name: 'Delete: Omar Siddiqui' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Delete Omar Siddiqui?').waitFor();
    // What goes, counted by the server, and the full name typed before Delete Permanently (issue 19 item 5).
    await confirm.getByText('Their login and profile').waitFor();
    await screenshot(page, JOURNEY, '07-delete-confirm-768');
    expect(await confirm.getByRole('button', { name: /Delete Permanently/ }).isDisabled()).toBe(true);
    await confirm.getByRole('textbox', { name: 'Full name' }).fill('Omar Siddiqui');
    await confirm.getByRole('button', { name: /Delete Permanently/ }).click();
    await page.getByText('Investor deleted successfully').waitFor();
    await card(page, 'Omar Siddiqui').waitFor({ state: 'detached' });
    expect(await horizontalOverflow(page)).toBe(0);
    await page.goto('/admin/active-investors');
    await card(page, 'Layla Haddad').waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, JOURNEY, '08-active-768');
    const summaries = await journey.admin.call<unknown[]>('GET', '/api/admin/investor-summaries');
    expect(summaries).toHaveLength(2);
    await context.close();
  });
});
