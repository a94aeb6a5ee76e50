import { describe, expect, it, jest } from '@jest/globals';
import type { Page } from 'playwright-core';

import { demoPdf, demoPng } from '../../backend/src/seed/demo-files.js';
import { ApiSession } from '../support/api.js';
import { DESKTOP, horizontalOverflow, PHONE, screenshot, seriousA11yViolations, waitUntil } from '../support/browser.js';
import {
  acceptTerms,
  approveWithCredentials,
  fillBankStep,
  fillKycDetailsStep,
  fillNextOfKinStep,
  fillPersonalStep,
  uploadId,
  type Applicant,
} from '../support/investor.js';
import { useJourney } from '../support/journey.js';
import { loginCodeFromOutbox } from '../support/mailbox.js';

jest.setTimeout(180_000);

const JOURNEY = 'investor-public';
const APPLICANT: Applicant = { fullName: 'Layla Al Amin', email: 'layla@example.com', username: 'layla' };
const TEMPORARY_PASSWORD = 'Welcome#2026';
const NEW_PASSWORD = 'N3w!Secure#Pass';

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();
const idPng = () => ({ name: 'passport-scan.png', mimeType: 'image/png', buffer: demoPng([15, 81, 50], [176, 141, 60], 3, 640, 400) });

/** Everything this origin keeps in localStorage and sessionStorage, as text. */
const browserStorage = (page: Page) => page.evaluate<string>('JSON.stringify(localStorage) + JSON.stringify(sessionStorage)');

/** axe finds no serious or critical violation, and a screenshot is saved under the journey's name. */
async function check(page: Page, name: string): Promise<void> {
  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshot(page, JOURNEY, name);
}

// A prospective investor's first visits in a real browser: the KYC application from the intro to
// success (with a reload half way), the admin's approval over the API, the first login with the
// forced password change, a forgotten password, and an admin invitation, each screen checked by axe.
describe('investor public screens in the browser', () => {
  const journey = useJourney();
  /** A signed-out browser context, with room for a machine busy with other work. */
  const openContext = (viewport: { width: number; height: number }) => journey.context({ viewport, session: null, timeout: 30_000 });

  it('takes the KYC application from the intro to Application Submitted Successfully, keeping the answers over a reload', async () => {
    const context = await openContext(DESKTOP);
    const page = await context.newPage();

    await page.goto('/kyc');
    await page.getByRole('heading', { name: 'Open your investor account' }).waitFor();
    for (const step of ['Personal Information', 'KYC Details', 'Bank Details', 'Next of Kin', 'Terms & Conditions']) {
      await page.getByText(step, { exact: true }).first().waitFor();
    }
    await page.getByText('Takes about 10-15 minutes').waitFor();
    await check(page, '01-kyc-intro');
    await page.getByRole('link', { name: 'Begin Application' }).click();
    await page.waitForURL('**/kyc/submit');

    // Step 1: Next checks the step, puts each message beside its field and focuses the first.
    await stepHeading(page, 'Personal Information');
    await page.getByText('Step 1 of 5').waitFor();
    expect(await page.getByRole('button', { name: 'Back' }).isDisabled()).toBe(true);
    await next(page);
    await page.getByText('Full name is required').waitFor();
    expect(await page.evaluate<string | undefined>('document.activeElement?.id')).toBe(
      await page.getByLabel('Full name').getAttribute('id'),
    );
    await check(page, '02-step1-checked');
    await fillPersonalStep(page, APPLICANT);
    expect(await page.getByLabel('Country code').inputValue()).toBe('+971');
    await check(page, '03-step1-filled');
    await next(page);

    // Step 2: a wrong file is refused before any upload; then a real PNG uploads with its progress bar.
    await stepHeading(page, 'KYC Details');
    await page.getByText('Step 2 of 5').waitFor();
    await fillKycDetailsStep(page);
    await page.locator('#id-document-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an ID') });
    await page.getByText('Invalid file type: notes.txt').waitFor();

    // A reload keeps the answers that may stay on this device and resumes at step 1, where the date
    // of birth (never kept) is asked for again; so are the passport number and the ID document.
    expect(await browserStorage(page)).not.toMatch(/1986-09-21|21\/09\/1986|X1234567/);
    await page.reload();
    await stepHeading(page, 'Personal Information');
    await page.getByText('We restored the answers you saved on this device.', { exact: false }).waitFor();
    expect(await page.getByLabel('Full name').inputValue()).toBe(APPLICANT.fullName);
    expect(await page.getByLabel('Date of birth').inputValue()).toBe('');
    await page.getByLabel('Date of birth').fill('21/09/1986');
    await next(page);
    await stepHeading(page, 'KYC Details');
    expect(await page.getByLabel('Passport number').inputValue()).toBe('');
    expect(await page.getByLabel('Annual income').inputValue()).toBe('250k-500k');
    expect(await page.getByRole('checkbox', { name: 'Rental Income' }).isChecked()).toBe(true);
    await page.getByLabel('Passport number').fill('X1234567');
    await next(page);
    await page.getByText('Please upload your ID document').waitFor();
    await uploadId(page, { name: 'passport-old.pdf', mimeType: 'application/pdf', buffer: demoPdf('Passport', ['An earlier scan.']) });
    await uploadId(page, idPng());
    await page.getByText('passport-scan.png').waitFor();
    await check(page, '04-step2-uploaded');
    await next(page);

    await stepHeading(page, 'Bank Details');
    await page.getByRole('button', { name: 'Back' }).click();
    await stepHeading(page, 'KYC Details');
    await page.getByText('passport-scan.png').waitFor();
    await next(page);
    await stepHeading(page, 'Bank Details');
    await fillBankStep(page, APPLICANT);
    await check(page, '05-step3-bank');
    expect(await browserStorage(page)).not.toMatch(/1986-09-21|21\/09\/1986|X1234567|0123456789|20-00-00|EBILAEAD|passport-scan/);

    // Cancel offers to discard the saved answers; the focus starts on the safe choice, Escape keeps all.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Leave your application?' }).waitFor();
    await waitUntil(() => page.evaluate<boolean>("document.activeElement?.textContent === 'Continue application'"));
    await check(page, '05b-kyc-cancel');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.getByLabel('Sort code').inputValue()).toBe('20-00-00');
    await next(page);

    await stepHeading(page, 'Next of Kin Details');
    await fillNextOfKinStep(page);
    await check(page, '06-step4-next-of-kin');
    await next(page);

    await stepHeading(page, 'Terms & Disclaimer');
    await page.getByText('Step 5 of 5').waitFor();
    await page.getByRole('button', { name: 'Review Application' }).click();
    await page.getByText('You must accept the terms and conditions').waitFor();
    await acceptTerms(page);
    await check(page, '07-step5-terms');
    // Issue 21: every answer on a review page before Submit Application.
    await page.getByRole('button', { name: 'Review Application' }).click();
    await stepHeading(page, 'Review your application');
    await page.getByText('21 September 1986').waitFor();
    await page.getByRole('button', { name: 'Submit Application' }).click();

    await page.getByRole('heading', { name: 'Application Submitted Successfully' }).waitFor();
    await check(page, '08-kyc-submitted');
    expect(await page.evaluate<string | null>("localStorage.getItem('kyc-application-draft')")).toBeNull();

    const [application] = (await journey.admin.call<Record<string, string>[]>('GET', '/api/kyc?status=pending')).filter(
      (item) => item.email === APPLICANT.email,
    );
    expect(application).toMatchObject({
      fullName: APPLICANT.fullName,
      dateOfBirth: '1986-09-21',
      phone: '+971 501234567',
      country: 'United Arab Emirates',
      idType: 'passport',
      passportNumber: 'X1234567',
      annualIncome: '250k-500k',
      sourceOfIncome: 'Business, Rental Income',
      nokRelationship: 'spouse',
      termsAccepted: 'true',
      disclaimerAccepted: 'true',
    });
    expect(application.idUploadUrl).toMatch(/^\/api\/objects\/kyc-document\//);
    await context.close();
  });

  it('signs the approved investor in with the e-mailed code and the forced password change, landing on /investor', async () => {
    await approveWithCredentials(journey.admin, APPLICANT.email, APPLICANT.username, TEMPORARY_PASSWORD);
    const context = await openContext(DESKTOP);
    const page = await context.newPage();

    await page.goto('/login');
    await page.getByLabel('Username').fill(APPLICANT.username);
    await page.getByLabel('Password').fill(TEMPORARY_PASSWORD);
    await page.getByRole('button', { name: 'CONTINUE' }).click();
    await page.getByRole('button', { name: 'VERIFY & LOG IN' }).waitFor();
    await page.getByLabel('Verification code').fill(await loginCodeFromOutbox(journey.dataDir, APPLICANT.email));
    await page.getByRole('button', { name: 'VERIFY & LOG IN' }).click();

    await page.waitForURL('**/change-password');
    await page.getByRole('heading', { name: 'Change password' }).waitFor();
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('weakpassword1');
    await page.getByLabel('Confirm new password').fill('weakpassword1');
    await page.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
    await page.getByText('Weak Password').waitFor();
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await check(page, '09-change-password');
    await page.getByRole('button', { name: 'CHANGE PASSWORD' }).click();

    await page.waitForURL('**/investor', { timeout: 15_000 });
    await page.getByText('Welcome, Layla').waitFor();
    await page.getByRole('navigation', { name: 'Portal navigation' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await screenshot(page, JOURNEY, '10-portal-desktop');

    // Ctrl+B collapses the sidebar, and the choice outlives a reload.
    await page.keyboard.press('Control+b');
    await page.locator('[data-testid="sidebar"][data-state="collapsed"]').waitFor();
    await page.reload();
    await page.locator('[data-testid="sidebar"][data-state="collapsed"]').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, JOURNEY, '11-portal-collapsed');
    expect((await context.cookies()).find((cookie) => cookie.name === 'sidebar_state')?.value).toBe('false');

    // On a phone the sidebar is a drawer.
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'My Assets' }).waitFor();
    await waitUntil(async () => (await page.locator('.MuiDrawer-paper').boundingBox())?.x === 0);
    await screenshot(page, JOURNEY, '12-portal-phone-drawer');
    await page.getByRole('link', { name: 'My Assets' }).click();
    await page.waitForURL('**/investor/assets');
    await page.getByRole('heading', { level: 1, name: 'My Assets' }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, JOURNEY, '12-portal-phone-assets');

    // The new password is the one that works now, with no further change asked for.
    const again = await new ApiSession(journey.base, journey.dataDir).login(APPLICANT.username, NEW_PASSWORD, APPLICANT.email);
    expect(again).toMatchObject({ role: 'investor', mustChangePassword: 'false' });
    await context.close();
  });

  it('sends a forgotten-password request to the administrators', async () => {
    const context = await openContext(DESKTOP);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/forgot-password');
    // By keyboard: the field has the focus, Tab reaches the button, Enter sends.
    await page.getByLabel('Username').waitFor();
    const usernameId = await page.getByLabel('Username').getAttribute('id');
    // The field takes the focus as the page settles (it can paint a moment before).
    await waitUntil(async () => (await page.evaluate<string | undefined>('document.activeElement?.id')) === usernameId);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByText('Please enter your username').waitFor();
    await check(page, '13-forgot-password');

    await page.getByLabel('Username').fill(APPLICANT.username);
    await page.getByRole('button', { name: 'REQUEST PASSWORD RESET' }).click();
    await page.getByRole('heading', { name: 'Request Submitted' }).waitFor();
    await check(page, '14-forgot-password-submitted');

    const requests = await journey.admin.call<{ userName: string; status: string }[]>('GET', '/api/admin/password-reset-requests');
    expect(requests).toEqual(expect.arrayContaining([expect.objectContaining({ userName: APPLICANT.username, status: 'pending' })]));
    await page.getByRole('link', { name: 'RETURN TO LOGIN' }).click();
    await page.waitForURL('**/login');
    await context.close();
  });

  it('accepts an admin invitation from its /admin/invite link, then shows it as used; an unknown token is invalid', async () => {
    const invitation = await journey.admin.call<{ inviteToken: string }>('POST', '/api/admin/invitations', {
      email: 'farah@example.com',
      fullName: 'Farah Siddiqui',
      role: 'admin',
    });
    const context = await openContext(DESKTOP);
    const page = await context.newPage();

    await page.goto('/accept-invitation/not-a-real-token');
    await page.getByRole('heading', { name: 'Invalid Invitation' }).waitFor();
    await check(page, '15-invitation-invalid');

    await page.goto(`/admin/invite/${invitation.inviteToken}`);
    await page.waitForURL(`**/accept-invitation/${invitation.inviteToken}`);
    await page.getByRole('button', { name: 'ACCEPT INVITATION' }).waitFor();
    expect(await page.getByLabel('E-mail').inputValue()).toBe('farah@example.com');
    await page.getByLabel('Username').fill('farah');
    await page.getByLabel(/^Password/).fill('Adm1n!Farah');
    await page.getByLabel('Confirm password').fill('Adm1n!Farah');
    await check(page, '16-invitation-form');
    await page.getByRole('button', { name: 'ACCEPT INVITATION' }).click();
    await page.getByText('Account created successfully! Please login with your credentials.').waitFor();
    await page.waitForURL('**/admin/login', { timeout: 10_000 });

    // A fresh tab: the back office at /admin/login may still be sending this one on to /login.
    const again = await context.newPage();
    await again.goto(`/accept-invitation/${invitation.inviteToken}`);
    await again.getByRole('heading', { name: 'Invitation Already Used' }).waitFor();
    await check(again, '17-invitation-used');
    await context.close();
  });

  it('fits every public screen into 375 px without sideways scrolling', async () => {
    const context = await openContext(PHONE);
    const page = await context.newPage();
    const screens: [string, string, () => Promise<void>][] = [
      ['/login', '18-phone-login', () => page.getByRole('button', { name: 'CONTINUE' }).waitFor()],
      ['/kyc', '19-phone-kyc-intro', () => page.getByRole('link', { name: 'Begin Application' }).waitFor()],
      ['/kyc/submit', '20-phone-kyc-step1', () => stepHeading(page, 'Personal Information')],
      ['/forgot-password', '22-phone-forgot-password', () => page.getByRole('button', { name: 'REQUEST PASSWORD RESET' }).waitFor()],
      ['/change-password', '23-phone-change-password', () => page.getByRole('button', { name: 'CHANGE PASSWORD' }).waitFor()],
      [
        '/accept-invitation/not-a-real-token',
        '24-phone-invitation-invalid',
        () => page.getByRole('heading', { name: 'Invalid Invitation' }).waitFor(),
      ],
    ];
    for (const [url, name, ready] of screens) {
      await page.goto(url);
      await ready().catch(async (error: unknown) => {
        await screenshot(page, JOURNEY, `${name}-failed`);
        throw error;
      });
      expect({ url, overflow: await horizontalOverflow(page) }).toEqual({ url, overflow: 0 });
      await check(page, name);
      if (url === '/kyc/submit') {
        // Listen for the file chooser well before Enter: Playwright turns on its interception when the
        // first listener arrives, and a chooser opened before that is never reported.
        const chooserOpened = page.waitForEvent('filechooser', { timeout: 60_000 });
        await next(page);
        await page.getByText('Full name is required').waitFor();
        await fillPersonalStep(page, APPLICANT);
        await next(page);
        await stepHeading(page, 'KYC Details');
        // The wizard moves the focus to the new step's heading once the step has painted; wait for
        // that, or it can take the focus back from the upload button between focus() and Enter.
        await waitUntil(() => page.evaluate<boolean>("document.activeElement?.tagName === 'H1'"));
        // The keyboard opens the file chooser: Enter on the focused upload button.
        await page.getByRole('button', { name: 'Upload ID document' }).focus();
        await page.keyboard.press('Enter');
        const chooser = await chooserOpened;
        await chooser.setFiles(idPng());
        await page.getByText('Uploaded', { exact: true }).waitFor();
        expect(await horizontalOverflow(page)).toBe(0);
        await check(page, '21-phone-kyc-step2');
      }
    }
    await context.close();
  });
});
