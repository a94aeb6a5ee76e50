import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { BrowserContext } from 'playwright-core';

import { THEME_STORAGE_KEY } from '@fund/contracts';

import { horizontalOverflow, newContext, PHONE, screenshot, seriousA11yViolations, type ContextOptions } from '../support/browser.js';
import { useJourney } from '../support/journey.js';
import { loginCodeFromOutbox } from '../support/mailbox.js';

jest.setTimeout(420_000);

// A newcomer's first minutes in a real browser, at the address the start line prints
// (http://127.0.0.1:PORT, with APP_ORIGIN unset): the System Setup screen on a fresh install, the
// two-step login of the new super admin, the empty dashboard's first steps, and Load demo data.
describe('first run in the browser', () => {
  const journey = useJourney({ superAdmin: false });
  /** The loopback address the server listens on, not the default APP_ORIGIN's localhost. */
  let base: string;
  let cookies: Awaited<ReturnType<BrowserContext['cookies']>> = [];

  beforeAll(async () => {
    base = journey.base.replace('localhost', '127.0.0.1');
  });

  /** A signed-in back office page of the super admin (the cookie of the first test's login). */
  const adminPage = async (options: ContextOptions) => {
    const context = await newContext(journey.browser, base, options);
    await context.addCookies(cookies);
    // The back office's own theme preference (its sidebar toggle stores it), not the system's.
    if (options.colorScheme === 'dark') await context.addInitScript(`localStorage.setItem('${THEME_STORAGE_KEY}', 'dark')`);
    const page = await context.newPage();
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    return { context, page };
  };

  it('creates the first super admin on System Setup opened at http://127.0.0.1:PORT and signs in with the e-mailed code', async () => {
    expect(journey.server.output()).toMatch(/Ready in \d+ ms/);
    // The start output is short: the Ready line is not buried under Nest's route table.
    expect(journey.server.output()).not.toContain('Mapped {');

    const context = await newContext(journey.browser, base);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'CREATE ADMIN ACCOUNT' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'first-run', '01-system-setup');

    await page.getByLabel('Full name').fill('Amina Rahman');
    await page.getByLabel('E-mail').fill('amina@example.com');
    await page.getByLabel('Username').fill('amina');
    await page.getByLabel('Password').fill('Str0ng!Passw0rd');
    await page.getByRole('button', { name: 'CREATE ADMIN ACCOUNT' }).click();

    // The setup screen goes to /login after 2 seconds.
    await page.waitForURL('**/login', { timeout: 10_000 });
    await page.getByRole('button', { name: 'CONTINUE' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'first-run', '02-login');
    await page.getByLabel('Username').fill('amina');
    await page.getByLabel('Password').fill('Str0ng!Passw0rd');
    await page.getByRole('button', { name: 'CONTINUE' }).click();

    await page.getByRole('button', { name: 'VERIFY & LOG IN' }).waitFor();
    await screenshot(page, 'first-run', '03-code');
    const code = await loginCodeFromOutbox(journey.dataDir, 'amina@example.com');
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'VERIFY & LOG IN' }).click();

    await page.waitForURL('**/admin**', { timeout: 15_000 });
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    cookies = await context.cookies();
    await context.close();
  });

  it('offers the first steps on the empty dashboard (desktop and phone, light and dark)', async () => {
    for (const [name, options] of [
      ['desktop-light', {}],
      ['desktop-dark', { colorScheme: 'dark' }],
      ['phone-light', { viewport: PHONE }],
      ['phone-dark', { viewport: PHONE, colorScheme: 'dark' }],
    ] as [string, ContextOptions][]) {
      const { context, page } = await adminPage(options);
      const card = page.getByRole('region', { name: 'Get started' });
      await card.getByRole('button', { name: 'Load demo data' }).waitFor();
      expect(await card.getByRole('link', { name: 'Create your first scheme' }).getAttribute('href')).toBe('/admin/products?create=scheme');
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, 'first-run', `04-empty-dashboard-${name}`);
      await context.close();
    }
  });

  it('Create your first scheme opens the scheme form', async () => {
    const { context, page } = await adminPage({});
    await page.getByRole('link', { name: 'Create your first scheme' }).click();
    await page.getByRole('dialog', { name: /Create New Scheme/ }).waitFor();
    await context.close();
  });

  it('Load demo data fills the fund in the background, with progress, and the dashboard then shows it', async () => {
    const { context, page } = await adminPage({});
    const card = page.getByRole('region', { name: 'Get started' });
    await card.getByRole('button', { name: 'Load demo data' }).click();
    await card.getByRole('progressbar', { name: 'Demo data progress' }).waitFor();
    await card.getByText(/^Loading demo data: Investors \(\d+ of 40\)$/).waitFor({ timeout: 120_000 });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'first-run', '05-demo-loading-desktop-light');

    await page.getByText('Demo data loaded').waitFor({ timeout: 300_000 });
    await page.getByRole('group', { name: 'Total Investors' }).getByText('40').waitFor();
    expect(await card.count()).toBe(0);
    await screenshot(page, 'first-run', '06-demo-loaded-desktop-light');
    await context.close();
  });

  it('shows the login screen without sideways scrolling at 375 px', async () => {
    const context = await newContext(journey.browser, base, { viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'CONTINUE' }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'first-run', '07-login-phone');
    await context.close();
  });
});
