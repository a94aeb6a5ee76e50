import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ActivityView, InvestmentCardView } from '@fund/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { stubFetch } from '../../../testing/fetchStub';
import { renderApp } from '../../../testing/renderApp';

// The pages are lazy: load their code once up front so each test waits only for its data.
beforeAll(() => Promise.all([import('./TransactionsPage'), import('./DocumentsPage'), import('./UpdatesPage')]), 60_000);
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const session = {
  'GET /api/admin/setup-required': { body: { setupRequired: false } },
  'GET /api/me': { body: { id: 'u7', role: 'investor', fullName: 'Amina Yusuf', profilePhotoUrl: null, mustChangePassword: 'false' } },
};

const investment = (schemeId: string, name: string) =>
  ({
    id: `e-${schemeId}`,
    investmentAmount: 50000,
    currentValue: 52000,
    totalPayouts: 1200,
    nextPayoutDate: null,
    nextPayoutAmount: null,
    status: 'earning',
    enrolledAt: '2025-01-10T09:00:00.000Z',
    returnPercentage: 4,
    scheme: { id: schemeId, name, country: 'United Kingdom', status: 'earning', term: '5 years', productId: 'ijara' },
  }) satisfies InvestmentCardView;

const activity = (n: number, fields: Partial<ActivityView> = {}): ActivityView => ({
  id: `a${n}`,
  type: 'transaction',
  investorId: 'u7',
  schemeId: 's1',
  title: `Quarterly profit distribution ${n}`,
  content: '',
  category: 'Payout',
  amount: 1000 + n,
  url: null,
  documentUrl: null,
  documentName: null,
  documentType: null,
  documentSize: null,
  assetId: null,
  netProfits: null,
  createdAt: '2026-02-01T10:00:00.000Z',
  schemeName: 'Birmingham Office Ijara',
  ...fields,
});

const queryOf = (stub: ReturnType<typeof stubFetch>, path: string) =>
  stub.fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x')).filter((url) => url.pathname === path).map((url) => Object.fromEntries(url.searchParams));

describe('Transactions, Documents and Updates pages', () => {
  it('lists only transactions, 20 at a time, newest first', async () => {
    const first = Array.from({ length: 21 }, (_, i) => activity(i + 1));
    const stub = stubFetch({
      ...session,
      'GET /api/investments/u7': { body: [investment('s1', 'Birmingham Office Ijara')] },
      'GET /api/activities/u7': [{ body: first }, { body: [activity(21), activity(22)] }],
    });

    renderApp('/investor/transactions');

    expect(await screen.findByRole('heading', { level: 1, name: 'Transactions' })).toBeTruthy();
    expect(await screen.findByText('Quarterly profit distribution 20')).toBeTruthy();
    expect(screen.queryByText('Quarterly profit distribution 21')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Investment' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Quarterly profit distribution 22')).toBeTruthy();

    expect(queryOf(stub, '/api/activities/u7')).toEqual([
      { type: 'transaction', sort: '["createdAt","DESC"]', range: '[0,20]' },
      { type: 'transaction', sort: '["createdAt","DESC"]', range: '[20,40]' },
    ]);
  });

  it("narrows the list to one investment once the investor holds several, and keeps the choice in the address", async () => {
    const stub = stubFetch({
      ...session,
      'GET /api/investments/u7': { body: [investment('s1', 'Birmingham Office Ijara'), investment('s2', 'Gulf Trade Finance I')] },
      'GET /api/activities/u7': { body: [activity(1, { type: 'update', category: 'Scheme Update', title: 'Portfolio update', amount: null })] },
    });

    const { router } = renderApp('/investor/updates');

    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Investment' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Gulf Trade Finance I' }));

    await waitFor(() => expect(queryOf(stub, '/api/activities/u7').at(-1)).toMatchObject({ type: 'update', schemeId: 's2' }));
    expect(router.state.location.search).toBe('?scheme=s2');
    expect(queryOf(stub, '/api/activities/u7')[0]).not.toHaveProperty('schemeId');
  });

  it('shows each document with its type, size and a download named after its file', async () => {
    stubFetch({
      ...session,
      'GET /api/investments/u7': [{ body: [investment('s1', 'Birmingham Office Ijara')] }],
      'GET /api/activities/u7': {
        body: [
          activity(1, {
            type: 'document',
            category: 'Legal Contracts',
            title: 'Signed investment contract',
            amount: null,
            documentUrl: '/api/objects/activity-document/d1',
            documentName: 'Signed Contract.pdf',
            documentType: 'PDF',
            documentSize: '0.1 MB',
          }),
        ],
      },
    });

    renderApp('/investor/documents');

    expect(await screen.findByText('Signed investment contract')).toBeTruthy();
    expect(screen.getByText('Signed Contract.pdf · PDF · 0.1 MB')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download Signed Contract.pdf' })).toBeTruthy();
  });

  it('offers the opportunities when the investor holds no investment yet', async () => {
    stubFetch({ ...session, 'GET /api/investments/u7': { body: [] }, 'GET /api/activities/u7': { body: [] } });

    renderApp('/investor/documents');

    expect(await screen.findByRole('heading', { name: 'No documents yet' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Explore Opportunities' })).getAttribute('href')).toBe('/investor/opportunities');
  });
});
