import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';

import {
  horizontalOverflow,
  launchBrowser,
  loginCodeFromOutbox,
  newContext,
  PHONE,
  screenshot,
  seriousA11yViolations,
} from '../support/browser.js';
import { start, stop, type Running } from '../support/server.js';

jest.setTimeout(120_000);

// A newcomer's first minutes in a real browser: the System Setup screen on a fresh install, then the
// two-step login of the new super admin, which lands in the back office.
describe('first run in the browser', () => {
  let dataDir: string;
  let server: Running;
  let browser: Browser;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'fund-journey-'));
    await chmod(dataDir, 0o755);
    server = await start(dataDir);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    if (server) await stop(server, 'SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('creates the first super admin on System Setup and signs in with the e-mailed code', async () => {
    const context = await newContext(browser, server.base);
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
    const code = await loginCodeFromOutbox(dataDir, 'amina@example.com');
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'VERIFY & LOG IN' }).click();

    await page.waitForURL('**/admin**', { timeout: 15_000 });
    await page.getByText('Dashboard').first().waitFor();
    await screenshot(page, 'first-run', '04-admin');
    await context.close();
  });

  it('shows the login screen without sideways scrolling at 375 px', async () => {
    const context = await newContext(browser, server.base, { viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'CONTINUE' }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'first-run', '05-login-phone');
    await context.close();
  });
});
