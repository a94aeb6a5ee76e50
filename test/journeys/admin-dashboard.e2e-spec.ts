import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';

import { formatMoney, type AdminStatsView } from '@fund/contracts';
import { ticketBody } from '@fund/contracts/testing';

import { signInToAdmin, submitPendingApplication, useTheme } from '../support/admin.js';
import { ApiSession } from '../support/api.js';
import { DESKTOP, horizontalOverflow, PHONE, screenshot, seriousA11yViolations, TABLET, waitUntil } from '../support/browser.js';
import { ADMIN, enrol, postPayout, seedScheme, type SeededInvestor } from '../support/fund.js';
import { useJourney } from '../support/journey.js';

jest.setTimeout(180_000);

const JOURNEY = 'admin-dashboard';

// The back office's landing page on a fresh server with a small fund seeded over the API: the five
// figures equal GET /api/admin/stats, the AUM breakdowns and pending lists show, and the page is
// accessible and fits at 1280 and 768 px in both themes.
describe('admin dashboard in the browser', () => {
  const journey = useJourney();
  let stats: AdminStatsView;
  let layla: SeededInvestor;

  beforeAll(async () => {
    layla = await journey.investor();
    const yusuf = await journey.investor({ fullName: 'Yusuf Rahman', password: 'Inv3st!Yusuf' });
    const tradeFinance = await seedScheme(journey.admin, { productId: 'murabaha', name: 'Dubai Trade Finance', status: 'live' });
    const logistics = await seedScheme(journey.admin, { productId: 'ijara', name: 'Jebel Ali Logistics Lease', status: 'live' });
    const retail = await seedScheme(journey.admin, { productId: 'musharakah', name: 'Sharjah Retail Partnership', status: 'earning' });
    const laylaTrade = await enrol(journey.admin, layla.id, tradeFinance, 250_000);
    await enrol(journey.admin, yusuf.id, logistics, 1_200_000);
    await enrol(journey.admin, layla.id, retail, 80_000);
    await postPayout(journey.admin, layla.id, laylaTrade, 12_500, '2026-03-31');
    // Two applications waiting for review, and two expressions of interest.
    const visitor = new ApiSession(journey.base, journey.dataDir);
    await submitPendingApplication(visitor, { fullName: 'Omar Siddiqui', username: 'omar', email: 'omar@example.com', password: 'x' });
    await submitPendingApplication(visitor, { fullName: 'Fatima Zahra', username: 'fatima', email: 'fatima@example.com', password: 'x' });
    await layla.session.call('POST', '/api/expressions-of-interest', { investorId: layla.id, schemeId: logistics });
    await yusuf.session.call('POST', '/api/expressions-of-interest', { investorId: yusuf.id, schemeId: tradeFinance });
    stats = await journey.admin.call<AdminStatsView>('GET', '/api/admin/stats');
  });

  /** A context signed in as the super admin with the API session's cookie (no second login). */
  const signedIn = async (viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> => {
    const { context, page } = await journey.open('/admin', { viewport });
    try {
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor({ timeout: 30_000 });
    } catch (error) {
      await screenshot(page, JOURNEY, `failed-${viewport.width}-${Date.now()}`);
      throw error;
    }
    return { context, page };
  };

  /** Waits until the figures, the charts and the pending lists have loaded. */
  const loaded = async (page: Page) => {
    await page.getByRole('group', { name: 'Total AUM' }).getByText(formatMoney(stats.totalAum), { exact: true }).waitFor();
    await page
      .locator('section', { hasText: 'AUM by Product' })
      .locator('svg.MuiChartsSurface-root, .MuiChartsSurface-root')
      .first()
      .waitFor();
    await page.locator('section', { hasText: 'AUM by Scheme' }).locator('.MuiChartsSurface-root').first().waitFor();
    await page.getByText('Omar Siddiqui').waitFor();
  };

  it('signs in through the login screen and shows the five figures of GET /api/admin/stats', async () => {
    const context = await journey.context({ session: null });
    const page = await context.newPage();
    await signInToAdmin(page, journey.dataDir, ADMIN);
    await loaded(page);

    const cards: [string, string][] = [
      ['Total Investors', stats.totalInvestors.toLocaleString('en-US')],
      ['Active Schemes', stats.activeSchemes.toLocaleString('en-US')],
      ['Pending KYC', stats.pendingKyc.toLocaleString('en-US')],
      ['Total AUM', formatMoney(stats.totalAum)],
      ['Total Payouts', formatMoney(stats.totalPayouts)],
    ];
    for (const [name, value] of cards) {
      await expect(page.getByRole('group', { name }).getByText(value, { exact: true }).count()).resolves.toBe(1);
    }
    // The seed: two investors, two live schemes, two pending applications, 1,530,000 invested, 12,500 paid.
    expect(cards.map(([, value]) => value)).toEqual(['2', '2', '2', '$1.5M', '$12,500']);

    await screenshot(page, JOURNEY, '01-dashboard-light-1280');
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('reads AUM by Product and AUM by Scheme as tables beside the charts', async () => {
    const { context, page } = await signedIn();
    await loaded(page);

    const rows = async (label: string) =>
      page
        .getByRole('region', { name: label })
        .locator('tbody tr')
        .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    expect((await rows('AUM by Product: figures')).map(([name, aum]) => [name, aum])).toEqual(
      stats.aumByProduct.map((p) => [p.productName, formatMoney(p.aum)]),
    );
    expect((await rows('AUM by Scheme: figures')).map(([name, aum]) => [name, aum])).toEqual(
      stats.aumByScheme.map((s) => [s.schemeName, formatMoney(s.aum)]),
    );
    await context.close();
  });

  it('lists the pending KYC applications and expressions of interest, each card leading to its page', async () => {
    const { context, page } = await signedIn();
    await loaded(page);

    const kyc = page.getByRole('region', { name: 'Pending KYC Applications' });
    await kyc.getByText('2 applications awaiting review').waitFor();
    await kyc.getByText('Fatima Zahra').waitFor();
    expect(await kyc.getByText(/Submitted [A-Z][a-z]{2} \d{2}, \d{4}/).count()).toBe(2);
    const expressions = page.getByRole('region', { name: 'Pending Expression of Interest' });
    expect(await expressions.getByRole('listitem').count()).toBe(2);
    await expressions.getByText('Jebel Ali Logistics Lease', { exact: false }).waitFor();

    await kyc.getByRole('link', { name: 'Review' }).click();
    await page.waitForURL('**/admin/kyc');
    await page.goBack();
    await page.getByRole('region', { name: 'Pending Expression of Interest' }).getByRole('link', { name: 'View all' }).click();
    await page.waitForURL('**/admin/expressions');
    await context.close();
  });

  it('shows the open support tickets and leads to them on the Support Tickets page', async () => {
    await layla.session.call(
      'POST',
      '/api/tickets',
      ticketBody({ subject: 'March statement missing', category: 'documents', priority: 'medium' }),
    );
    await layla.session.call(
      'POST',
      '/api/tickets',
      ticketBody({ subject: 'Change of bank account', category: 'account', priority: 'high' }),
    );
    const { context, page } = await signedIn();
    await loaded(page);

    const tickets = page.getByRole('region', { name: 'Open Support Tickets' });
    await tickets.getByText('2 open tickets').waitFor();
    await tickets.getByText('Change of bank account').waitFor();
    await screenshot(page, JOURNEY, '08-open-tickets-1280');
    await tickets.getByRole('link', { name: 'View tickets' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/tickets');
    await page.getByRole('heading', { level: 1, name: 'Support Tickets' }).waitFor();
    await page.getByRole('tab', { name: /^Open Tickets\s*2$/, selected: true }).waitFor();
    await page.getByRole('heading', { name: 'March statement missing' }).waitFor();
    await context.close();
  });

  it('is accessible and fits in the dark theme at 1280 px', async () => {
    const { context, page } = await signedIn();
    await useTheme(page, 'dark');
    await loaded(page);

    await screenshot(page, JOURNEY, '02-dashboard-dark-1280');
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('fits at 768 px in both themes without sideways scrolling', async () => {
    const { context, page } = await signedIn(TABLET);
    await loaded(page);
    await screenshot(page, JOURNEY, '03-dashboard-light-768');
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await useTheme(page, 'dark');
    await screenshot(page, JOURNEY, '04-dashboard-dark-768');
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The collapsed sidebar (3rem) leaves the content the rest.
    await useTheme(page, 'light');
    await page.getByRole('button', { name: 'Close menu' }).click();
    // 3rem once the width transition has run.
    await waitUntil(async () => (await page.locator('nav[aria-label="Admin sections"]').boundingBox())?.width === 48);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, JOURNEY, '05-dashboard-collapsed-768');
    await context.close();
  });

  it('opens the sidebar as a drawer on a phone, without sideways scrolling', async () => {
    const { context, page } = await signedIn(PHONE);
    await loaded(page);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, JOURNEY, '06-dashboard-phone');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('menuitem', { name: 'KYC Management' }).waitFor();
    await screenshot(page, JOURNEY, '07-drawer-phone');
    await context.close();
  });

  it('is usable from the keyboard: skip link, sidebar, theme toggle and the cards’ links in order', async () => {
    const { context, page } = await signedIn();
    await loaded(page);

    const reached: string[] = [];
    for (let i = 0; i < 60 && !reached.includes('Review'); i++) {
      await page.keyboard.press('Tab');
      // A string expression: the backend's tsconfig (which checks the journeys) has no DOM types.
      reached.push(
        await page.evaluate<string>(
          "(document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '').trim().slice(0, 40)",
        ),
      );
    }
    expect(reached[0]).toBe('Skip to content');
    expect(reached).toEqual(expect.arrayContaining(['Switch to dark theme', 'Dashboard', 'KYC Management', 'Logout', 'Review']));
    // The sidebar header's toggle comes before the sidebar's entries, the entries before the page.
    expect(reached.indexOf('Switch to dark theme')).toBeLessThan(reached.indexOf('Dashboard'));
    expect(reached.indexOf('Logout')).toBeLessThan(reached.indexOf('Review'));
    await context.close();
  });
});
