import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';

import { signInToAdmin, useTheme } from '../support/admin.js';
import { DESKTOP, horizontalOverflow, PHONE, screenshot, seriousA11yViolations, waitUntil } from '../support/browser.js';
import { ADMIN, type SeededInvestor } from '../support/fund.js';
import { useJourney } from '../support/journey.js';
import { signInToPortal } from '../support/portal.js';

jest.setTimeout(240_000);

const JOURNEY = 'sessions';

// Issue 25 item 6: an investor signed in on two browsers ends the other one from the first, whose next
// navigation shows the login screen; the back office's My account lists the admin's own sessions, and
// an admin ends all of an investor's sessions from the investor's details.

const WINDOWS_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

describe('sessions in the browser', () => {
  const journey = useJourney({ name: JOURNEY });
  let investor: SeededInvestor;

  beforeAll(async () => {
    investor = await journey.investor({ fullName: 'Layla Haddad', username: 'layla.sessions', email: 'layla.sessions@example.com' });
  });

  /** A signed-out browser with its own user agent (so each session names its device). */
  async function browserAs(userAgent: string, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
    const context = await journey.browser.newContext({ baseURL: journey.base, viewport, userAgent, locale: 'en-GB', timezoneId: 'UTC' });
    context.setDefaultTimeout(15_000);
    return { context, page: await context.newPage() };
  }

  const loginScreen = (page: Page) => page.getByLabel('Username').waitFor();

  /** A full-page screenshot from the top (one taken scrolled paints the fixed header and sidebar mid-page; not with a dialog open). */
  const shot = async (page: Page, name: string) => {
    await page.evaluate('window.scrollTo(0, 0)');
    await screenshot(page, JOURNEY, name);
  };

  let laptop: { context: BrowserContext; page: Page };

  it('signs in twice, and the first browser ends the second: its next navigation shows the login screen', async () => {
    laptop = await browserAs(WINDOWS_CHROME);
    const phone = await browserAs(IPHONE_SAFARI, PHONE);
    await signInToPortal(laptop.page, journey.dataDir, investor);
    await signInToPortal(phone.page, journey.dataDir, investor);

    // The phone sees both browsers (and the API session the seeding left, which has no device information).
    await phone.page.goto('/investor/profile?tab=security');
    const phoneList = phone.page.getByRole('list', { name: 'Signed-in sessions' });
    await phoneList.getByText('Chrome 131 on Windows 10').waitFor();
    expect(await horizontalOverflow(phone.page)).toBe(0);
    await shot(phone.page, '01-portal-phone-sessions');

    await laptop.page.goto('/investor/profile?tab=security');
    const region = laptop.page.getByRole('region', { name: "Where you're signed in" });
    const list = region.getByRole('list', { name: 'Signed-in sessions' });
    const items = list.getByRole('listitem');
    await list.getByText('Safari 17 on iOS 17.1').waitFor();
    expect(await items.count()).toBe(3);
    // Newest first: the phone, then this laptop (This device), then the seeding's API session.
    expect(await items.nth(0).innerText()).toMatch(/^Safari 17 on iOS 17\.1/);
    expect(await items.nth(1).innerText()).toMatch(/Chrome 131 on Windows 10\s+This device/);
    expect(await items.nth(2).innerText()).toMatch(/^Unknown device/);
    expect(await seriousA11yViolations(laptop.page)).toEqual([]);
    await shot(laptop.page, '02-portal-desktop-sessions');

    await region.getByRole('button', { name: 'Sign out Safari 17 on iOS 17.1' }).click();
    const confirm = laptop.page.getByRole('dialog', { name: 'Sign out this session?' });
    await confirm.getByText('Safari 17 on iOS 17.1 will be signed out at once').waitFor();
    expect(await seriousA11yViolations(laptop.page)).toEqual([]);
    await screenshot(laptop.page, JOURNEY, '03-portal-confirm');
    await confirm.getByRole('button', { name: 'Sign out', exact: true }).click();
    await laptop.page.getByText('That session has been signed out.').waitFor();
    await waitUntil(async () => (await items.count()) === 2);
    await shot(laptop.page, '04-portal-signed-out-other');

    // The phone's next navigation: the session is gone, the portal shows the login screen.
    await phone.page.goto('/investor');
    await loginScreen(phone.page);
    await screenshot(phone.page, JOURNEY, '05-phone-login-screen');
    await phone.context.close();

    // The laptop is still signed in.
    await laptop.page.goto('/investor/profile?tab=security');
    await region.getByText('This device').waitFor();
  });

  it("shows the admin's own sessions on My account, in light and dark, on a desktop and a phone", async () => {
    // The super admin signs in through the login screen from a named browser; the API session the
    // journey set up stays (an older one, with no device information).
    const { context, page } = await browserAs(WINDOWS_CHROME);
    await signInToAdmin(page, journey.dataDir, ADMIN);
    await page.getByRole('menuitem', { name: 'My account' }).click();
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    const list = page.getByRole('region', { name: "Where you're signed in" }).getByRole('list', { name: 'Signed-in sessions' });
    await list.getByText('This device').waitFor();
    expect(await list.getByRole('listitem').nth(0).innerText()).toMatch(/^Chrome 131 on Windows 10\s+This device/);
    await list.getByRole('button', { name: 'Sign out Unknown device' }).waitFor();
    for (const mode of ['light', 'dark'] as const) {
      // The theme toggle is in the sidebar, a closed drawer on phones.
      await page.setViewportSize(DESKTOP);
      await useTheme(page, mode);
      for (const [size, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        await page.setViewportSize(viewport);
        expect(await seriousA11yViolations(page)).toEqual([]);
        expect(await horizontalOverflow(page)).toBe(0);
        await screenshot(page, JOURNEY, `06-admin-account-${size}-${mode}`);
      }
    }
    await page.setViewportSize(DESKTOP);
    await useTheme(page, 'light');
    await context.close();
  });

  it("an admin ends all of the investor's sessions from their details: the investor's next navigation shows the login screen", async () => {
    const { context, page } = await journey.open('/admin/investors', { heading: 'Investors' });
    await page
      .getByRole('button', { name: /View Full Details/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: /Investor Portfolio Details/ });
    // The investor's sessions are a section below their personal details.
    await dialog.getByRole('tab', { name: 'Personal Details' }).click();
    const sessions = dialog.getByRole('region', { name: 'Sessions' });
    await sessions.getByText('Chrome 131 on Windows 10').waitFor();
    await sessions.scrollIntoViewIfNeeded();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, JOURNEY, '07-admin-investor-sessions');

    await sessions.getByRole('button', { name: 'End all sessions' }).click();
    const confirm = page.getByRole('dialog', { name: 'End all sessions of Layla Haddad?' });
    await confirm.getByRole('button', { name: 'End all sessions' }).click();
    await page.getByText(/\d+ sessions? ended/).waitFor();
    await sessions.getByText('Not signed in anywhere now.').waitFor();
    await screenshot(page, JOURNEY, '08-admin-investor-sessions-ended');
    await context.close();

    await laptop.page.goto('/investor/profile');
    await loginScreen(laptop.page);
    await laptop.context.close();
  });
});
