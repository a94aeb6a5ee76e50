import { describe, expect, it, jest } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';

import { demoPng } from '../../backend/src/seed/demo-files.js';
import { DESKTOP, horizontalOverflow, PHONE, screenshot, seriousA11yViolations } from '../support/browser.js';
import {
  acceptTerms,
  fillBankStep,
  fillKycDetailsStep,
  fillNextOfKinStep,
  fillPersonalStep,
  uploadId,
  type Applicant,
} from '../support/investor.js';
import { useJourney } from '../support/journey.js';
import { waitForMails } from '../support/mailbox.js';
import { seedSlide } from '../support/portal.js';

jest.setTimeout(240_000);

const JOURNEY = 'kyc-rejection';
const APPLICANT: Applicant = { fullName: 'Hamza Qureshi', email: 'hamza.qureshi@example.com', username: 'hamza' };
const REASON = 'The passport scan is unreadable. Please apply again with a clear colour scan of the photo page.';

// Issue 21 item 8, a rejection as the applicant lives it: from the login screen's "New investor? Apply"
// through the wizard (the date of birth as DD/MM/YYYY, every answer on the review page, reached by
// keyboard) to the acknowledgement e-mail; then the admin rejects with a reason in the back office,
// sees it kept on the card and in View Details, and the applicant receives the courteous notice with it.
// Screens at 1280 and 375 px, light and dark, each checked by axe.
describe('KYC rejection with a reason, from the login screen to the e-mails', () => {
  const journey = useJourney();

  const open = async (
    viewport: { width: number; height: number },
    colorScheme: 'light' | 'dark' = 'light',
  ): Promise<{ context: BrowserContext; page: Page }> => {
    // Other test runs share the machine's two cores.
    const context = await journey.context({ viewport, colorScheme, session: null, timeout: 45_000 });
    return { context, page: await context.newPage() };
  };
  const check = async (page: Page, name: string) => {
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, JOURNEY, name);
  };
  const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
  const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();
  /** The accessible name of the focused element (its aria-label or its text). A string: no DOM types here. */
  const focused = (page: Page) =>
    page.evaluate<string>("(document.activeElement?.getAttribute('aria-label') || document.activeElement?.textContent || '').trim()");

  it('applies from the login screen, reviews every answer by keyboard, submits, and gets the acknowledgement', async () => {
    const { context, page } = await open(DESKTOP);
    await page.goto('/login');
    const apply = page.getByRole('link', { name: 'Apply to open an investor account' });
    await page.getByText('New investor?').waitFor();
    await check(page, '01-login-apply-desktop-light');
    await apply.click();
    await page.waitForURL('**/kyc');
    await page.getByRole('link', { name: 'Begin Application' }).click();
    await heading(page, 'Personal Information');

    // The date of birth says the format it takes; a month-first date is refused with the format.
    const dateOfBirth = page.getByLabel('Date of birth');
    expect(await dateOfBirth.getAttribute('type')).toBe('text');
    expect(await dateOfBirth.getAttribute('placeholder')).toBe('DD/MM/YYYY');
    await page.getByText('Day, month and year: DD/MM/YYYY, e.g. 14/03/1980').waitFor();
    await fillPersonalStep(page, APPLICANT);
    await dateOfBirth.fill('09/21/1986');
    await next(page);
    await page.getByText('Enter your date of birth as DD/MM/YYYY, e.g. 14/03/1980').waitFor();
    await check(page, '02-date-of-birth-format-desktop-light');
    await dateOfBirth.fill('21/09/1986');
    await next(page);

    await heading(page, 'KYC Details');
    await fillKycDetailsStep(page);
    await uploadId(page, { name: 'passport-scan.png', mimeType: 'image/png', buffer: demoPng([15, 81, 50], [176, 141, 60], 3, 640, 400) });
    await next(page);
    await heading(page, 'Bank Details');
    await fillBankStep(page, APPLICANT);
    await next(page);
    await heading(page, 'Next of Kin Details');
    await fillNextOfKinStep(page);
    await next(page);
    await heading(page, 'Terms & Disclaimer');
    await acceptTerms(page);
    await page.getByRole('button', { name: 'Review Application' }).click();

    // The review: every answer as chosen, each step with its Edit link.
    await heading(page, 'Review your application');
    for (const answer of [
      'Hamza Qureshi',
      '21 September 1986',
      '+971 501234567',
      'passport-scan.png',
      'Business owner',
      'Business, Rental Income',
      'Emirates NBD',
      'Spouse',
    ]) {
      await page.getByText(answer, { exact: true }).first().waitFor();
    }
    await check(page, '03-review-desktop-light');

    // Tab goes through the Edit links in step order, then Back, Cancel and Submit Application.
    await page.getByRole('heading', { level: 1, name: 'Review your application' }).focus();
    const order: string[] = [];
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      order.push(await focused(page));
    }
    expect(order).toEqual([
      'Edit Personal Information',
      'Edit KYC Details',
      'Edit Bank Details',
      'Edit Next of Kin Details',
      'Edit Terms & Disclaimer',
      'Back',
      'Cancel',
      'Submit Application',
    ]);

    // Edit by keyboard: the step opens with its answers; Save and review comes back with the change.
    await page.getByRole('button', { name: 'Edit Bank Details' }).focus();
    await page.keyboard.press('Enter');
    await heading(page, 'Bank Details');
    await page.getByLabel('Bank name').fill('Mashreq Bank');
    await page.getByRole('button', { name: 'Save and review' }).click();
    await heading(page, 'Review your application');
    await page.getByText('Mashreq Bank', { exact: true }).waitFor();

    // The same review at phone width, and in the dark, in fresh pages of the same answers' kind.
    await page.setViewportSize(PHONE);
    await check(page, '04-review-phone-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await check(page, '05-review-phone-dark');
    await page.setViewportSize(DESKTOP);
    await check(page, '06-review-desktop-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByRole('heading', { name: 'Application Submitted Successfully' }).waitFor();

    const [ack] = await waitForMails(journey.dataDir, APPLICANT.email, /We have received your/);
    expect(ack.text).toContain(`Dear ${APPLICANT.fullName}`);
    expect(ack.text).toContain('We have received your application');
    const [application] = await journey.admin.call<{ id: string; bankName: string; dateOfBirth: string }[]>(
      'GET',
      '/api/kyc?status=pending',
    );
    expect(application).toMatchObject({ bankName: 'Mashreq Bank', dateOfBirth: '1986-09-21' });
    expect(ack.text).toContain(`Reference: ${application.id}`);

    // The login link at phone width, dark.
    const phone = await open(PHONE, 'dark');
    await phone.page.goto('/login');
    await phone.page.getByRole('link', { name: 'Apply to open an investor account' }).waitFor();
    await check(phone.page, '07-login-apply-phone-dark');
    await phone.context.close();
    await context.close();
  });

  it('rejects with a required reason in the back office, keeps it, and e-mails the applicant a courteous notice', async () => {
    const { context, page } = await open(DESKTOP);
    await journey.admin.shareWith(context);
    const card = page.getByRole('article', { name: APPLICANT.fullName });
    const dialog = page.getByRole('dialog', { name: `Reject the application of ${APPLICANT.fullName}?` });
    const reason = dialog.getByRole('textbox', { name: /Reason for the applicant/ });
    const reject = dialog.getByRole('button', { name: 'Reject' });
    /** The back office at `viewport` in `mode` (its own stored choice), on KYC Management. */
    const kycPage = async (viewport: { width: number; height: number }, mode: 'light' | 'dark') => {
      await page.setViewportSize(viewport);
      await page.goto('/admin/kyc');
      await page.evaluate(`localStorage.setItem('admin-theme', '${mode}')`);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'KYC Management' }).waitFor();
    };

    // The dialog in each width and theme: Reject waits for a reason (spaces do not count); Escape cancels.
    for (const [viewport, mode, name] of [
      [DESKTOP, 'dark', '09-reject-dialog-desktop-dark'],
      [PHONE, 'dark', '10-reject-dialog-phone-dark'],
      [PHONE, 'light', '11-reject-dialog-phone-light'],
      [DESKTOP, 'light', '08-reject-dialog-desktop-light'],
    ] as const) {
      await kycPage(viewport, mode);
      await card.getByRole('button', { name: 'Reject' }).click();
      expect(await reject.isDisabled()).toBe(true);
      await reason.fill('   ');
      expect(await reject.isDisabled()).toBe(true);
      await reason.fill(REASON);
      expect(await reject.isEnabled()).toBe(true);
      await check(page, name);
      if (name.startsWith('08')) break;
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    await reject.click();
    await page.getByText('KYC application status updated', { exact: true }).first().waitFor();

    // Kept: on the rejected card and in View Details.
    await page.getByRole('tab', { name: /Rejected/ }).click();
    await card.getByText(REASON).waitFor();
    await check(page, '12-rejected-card-desktop-light');
    await card.getByRole('button', { name: `View Details: ${APPLICANT.fullName}` }).click();
    const details = page.getByRole('dialog', { name: APPLICANT.fullName });
    await details.getByRole('region', { name: 'Rejection' }).getByText(REASON).waitFor();
    await check(page, '13-rejected-details-desktop-light');
    await kycPage(PHONE, 'dark');
    await page.getByRole('tab', { name: /Rejected/ }).click();
    await card.getByRole('button', { name: `View Details: ${APPLICANT.fullName}` }).click();
    await details.getByRole('region', { name: 'Rejection' }).getByText(REASON).waitFor();
    await check(page, '14-rejected-details-phone-dark');
    await context.close();

    const [notice] = await waitForMails(journey.dataDir, APPLICANT.email, /Your .* application$/);
    expect(notice.text).toContain(`Dear ${APPLICANT.fullName}`);
    expect(notice.text).toContain('we are unable to approve it at this time');
    expect(notice.text).toContain(`Reason: ${REASON}`);
    expect(notice.text).toContain(`${journey.base}/kyc`);
    const [stored] = await journey.admin.call<{ rejectionReason: string | null }[]>('GET', '/api/kyc?status=rejected');
    expect(stored.rejectionReason).toBe(REASON);
  });

  // Issue 21 item 11: the dashboard slider's hidden slides are inert, so axe finds no focusable button
  // under aria-hidden (aria-hidden-focus) and Tab reaches only the shown slide's button.
  it("keeps the dashboard slider's hidden slides out of reach: axe clean, Tab skips their buttons", async () => {
    for (const [order, title] of ['Ijara Cooperative', 'Musharakah Homes', 'Sukuk Income Fund'].entries()) {
      await seedSlide(journey.admin, { title, buttonText: `About ${title}`, buttonUrl: 'https://example.com/fund', order });
    }
    const mariam = await journey.investor({ fullName: 'Mariam Aziz', password: 'Inv3st!Mariam' });
    for (const [viewport, mode, name] of [
      [DESKTOP, 'light', '15-dashboard-slider-desktop-light'],
      [PHONE, 'dark', '16-dashboard-slider-phone-dark'],
    ] as const) {
      const { context, page } = await open(viewport, mode);
      await mariam.session.shareWith(context);
      await page.goto('/investor');
      const slider = page.getByRole('region', { name: 'News from the fund' });
      await slider.getByRole('button', { name: 'Pause slides' }).click();
      await slider.getByRole('button', { name: 'Show slide 2', exact: true }).click();
      await slider.getByRole('group', { name: 'Slide 2 of 3' }).getByRole('heading', { name: 'Musharakah Homes' }).waitFor();
      await check(page, name);
      // From the pause button, Tab goes to the shown slide's link, never a hidden one's.
      const reached: string[] = [];
      await slider.getByRole('button', { name: 'Play slides' }).focus();
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press('Shift+Tab');
        reached.push(await focused(page));
      }
      expect(reached.filter((label) => label.startsWith('About '))).toEqual(['About Musharakah Homes (opens in a new tab)']);
      await context.close();
    }
  });
});
