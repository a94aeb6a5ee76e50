import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';

import type { ActivityView, InvestmentDetailView, SchemeDocumentView } from '@fund/contracts';

import { DESKTOP, horizontalOverflow, screenshot, seriousA11yViolations, TABLET } from '../support/browser.js';
import { enrol, seedAsset, seedScheme, type SeededInvestor } from '../support/fund.js';
import { useJourney } from '../support/journey.js';
import { choose, focusPath, pickPdf, schemeNamed, search } from '../support/schemes-activity.js';

jest.setTimeout(180_000);

const JOURNEY = 'admin-schemes-activity';
const NEW_SCHEME = 'Gulf Trade Finance II';

// Products & Schemes and the Activity Center on a fresh server: a scheme created on the Murabaha tab
// with a document uploaded through the widget, edited, and a second one deleted with 'Delete
// Permanently'; a payout and a document posted to an investor who then sees them over the API; both
// pages accessible and fitting at 1280 and 768 px in light and dark.
describe('admin products & schemes and activity center in the browser', () => {
  const journey = useJourney();
  let layla: SeededInvestor;
  let tradeFinance: string;
  let legacy: string;

  beforeAll(async () => {
    layla = await journey.investor();
    tradeFinance = await seedScheme(journey.admin, {
      productId: 'murabaha',
      name: 'Dubai Trade Finance',
      status: 'earning',
      minimumInvestment: 50_000,
    });
    legacy = await seedScheme(journey.admin, { productId: 'murabaha', name: 'Legacy Commodity Pool', status: 'matured' });
    await seedScheme(journey.admin, { productId: 'ijara', name: 'Jebel Ali Logistics Lease', status: 'live' });
    const enrollment = await enrol(journey.admin, layla.id, tradeFinance, 250_000);
    await seedAsset(
      journey.admin,
      enrollment,
      { name: 'Marina Office Tower', address: 'Dubai Marina', propertyType: 'Commercial', purchaseValue: 4_000_000 },
      1,
    );
  });

  /** A context signed in as the super admin with the API session's cookie, in `mode`, at `pathname`. */
  const signedIn = async (
    pathname: string,
    viewport = DESKTOP,
    mode: 'light' | 'dark' = 'light',
  ): Promise<{ context: BrowserContext; page: Page }> => {
    // Journeys share two cores with builds and other journeys: a page may take longer than 15 s to come.
    // The theme the sidebar toggle stores on the device (the dashboard journey clicks the toggle itself).
    const { context, page } = await journey.open(pathname, { viewport, theme: mode, timeout: 30_000 });
    return { context, page };
  };

  const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

  it('shows the Murabaha schemes as cards under the three product tabs', async () => {
    const { context, page } = await signedIn('/admin/products');
    await page.getByRole('heading', { level: 1, name: 'Products & Schemes' }).waitFor();
    const tabs = page.getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['Murabaha Collective', 'Musharakah Alliance', 'Ijara Cooperative']);
    await page.getByRole('heading', { name: 'Dubai Trade Finance' }).waitFor();
    await page.getByRole('heading', { name: 'Legacy Commodity Pool' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Jebel Ali Logistics Lease' }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, JOURNEY, '01-products-murabaha');

    // The tab's schemes as CSV, headers from the catalog.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('schemes-murabaha.csv');
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.split('\n')[0]).toBe(
      'Name,Product,Status,Country,Minimum investment (USD),Term,ROI per annum,Liquidity,Return type,Payout frequency,Capital return method,Created,Archived',
    );
    expect(csv).toContain('Dubai Trade Finance,Murabaha Collective,earning,United Kingdom,50000');

    await page.getByRole('tab', { name: 'Musharakah Alliance' }).click();
    await page.getByText('No schemes under Musharakah Alliance yet. Create the first one with Create Scheme.').waitFor();
    expect(page.url()).toContain('product=musharakah');
    await screenshot(page, JOURNEY, '02-products-empty');
    await context.close();
  });

  it('creates a scheme on the Murabaha tab with a document uploaded through the widget', async () => {
    const { context, page } = await signedIn('/admin/products?product=murabaha');
    await page.getByRole('heading', { name: 'Dubai Trade Finance' }).waitFor();
    await page.getByRole('button', { name: 'Create Scheme' }).first().click();
    const dialog = page.getByRole('dialog', { name: /Create New Scheme/ });
    await dialog.waitFor();

    // The keyboard reaches every field in the order they read, then the widget and the buttons.
    const name = dialog.getByLabel('Product Name');
    await name.focus();
    expect(await focusPath(page, 14)).toEqual([
      'description',
      'country',
      'Live',
      'videoUrl',
      'minimumInvestment',
      'term',
      'roiPerAnnum',
      'liquidity',
      'Fixed',
      'Quarterly',
      'capital end of term',
      'Choose file',
      'Cancel',
      'Create Scheme',
    ]);

    await name.fill(NEW_SCHEME);
    await dialog.getByLabel('Product Description').fill('Short-cycle trade finance for GCC importers, secured on the goods.');
    await dialog.getByLabel('Country').fill('Saudi Arabia');
    await choose(page, dialog, /Status/, 'Live');
    await dialog.getByLabel('Video URL').fill('https://youtu.be/dQw4w9WgXcQ');
    await dialog.getByLabel('Minimum Investment').fill('25000');
    await dialog.getByLabel(/^Term/).fill('12 months');
    await dialog.getByLabel('ROI Per Annum').fill('7.25%');
    await dialog.getByLabel('Liquidity').fill('At maturity');
    expect(await dialog.getByRole('combobox', { name: /Payout Frequency/ }).textContent()).toBe('Quarterly');
    await dialog.getByRole('combobox', { name: /Payout Frequency/ }).click();
    expect(await page.getByRole('option').allTextContents()).toEqual(['Monthly', 'Quarterly', 'Bi-annually', 'Annually', 'End of term']);
    await page.getByRole('option', { name: 'Monthly', exact: true }).click();
    await choose(page, dialog, /Capital Return Method/, 'return and capital');

    await pickPdf(dialog, 'Offering Memorandum.pdf', 'Gulf Trade Finance II: Offering Memorandum');
    await dialog.getByRole('list', { name: 'Documents of this scheme' }).getByText('Offering Memorandum.pdf').waitFor();
    await screenshot(page, JOURNEY, '03-create-scheme-dialog');
    await dialog.getByRole('button', { name: 'Create Scheme' }).click();

    await toast(page, 'Scheme created successfully with documents');
    await page.getByRole('heading', { name: NEW_SCHEME }).waitFor();
    const created = await schemeNamed(journey.admin, NEW_SCHEME);
    expect(created).toMatchObject({ roiPerAnnum: '7.25%', payoutFrequency: 'monthly', status: 'live' });
    const documents = await journey.admin.call<SchemeDocumentView[]>('GET', `/api/schemes/${created!.id}/documents`);
    expect(documents).toEqual([expect.objectContaining({ name: 'Offering Memorandum.pdf', type: 'PDF' })]);
    await screenshot(page, JOURNEY, '04-scheme-created');
    await context.close();
  });

  it('edits the new scheme, whose edit form offers three payout frequencies', async () => {
    const { context, page } = await signedIn('/admin/products');
    await page.getByRole('button', { name: `Edit ${NEW_SCHEME}` }).click();
    const dialog = page.getByRole('dialog', { name: /Edit Scheme/ });
    await dialog.getByRole('list', { name: 'Documents of this scheme' }).getByText('Offering Memorandum.pdf').waitFor();
    await dialog.getByRole('combobox', { name: /Payout Frequency/ }).click();
    expect(await page.getByRole('option').allTextContents()).toEqual(['Monthly', 'Quarterly', 'Annually']);
    await page.getByRole('option', { name: 'Quarterly', exact: true }).click();
    await dialog.getByLabel('ROI Per Annum').fill('7.5%');
    await choose(page, dialog, /Status/, 'Closing');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, JOURNEY, '05-edit-scheme-dialog');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();

    await toast(page, 'Scheme updated successfully');
    expect(await schemeNamed(journey.admin, NEW_SCHEME)).toMatchObject({
      roiPerAnnum: '7.5%',
      payoutFrequency: 'quarterly',
      status: 'closing',
    });
    await context.close();
  });

  it("deletes a second scheme with 'Delete Permanently' after listing what goes with it and its name typed", async () => {
    const { context, page } = await signedIn('/admin/products');
    await page.getByRole('button', { name: 'Delete Legacy Commodity Pool' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('All scheme documents: 0').waitFor();
    expect(await dialog.locator('li').allTextContents()).toEqual([
      'Scheme configuration',
      'All investor enrollments: 0 investors, $0 invested',
      'All activity records and transactions: 0, including 0 payouts totalling $0',
      'All expressions of interest: 0',
      'All scheme documents: 0',
      'Asset allocations of these enrollments: 0',
      'All distribution runs: 0',
    ]);
    await dialog.getByText('This action cannot be undone.').waitFor();
    await dialog.getByRole('button', { name: 'Archive instead' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, JOURNEY, '06-delete-scheme');
    expect(await dialog.getByRole('button', { name: 'Delete Permanently' }).isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Scheme name' }).fill('Legacy Commodity Pool');
    await dialog.getByRole('button', { name: 'Delete Permanently' }).click();

    await toast(page, 'Scheme deleted successfully');
    await page.getByRole('heading', { name: 'Legacy Commodity Pool' }).waitFor({ state: 'detached' });
    await expect(journey.admin.call('GET', `/api/schemes/${legacy}`)).rejects.toThrow(/404/);
    await context.close();
  });

  it("records a payout in the Activity Center that shows in the investor's investment", async () => {
    const { context, page } = await signedIn('/admin/activity?tab=payout');
    await page.getByRole('heading', { level: 1, name: 'Activity Center' }).waitFor();
    const tabs = ['Post Update', 'Post Transaction', 'Upload Document', 'Record Payout', 'Asset Performance', 'Distribution'];
    expect(await page.getByRole('tab').allTextContents()).toEqual(tabs);
    await page.getByText('Choose an investor first.').first().waitFor();

    await search(page, page, /Investor/, 'Layla Haddad');
    await choose(page, page, /Enrollment/, 'Dubai Trade Finance · invested $250,000 · paid out $0');
    await page.getByLabel('Payout Amount (USD)').fill('6250');
    await page.getByLabel('Description').fill('Q1 2026 profit distribution');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, JOURNEY, '07-record-payout');
    await page.getByRole('button', { name: 'Record Payout' }).click();

    await toast(page, 'Payout recorded successfully; the investor will be told');
    // The form starts over.
    await page.getByText('Choose an investor first.').first().waitFor();
    const investment = await layla.session.call<InvestmentDetailView>('GET', `/api/investments/${layla.id}/${tradeFinance}`);
    expect(investment.enrollment.totalPayouts).toBe(6250);
    expect(investment.activities).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'transaction', category: 'Payout', amount: 6250 })]),
    );
    await context.close();
  });

  it('uploads a document to the investor through the widget and posts it', async () => {
    const { context, page } = await signedIn('/admin/activity?tab=document');
    await page.getByText('Upload the document to post it.').waitFor();
    await search(page, page, /Investor/, 'Layla Haddad');
    await choose(page, page, /^Scheme/, 'Dubai Trade Finance');
    await choose(page, page, /Category/, 'Distribution Notice');
    await page.getByLabel('Title').fill('Q1 distribution notice');
    await page.getByLabel('Description').fill('Your Q1 2026 distribution, with the figures per enrollment.');
    await pickPdf(page, 'Q1 Distribution Notice.pdf', 'Q1 distribution notice');
    await page.getByText('Uploaded ·').waitFor();
    await screenshot(page, JOURNEY, '08-upload-document');
    await page.getByRole('button', { name: 'Upload Document' }).click();

    await toast(page, 'Activity posted successfully; the investor will be told');
    const documents = await layla.session.call<ActivityView[]>('GET', `/api/activities/${layla.id}?type=document`);
    expect(documents).toEqual([
      expect.objectContaining({
        title: 'Q1 distribution notice',
        category: 'Distribution Notice',
        documentName: 'Q1 Distribution Notice.pdf',
        documentType: 'PDF',
      }),
    ]);
    await context.close();
  });

  // axe takes seconds per page on a busy machine: one test per theme, each with its own time.
  it.each(['light', 'dark'] as const)(
    'is accessible and fits at 1280 and 768 px in the %s theme',
    async (mode) => {
      for (const [width, viewport] of [
        [1280, DESKTOP],
        [768, TABLET],
      ] as const) {
        const { context, page } = await signedIn('/admin/products', viewport, mode);
        await page.getByRole('heading', { name: 'Dubai Trade Finance' }).waitFor();
        await page.getByRole('button', { name: `Switch to ${mode === 'dark' ? 'light' : 'dark'} theme` }).waitFor();
        expect(await seriousA11yViolations(page)).toEqual([]);
        expect(await horizontalOverflow(page)).toBe(0);
        await screenshot(page, JOURNEY, `09-products-${mode}-${width}`);

        await page.getByRole('button', { name: 'Create Scheme' }).first().click();
        await page.getByRole('dialog', { name: /Create New Scheme/ }).waitFor();
        expect(await seriousA11yViolations(page)).toEqual([]);
        await screenshot(page, JOURNEY, `10-create-dialog-${mode}-${width}`);
        await page.keyboard.press('Escape');

        for (const tab of ['update', 'payout', 'asset_performance'] as const) {
          await page.goto(`/admin/activity?tab=${tab}`);
          await page.getByRole('heading', { level: 1, name: 'Activity Center' }).waitFor();
          await page.getByRole('combobox').first().waitFor();
          expect(await seriousA11yViolations(page)).toEqual([]);
          expect(await horizontalOverflow(page)).toBe(0);
          await screenshot(page, JOURNEY, `11-activity-${tab}-${mode}-${width}`);
        }

        await page.getByRole('button', { name: 'Enroll Investor' }).click();
        await page.getByRole('dialog', { name: 'Enroll Investor' }).waitFor();
        expect(await seriousA11yViolations(page)).toEqual([]);
        await screenshot(page, JOURNEY, `12-enroll-dialog-${mode}-${width}`);
        await context.close();
      }
    },
    400_000,
  );
});
