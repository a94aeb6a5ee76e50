import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { stubFetch, type StubReply } from '@fund/ui/testing';

import { listReply } from '../dashboard/dashboardFixtures';
import { renderAppAt } from '../testing/renderApp';
import { IJARA_HOLDERS, IJARA_SCHEME } from '../testing/schemeHolders';
import { ADMIN_ME } from '../testing/session';
import { stubNavigation } from '../testing/stubNavigation';

// Issue 19 item 4: the Allocate Asset dialog allocates to every enrollment of a scheme, confirmed with
// the number of enrollments first and answered with how many were allocated and how many had it.

const WAIT = { timeout: 10_000 };
const SCHEME_ALLOCATE = '/api/admin/asset-enrollments/scheme';

const ASSET = {
  id: 'a1',
  name: 'Leeds Residences',
  type: 'Real Estate',
  purchaseValue: 2_500_000,
  currentValue: 2_750_000,
  address: '1 Wellington Place, Leeds',
  propertyType: 'Residential',
  occupancyRate: '92%',
  grossYield: '6.5%',
  operatingCosts: 85_000,
  media: [],
  allocationCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const SCHEME = IJARA_SCHEME;

/** The console's API with canned answers; the scheme-wide allocation answers what `allocated` says, call by call. */
const stubAllocations = (allocated: StubReply[]) => {
  const stub = stubFetch({
    'GET /api/me': { body: ADMIN_ME },
    'GET /api/admin/asset-allocations': listReply('asset-allocations', []),
    'GET /api/admin/assets': listReply('assets', [ASSET]),
    'GET /api/admin/assets/a1': { body: ASSET },
    'GET /api/admin/investors': listReply('investors', []),
    'GET /api/schemes': listReply('schemes', [SCHEME]),
    'GET /api/enrollments': listReply('enrollments', [...IJARA_HOLDERS]),
    [`POST ${SCHEME_ALLOCATE}`]: () => allocated.shift() ?? { status: 500, body: { message: 'unplanned' } },
  });
  return () =>
    stub.calls('POST', SCHEME_ALLOCATE).map((call) => ({ body: call.body, key: new Headers(call.init.headers).get('Idempotency-Key') }));
};

const openDialog = async () => {
  renderAppAt('/admin/asset-allocations');
  fireEvent.click((await screen.findAllByRole('button', { name: 'Allocate Asset' }, WAIT))[0]);
  return screen.findByRole('dialog', { name: 'Allocate Asset' }, WAIT);
};
const pick = async (dialog: HTMLElement, label: RegExp, option: RegExp | string) => {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }, WAIT));
};

describe('allocating an asset to every enrollment of a scheme', { timeout: 60_000 }, () => {
  beforeEach(() => {
    stubNavigation();
  });

  it('asks "Allocate Leeds Residences to 3 enrollments of Ijara Logistics Park?" first, then says "Allocated to 2 enrollments (1 already had it)"', async () => {
    const posts = stubAllocations([{ status: 201, body: { assetId: 'a1', schemeId: 's1', allocated: 2, alreadyAllocated: 1 } }]);
    const dialog = await openDialog();
    expect(within(dialog).getByRole('combobox', { name: /^Investor/ })).toBeTruthy();

    await pick(dialog, /^Asset/, /^Leeds Residences/);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Every enrollment of a scheme' }));
    expect(within(dialog).queryByRole('combobox', { name: /^Investor/ })).toBeNull();
    await pick(dialog, /^Scheme/, 'Ijara Logistics Park');
    expect(await within(dialog).findByText('3 enrollments in this scheme.', {}, WAIT)).toBeTruthy();
    const allocate = within(dialog).getByRole('button', { name: 'Allocate' }) as HTMLButtonElement;
    await waitFor(() => expect(allocate.disabled).toBe(false), WAIT);
    fireEvent.click(allocate);

    const confirm = await screen.findByRole(
      'dialog',
      { name: 'Allocate Leeds Residences to 3 enrollments of Ijara Logistics Park?' },
      WAIT,
    );
    expect(
      within(confirm).getByText(
        'Each enrollment gets its own allocation, all at once; enrollments that already hold the asset are left as they are.',
      ),
    ).toBeTruthy();
    expect(posts()).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Allocate' }));

    expect(await screen.findByText('Allocated to 2 enrollments (1 already had it)', {}, WAIT)).toBeTruthy();
    expect(posts()).toEqual([{ body: { assetId: 'a1', schemeId: 's1' }, key: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
  });

  it('retries a failed allocation with the same Idempotency-Key', async () => {
    const posts = stubAllocations([
      { status: 503, body: { statusCode: 503, message: 'Service unavailable', error: 'Service Unavailable' } },
      { status: 201, body: { assetId: 'a1', schemeId: 's1', allocated: 3, alreadyAllocated: 0 } },
    ]);
    const dialog = await openDialog();
    await pick(dialog, /^Asset/, /^Leeds Residences/);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Every enrollment of a scheme' }));
    await pick(dialog, /^Scheme/, 'Ijara Logistics Park');
    await within(dialog).findByText('3 enrollments in this scheme.', {}, WAIT);
    const allocateAndConfirm = async () => {
      // A closing confirmation still hides the dialog under it.
      await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Allocate Leeds/ })).toBeNull(), WAIT);
      const allocate = (await within(dialog).findByRole('button', { name: 'Allocate' }, WAIT)) as HTMLButtonElement;
      await waitFor(() => expect(allocate.disabled).toBe(false), WAIT);
      fireEvent.click(allocate);
      const confirm = await screen.findByRole('dialog', { name: /^Allocate Leeds Residences to 3 enrollments/ }, WAIT);
      fireEvent.click(within(confirm).getByRole('button', { name: 'Allocate' }));
    };

    await allocateAndConfirm();
    expect(await screen.findByText('Service unavailable', {}, WAIT)).toBeTruthy();
    await allocateAndConfirm();
    expect(await screen.findByText('Allocated to 3 enrollments (0 already had it)', {}, WAIT)).toBeTruthy();
    expect(posts()).toHaveLength(2);
    expect(posts()[1].key).toBe(posts()[0].key);
  });
});
