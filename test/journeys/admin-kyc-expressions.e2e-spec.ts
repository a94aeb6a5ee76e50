import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { BrowserContext, Locator, Page } from 'playwright-core';

import type { EnrollmentView, ExpressionView, KycApplicationView } from '@fund/contracts';

import { submitPendingApplication, useTheme } from '../support/admin.js';
import { ApiSession } from '../support/api.js';
import { DESKTOP, horizontalOverflow, screenshot, seriousA11yViolations, TABLET, waitUntil } from '../support/browser.js';
import { seedScheme, type InvestorPerson } from '../support/fund.js';
import { useJourney } from '../support/journey.js';
import { expressInterest } from '../support/kyc-expressions.js';
import { emailFromOutbox } from '../support/mailbox.js';

jest.setTimeout(240_000);

const JOURNEY = 'admin-kyc-expressions';

const LAYLA: InvestorPerson = {
  fullName: 'Layla Haddad',
  username: 'layla.haddad',
  email: 'layla.haddad@example.com',
  password: 'Inv3st!Layla',
};
const OMAR: InvestorPerson = { fullName: 'Omar Siddiqui', username: 'omar', email: 'omar.siddiqui@example.com', password: 'x' };
const TEMPORARY_PASSWORD = 'Welcome#2026';

// Onboarding in the back office on a fresh server: an application submitted over the public API is
// approved in KYC Management and its credentials created (the e-mail lands in DATA_DIR/outbox); the
// new investor expresses interest over the API and is enrolled from the Expressions page. Both pages
// are accessible and fit at 1280 and 768 px in the light and dark themes.
describe('KYC Management and Expressions of Interest in the browser', () => {
  const journey = useJourney();
  let tradeFinance: string;
  let logistics: string;
  let retail: string;
  let laylaApplication: string;

  beforeAll(async () => {
    tradeFinance = await seedScheme(journey.admin, {
      productId: 'murabaha',
      name: 'Dubai Trade Finance',
      status: 'live',
      minimumInvestment: 50_000,
    });
    logistics = await seedScheme(journey.admin, { productId: 'ijara', name: 'Jebel Ali Logistics Lease', status: 'live' });
    retail = await seedScheme(journey.admin, { productId: 'musharakah', name: 'Sharjah Retail Partnership', status: 'live' });
    const visitor = new ApiSession(journey.base, journey.dataDir);
    laylaApplication = await submitPendingApplication(visitor, LAYLA);
    await submitPendingApplication(visitor, OMAR);
  });

  /** A context signed in as the super admin with the API session's cookie, at `path`. */
  const signedIn = async (pathname: string, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> => {
    // Other test runs share the machine's two cores: a page may take longer than 15 s to answer.
    const { context, page } = await journey.open(pathname, { viewport, timeout: 45_000 });
    return { context, page };
  };

  const kycCard = (page: Page, name: string): Locator => page.getByRole('article', { name });
  const expressionCard = (page: Page, scheme: string): Locator => page.getByRole('article').filter({ hasText: scheme });
  // A string expression: the backend's tsconfig (which checks the journeys) has no DOM types.
  const focusedName = (page: Page) => page.evaluate<string | null>("document.activeElement?.getAttribute('name') ?? null");
  const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

  it('approves an application submitted over the API and creates its credentials; the e-mail arrives', async () => {
    const { context, page } = await signedIn('/admin/kyc');
    await page.getByRole('heading', { level: 1, name: 'KYC Management' }).waitFor();
    await kycCard(page, 'Layla Haddad').waitFor();
    await kycCard(page, 'Omar Siddiqui').waitFor();
    await expect(page.getByRole('tab', { name: 'Pending 2' }).count()).resolves.toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, JOURNEY, '01-kyc-pending-light-1280');

    // View Details: every step's fields, the ID document behind its private URL.
    await kycCard(page, 'Layla Haddad').getByRole('button', { name: 'View Details: Layla Haddad' }).click();
    const details = page.getByRole('dialog', { name: 'Layla Haddad' });
    for (const section of ['Personal Information', 'KYC Details', 'Bank Details', 'Next of Kin Details', 'Terms & Disclaimer']) {
      await details.getByRole('heading', { level: 3, name: section }).waitFor();
    }
    await details.getByText('AE070331234567890123456').waitFor();
    const idLink = details.getByRole('link', { name: /Open ID document/ });
    const idUrl = (await idLink.getAttribute('href'))!;
    const application = (await journey.admin.call<KycApplicationView[]>('GET', '/api/kyc?status=pending')).find(
      (a) => a.id === laylaApplication,
    )!;
    expect(idUrl).toBe(application.idUploadUrl);
    const document = await page.request.get(idUrl);
    expect(document.status()).toBe(200);
    expect(document.headers()['content-type']).toBe('application/pdf');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, JOURNEY, '02-kyc-details-light-1280');
    await details.getByRole('button', { name: 'Close' }).click();

    // Approve: the toast, then Create Login Credentials with its hint; both fields are required.
    await kycCard(page, 'Layla Haddad').getByRole('button', { name: 'Approve' }).click();
    await toast(page, 'KYC application status updated');
    const credentials = page.getByRole('dialog', { name: 'Create Login Credentials' });
    await credentials.getByText(/Minimum 8 characters\. The password is e-mailed to the investor/).waitFor();
    const username = credentials.getByLabel('Username');
    expect(await username.inputValue()).toBe('layla.haddad');
    // The keyboard: the username has the focus, Tab leads to the password.
    await expect(focusedName(page)).resolves.toBe('username');
    await page.keyboard.press('Tab');
    await expect(focusedName(page)).resolves.toBe('password');
    await credentials.getByRole('button', { name: 'Create Credentials' }).click();
    await credentials.getByText('Please fill in all fields').first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, JOURNEY, '03-kyc-credentials-light-1280');
    await credentials.getByLabel('Password', { exact: true }).fill(TEMPORARY_PASSWORD);
    await page.keyboard.press('Enter');
    await toast(page, 'Credentials Created');
    await credentials.waitFor({ state: 'hidden' });

    const email = await emailFromOutbox(journey.dataDir, LAYLA.email, 'investor account');
    expect(email).toContain(`Username: ${LAYLA.username}`);
    expect(email).toContain(`Temporary password: ${TEMPORARY_PASSWORD}`);

    // Omar is rejected after the confirmation, with the reason he is e-mailed (issue 21).
    await kycCard(page, 'Omar Siddiqui').getByRole('button', { name: 'Reject' }).click();
    const reject = page.getByRole('dialog', { name: 'Reject the application of Omar Siddiqui?' });
    await reject.getByRole('textbox', { name: /Reason for the applicant/ }).fill('The ID document could not be verified.');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await toast(page, 'KYC application status updated');
    await page.getByRole('tab', { name: 'Rejected 1' }).waitFor();

    await page.getByRole('tab', { name: /Approved/ }).click();
    await kycCard(page, 'Layla Haddad').getByText('Login credentials issued').waitFor();
    await expect(kycCard(page, 'Layla Haddad').getByRole('button').allTextContents()).resolves.toEqual(['View Details']);
    await screenshot(page, JOURNEY, '04-kyc-approved-light-1280');

    const [approved] = await journey.admin.call<KycApplicationView[]>('GET', '/api/kyc?status=approved');
    expect(approved.fullName).toBe('Layla Haddad');
    expect(approved.investorId).toBeTruthy();
    await context.close();
  });

  it('enrolls from the Expressions page an expression the investor made over the API', async () => {
    const [application] = await journey.admin.call<KycApplicationView[]>('GET', '/api/kyc?status=approved');
    const investorId = application.investorId!;
    const layla = await expressInterest(journey.base, journey.dataDir, LAYLA, TEMPORARY_PASSWORD, investorId, tradeFinance);
    await layla.call('POST', '/api/expressions-of-interest', { investorId, schemeId: logistics });
    await layla.call('POST', '/api/expressions-of-interest', { investorId, schemeId: retail });

    const { context, page } = await signedIn('/admin/expressions');
    await page.getByRole('heading', { level: 1, name: 'Expressions of Interest' }).waitFor();
    const trade = expressionCard(page, 'Dubai Trade Finance');
    await trade.getByText('$50,000').waitFor();
    expect(await trade.getByRole('link', { name: 'Layla Haddad' }).getAttribute('href')).toMatch(/^\/admin\/investors\?filter=/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, JOURNEY, '05-expressions-light-1280');

    // The status selector saves at once with the notes typed so far.
    await trade.getByLabel('Notes', { exact: true }).fill('Called on Monday; wants to start with 75,000.');
    await trade.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Contacted' }).click();
    await toast(page, 'Status Updated');
    const saved = (await journey.admin.call<ExpressionView[]>('GET', '/api/expressions-of-interest')).find(
      (e) => e.schemeId === tradeFinance,
    )!;
    expect([saved.status, saved.notes]).toEqual(['contacted', 'Called on Monday; wants to start with 75,000.']);

    // Archive, then Show archived brings it back with Archive disabled; delete another.
    await expressionCard(page, 'Jebel Ali Logistics Lease')
      .getByRole('button', { name: /^Archive/ })
      .click();
    await page.getByRole('dialog', { name: 'Archive this expression of interest?' }).getByRole('button', { name: 'Archive' }).click();
    await toast(page, 'Archived');
    await expressionCard(page, 'Jebel Ali Logistics Lease').waitFor({ state: 'detached' });
    await page.getByLabel('Show archived').click();
    await expressionCard(page, 'Jebel Ali Logistics Lease').waitFor();
    await expect(
      expressionCard(page, 'Jebel Ali Logistics Lease')
        .getByRole('button', { name: /^Archive/ })
        .isDisabled(),
    ).resolves.toBe(true);
    await screenshot(page, JOURNEY, '06-expressions-archived-light-1280');
    await expressionCard(page, 'Sharjah Retail Partnership')
      .getByRole('button', { name: /^Delete/ })
      .click();
    await page.getByRole('dialog', { name: 'Delete this expression of interest?' }).getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Deleted');
    await expressionCard(page, 'Sharjah Retail Partnership').waitFor({ state: 'detached' });

    // Enroll: the amount's minimum is the scheme's, confirm disabled until an amount is typed.
    await trade.getByRole('button', { name: /^Enroll/ }).click();
    const enroll = page.getByRole('dialog', { name: 'Enroll Investor' });
    const amount = enroll.getByLabel(/Investment amount/);
    expect(await amount.getAttribute('min')).toBe('50000');
    await enroll.getByText('Minimum investment: $50,000').waitFor();
    await expect(enroll.getByRole('button', { name: 'Enroll Investor' }).isDisabled()).resolves.toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, JOURNEY, '07-expressions-enroll-light-1280');
    await amount.fill('75000');
    await enroll.getByRole('button', { name: 'Enroll Investor' }).click();
    await toast(page, 'Investor Enrolled');
    await enroll.waitFor({ state: 'hidden' });
    await trade.getByText('Enrolled', { exact: true }).first().waitFor();
    // Enrolled now: Enroll is no longer offered, and the card says why (issue 19 item 6).
    await trade.getByText('Already enrolled in this scheme').waitFor();
    expect(await trade.getByRole('button', { name: /^Enroll/ }).isDisabled()).toBe(true);
    await screenshot(page, JOURNEY, '08-expressions-enrolled-light-1280');

    const enrollments = await journey.admin.call<EnrollmentView[]>('GET', `/api/enrollments?investorId=${investorId}`);
    expect(enrollments.map((e) => [e.schemeId, e.investmentAmount, e.currentValue])).toEqual([[tradeFinance, 75_000, 75_000]]);
    await context.close();
  });

  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['768', TABLET],
  ] as const) {
    it(`is accessible and fits without sideways scrolling at ${label} px in both themes`, async () => {
      const { context, page } = await signedIn('/admin/kyc', viewport);
      for (const mode of ['light', 'dark'] as const) {
        await page.goto('/admin/kyc');
        await page.getByRole('heading', { level: 1, name: 'KYC Management' }).waitFor();
        await useTheme(page, mode);
        await page.getByRole('tab', { name: /Approved/ }).click();
        await kycCard(page, 'Layla Haddad').waitFor();
        expect(await horizontalOverflow(page)).toBe(0);
        expect(await seriousA11yViolations(page)).toEqual([]);
        await screenshot(page, JOURNEY, `10-kyc-${mode}-${label}`);
        await kycCard(page, 'Layla Haddad').getByRole('button', { name: 'View Details: Layla Haddad' }).click();
        await page.getByRole('dialog', { name: 'Layla Haddad' }).getByText('Emirates NBD').waitFor();
        expect(await seriousA11yViolations(page)).toEqual([]);
        await screenshot(page, JOURNEY, `11-kyc-details-${mode}-${label}`);

        await page.goto('/admin/expressions');
        await expressionCard(page, 'Dubai Trade Finance').getByText('$50,000').waitFor();
        expect(await horizontalOverflow(page)).toBe(0);
        expect(await seriousA11yViolations(page)).toEqual([]);
        await screenshot(page, JOURNEY, `12-expressions-${mode}-${label}`);
      }
      await context.close();
    });
  }

  it('from the keyboard: Approve opens Create Login Credentials at Username, and Escape leaves the focus on the Pending tab', async () => {
    await submitPendingApplication(new ApiSession(journey.base, journey.dataDir), {
      fullName: 'Hana Qureshi',
      username: 'hana',
      email: 'hana@example.com',
      password: 'x',
    });
    const { context, page } = await signedIn('/admin/kyc');
    await kycCard(page, 'Hana Qureshi').getByRole('button', { name: 'Approve' }).focus();
    await page.keyboard.press('Enter');
    const credentials = page.getByRole('dialog', { name: 'Create Login Credentials' });
    await credentials.waitFor();
    await waitUntil(async () => (await focusedName(page)) === 'username');
    await page.keyboard.press('Escape');
    await credentials.waitFor({ state: 'hidden' });
    // The approved card has left the Pending tab: the focus goes to that tab, not to the top of the page.
    await waitUntil(() =>
      page.evaluate<boolean>(
        "document.activeElement?.getAttribute('role') === 'tab' && /^Pending/.test(document.activeElement.textContent)",
      ),
    );
    await context.close();
  });
});
