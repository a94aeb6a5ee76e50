import { configure, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import type { SchemeShariaStatusView } from '@fund/contracts';
import { stubFetch } from '@fund/ui/testing';

import { renderApp } from '../../../testing/renderApp';

// Issue 24 round 2: the scheme certificates come from the one list of badges (its `certificate`), not a call per scheme.
beforeAll(() => import('./ShariaGovernancePage'), 60_000);
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const status = (fields: Partial<SchemeShariaStatusView>): SchemeShariaStatusView => ({
  schemeId: 's1',
  schemeName: 'Riyadh Logistics Park',
  status: 'expiring',
  certificate: {
    id: 'p1',
    title: 'Sharia certificate 2025',
    issuer: 'Sharia Supervisory Board',
    documentUrl: '/api/objects/sharia-document/d1',
  },
  productId: 'ijara',
  zakatAssetsPercent: null,
  validUntil: '2026-12-20',
  daysLeft: 20,
  gated: false,
  message: null,
  ...fields,
});

const stub = (gateMode: 'enforce' | 'warn' = 'enforce', extra: SchemeShariaStatusView[] = []) =>
  stubFetch({
    'GET /api/sharia/settings': { body: { gateMode, certificateRequired: false, nisabMetal: 'gold', zakatYear: 'lunar', updatedAt: null } },
    'GET /api/admin/setup-required': { body: { setupRequired: false } },
    'GET /api/me': { body: { id: 'u7', role: 'investor', fullName: 'Amina Yusuf', profilePhotoUrl: null, mustChangePassword: 'false' } },
    'GET /api/sharia/board': { body: [] },
    'GET /api/sharia/reports': { body: [] },
    'GET /api/sharia/schemes': {
      body: [
        status({}),
        status({ schemeId: 's2', schemeName: 'Gulf Trade Finance I', status: 'none', certificate: null, validUntil: null, daysLeft: null }),
        ...extra,
      ],
    },
  });

describe('Sharia governance: scheme certificates', () => {
  it("shows each certificate's title, issuer and signed PDF from the status list, outlines ?scheme=, and asks for no scheme one by one", async () => {
    const fetch = stub();
    renderApp('/investor/sharia?scheme=s1');
    const list = await screen.findByRole('list', { name: 'Scheme certificates' });
    const [riyadh, gulf] = within(list).getAllByRole('listitem');
    expect(within(riyadh!).getByText('Sharia certificate 2025, issued by Sharia Supervisory Board')).toBeTruthy();
    expect(within(riyadh!).getByText('Certificate expires in 20 days')).toBeTruthy();
    const pdf = within(riyadh!).getByRole('link', { name: 'Signed certificate of Riyadh Logistics Park (PDF, opens in a new tab)' });
    expect(pdf.getAttribute('href')).toBe('/api/objects/sharia-document/d1');
    expect(riyadh!.getAttribute('aria-current')).toBe('true');
    expect(gulf!.getAttribute('aria-current')).toBeNull();
    expect(within(gulf!).getByText('Not certified')).toBeTruthy();
    expect(within(gulf!).queryByRole('link')).toBeNull();
    expect(fetch.requests().filter((request) => /^GET \/api\/sharia\/schemes\/./.test(request))).toEqual([]);
  });

  it('says a gated scheme is not taking new investments only when the fund refuses them (not in warn mode, where it still does)', async () => {
    const refusal = 'Halal Auto Finance is not taking new investments: its Sharia certificate expired on 26 Nov 2026';
    const halal = status({
      schemeId: 's3',
      schemeName: 'Halal Auto Finance',
      status: 'expired',
      validUntil: '2026-11-26',
      daysLeft: -1,
      gated: true,
      message: refusal,
    });
    stub('warn', [halal]);
    const { unmount } = renderApp('/investor/sharia');
    const list = await screen.findByRole('list', { name: 'Scheme certificates' });
    expect(await within(list).findByText('Certificate expired on Nov 26, 2026')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(within(list).queryByText(refusal)).toBeNull();
    unmount();

    stub('enforce', [halal]);
    renderApp('/investor/sharia');
    expect(await screen.findByText(refusal)).toBeTruthy();
  });
});
