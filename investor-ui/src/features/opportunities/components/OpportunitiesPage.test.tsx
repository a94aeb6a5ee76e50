import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import type { InvestorExpressionView, SchemeView } from '@fund/contracts';
import { schemeView } from '@fund/contracts/testing';
import { serverError, stubFetch } from '@fund/ui/testing';

import { renderApp } from '../../../testing/renderApp';

// Issue 19 item 6: "Interest Registered" comes from the server, so it holds after a reload, and a
// second click is never offered. The pages are lazy: load their code once up front.
beforeAll(() => Promise.all([import('./OpportunitiesPage'), import('./OpportunityDetailPage')]), 60_000);
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const session = {
  'GET /api/admin/setup-required': { body: { setupRequired: false } },
  'GET /api/me': { body: { id: 'u7', role: 'investor', fullName: 'Amina Yusuf', profilePhotoUrl: null, mustChangePassword: 'false' } },
};

const scheme = (id: string, name: string, fields: Partial<SchemeView> = {}): SchemeView =>
  schemeView({
    id,
    name,
    description: `${name}: what it finances.`,
    minimumInvestment: 25000,
    createdAt: '2026-03-02T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
    ...fields,
  });

const expression = (
  schemeId: string,
  schemeName: string,
  status: InvestorExpressionView['status'] = 'pending',
): InvestorExpressionView => ({
  id: `e-${schemeId}`,
  schemeId,
  schemeName,
  status,
  submittedAt: '2026-03-03T09:00:00.000Z',
});

const gulf = scheme('s1', 'Gulf Trade Finance I');
const auto = scheme('s2', 'Halal Auto Finance', { status: 'closing' });

const card = async (name: string) => (await screen.findByRole('article', { name })) as HTMLElement;

describe('Investment Opportunities: interest that holds', () => {
  it('shows "Interest Registered" from the server after a reload, offers no second click, and asks the server for the open schemes', async () => {
    const stub = stubFetch({
      ...session,
      'GET /api/investor/schemes': { body: [gulf, auto] },
      'GET /api/investor/expressions-of-interest': [{ body: [] }, { body: [expression('s1', gulf.name)] }],
      'POST /api/expressions-of-interest': {
        status: 201,
        body: { ...expression('s1', gulf.name), investorId: 'u7', investorName: 'Amina Yusuf', notes: null, archived: 'false' },
      },
    });

    renderApp('/investor/opportunities');
    const first = await card('Gulf Trade Finance I');
    fireEvent.click(await within(first).findByRole('button', { name: 'Express interest in Gulf Trade Finance I' }));
    await waitFor(() => expect(within(first).getByRole('button', { name: 'Interest Registered' }).hasAttribute('disabled')).toBe(true));
    expect(stub.bodiesOf('POST /api/expressions-of-interest')).toEqual([{ investorId: 'u7', schemeId: 's1' }]);

    // A reload: a new page with nothing remembered in the browser.
    cleanup();
    renderApp('/investor/opportunities');
    const again = await card('Gulf Trade Finance I');
    const registered = await within(again).findByRole('button', { name: 'Interest Registered' });
    expect(registered.hasAttribute('disabled')).toBe(true);
    expect(within(again).queryByRole('button', { name: /Express interest/i })).toBeNull();
    expect(within(await card('Halal Auto Finance')).getByRole('button', { name: 'Express interest in Halal Auto Finance' })).toBeTruthy();
    expect(stub.bodiesOf('POST /api/expressions-of-interest')).toHaveLength(1);

    // The server decides what is open; the portal does not filter pages in the browser.
    expect(stub.requests()).not.toContain('GET /api/schemes');
  });

  it('counts a rejected expression as no longer open: interest may be expressed again', async () => {
    stubFetch({
      ...session,
      'GET /api/investor/schemes': { body: [gulf] },
      'GET /api/investor/expressions-of-interest': { body: [expression('s1', gulf.name, 'rejected')] },
    });
    renderApp('/investor/opportunities');
    expect(
      await within(await card('Gulf Trade Finance I')).findByRole('button', { name: 'Express interest in Gulf Trade Finance I' }),
    ).toBeTruthy();
  });

  it('shows "Interest Registered" on the scheme page after a reload', async () => {
    const { createdAt: _c, updatedAt: _u, ...investorView } = gulf;
    stubFetch({
      ...session,
      'GET /api/investor/schemes/s1': { body: investorView },
      'GET /api/schemes/s1/documents': { body: [] },
      'GET /api/investments/u7': { body: [] },
      'GET /api/investor/expressions-of-interest': { body: [expression('s1', gulf.name, 'contacted')] },
    });
    renderApp('/investor/opportunities/s1');
    const registered = await screen.findByRole('button', { name: 'Interest Registered' });
    expect(registered.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: /Express interest/i })).toBeNull();
  });

  it('offers no interest on a scheme that is no longer open (earning or matured)', async () => {
    const { createdAt: _c, updatedAt: _u, ...investorView } = gulf;
    stubFetch({
      ...session,
      'GET /api/investor/schemes/s1': { body: { ...investorView, status: 'earning' } },
      'GET /api/schemes/s1/documents': { body: [] },
      'GET /api/investments/u7': { body: [] },
      'GET /api/investor/expressions-of-interest': { body: [] },
    });
    renderApp('/investor/opportunities/s1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gulf Trade Finance I' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Express interest/i })).toBeNull();
  });

  it('a 409 (sent from another tab meanwhile) shows the registered state, not a red failure', async () => {
    stubFetch({
      ...session,
      'GET /api/investor/schemes': { body: [gulf] },
      'GET /api/investor/expressions-of-interest': [{ body: [] }, { body: [expression('s1', gulf.name)] }],
      'POST /api/expressions-of-interest': serverError(409, 'You have already expressed interest in this scheme', 'Conflict'),
    });
    renderApp('/investor/opportunities');
    const first = await card('Gulf Trade Finance I');
    fireEvent.click(await within(first).findByRole('button', { name: 'Express interest in Gulf Trade Finance I' }));
    expect(await within(first).findByRole('button', { name: 'Interest Registered' })).toBeTruthy();
    expect(screen.queryByText('Failed to submit expression of interest')).toBeNull();
  });
});
