import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';

import { formatMoney, formatPercent, formatTotalReturn, totalReturnPercentage, type InvestmentCardView } from '@fund/contracts';
import { schemeBody } from '@fund/contracts/testing';

import { DESKTOP, horizontalOverflow, PHONE, screenshot, seriousA11yViolations } from '../support/browser.js';
import { enrol, OXFORD_ROAD_RESIDENCES, postDocument, postPayout, postUpdate, seedAsset, type SeededInvestor } from '../support/fund.js';
import { useJourney } from '../support/journey.js';
import { seedOpportunity, seedSlide, signInToPortal, type OpportunityFields } from '../support/portal.js';

jest.setTimeout(180_000);

const JOURNEY = 'investor-portfolio';

const scheme = (name: string, over: Partial<OpportunityFields> = {}): OpportunityFields =>
  schemeBody({
    name,
    description: `${name}: a Sharia-compliant scheme with monthly profit distributions, reviewed by the fund's Sharia board.`,
    status: 'earning',
    minimumInvestment: 25000,
    payoutFrequency: 'monthly',
    ...over,
  });

const isoDate = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

// An investor seeded through KYC with four enrollments, payouts, an update, a document and an asset,
// two open schemes and two marketing slides: the dashboard, investments and opportunities in a browser.
describe('investor portfolio in the browser', () => {
  const journey = useJourney();
  let investor: SeededInvestor;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    investor = await journey.investor({ fullName: 'Layla Haddad', username: 'layla.haddad', password: 'Portfolio#2026' });
    ids.gulf = await seedOpportunity(journey.admin, scheme('Gulf Trade Finance I'));
    ids.manchester = await seedOpportunity(
      journey.admin,
      scheme('Manchester Student Living', {
        productId: 'musharakah',
        country: 'United Kingdom',
        returnType: 'variable',
        payoutFrequency: 'quarterly',
        minimumInvestment: 50000,
      }),
    );
    ids.birmingham = await seedOpportunity(
      journey.admin,
      scheme('Birmingham Office Ijara', {
        productId: 'ijara',
        country: 'United Kingdom',
        capitalReturnMethod: 'return_and_capital',
        minimumInvestment: 50000,
      }),
    );
    ids.sme = await seedOpportunity(
      journey.admin,
      scheme('SME Working Capital 2024', { country: 'Malaysia', payoutFrequency: 'quarterly', minimumInvestment: 15000 }),
    );
    ids.healthcare = await seedOpportunity(
      journey.admin,
      scheme('Kuala Lumpur Healthcare', {
        productId: 'musharakah',
        country: 'Malaysia',
        status: 'live',
        minimumInvestment: 50000,
        term: '6 years',
        roiPerAnnum: '9.5%',
        returnType: 'variable',
        payoutFrequency: 'bi_annually',
        capitalReturnMethod: 'capital_end_of_term',
        videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      }),
      ['Information Memorandum', 'Sharia Compliance Certificate'],
    );
    ids.auto = await seedOpportunity(
      journey.admin,
      scheme('Halal Auto Finance', { status: 'live', country: 'Saudi Arabia', minimumInvestment: 10000, roiPerAnnum: '7.2%' }),
    );
    // Not open for investment (issue 19 item 6): never offered, though the investor is not in them.
    ids.leeds = await seedOpportunity(
      journey.admin,
      scheme('Leeds Residential Ijara 2023', { productId: 'ijara', country: 'United Kingdom', status: 'matured' }),
    );
    ids.equipment = await seedOpportunity(journey.admin, scheme('Dubai Equipment Leasing', { productId: 'ijara', status: 'earning' }));

    const gulf = await enrol(journey.admin, investor.id, ids.gulf, 50000, 52500);
    const manchester = await enrol(journey.admin, investor.id, ids.manchester, 100000, 97000);
    const birmingham = await enrol(journey.admin, investor.id, ids.birmingham, 75000, 78000);
    await enrol(journey.admin, investor.id, ids.sme, 25000);
    await postPayout(journey.admin, investor.id, gulf, 354, isoDate(-30));
    await journey.admin.call('POST', '/api/payouts', {
      investorId: investor.id,
      enrollmentId: gulf,
      payoutAmount: 354,
      payoutDate: isoDate(0),
      description: 'Monthly profit distribution',
      nextPayoutDate: isoDate(30),
      nextPayoutAmount: 354,
    });
    await postPayout(journey.admin, investor.id, birmingham, 1462, isoDate(0));
    await postUpdate(journey.admin, investor.id, ids.gulf, 'Quarterly performance report');
    await postDocument(journey.admin, investor.id, ids.manchester, 'Signed investment contract', 'Manchester Student Living contract.pdf');
    await seedAsset(journey.admin, manchester, OXFORD_ROAD_RESIDENCES);
    await seedSlide(journey.admin, {
      title: 'Kuala Lumpur Healthcare is open',
      buttonText: 'View opportunity',
      buttonUrl: 'https://example.com/opportunities/kl-healthcare',
      order: 0,
    });
    await seedSlide(journey.admin, {
      title: 'Your 2026 zakat statements are ready',
      buttonText: 'Read more',
      buttonUrl: 'https://example.com/news/zakat-2026',
      order: 1,
    });
  });

  /** A browser context signed in as the investor (the API session's cookie), at `viewport`. */
  async function signedIn(viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
    const context = await journey.context({ viewport, session: investor.session });
    const page = await context.newPage();
    // Two cores are shared with other test runs: allow a slow first load of a route's code.
    page.setDefaultTimeout(30_000);
    return { context, page };
  }

  it('logs in and shows the dashboard figures the API computes for the investor', async () => {
    const context = await journey.context({ session: null });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await signInToPortal(page, journey.dataDir, investor);

    // What the API answers for this investor, through the spec's formulas (spec/000 §9).
    const investments = await investor.session.call<InvestmentCardView[]>('GET', `/api/investments/${investor.id}`);
    const invested = investments.reduce((sum, i) => sum + i.investmentAmount, 0);
    const current = investments.reduce((sum, i) => sum + i.currentValue, 0);
    const payouts = investments.reduce((sum, i) => sum + i.totalPayouts, 0);
    expect(payouts).toBe(354 + 354 + 1462);

    const card = (name: string) => page.getByRole('group', { name });
    await card('Total Account Value')
      .getByText(formatMoney(current + payouts), { exact: true })
      .waitFor();
    await card('Total Investment').getByText(formatMoney(invested), { exact: true }).waitFor();
    // The spec's Total Return (payouts over invested) says so; beside it, the total return with the change in value (issue 19).
    const totalReturn = page.getByRole('group', { name: 'Total Return', exact: true });
    await totalReturn.getByText(formatPercent(Math.round((payouts / invested) * 10000) / 100), { exact: true }).waitFor();
    await totalReturn.getByText(`From payouts: ${formatMoney(payouts)} received`).waitFor();
    const inclValue = card('Total return (incl. value change)');
    await inclValue.getByText(formatTotalReturn(totalReturnPercentage(current, payouts, invested)), { exact: true }).waitFor();
    await inclValue.getByText('Change in value plus payouts, over invested').waitFor();

    // The top three active investments (largest value first) and View All; the asset; the slider; the feed.
    const top = page.getByRole('region', { name: 'My Investments' }).getByRole('article');
    expect(await top.count()).toBe(3);
    expect(await top.first().textContent()).toContain('Manchester Student Living');
    await page.getByRole('link', { name: 'View all investments' }).waitFor();
    await page.getByRole('article', { name: 'Oxford Road Residences' }).waitFor();
    const slider = page.getByRole('region', { name: 'News from the fund' });
    await slider.getByText('Kuala Lumpur Healthcare is open').waitFor();
    await slider.getByRole('button', { name: 'Next slide' }).click();
    await slider.getByText('Your 2026 zakat statements are ready').waitFor();
    const feed = page.getByRole('region', { name: 'Recent Activity' });
    await feed.getByRole('heading', { name: 'Quarterly performance report' }).waitFor();
    await page.getByRole('heading', { name: 'Portfolio over time' }).waitFor();

    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, JOURNEY, '01-dashboard');
    await feed.getByRole('tab', { name: 'Transactions' }).click();
    await feed.getByText('+$1,462').waitFor();
    await context.close();
  });

  it('shows the dashboard at 375 px without sideways scrolling', async () => {
    const { context, page } = await signedIn(PHONE);
    await page.goto('/investor');
    await page.getByRole('group', { name: 'Total Account Value' }).waitFor();
    await page.getByRole('region', { name: 'Recent Activity' }).getByRole('heading', { name: 'Quarterly performance report' }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, JOURNEY, '02-dashboard-phone');
    await context.close();
  });

  it('lists the investments and opens one with its four cards and its transactions and documents tabs', async () => {
    const { context, page } = await signedIn();
    await page.goto('/investor/investments');
    await page.getByRole('article', { name: 'SME Working Capital 2024' }).waitFor();
    expect(await page.getByRole('article').count()).toBe(4);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, JOURNEY, '03-investments');

    await page.getByRole('link', { name: 'View details of Gulf Trade Finance I' }).click();
    await page.waitForURL(`**/investor/investments/${ids.gulf}`);
    await page.getByRole('heading', { name: 'Gulf Trade Finance I', level: 1 }).waitFor();
    for (const name of ['Investment Amount', 'Current Value', 'Total Payouts', 'Return'])
      await page.getByRole('group', { name, exact: true }).waitFor();
    await page.getByRole('group', { name: 'Total Payouts' }).getByText('$708', { exact: true }).waitFor();
    await page.getByRole('group', { name: 'Return', exact: true }).getByText('+5.00%', { exact: true }).waitFor();
    const gulf = (await investor.session.call<InvestmentCardView[]>('GET', `/api/investments/${investor.id}`)).find(
      (i) => i.scheme.id === ids.gulf,
    )!;
    const gulfTotal = formatTotalReturn(totalReturnPercentage(gulf.currentValue, gulf.totalPayouts, gulf.investmentAmount));
    await page.getByRole('group', { name: 'Total return (incl. value change)' }).getByText(gulfTotal, { exact: true }).waitFor();

    await page.getByRole('button', { name: 'View Transactions' }).click();
    const feed = page.getByRole('region', { name: 'Investment Activity' });
    expect(await feed.getByRole('tab', { name: 'Transactions' }).getAttribute('aria-selected')).toBe('true');
    await feed.getByText('+$354').first().waitFor();
    expect(await feed.getByText('+$354').count()).toBe(2);
    await page.getByRole('button', { name: 'View Documents' }).click();
    await feed.getByText('No documents yet').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, JOURNEY, '04-investment-detail');

    await page.goto(`/investor/investments/${ids.healthcare}`);
    await page.getByText('Investment not found').first().waitFor();
    await context.close();

    const phone = await signedIn(PHONE);
    await phone.page.goto(`/investor/investments/${ids.manchester}`);
    await phone.page.getByRole('heading', { name: 'Manchester Student Living', level: 1 }).waitFor();
    await phone.page.getByRole('button', { name: 'View Documents' }).click();
    const [contract] = await Promise.all([
      phone.page.waitForEvent('download'),
      phone.page.getByRole('button', { name: /Download Manchester Student Living contract/ }).click(),
    ]);
    expect(contract.suggestedFilename()).toBe('Manchester Student Living contract.pdf');
    expect(await horizontalOverflow(phone.page)).toBe(0);
    await screenshot(phone.page, JOURNEY, '05-investment-detail-phone');
    await phone.page.goto('/investor/investments');
    await phone.page.getByRole('article').first().waitFor();
    expect(await horizontalOverflow(phone.page)).toBe(0);
    await phone.context.close();
  });

  it('offers the schemes the investor is not in, and expresses interest in one', async () => {
    const { context, page } = await signedIn();
    await page.goto('/investor/opportunities');
    await page.getByRole('heading', { name: 'Investment Opportunities', level: 1 }).waitFor();
    await page.getByRole('article', { name: 'Kuala Lumpur Healthcare' }).waitFor();
    const names = await page.getByRole('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-labelledby')));
    expect(names).toHaveLength(2);
    expect(await page.getByRole('article', { name: 'Gulf Trade Finance I' }).count()).toBe(0);
    expect(await page.getByRole('article', { name: 'Leeds Residential Ijara 2023' }).count()).toBe(0);
    expect(await page.getByRole('article', { name: 'Dubai Equipment Leasing' }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, JOURNEY, '06-opportunities');

    await page.getByRole('link', { name: 'View details of Kuala Lumpur Healthcare' }).click();
    await page.waitForURL(`**/investor/opportunities/${ids.healthcare}`);
    await page.getByRole('heading', { name: 'Kuala Lumpur Healthcare', level: 1 }).waitFor();
    expect(await page.locator('iframe').getAttribute('src')).toBe('https://www.youtube.com/embed/aqz-KE-bpKQ');
    await page.getByText('capital end of term').waitFor();
    await page.getByText('bi annually').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Information Memorandum.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Information Memorandum.pdf');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Express interest in Kuala Lumpur Healthcare' }).click();
    await page.getByText('Interest Registered').first().waitFor();
    await screenshot(page, JOURNEY, '07-opportunity-interest');
    const expressions = await journey.admin.call<{ investorId: string; schemeId: string; status: string }[]>(
      'GET',
      '/api/expressions-of-interest',
    );
    expect(expressions).toEqual([expect.objectContaining({ investorId: investor.id, schemeId: ids.healthcare, status: 'pending' })]);

    // After a reload the page still says so, and offers no second click; so does the card.
    await page.reload();
    await page.getByRole('heading', { name: 'Kuala Lumpur Healthcare', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Interest Registered' }).waitFor();
    expect(await page.getByRole('button', { name: 'Interest Registered' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: /Express interest/i }).count()).toBe(0);
    await page.goto('/investor/opportunities');
    const card = page.getByRole('article', { name: 'Kuala Lumpur Healthcare' });
    await card.getByRole('button', { name: 'Interest Registered' }).waitFor();
    expect(await card.getByRole('button', { name: 'Interest Registered' }).isDisabled()).toBe(true);
    expect(await card.getByRole('button', { name: /Express interest/i }).count()).toBe(0);
    await page
      .getByRole('article', { name: 'Halal Auto Finance' })
      .getByRole('button', { name: 'Express interest in Halal Auto Finance' })
      .waitFor();
    await screenshot(page, JOURNEY, '07b-opportunities-interest-registered');

    await page.goto('/investor/opportunities/00000000-0000-4000-8000-000000000000');
    await page.getByText('Scheme not found').first().waitFor();
    await page.getByRole('link', { name: 'Back to Opportunities' }).first().click();
    await page.waitForURL('**/investor/opportunities');
    await context.close();

    const phone = await signedIn(PHONE);
    await phone.page.goto(`/investor/opportunities/${ids.healthcare}`);
    await phone.page.getByRole('heading', { name: 'Kuala Lumpur Healthcare', level: 1 }).waitFor();
    expect(await horizontalOverflow(phone.page)).toBe(0);
    await screenshot(phone.page, JOURNEY, '08-opportunity-phone');
    await phone.page.goto('/investor/opportunities');
    await phone.page
      .getByRole('article', { name: 'Kuala Lumpur Healthcare' })
      .getByRole('button', { name: 'Interest Registered' })
      .waitFor();
    expect(await horizontalOverflow(phone.page)).toBe(0);
    await screenshot(phone.page, JOURNEY, '08b-opportunities-phone');
    await phone.context.close();
  });
});
