import { configure, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import type { PurificationLedgerView } from '@fund/contracts';
import { stubFetch } from '@fund/ui/testing';

import { renderApp } from '../../../testing/renderApp';

beforeAll(() => import('./PurificationPage'), 60_000);
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const ledger: PurificationLedgerView = {
  years: [{ year: 2026, owed: 9, given: 0, total: 9 }],
  entries: [
    {
      id: 'e1',
      activityId: 'a1',
      schemeId: 's1',
      schemeName: 'Birmingham Office Ijara',
      paidOn: '2026-10-28',
      payoutAmount: 487,
      amount: 9,
      givenAt: null,
      receiptUrl: null,
    },
  ],
};

describe('Mark given', () => {
  // Seen live: a file input with the `hidden` attribute was the focus trap's first stop, which the
  // browser cannot focus, so Tab never left the dialog's frame. Out of the tab order, the button leads.
  it("keeps the receipt's file input labelled but out of the tab order, so Tab reaches Attach receipt", async () => {
    stubFetch({
      'GET /api/admin/setup-required': { body: { setupRequired: false } },
      'GET /api/me': { body: { id: 'u7', role: 'investor', fullName: 'Amina Yusuf', profilePhotoUrl: null, mustChangePassword: 'false' } },
      'GET /api/investor/purification': { body: ledger },
    });
    renderApp('/investor/purification');
    fireEvent.click(await screen.findByRole('button', { name: 'Mark $9 from Birmingham Office Ijara (Oct 28, 2026) given' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as given' });
    const input = within(dialog).getByLabelText('Receipt (optional)') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.hidden).toBe(false);
    expect(input.tabIndex).toBe(-1);
    expect(within(dialog).getByRole('button', { name: 'Attach receipt' })).toBeTruthy();
  });
});
