import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Page } from 'playwright-core';

import type { ApiSession } from '../support/api.js';
import { DESKTOP, horizontalOverflow, PHONE, screenshot, seriousA11yViolations } from '../support/browser.js';
import { seedScheme, type SeededInvestor } from '../support/fund.js';
import { LAYLA_60K_OMAR_40K, useJourney } from '../support/journey.js';
import { search } from '../support/schemes-activity.js';

jest.setTimeout(180_000);

const JOURNEY = 'fund-quarter';
const SCHEME = 'Gulf Income Fund';

// A fund's quarter (issue 19): the admin previews a $100,001 distribution over a scheme's two holders
// ($60,000 and $40,000 invested: $60,000.60 and $40,000.40, floors 60,000 and 40,000, the one unit left
// to the larger holding), confirms it, and each investor sees their own payout in the portal; then one
// update posted to the whole scheme reaches both feeds.
describe('a fund quarter in the browser: distribution run and a post to every holder', () => {
  const journey = useJourney();
  let layla: SeededInvestor;
  let omar: SeededInvestor;
  let schemeId: string;

  beforeAll(async () => {
    ({
      schemeId,
      investors: [layla, omar],
    } = await journey.holders({ productId: 'musharakah', name: SCHEME, status: 'earning', minimumInvestment: 25_000 }, LAYLA_60K_OMAR_40K));
    await seedScheme(journey.admin, { productId: 'ijara', name: 'Sharjah Warehousing Ijara', status: 'earning' });
  });

  /** A context signed in with `session`'s cookie, in `mode`, at `pathname`. */
  const signedIn = (session: ApiSession, pathname: string, viewport = DESKTOP, mode: 'light' | 'dark' = 'light') =>
    journey.open(pathname, { viewport, session, theme: mode, timeout: 30_000 });

  /** The preview's rows as [investor, amount] pairs. */
  const previewRows = async (page: Page): Promise<string[][]> => {
    const table = page.getByRole('table', { name: 'What each investor will be paid' });
    await table.getByRole('row').nth(1).waitFor();
    const rows = await table.getByRole('row').all();
    // The investor's name heads each row; then invested, current value, share, amount.
    return Promise.all(
      rows.slice(1).map(async (row) => [await row.getByRole('rowheader').innerText(), await row.getByRole('cell').nth(3).innerText()]),
    );
  };

  /** Fills the Distribution tab for a $100,001 pro rata distribution of SCHEME and previews it. */
  const fillAndPreview = async (page: Page) => {
    await page.getByRole('tab', { name: 'Distribution' }).waitFor();
    await search(page, page, /^Scheme/, SCHEME);
    await page.getByLabel(/^Total Amount \(USD\)/).fill('100001');
    await page.getByLabel(/^Description/).fill('Q3 2026 profit distribution');
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
  };

  it('previews the split with the rounding rule, and pays it on confirmation', async () => {
    // The phone first: the same form and preview at 375 px, in dark, without sideways scrolling.
    const phone = await signedIn(journey.admin, '/admin/activity?tab=distribution', PHONE, 'dark');
    await fillAndPreview(phone.page);
    expect(await previewRows(phone.page)).toEqual([
      ['Layla Haddad', '$60,001'],
      ['Omar Saleh', '$40,000'],
    ]);
    expect(await horizontalOverflow(phone.page)).toBe(0);
    await screenshot(phone.page, JOURNEY, '01-preview-phone-dark');
    await phone.context.close();

    const { context, page } = await signedIn(journey.admin, '/admin/activity?tab=distribution');
    await fillAndPreview(page);
    expect(await previewRows(page)).toEqual([
      ['Layla Haddad', '$60,001'],
      ['Omar Saleh', '$40,000'],
    ]);
    await page.getByText(/the units left over .* go one each to the largest holdings first/).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, JOURNEY, '02-preview');

    await page.getByRole('button', { name: 'Confirm Distribution' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(new RegExp(`^Pay \\$100,001 to 2 investors of ${SCHEME} on `)).waitFor();
    await screenshot(page, JOURNEY, '03-confirm');
    await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByText('Distribution paid: $100,001 to 2 investors').first().waitFor();

    // The scheme's history has the run; nothing was paid twice.
    await page.goto(`/admin/products/${schemeId}/distributions`);
    await page.getByRole('heading', { name: 'Distribution History' }).waitFor();
    const history = page.getByRole('table', { name: 'Distributions' });
    await history.getByText('Q3 2026 profit distribution').waitFor();
    expect(await history.getByRole('row').count()).toBe(2);
    await history.getByText('$100,001').waitFor();
    await screenshot(page, JOURNEY, '04-history');
    await context.close();
  });

  it.each([
    ['Layla', () => layla, '+$60,001'],
    ['Omar', () => omar, '+$40,000'],
  ])('%s sees their own payout in the portal', async (name, investor, amount) => {
    const { context, page } = await signedIn(investor().session, '/investor');
    const feed = page.getByRole('region', { name: 'Recent Activity' });
    await feed.getByRole('tab', { name: 'Transactions' }).click();
    await feed.getByText(amount, { exact: true }).waitFor();
    // Only their own: the other holder's amount is nowhere on their screen.
    const other = amount === '+$60,001' ? '$40,000' : '$60,001';
    expect(await page.getByText(other).count()).toBe(0);
    await screenshot(page, JOURNEY, `05-portal-${name.toLowerCase()}`);
    await context.close();
  });
});
