import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import type { InvestorSummaryView } from '@fund/contracts';
import { investorSummaryView } from '@fund/contracts/testing';
import { stubFetch, type FetchStub } from '@fund/ui/testing';

import { renderAppAt } from '../testing/renderApp';
import { ADMIN_ME } from '../testing/session';
import { stubNavigation } from '../testing/stubNavigation';

const WAIT = { timeout: 10_000 };

const summary = (
  id: string,
  fullName: string,
  over: Partial<InvestorSummaryView['investor']> = {},
  totals: Partial<InvestorSummaryView> = {},
): InvestorSummaryView =>
  investorSummaryView({
    id,
    investor: {
      fullName,
      email: `${id}@example.com`,
      username: id,
      phone: '+44 7700900123',
      createdAt: '2026-02-01T10:00:00.000Z',
      ...over,
    },
    totalInvested: 3_100_000,
    currentValue: 3_250_000,
    totalPayouts: 42_000,
    schemeCount: 2,
    ...totals,
  });

const ROWS = [
  summary('u1', 'Aisha Karim', { country: 'United Arab Emirates', status: 'disabled', createdAt: '2026-03-05T10:00:00.000Z' }),
  summary('u2', 'Bilal Haddad', { country: null }, { totalInvested: 0, currentValue: 0, totalPayouts: 0, schemeCount: 0 }),
];
const SCHEMES = [
  { id: 's1', name: 'Gulf Trade Finance' },
  { id: 's2', name: 'Riyadh Logistics Park' },
];

const api = () =>
  stubFetch({
    'GET /api/me': { body: ADMIN_ME },
    'GET /api/admin/investor-summaries': { body: ROWS, headers: { 'Content-Range': 'investor-summaries 0-1/2' } },
    'GET /api/schemes': { body: SCHEMES, headers: { 'Content-Range': 'schemes 0-1/2' } },
    'GET /api/admin/stats': { body: { totalAum: 0, totalInvested: 0, totalPayouts: 0 } },
  });

const lastQuery = (stub: FetchStub) => {
  const calls = stub.calls('GET', '/api/admin/investor-summaries');
  const url = calls[calls.length - 1].url;
  return {
    sort: JSON.parse(url.searchParams.get('sort')!),
    filter: JSON.parse(url.searchParams.get('filter')!),
    range: JSON.parse(url.searchParams.get('range')!),
  };
};

const chooseOption = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  fireEvent.click(await screen.findByRole('option', { name: option }, WAIT));
};

describe('Investors: the table view (issue 21 item 6)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    stubNavigation();
    window.localStorage.clear();
  });

  it('shows a dense sortable table of the investors, paged and sorted on the server, and remembers the choice', async () => {
    const stub = api();
    renderAppAt('/admin/investors');
    await screen.findByText('Aisha Karim', { selector: 'article h2' }, WAIT);

    fireEvent.click(screen.getByRole('button', { name: 'Table' }));
    const table = await screen.findByRole('table', { name: 'Investors' }, WAIT);
    const [header, ...rows] = within(table).getAllByRole('row');
    expect(
      within(header)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'E-mail', 'Country', 'Schemes', 'Invested', 'Current value', 'Payouts', 'Status', 'Joined', 'Actions']);
    expect(
      within(rows[0])
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 9),
    ).toEqual([
      'Aisha Karim',
      'u1@example.com',
      'United Arab Emirates',
      '2',
      '$3,100,000',
      '$3,250,000',
      '$42,000',
      'Disabled',
      'Mar 5, 2026',
    ]);
    expect(within(rows[1]).getAllByRole('cell')[2].textContent).toBe('-');

    fireEvent.click(within(header).getByText('Payouts'));
    await waitFor(() => expect(lastQuery(stub).sort).toEqual(['totalPayouts', 'ASC']), WAIT);
    fireEvent.click(within(header).getByText('Joined'));
    await waitFor(() => expect(lastQuery(stub).sort[0]).toBe('investor.createdAt'), WAIT);
    expect(lastQuery(stub).range).toEqual([0, 23]);

    // The choice outlives the page: a fresh load opens the table again.
    cleanup();
    renderAppAt('/admin/investors');
    expect(await screen.findByRole('table', { name: 'Investors' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Table' }).getAttribute('aria-pressed')).toBe('true');
    expect(window.localStorage.getItem('fund.admin.investorsView')).toBe('table');
  });

  it('filters by scheme, country and status on the server', async () => {
    const stub = api();
    renderAppAt('/admin/investors');
    await screen.findByText('Aisha Karim', { selector: 'article h2' }, WAIT);

    await chooseOption('Scheme', 'Riyadh Logistics Park');
    await waitFor(() => expect(lastQuery(stub).filter).toEqual({ schemeId: 's2' }), WAIT);
    await chooseOption('Country', 'United Arab Emirates');
    await waitFor(() => expect(lastQuery(stub).filter).toEqual({ schemeId: 's2', 'investor.country': 'United Arab Emirates' }), WAIT);
    await chooseOption('Status', 'Disabled');
    await waitFor(
      () =>
        expect(lastQuery(stub).filter).toEqual({
          schemeId: 's2',
          'investor.country': 'United Arab Emirates',
          'investor.status': 'disabled',
        }),
      WAIT,
    );
    await chooseOption('Scheme', 'Any scheme');
    await waitFor(
      () => expect(lastQuery(stub).filter).toEqual({ 'investor.country': 'United Arab Emirates', 'investor.status': 'disabled' }),
      WAIT,
    );
  });

  it('Active Investors has the same table, among investors holding a scheme', async () => {
    const stub = api();
    renderAppAt('/admin/active-investors');
    await screen.findByText('Aisha Karim', { selector: 'article h2' }, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Table' }));
    const table = await screen.findByRole('table', { name: 'Investors' }, WAIT);
    expect(within(table).getByText('Aisha Karim')).toBeTruthy();
    await chooseOption('Country', 'United Kingdom');
    await waitFor(() => expect(lastQuery(stub).filter).toEqual({ hasSchemes: true, 'investor.country': 'United Kingdom' }), WAIT);
  });

  it("floats the search field's label above the box, clear of the search icon, while the field is empty", async () => {
    api();
    renderAppAt('/admin/investors');
    const input = await screen.findByLabelText('Search by name, e-mail, phone or address', {}, WAIT);
    const label = document.querySelector(`label[for="${input.id}"]`)!;
    expect(label.getAttribute('data-shrink')).toBe('true');
    // The icon sits before the text, so the placeholder and the typed text never run under it.
    expect(input.parentElement!.firstElementChild!.querySelector('svg[data-testid="SearchIcon"]')).toBeTruthy();
  });
});
