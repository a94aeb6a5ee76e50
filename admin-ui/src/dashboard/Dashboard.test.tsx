import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { stubFetch, type StubReply } from '@fund/ui/testing';

import { renderAppAt } from '../testing/renderApp';
import { ADMIN_ME } from '../testing/session';
import { stubNavigation } from '../testing/stubNavigation';
import {
  DASHBOARD_ROUTES,
  demoStatus,
  EMPTY_STATS,
  expression,
  kycApplication,
  listReply,
  NEW_FUND_STATS,
  STATS,
} from './dashboardFixtures';

// The charts are pictures of the figures tables; the tables are what these tests read.
vi.mock(import('./AumCharts'), () => ({
  default: ({ kind }: { kind: string }) => <div data-testid={`aum-${kind}-chart`} />,
}));

const WAIT = { timeout: 5000 };

const openDashboard = (routes: Record<string, StubReply> = {}) => {
  const stub = stubFetch({ 'GET /api/me': { body: ADMIN_ME }, ...DASHBOARD_ROUTES, 'GET /api/admin/stats': { body: STATS }, ...routes });
  renderAppAt('/admin');
  return stub;
};

const statCard = (name: string) => screen.findByRole('group', { name }, WAIT);
// By label, not role: computing every accessible name of the whole console is slow in happy-dom.
const section = (name: string) => screen.findByLabelText(name, {}, WAIT);

describe('dashboard', () => {
  // The page is lazily loaded; compiling its module once here keeps each test within its timeout.
  beforeAll(() => import('./Dashboard'), 30_000);

  beforeEach(() => {
    stubNavigation();
  });

  it('shows the five stat cards of GET /api/admin/stats in the spec order', async () => {
    openDashboard();

    const expected: [string, string][] = [
      ['Total Investors', '12'],
      ['Active Schemes', '4'],
      ['Pending KYC', '3'],
      ['Total AUM', '$2.5M'],
      ['Total Payouts', '$182,500'],
    ];
    for (const [name, value] of expected) expect(await within(await statCard(name)).findByText(value, {}, WAIT)).toBeTruthy();
    const names = screen
      .getAllByRole('group')
      .map(
        (group) => group.getAttribute('aria-labelledby') && document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent,
      );
    expect(names.filter(Boolean)).toEqual(expected.map(([name]) => name));
  });

  it('links the Pending KYC figure to KYC Management', async () => {
    openDashboard();

    expect(
      within(await statCard('Pending KYC'))
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/admin/kyc');
  });

  it('gives AUM by Product and AUM by Scheme as charts and as tables of name, amount and share', async () => {
    openDashboard();

    const products = await section('AUM by Product: figures');
    const rows = [...products.querySelectorAll('tr')].map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Name', 'AUM', 'Share'],
      ['Murabaha Collective', '$1.5M', '61.2%'],
      ['Ijara Cooperative', '$950,000', '38.8%'],
      ['Musharakah Alliance', '$0', '0.0%'],
    ]);
    expect(within(await section('AUM by Scheme: figures')).getByText('Sharjah Logistics Lease')).toBeTruthy();
    expect(await screen.findByTestId('aum-pie-chart', {}, WAIT)).toBeTruthy();
    expect(await screen.findByTestId('aum-bar-chart', {}, WAIT)).toBeTruthy();
  });

  it('says what to do next when no money is invested yet', async () => {
    openDashboard({ 'GET /api/admin/stats': { body: EMPTY_STATS } });

    expect(await screen.findByText(/No assets under management yet/, {}, WAIT)).toBeTruthy();
    expect(screen.getByText(/No scheme holds investments yet/)).toBeTruthy();
    expect(screen.queryByTestId('aum-pie-chart')).toBeNull();
  });

  it('lists every scheme in the AUM by Scheme table, none hidden in a scroll area (the caption says the table lists all)', async () => {
    const many = Array.from({ length: 14 }, (_, i) => ({ schemeId: `s${i}`, schemeName: `Scheme ${i + 1}`, aum: 100_000 * (14 - i) }));
    openDashboard({ 'GET /api/admin/stats': { body: { ...STATS, aumByScheme: many } } });

    const table = await section('AUM by Scheme: figures');
    expect(table.querySelectorAll('tbody tr')).toHaveLength(14);
    expect(screen.getByText('The chart shows the largest 8 schemes; the table lists all.')).toBeTruthy();
    for (let node: HTMLElement | null = table; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      expect({ tag: node.tagName, overflowY: style.overflowY, maxHeight: style.maxHeight }).toEqual({
        tag: node.tagName,
        overflowY: expect.not.stringMatching(/auto|scroll/),
        maxHeight: expect.stringMatching(/^(none|)$/),
      });
    }
  });

  describe('a fund without investors (after setup)', () => {
    const SUPER_ME = { ...ADMIN_ME, role: 'super_admin' };

    it('offers a super admin Create your first scheme and Load demo data, which starts the job and shows its progress', async () => {
      const stub = openDashboard({
        'GET /api/me': { body: SUPER_ME },
        'GET /api/admin/stats': { body: NEW_FUND_STATS },
        'GET /api/admin/demo-data': { body: demoStatus({ state: 'none' }) },
        'POST /api/admin/demo-data': { status: 202, body: demoStatus({ state: 'queued' }) },
      });

      const card = await screen.findByRole('region', { name: 'Get started' }, WAIT);
      expect(within(card).getByRole('link', { name: 'Create your first scheme' }).getAttribute('href')).toBe(
        '/admin/products?create=scheme',
      );
      fireEvent.click(await within(card).findByRole('button', { name: 'Load demo data' }, WAIT));

      await waitFor(() => expect(stub.calls('POST', '/api/admin/demo-data')).toHaveLength(1));
      expect(await within(card).findByText('Loading demo data: waiting for the job to start', {}, WAIT)).toBeTruthy();
      expect(within(card).getByRole('progressbar', { name: 'Demo data progress' })).toBeTruthy();
      expect(within(card).queryByRole('button', { name: 'Load demo data' })).toBeNull();
    });

    it('shows the progress of a run under way (step and share done), polled from GET /api/admin/demo-data', async () => {
      openDashboard({
        'GET /api/me': { body: SUPER_ME },
        'GET /api/admin/stats': { body: NEW_FUND_STATS },
        'GET /api/admin/demo-data': { body: demoStatus({ state: 'running', step: 'Investors (12 of 40)', done: 14, total: 48 }) },
      });

      const card = await screen.findByRole('region', { name: 'Get started' }, WAIT);
      expect(await within(card).findByText('Loading demo data: Investors (12 of 40)', {}, WAIT)).toBeTruthy();
      expect(within(card).getByRole('progressbar', { name: 'Demo data progress' }).getAttribute('aria-valuenow')).toBe('29');
    });

    it('once the run is done, says so and reloads every card: the fund now has investors', async () => {
      const routes: Record<string, StubReply> = {
        'GET /api/me': { body: SUPER_ME },
        ...DASHBOARD_ROUTES,
        'GET /api/admin/stats': { body: NEW_FUND_STATS },
        'GET /api/admin/demo-data': { body: demoStatus({ state: 'running', step: 'Marketing slides', done: 47, total: 48 }) },
      };
      const stub = stubFetch(routes);
      renderAppAt('/admin');
      const card = await screen.findByRole('region', { name: 'Get started' }, WAIT);
      await within(card).findByText('Loading demo data: Marketing slides', {}, WAIT);
      const kycCalls = stub.calls('GET', '/api/kyc').length;

      routes['GET /api/admin/demo-data'] = { body: demoStatus({ state: 'done', done: 48, total: 48 }) };
      routes['GET /api/admin/stats'] = { body: STATS };
      expect(await screen.findByText('Demo data loaded', {}, WAIT)).toBeTruthy();
      expect(await within(await statCard('Total Investors')).findByText('12', {}, WAIT)).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Get started' })).toBeNull(), WAIT);
      expect(stub.calls('GET', '/api/kyc').length).toBeGreaterThan(kycCalls);
    });

    it('says why a run failed and lets the super admin try again', async () => {
      openDashboard({
        'GET /api/me': { body: SUPER_ME },
        'GET /api/admin/stats': { body: NEW_FUND_STATS },
        'GET /api/admin/demo-data': { body: demoStatus({ state: 'failed', error: 'GET /api/schemes -> 503' }) },
      });

      const card = await screen.findByRole('region', { name: 'Get started' }, WAIT);
      expect(await within(card).findByText('Demo data could not be loaded: GET /api/schemes -> 503', {}, WAIT)).toBeTruthy();
      expect(within(card).getByRole('button', { name: 'Load demo data' })).toBeTruthy();
    });

    it('offers an admin (not super admin) the scheme form only', async () => {
      openDashboard({ 'GET /api/admin/stats': { body: NEW_FUND_STATS } });

      const card = await screen.findByRole('region', { name: 'Get started' }, WAIT);
      expect(within(card).getByRole('link', { name: 'Create your first scheme' })).toBeTruthy();
      expect(within(card).queryByRole('button', { name: 'Load demo data' })).toBeNull();
    });

    it('is not shown once the fund has investors', async () => {
      openDashboard({ 'GET /api/me': { body: SUPER_ME } });

      await statCard('Total Investors');
      expect(screen.queryByRole('region', { name: 'Get started' })).toBeNull();
    });
  });

  it('lists the newest pending KYC applications with the total and MMM dd, yyyy dates, linking to /admin/kyc', async () => {
    const stub = openDashboard({
      'GET /api/kyc': listReply(
        'kyc',
        [kycApplication(), kycApplication({ id: 'k2', fullName: 'Omar Haddad', submittedAt: '2026-02-14T08:00:00.000Z' })],
        7,
      ),
    });

    const card = await screen.findByRole('region', { name: 'Pending KYC Applications' }, WAIT);
    expect(await within(card).findByText('7 applications awaiting review', {}, WAIT)).toBeTruthy();
    expect(within(card).getByText('Yusuf Rahman')).toBeTruthy();
    expect(within(card).getByText('United Arab Emirates · Submitted Mar 04, 2026')).toBeTruthy();
    expect(within(card).getByText('Omar Haddad')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Review' }).getAttribute('href')).toBe('/admin/kyc');

    const [call] = stub.calls('GET', '/api/kyc');
    expect(JSON.parse(call.url.searchParams.get('filter')!)).toEqual({ status: 'pending' });
    expect(JSON.parse(call.url.searchParams.get('sort')!)).toEqual(['submittedAt', 'DESC']);
    expect(JSON.parse(call.url.searchParams.get('range')!)).toEqual([0, 4]);
  });

  it('shows at most 5 pending expressions of interest, linking to /admin/expressions', async () => {
    const six = Array.from({ length: 6 }, (_, i) => expression({ id: `e${i}`, investorName: `Investor ${i}` }));
    const stub = openDashboard({ 'GET /api/expressions-of-interest': listReply('expressions-of-interest', six, 9) });

    const card = await screen.findByRole('region', { name: 'Pending Expression of Interest' }, WAIT);
    await within(card).findByText('Investor 0', {}, WAIT);
    expect(within(card).getAllByRole('listitem')).toHaveLength(5);
    expect(within(card).getAllByText('Dubai Trade Finance · Mar 05, 2026')).toHaveLength(5);
    expect(within(card).getByRole('link', { name: 'View all' }).getAttribute('href')).toBe('/admin/expressions');

    const [call] = stub.calls('GET', '/api/expressions-of-interest');
    expect(JSON.parse(call.url.searchParams.get('filter')!)).toEqual({ status: 'pending' });
    expect(JSON.parse(call.url.searchParams.get('range')!)).toEqual([0, 4]);
  });

  it('says so when nothing is pending', async () => {
    openDashboard();

    expect(await screen.findByText(/No applications are awaiting review/, {}, WAIT)).toBeTruthy();
    expect(await screen.findByText(/No pending expressions of interest/, {}, WAIT)).toBeTruthy();
  });

  it("shows the server's message when the figures fail, and loads them again on Try again", async () => {
    const stub = openDashboard({ 'GET /api/admin/stats': { status: 503, body: { statusCode: 503, message: 'Database unavailable' } } });

    expect(await screen.findByText('The dashboard figures could not be loaded', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Database unavailable')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Total AUM' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(stub.calls('GET', '/api/admin/stats')).toHaveLength(2));
  });

  it("shows the spec's fallback and the server's message when the KYC list fails", async () => {
    openDashboard({ 'GET /api/kyc': { status: 500, body: { statusCode: 500, message: 'Internal server error' } } });

    const card = await screen.findByRole('region', { name: 'Pending KYC Applications' }, WAIT);
    expect(await within(card).findByText('Failed to fetch KYC applications', {}, WAIT)).toBeTruthy();
    expect(within(card).getByText('Internal server error')).toBeTruthy();
  });
});
