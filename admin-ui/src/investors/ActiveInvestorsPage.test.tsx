import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import type { InvestorSummaryView } from '@fund/contracts';
import { investorSummaryView } from '@fund/contracts/testing';
import { pagedList, stubFetch } from '@fund/ui/testing';

import { STATS } from '../dashboard/dashboardFixtures';
import { renderAppAt } from '../testing/renderApp';
import { ADMIN_ME } from '../testing/session';
import { stubNavigation } from '../testing/stubNavigation';
import { activeTotals } from './ActiveInvestorsPage';
import { nextStatus } from './investorHooks';

const WAIT = { timeout: 10_000 };

const summary = (id: string, fullName: string, over: Partial<InvestorSummaryView> = {}): InvestorSummaryView =>
  investorSummaryView({
    id,
    investor: { fullName, email: `${id}@example.com`, username: id, createdAt: '2026-02-01T10:00:00.000Z' },
    ...over,
  });

/** GET /api/admin/investor-summaries filtered by hasSchemes / investor.status / q, with the status and delete writes. */
const fakeInvestorsApi = (records: InvestorSummaryView[]) => {
  const one = (id: string) => records.find((r) => r.id === id)!;
  return stubFetch({
    'GET /api/me': { body: ADMIN_ME },
    // Fund-wide figures of every investor holding a scheme, not the sum of the rows listed here.
    'GET /api/admin/stats': { body: { ...STATS, totalAum: 925_000, totalInvested: 870_000, totalPayouts: 32_000 } },
    'GET /api/admin/investor-summaries': pagedList(
      'investor-summaries',
      records,
      (r, filter) =>
        (!filter.hasSchemes || r.schemeCount > 0) &&
        (!filter['investor.status'] || r.investor.status === filter['investor.status']) &&
        (!filter.q || r.investor.fullName.toLowerCase().includes(String(filter.q).toLowerCase())),
    ),
    'PATCH /api/users/:id/status': ({ params, body }) => {
      const record = one(params.id);
      record.investor.status = (body as { status: 'active' | 'disabled' }).status;
      return { body: { id: record.id, status: record.investor.status } };
    },
    'GET /api/users/:id/deletion-impact': ({ params }) => ({
      body: {
        investorId: params.id,
        fullName: one(params.id).investor.fullName,
        enrollments: 2,
        investedTotal: 130_000,
        payouts: 6,
        payoutTotal: 9_750,
        activities: 14,
        documents: 3,
        tickets: 1,
        expressionsOfInterest: 1,
        assetAllocations: 2,
        kycApplications: 1,
      },
    }),
    'DELETE /api/users/:id': ({ params }) => {
      records.splice(
        records.findIndex((r) => r.id === params.id),
        1,
      );
      return { body: { id: params.id, message: 'Investor deleted' } };
    },
  });
};

const card = async (name: string) => (await screen.findByText(name, { selector: 'article h2' }, WAIT)).closest('article') as HTMLElement;

describe('investor helpers', () => {
  it('takes the totals from the stats: AUM is the current value, returns are AUM minus invested', () => {
    expect(activeTotals({ ...STATS, totalAum: 145_000, totalInvested: 150_000, totalPayouts: 8_000 })).toEqual({
      aum: 145_000,
      invested: 150_000,
      returns: -5_000,
      totalReturn: 2,
    });
    expect(activeTotals(undefined)).toEqual({ aum: 0, invested: 0, returns: 0, totalReturn: null });
  });
  it('switches active to disabled and back', () => {
    expect(nextStatus('active')).toBe('disabled');
    expect(nextStatus('disabled')).toBe('active');
  });
});

describe('Active Investors and Investors', { timeout: 30_000 }, () => {
  beforeEach(() => {
    stubNavigation();
  });

  it('lists only investors with schemes, with the totals, and disables then enables a login', async () => {
    const api = fakeInvestorsApi([
      summary('u1', 'Yusuf Rahman'),
      summary('u2', 'Omar Haddad', { schemeCount: 0, totalInvested: 0, currentValue: 0 }),
    ]);
    renderAppAt('/admin/active-investors');

    expect(await screen.findByRole('heading', { level: 1, name: /Active Investors/ }, WAIT)).toBeTruthy();
    const yusuf = await card('Yusuf Rahman');
    expect(screen.queryByText('Omar Haddad')).toBeNull();
    expect(JSON.parse(api.calls('GET', '/api/admin/investor-summaries')[0].url.searchParams.get('filter')!)).toEqual({ hasSchemes: true });
    // The cards show the fund-wide figures of GET /api/admin/stats, and say the search does not change them.
    const figure = async (name: string) => (await screen.findByRole('group', { name }, WAIT)).textContent;
    await waitFor(async () => expect(await figure('Total AUM')).toContain('$925,000'), WAIT);
    expect(await figure('Total Invested')).toContain('$870,000');
    expect(await figure('Total Returns')).toContain('$55,000');
    expect(await figure('Total Returns')).toContain('Change in value (current value minus invested)');
    // Issue 19: (925,000 + 32,000 - 870,000) / 870,000 = 10.0%.
    const total = await figure('Total return (incl. value change)');
    expect(total).toContain('+10.00%');
    expect(total).toContain('Change in value plus payouts, over invested');
    expect(screen.getByText('Every investor holding a scheme, whatever the search')).toBeTruthy();
    expect(api.calls('GET', '/api/admin/stats')).toHaveLength(1);

    // Disabling asks first, with the focus on Cancel; cancelling changes nothing.
    fireEvent.click(within(yusuf).getByRole('button', { name: 'Disable: Yusuf Rahman' }));
    let confirm = await screen.findByRole('dialog', { name: 'Disable login for Yusuf Rahman?' }, WAIT);
    expect(within(confirm).getByText(/signed out and cannot sign in until their login is enabled again/)).toBeTruthy();
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(api.calls('PATCH', '/api/users/u1/status')).toHaveLength(0);

    fireEvent.click(within(yusuf).getByRole('button', { name: 'Disable: Yusuf Rahman' }));
    confirm = await screen.findByRole('dialog', { name: 'Disable login for Yusuf Rahman?' }, WAIT);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Investor Disabled', {}, WAIT)).toBeTruthy();
    expect(api.calls('PATCH', '/api/users/u1/status')[0].body).toEqual({ status: 'disabled' });

    fireEvent.click(await within(await card('Yusuf Rahman')).findByRole('button', { name: 'Enable: Yusuf Rahman' }, WAIT));
    confirm = await screen.findByRole('dialog', { name: 'Enable login for Yusuf Rahman?' }, WAIT);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Enable' }));
    expect(await screen.findByText('Investor Enabled', {}, WAIT)).toBeTruthy();
    expect(api.calls('PATCH', '/api/users/u1/status')[1].body).toEqual({ status: 'active' });
  });

  it('searches investors on the server and deletes one after its confirmation', async () => {
    const api = fakeInvestorsApi([summary('u1', 'Yusuf Rahman'), summary('u2', 'Omar Haddad', { schemeCount: 0 })]);
    renderAppAt('/admin/investors');

    expect(await card('Omar Haddad')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('tab', { name: /All Investors/ }).textContent).toBe('All Investors2'), WAIT);

    fireEvent.change(screen.getByLabelText('Search by name, e-mail, phone or address'), { target: { value: 'yusuf' } });
    await waitFor(() => expect(screen.queryByText('Omar Haddad', { selector: 'article h2' })).toBeNull(), WAIT);
    expect(api.calls('GET', '/api/admin/investor-summaries').some((c) => JSON.parse(c.url.searchParams.get('filter')!).q === 'yusuf')).toBe(
      true,
    );

    fireEvent.click(within(await card('Yusuf Rahman')).getByRole('button', { name: 'Delete: Yusuf Rahman' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Yusuf Rahman?' }, WAIT);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    const items = await within(dialog).findAllByRole('listitem', {}, WAIT);
    expect(items.map((li) => li.textContent)).toEqual([
      'Their login and profile',
      'Their KYC application',
      'Enrollments: 2, $130,000 invested',
      'Activity records and transactions: 14, including 6 payouts totalling $9,750',
      'Documents: 3',
      'Support tickets: 1',
      'Expressions of interest: 1',
      'Asset allocations: 2',
    ]);
    const remove = within(dialog).getByRole('button', { name: /Delete Permanently/ }) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    const name = within(dialog).getByRole('textbox', { name: 'Full name' });
    fireEvent.change(name, { target: { value: 'Yusuf' } });
    expect(remove.disabled).toBe(true);
    fireEvent.change(name, { target: { value: 'Yusuf Rahman' } });
    expect(remove.disabled).toBe(false);
    fireEvent.click(remove);
    expect(await screen.findByText('Investor deleted successfully', {}, WAIT)).toBeTruthy();
    expect(api.calls('DELETE', '/api/users/u1')).toHaveLength(1);
  });
});
