import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { MESSAGES, type SchemeShariaStatusView } from '@fund/contracts';
import { schemeView } from '@fund/contracts/testing';
import { serverError, stubFetch, type StubReply } from '@fund/ui/testing';

import { renderApp } from '../../../testing/renderApp';

// Issue 24: a scheme whose Sharia certificate expired holds Express Interest back with the reason.
beforeAll(() => import('./OpportunitiesPage'), 60_000);
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const gulf = schemeView({ id: 's1', name: 'Gulf Trade Finance I', createdAt: '2026-03-02T10:00:00.000Z' });
const expired = MESSAGES.shariaCertificateExpired(gulf.name, 'Mar 1, 2026');
const status = (fields: Partial<SchemeShariaStatusView>): SchemeShariaStatusView => ({
  schemeId: 's1',
  schemeName: gulf.name,
  status: 'certified',
  certificate: null,
  productId: 'murabaha',
  zakatAssetsPercent: null,
  validUntil: '2027-03-12',
  daysLeft: 300,
  gated: false,
  message: null,
  ...fields,
});
const gated = status({ status: 'expired', validUntil: '2026-03-01', daysLeft: -5, gated: true, message: expired });

const page = (shariaStatus: SchemeShariaStatusView, gateMode: 'enforce' | 'warn', post: StubReply = { status: 201, body: {} }) =>
  stubFetch({
    'GET /api/admin/setup-required': { body: { setupRequired: false } },
    'GET /api/me': { body: { id: 'u7', role: 'investor', fullName: 'Amina Yusuf', profilePhotoUrl: null, mustChangePassword: 'false' } },
    'GET /api/investor/schemes': { body: [gulf] },
    'GET /api/investor/expressions-of-interest': { body: [] },
    'GET /api/sharia/schemes': { body: [shariaStatus] },
    'GET /api/sharia/settings': {
      body: { gateMode, certificateRequired: false, nisabMetal: 'gold', zakatYear: 'lunar', updatedAt: null },
    },
    'POST /api/expressions-of-interest': post,
  });

const card = async () => (await screen.findByRole('article', { name: gulf.name })) as HTMLElement;

describe('Express Interest and the Sharia gate', () => {
  it('shows the badge, disables the button and says why when the fund enforces the gate', async () => {
    const stub = page(gated, 'enforce');
    renderApp('/investor/opportunities');
    const article = await card();
    expect(await within(article).findByText('Certificate expired on Mar 1, 2026')).toBeTruthy();
    const button = within(article).getByRole('button', { name: `Express interest in ${gulf.name}` });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    expect(within(article).getByText(expired)).toBeTruthy();
    expect(stub.calls('POST', '/api/expressions-of-interest')).toHaveLength(0);
  });

  it('asks for confirmation with the warning in warn mode, then sends', async () => {
    const stub = page(gated, 'warn');
    renderApp('/investor/opportunities');
    const article = await card();
    // Not the API's "is not taking new investments": in warn mode it still does.
    const warning = 'The Sharia certificate of Gulf Trade Finance I expired on Mar 1, 2026 and has not been renewed yet.';
    await within(article).findByText(warning);
    expect(within(article).queryByText(expired)).toBeNull();
    const button = within(article).getByRole('button', { name: `Express interest in ${gulf.name}` });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Sharia certificate warning' });
    expect(within(dialog).getByText(warning)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Express interest anyway' }));
    await waitFor(() => expect(stub.calls('POST', '/api/expressions-of-interest')).toHaveLength(1));
  });

  it("shows the server's refusal when the badge was not yet gated", async () => {
    page(status({}), 'enforce', serverError(409, expired, 'Conflict'));
    renderApp('/investor/opportunities');
    const article = await card();
    const button = within(article).getByRole('button', { name: `Express interest in ${gulf.name}` });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    expect(await within(article).findByRole('alert')).toHaveProperty('textContent', expired);
  });
});
