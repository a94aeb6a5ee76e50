import { expect } from '@jest/globals';
import type { Page } from 'playwright-core';

import { PDF } from '../../backend/test/files.js';
import type { ApiSession } from './api.js';
import { DESKTOP, horizontalOverflow, screenshot, seriousA11yViolations, TABLET } from './browser.js';
import { kycApplication, type InvestorPerson } from './fund.js';
import { loginCodeFromOutbox } from './mailbox.js';

// Back-office journey steps: signing an admin in through the login screen, the sidebar's theme
// toggle, and records the back office reviews (a KYC application left pending).

/** Signs an admin in through the login screen (credentials, then the e-mailed code) and waits for the Dashboard. */
export async function signInToAdmin(
  page: Page,
  dataDir: string,
  admin: { username: string; password: string; email: string },
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  // The server answers once the code is in the outbox, so the newest code is this login's.
  await page.getByRole('button', { name: 'VERIFY & LOG IN' }).waitFor();
  await page.getByLabel('Verification code').fill(await loginCodeFromOutbox(dataDir, admin.email));
  await page.getByRole('button', { name: 'VERIFY & LOG IN' }).click();
  await page.waitForURL('**/admin', { timeout: 15_000 });
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

/** Switches the back office to `mode` with the sidebar header's toggle (a no-op when already there). */
export async function useTheme(page: Page, mode: 'light' | 'dark'): Promise<void> {
  // After a resize the sidebar is laid out again: wait for either toggle before asking which one is shown.
  await page
    .getByRole('button', { name: /^Switch to (light|dark) theme$/ })
    .first()
    .waitFor();
  const toggle = page.getByRole('button', { name: `Switch to ${mode} theme` });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('button', { name: `Switch to ${mode === 'dark' ? 'light' : 'dark'} theme` }).waitFor();
}

/**
 * A back-office page axe clean and without sideways scroll at 1280 and 768 px in light and dark, with
 * screenshots test/artifacts/<journey>/<name>-<mode>-<width>.png; leaves it at 1280 in light.
 */
export async function checkAdminPage(page: Page, journey: string, name: string): Promise<void> {
  for (const mode of ['light', 'dark'] as const) {
    await useTheme(page, mode);
    await page.setViewportSize(DESKTOP);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, journey, `${name}-${mode}-1280`);
    await page.setViewportSize(TABLET);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, journey, `${name}-${mode}-768`);
  }
  await page.setViewportSize(DESKTOP);
  await useTheme(page, 'light');
}

/** An application as the public KYC wizard submits it (the ID document uploaded first), left pending; answers its id. */
export async function submitPendingApplication(visitor: ApiSession, person: InvestorPerson): Promise<string> {
  const { uploadURL } = await visitor.call<{ uploadURL: string }>('POST', '/api/objects/upload');
  await visitor.upload(uploadURL, PDF, 'application/pdf');
  const { objectPath } = await visitor.call<{ objectPath: string }>('PUT', '/api/kyc-documents', { documentURL: uploadURL });
  const { id } = await visitor.call<{ id: string }>('POST', '/api/kyc', kycApplication(person, objectPath));
  return id;
}
