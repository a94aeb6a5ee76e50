import { configure, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { issuedDocumentView, meView } from '@fund/contracts/testing';
import { pagedList, serverError, stubFetch } from '@fund/ui/testing';

import { renderApp } from '../../../testing/renderApp';

// The page is lazy: load its code once up front so each test waits only for its data.
beforeAll(() => Promise.all([import('./StatementsPage'), import('../../feeds/components/DocumentsPage')]), 60_000);
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const session = {
  'GET /api/admin/setup-required': { body: { setupRequired: false } },
  'GET /api/me': { body: meView({ id: 'u7', fullName: 'Layla Haddad' }) },
};

const statementQ3 = issuedDocumentView({ id: 'd1', createdAt: '2026-10-03T09:00:00.000Z' });
const statementQ3v2 = issuedDocumentView({
  id: 'd3',
  version: 2,
  code: 'Q8RT-2MXA-7HPD',
  pages: 3,
  fileUrl: '/api/objects/issued-document/f3',
  fileName: 'statement-2026-07-01-2026-09-30-v2.pdf',
  createdAt: '2026-10-20T09:00:00.000Z',
});
const advice = issuedDocumentView({
  id: 'd2',
  kind: 'payout_advice',
  periodStart: null,
  periodEnd: null,
  schemeName: 'Birmingham Office Ijara',
  amount: 12500,
  code: 'M4XD-9KQ2-TPA7',
  pages: 1,
  fileUrl: '/api/objects/issued-document/f2',
  fileName: 'payout-advice-2026-10-10.pdf',
  createdAt: '2026-10-10T09:00:00.000Z',
});

const cardsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);

describe('Documents > Statements', () => {
  it('lists statements and payout advices newest first, with period or payout, code, pages and a download named after the file', async () => {
    const stub = stubFetch({ ...session, 'GET /api/investor/statements': pagedList('statements', [statementQ3, advice, statementQ3v2]) });

    renderApp('/investor/statements');

    const list = await screen.findByRole('list', { name: 'Your statements and payout advices' });
    const [newest, middle, oldest] = cardsOf(list);
    expect(within(newest).getByRole('heading', { name: 'Investor statement' })).toBeTruthy();
    expect(within(newest).getByText('Jul 1, 2026 - Sep 30, 2026')).toBeTruthy();
    expect(within(newest).getByText('Version 2')).toBeTruthy();
    expect(within(newest).getByText('Q8RT-2MXA-7HPD')).toBeTruthy();
    expect(within(newest).getByText('3 pages')).toBeTruthy();
    expect(within(newest).getByText('Oct 20, 2026')).toBeTruthy();

    expect(within(middle).getByRole('heading', { name: 'Payout advice' })).toBeTruthy();
    expect(within(middle).getByText('Birmingham Office Ijara · $12,500')).toBeTruthy();
    expect(within(middle).getByText('1 page')).toBeTruthy();

    expect(within(oldest).getByRole('heading', { name: 'Investor statement' })).toBeTruthy();
    expect(within(oldest).getByText('7KQ2-M9XD-4TPA')).toBeTruthy();
    expect(within(oldest).queryByText(/^Version/)).toBeNull();
    const download = within(oldest).getByRole('link', { name: 'Download statement-2026-07-01-2026-09-30.pdf' });
    expect(download.getAttribute('href')).toBe(statementQ3.fileUrl);
    expect(download.getAttribute('download')).toBe('statement-2026-07-01-2026-09-30.pdf');

    const [query] = stub.calls('GET', '/api/investor/statements').map((request) => Object.fromEntries(request.url.searchParams));
    expect(JSON.parse(query.sort)).toEqual(['createdAt', 'DESC']);
    expect(JSON.parse(query.range)[0]).toBe(0);
  });

  it('shows a zakat statement by its name, with its zakat day, apart from the payout advices', async () => {
    const zakat = issuedDocumentView({
      id: 'd4',
      kind: 'zakat_statement',
      periodStart: null,
      periodEnd: '2026-12-05',
      schemeName: null,
      amount: null,
      code: 'Z4KT-9KQ2-TPA7',
      fileName: 'zakat-statement-2026-12-05.pdf',
      createdAt: '2026-12-05T06:00:00.000Z',
    });
    stubFetch({ ...session, 'GET /api/investor/statements': pagedList('statements', [zakat, advice]) });

    renderApp('/investor/statements');

    const list = await screen.findByRole('list', { name: 'Your statements and payout advices' });
    const [card, other] = cardsOf(list);
    expect(within(card).getByRole('heading', { name: 'Zakat statement' })).toBeTruthy();
    expect(within(card).getByText('Zakat day: Dec 5, 2026')).toBeTruthy();
    expect(within(card).queryByRole('heading', { name: 'Payout advice' })).toBeNull();
    expect(within(card).getByRole('link', { name: 'Download zakat-statement-2026-12-05.pdf' })).toBeTruthy();
    expect(within(other).getByRole('heading', { name: 'Payout advice' })).toBeTruthy();
  });

  it('says that none were issued yet and that a notice will say when one is ready', async () => {
    stubFetch({ ...session, 'GET /api/investor/statements': pagedList('statements', []) });

    renderApp('/investor/statements');

    expect(await screen.findByRole('heading', { name: 'No statements yet' })).toBeTruthy();
    expect(screen.getByText('Your fund issues them each period; you will be notified when one is ready.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Your statements and payout advices' })).toBeNull();
  });

  it("says when the list could not be read, in the server's words, and reads it again on request", async () => {
    const stub = stubFetch({
      ...session,
      'GET /api/investor/statements': [
        serverError(503, 'The database is not answering', 'Service Unavailable'),
        pagedList('statements', [advice]),
      ],
    });

    renderApp('/investor/statements');

    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText('The database is not answering')).toBeTruthy();
    fireEvent.click(within(failure).getByRole('button', { name: 'Try again' }));

    const list = await screen.findByRole('list', { name: 'Your statements and payout advices' });
    expect(within(list).getByRole('heading', { name: 'Payout advice' })).toBeTruthy();
    expect(stub.calls('GET', '/api/investor/statements')).toHaveLength(2);
  });

  it('points out the document a notice links to (?item=)', async () => {
    stubFetch({ ...session, 'GET /api/investor/statements': pagedList('statements', [statementQ3, advice, statementQ3v2]) });

    renderApp('/investor/statements?item=d2');

    const list = await screen.findByRole('list', { name: 'Your statements and payout advices' });
    const marked = cardsOf(list).filter((card) => card.getAttribute('aria-current') === 'true');
    expect(marked).toHaveLength(1);
    expect(within(marked[0]).getByRole('heading', { name: 'Payout advice' })).toBeTruthy();
  });

  it('is a tab of Documents, reached from the shared documents', async () => {
    stubFetch({
      ...session,
      'GET /api/investments/u7': { body: [] },
      'GET /api/activities/u7': { body: [] },
      'GET /api/investor/statements': pagedList('statements', [statementQ3]),
    });

    renderApp('/investor/documents');

    const tabs = await screen.findByRole('navigation', { name: 'Documents' });
    expect(within(tabs).getByRole('link', { name: 'Shared documents' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(tabs).getByRole('link', { name: 'Statements' }));

    expect(await screen.findByRole('list', { name: 'Your statements and payout advices' })).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'Documents' }))
        .getByRole('link', { name: 'Statements' })
        .getAttribute('aria-current'),
    ).toBe('page');
  });
});
