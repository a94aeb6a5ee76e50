import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import type { ActivityView } from '@fund/contracts';
import { investmentCardView, meView, transactionView } from '@fund/contracts/testing';
import { stubFetch } from '@fund/ui/testing';

import { renderApp } from '../../../testing/renderApp';

// The pages are lazy: load their code once up front so each test waits only for its data.
beforeAll(() => Promise.all([import('./TransactionsPage'), import('./DocumentsPage'), import('./UpdatesPage')]), 60_000);
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const session = {
  'GET /api/admin/setup-required': { body: { setupRequired: false } },
  'GET /api/me': { body: meView({ id: 'u7', fullName: 'Amina Yusuf' }) },
};

const investment = (schemeId: string, name: string) =>
  investmentCardView({
    id: `e-${schemeId}`,
    investmentAmount: 50000,
    currentValue: 52000,
    totalPayouts: 1200,
    enrolledAt: '2025-01-10T09:00:00.000Z',
    scheme: { id: schemeId, name, country: 'United Kingdom', term: '5 years', productId: 'ijara' },
  });

const activity = (n: number, fields: Partial<ActivityView> = {}): ActivityView =>
  transactionView({
    id: `a${n}`,
    investorId: 'u7',
    schemeId: 's1',
    title: `Quarterly profit distribution ${n}`,
    content: '',
    category: 'Payout',
    amount: 1000 + n,
    createdAt: '2026-02-01T10:00:00.000Z',
    schemeName: 'Birmingham Office Ijara',
    ...fields,
  });

const queryOf = (stub: ReturnType<typeof stubFetch>, path: string) =>
  stub.fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://x'))
    .filter((url) => url.pathname === path)
    .map((url) => Object.fromEntries(url.searchParams));

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

  it('narrows the list to one investment once the investor holds several, and keeps the choice in the address', async () => {
    const stub = stubFetch({
      ...session,
      'GET /api/investments/u7': { body: [investment('s1', 'Birmingham Office Ijara'), investment('s2', 'Gulf Trade Finance I')] },
      'GET /api/activities/u7': {
        body: [activity(1, { type: 'update', category: 'Scheme Update', title: 'Portfolio update', amount: null })],
      },
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

  describe('read receipts and deep links (issue 20)', () => {
    const unread = { 'GET /api/investor/unread': { body: { notifications: 0, documents: 1, updates: 1 } } };
    const doc = (n: number, fields: Partial<ActivityView> = {}) =>
      activity(n, {
        type: 'document',
        category: 'Legal Contracts',
        title: `Contract ${n}`,
        amount: null,
        documentUrl: `/api/objects/activity-document/d${n}`,
        documentName: `Contract ${n}.pdf`,
        documentType: 'PDF',
        documentSize: '0.1 MB',
        ...fields,
      });
    const update = (n: number, fields: Partial<ActivityView> = {}) =>
      activity(n, {
        type: 'update',
        category: 'Scheme Update',
        title: `Update ${n}`,
        content: `What happened ${n}`,
        amount: null,
        readAt: '2026-02-02T10:00:00.000Z',
        ...fields,
      });

    it('marks unread documents as New; downloading one records its first read once and the counts are read again', async () => {
      vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:contract', revokeObjectURL: () => undefined }));
      const stub = stubFetch({
        ...session,
        ...unread,
        'GET /api/investments/u7': { body: [investment('s1', 'Birmingham Office Ijara')] },
        'GET /api/activities/u7': { body: [doc(1, { readAt: null }), doc(2, { readAt: '2026-02-02T10:00:00.000Z' })] },
        'GET /api/objects/activity-document/d1': { body: 'pdf' },
        'POST /api/investor/activities/a1/read': { body: { id: 'a1', readAt: '2026-02-03T10:00:00.000Z' } },
      });

      renderApp('/investor/documents');

      const first = (await screen.findByText('Contract 1')).closest('li')!;
      const second = screen.getByText('Contract 2').closest('li')!;
      expect(within(first).getByText('New')).toBeTruthy();
      expect(within(second).queryByText('New')).toBeNull();
      await waitFor(() => expect(stub.requests().filter((r) => r === 'GET /api/investor/unread')).toHaveLength(1));

      fireEvent.click(within(first).getByRole('button', { name: 'Download Contract 1.pdf' }));
      await waitFor(() => expect(within(first).queryByText('New')).toBeNull());
      await waitFor(() => expect(stub.requests().filter((r) => r === 'GET /api/investor/unread')).toHaveLength(2));
      fireEvent.click(within(first).getByRole('button', { name: 'Download Contract 1.pdf' }));
      fireEvent.click(within(second).getByRole('button', { name: 'Download Contract 2.pdf' }));
      await waitFor(() => expect(stub.requests().filter((r) => r.startsWith('GET /api/objects/'))).toHaveLength(3));
      expect(stub.requests().filter((r) => r.startsWith('POST'))).toEqual(['POST /api/investor/activities/a1/read']);
    });

    it('opens an update by its title: the text shows and the first read is recorded', async () => {
      const stub = stubFetch({
        ...session,
        ...unread,
        'GET /api/investments/u7': { body: [investment('s1', 'Birmingham Office Ijara')] },
        'GET /api/activities/u7': { body: [update(1, { readAt: null })] },
        'POST /api/investor/activities/a1/read': { body: { id: 'a1', readAt: '2026-02-03T10:00:00.000Z' } },
      });

      renderApp('/investor/updates');

      const title = await screen.findByRole('button', { name: 'Update 1' });
      const row = title.closest('li')!;
      expect(within(row).getByText('New')).toBeTruthy();
      expect(title.getAttribute('aria-expanded')).toBe('false');
      expect(stub.requests()).not.toContain('POST /api/investor/activities/a1/read');

      fireEvent.click(title);
      expect(title.getAttribute('aria-expanded')).toBe('true');
      expect(await within(row).findByText('What happened 1')).toBeTruthy();
      await waitFor(() => expect(within(row).queryByText('New')).toBeNull());
      fireEvent.click(title);
      fireEvent.click(title);
      expect(stub.bodiesOf('POST /api/investor/activities/a1/read')).toHaveLength(1);
    });

    it('opens the update a link names (?item=), even past the first page, and records its read', async () => {
      const firstPage = Array.from({ length: 21 }, (_, i) => update(i + 1));
      const stub = stubFetch({
        ...session,
        ...unread,
        'GET /api/investments/u7': { body: [investment('s1', 'Birmingham Office Ijara')] },
        'GET /api/activities/u7': [{ body: firstPage }, { body: [update(21), update(22, { readAt: null })] }],
        'POST /api/investor/activities/a22/read': { body: { id: 'a22', readAt: '2026-02-03T10:00:00.000Z' } },
      });

      renderApp('/investor/updates?item=a22');

      const title = await screen.findByRole('button', { name: 'Update 22' });
      const row = title.closest('li')!;
      expect(row.getAttribute('aria-current')).toBe('true');
      expect(title.getAttribute('aria-expanded')).toBe('true');
      expect(within(row).getByText('What happened 22')).toBeTruthy();
      await waitFor(() => expect(stub.requests()).toContain('POST /api/investor/activities/a22/read'));
      expect(screen.getByRole('button', { name: 'Update 1' }).closest('li')!.getAttribute('aria-current')).toBeNull();
    });

    it('points out the transaction a link names (?item=) without recording a read', async () => {
      const stub = stubFetch({
        ...session,
        ...unread,
        'GET /api/investments/u7': { body: [investment('s1', 'Birmingham Office Ijara')] },
        'GET /api/activities/u7': { body: [activity(1), activity(2), activity(3)] },
      });

      renderApp('/investor/transactions?item=a2');

      const row = (await screen.findByText('Quarterly profit distribution 2')).closest('li')!;
      await waitFor(() => expect(row.getAttribute('aria-current')).toBe('true'));
      expect(screen.getByText('Quarterly profit distribution 1').closest('li')!.getAttribute('aria-current')).toBeNull();
      expect(stub.requests().filter((r) => r.startsWith('POST'))).toEqual([]);
    });
  });
});
