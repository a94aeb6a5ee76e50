import { configure, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { DEFAULT_PAGE_SIZE, type ActivityView, type InvestmentDetailView } from '@fund/contracts';
import { meView, updateView } from '@fund/contracts/testing';
import { stubFetch } from '@fund/ui/testing';

import { renderApp } from '../../../testing/renderApp';

// The page is lazy: load its code once up front so each test waits only for its data.
beforeAll(() => import('./InvestmentDetailPage'), 60_000);
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const session = {
  'GET /api/admin/setup-required': { body: { setupRequired: false } },
  'GET /api/me': { body: meView({ id: 'u7', fullName: 'Amina Yusuf' }) },
};

const activity = (n: number): ActivityView =>
  updateView({ id: `a${n}`, investorId: 'u7', schemeId: 's1', title: `Scheme news ${n}`, createdAt: '2026-02-01T10:00:00.000Z' });

/** The detail answer: the newest `shown` activities (n = total down to total - shown + 1) and the total. */
const detail = (shown: number, total: number): InvestmentDetailView => ({
  enrollment: {
    id: 'e1',
    investorId: 'u7',
    schemeId: 's1',
    investmentAmount: 50000,
    currentValue: 52000,
    totalPayouts: 1200,
    nextPayoutDate: null,
    nextPayoutAmount: null,
    status: 'earning',
    enrolledAt: '2025-01-10T09:00:00.000Z',
    returnPercentage: 4,
  },
  scheme: {
    id: 's1',
    name: 'Birmingham Office Ijara',
    description: 'Offices let to a university.',
    country: 'United Kingdom',
    status: 'earning',
    minimumInvestment: 10000,
    term: '5 years',
    roiPerAnnum: '7%',
    liquidity: 'Low',
    returnType: 'fixed',
    payoutFrequency: 'quarterly',
    capitalReturnMethod: 'capital_end_of_term',
    videoUrl: null,
    productId: 'ijara',
    productName: 'Ijara Cooperative',
  },
  activities: Array.from({ length: shown }, (_, i) => activity(total - i)),
  activitiesTotal: total,
});

const activityQueries = (stub: ReturnType<typeof stubFetch>) =>
  stub.fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://x'))
    .filter((url) => url.pathname === '/api/activities/u7')
    .map((url) => Object.fromEntries(url.searchParams));

describe('Investment detail page', () => {
  it('says what each return measures and shows the total return including the change in value (issue 19)', async () => {
    stubFetch({ ...session, 'GET /api/investments/u7/s1': { body: detail(1, 1) } });

    renderApp('/investor/investments/s1');

    // The spec's Return (change in value) keeps its name and figure, with a caption saying what it is.
    const ret = await screen.findByRole('group', { name: 'Return' });
    expect(within(ret).getByText('+4.00%')).toBeTruthy();
    expect(within(ret).getByText('Change in value since you invested')).toBeTruthy();
    // (52,000 + 1,200 - 50,000) / 50,000 = 6.40%.
    const total = screen.getByRole('group', { name: 'Total return (incl. value change)' });
    expect(within(total).getByText('+6.40%')).toBeTruthy();
    expect(within(total).getByText('Change in value plus payouts, over invested')).toBeTruthy();
  });

  it("shows the detail's latest activities at once and fetches the next page with Load more", async () => {
    const total = DEFAULT_PAGE_SIZE + 2;
    const stub = stubFetch({
      ...session,
      'GET /api/investments/u7/s1': { body: detail(DEFAULT_PAGE_SIZE, total) },
      'GET /api/activities/u7': { body: [activity(2), activity(1)] },
    });

    renderApp('/investor/investments/s1');

    const feed = await screen.findByRole('region', { name: 'Investment Activity' });
    expect(await within(feed).findByText(`Scheme news ${total}`)).toBeTruthy();
    expect(within(feed).getByText('Scheme news 3')).toBeTruthy();
    expect(within(feed).queryByText('Scheme news 2')).toBeNull();
    // The first page came with the investment: no second request for it.
    expect(activityQueries(stub)).toEqual([]);

    fireEvent.click(within(feed).getByRole('button', { name: 'Load more' }));
    expect(await within(feed).findByText('Scheme news 1')).toBeTruthy();
    expect(within(feed).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(activityQueries(stub)).toEqual([
      { schemeId: 's1', sort: '["createdAt","DESC"]', range: JSON.stringify([DEFAULT_PAGE_SIZE, 2 * DEFAULT_PAGE_SIZE]) },
    ]);
  });

  it('offers no Load more when the detail holds every activity', async () => {
    const stub = stubFetch({ ...session, 'GET /api/investments/u7/s1': { body: detail(2, 2) } });

    renderApp('/investor/investments/s1');

    const feed = await screen.findByRole('region', { name: 'Investment Activity' });
    expect(await within(feed).findByText('Scheme news 2')).toBeTruthy();
    expect(within(feed).getByText('Scheme news 1')).toBeTruthy();
    expect(within(feed).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(activityQueries(stub)).toEqual([]);
  });

  it('reads the other tabs from the activity list, one type each', async () => {
    const stub = stubFetch({
      ...session,
      'GET /api/investments/u7/s1': { body: detail(1, 1) },
      'GET /api/activities/u7': {
        body: [{ ...activity(9), type: 'transaction', category: 'Payout', title: 'Payout received', amount: 300 }],
      },
    });

    renderApp('/investor/investments/s1');

    const feed = await screen.findByRole('region', { name: 'Investment Activity' });
    fireEvent.click(await within(feed).findByRole('tab', { name: 'Transactions' }));
    expect(await within(feed).findByText('Payout received')).toBeTruthy();
    expect(activityQueries(stub)).toEqual([
      { type: 'transaction', schemeId: 's1', sort: '["createdAt","DESC"]', range: JSON.stringify([0, DEFAULT_PAGE_SIZE]) },
    ]);
  });
});
