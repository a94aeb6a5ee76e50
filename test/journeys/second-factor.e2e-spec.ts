import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';

import { checkAdminPage } from '../support/admin.js';
import { DESKTOP, horizontalOverflow, PHONE, screenshot, seriousA11yViolations } from '../support/browser.js';
import { ADMIN, type SeededInvestor } from '../support/fund.js';
import { useJourney } from '../support/journey.js';
import { loginCodeFromOutbox } from '../support/mailbox.js';
import { signInToPortal } from '../support/portal.js';

jest.setTimeout(240_000);

const JOURNEY = 'second-factor';

// Issue 25 items 2, 3, 6: an investor sets up an authenticator app from the secret the page shows (the
// test computes the codes with otplib, as a phone would), then signs in with it instead of an e-mailed
// code; with the super admins' policy on, an admin without one is led to set one up before the back office.

/** The code an authenticator app shows for the secret on the page, `offset` seconds from now. */
const codeFor = (secret: string, offset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset });

/**
 * Sets up the app in the page's section `region` (Profile's "Two-step sign-in", the forced set-up page's
 * "Authenticator app"); answers the secret read from the screen.
 */
async function enrolOnPage(page: Page, shot: string, region = 'Two-step sign-in'): Promise<string> {
  const section = page.getByRole('region', { name: region });
  await section.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const secret = (await section.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await section.getByRole('img', { name: 'QR code to add your account to an authenticator app' }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshot(page, JOURNEY, `${shot}-qr`);
  // A wrong code first: the server's words, and the setup stays open.
  const wrong = String((Number(await codeFor(secret)) + 1) % 1_000_000).padStart(6, '0');
  await section.getByLabel('6-digit code from the app').fill(wrong);
  await section.getByRole('button', { name: 'Confirm' }).click();
  await section.getByText('Invalid authenticator code: enter the current 6-digit code from your app').waitFor();
  await section.getByLabel('6-digit code from the app').fill(await codeFor(secret));
  await section.getByRole('button', { name: 'Confirm' }).click();
  const codes = section.getByRole('list', { name: 'Recovery codes' });
  await codes.waitFor();
  expect(await codes.getByRole('listitem').count()).toBe(10);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshot(page, JOURNEY, `${shot}-recovery-codes`);
  return secret;
}

describe('an authenticator app in the browser', () => {
  const journey = useJourney({ name: JOURNEY });
  let investor: SeededInvestor;

  beforeAll(async () => {
    investor = await journey.investor({ fullName: 'Yusuf Karim', username: 'yusuf.totp', email: 'yusuf.totp@example.com' });
  });

  it('an investor sets up an authenticator app in Profile > Security and signs in with its code, no e-mail sent', async () => {
    const { context, page } = await journey.open('/login', { viewport: DESKTOP, session: null });
    await signInToPortal(page, journey.dataDir, investor);
    await page.goto('/investor/profile?tab=security');
    await page.getByRole('region', { name: 'Two-step sign-in' }).getByText('You receive a login code by e-mail.').waitFor();
    await screenshot(page, JOURNEY, '01-portal-off');
    const secret = await enrolOnPage(page, '02-portal');
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByText('10 recovery codes left').waitFor();
    await screenshot(page, JOURNEY, '03-portal-on');
    await context.close();

    // A new browser on a phone: the password, then the app's code (the next time step: the setup used this one).
    const phone = await journey.open('/login', { viewport: PHONE, session: null });
    await phone.page.getByLabel('Username').fill(investor.username);
    await phone.page.getByLabel('Password').fill(investor.password);
    await phone.page.getByRole('button', { name: 'CONTINUE' }).click();
    await phone.page.getByText('Enter the 6-digit code from your authenticator app.').waitFor();
    expect(await horizontalOverflow(phone.page)).toBe(0);
    expect(await seriousA11yViolations(phone.page)).toEqual([]);
    await screenshot(phone.page, JOURNEY, '04-phone-app-code-step');
    await phone.page.getByLabel('Code from your authenticator app').fill(await codeFor(secret, 30));
    await phone.page.getByRole('button', { name: 'VERIFY & LOG IN' }).click();
    await phone.page.waitForURL('**/investor', { timeout: 15_000 });
    await phone.page.goto('/investor/profile?tab=security');
    await phone.page.getByText('10 recovery codes left').waitFor();
    expect(await horizontalOverflow(phone.page)).toBe(0);
    await screenshot(phone.page, JOURNEY, '05-phone-profile-on');
    await phone.context.close();
  });

  it('with the policy on, an admin without an app is led to set one up, then reaches the back office', async () => {
    // While it is off, the super admin's dashboard recommends it.
    const dashboard = await journey.open('/admin', { viewport: DESKTOP, heading: 'Dashboard' });
    const card = dashboard.page.getByRole('region', { name: 'Require an authenticator app for admins' });
    await card.waitFor();
    expect(await card.getByRole('link', { name: 'Review the setting' }).getAttribute('href')).toBe('/admin/settings?tab=security');
    await screenshot(dashboard.page, JOURNEY, '06-admin-dashboard-recommendation');
    await dashboard.context.close();

    await journey.admin.call('PUT', '/api/admin/security-policy', { adminsNeedSecondFactor: true });
    const { context, page } = await journey.open('/login', { viewport: DESKTOP, session: null });
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'CONTINUE' }).click();
    await page.getByRole('button', { name: 'VERIFY & LOG IN' }).waitFor();
    await page.getByLabel('Verification code').fill(await loginCodeFromOutbox(journey.dataDir, ADMIN.email));
    await page.getByRole('button', { name: 'VERIFY & LOG IN' }).click();
    await page.waitForURL('**/security/setup', { timeout: 15_000 });
    await page
      .getByText('Your fund requires administrators to sign in with an authenticator app or a passkey.', { exact: false })
      .waitFor();
    await screenshot(page, JOURNEY, '06-admin-required');
    // The back office's API holds the admin meanwhile.
    const held = await page.evaluate(async () => (await fetch('/api/admin/stats')).json());
    expect(held).toMatchObject({ statusCode: 403, code: 'SECOND_FACTOR_REQUIRED' });
    await enrolOnPage(page, '07-admin', 'Authenticator app');
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.waitForURL('**/admin', { timeout: 15_000 });
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.goto('/admin/account');
    await page.getByText('10 recovery codes left').waitFor();
    await checkAdminPage(page, JOURNEY, '08-admin-account');
    // Settings > Security shows the policy on; the dashboard no longer recommends it.
    await page.goto('/admin/settings?tab=security');
    expect(await page.getByLabel('Require an authenticator app for admins').isChecked()).toBe(true);
    await checkAdminPage(page, JOURNEY, '09-admin-settings-security');
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await page.getByRole('region', { name: 'Require an authenticator app for admins' }).count()).toBe(0);
    await context.close();
  });
});
