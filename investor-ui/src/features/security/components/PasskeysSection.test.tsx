import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { serverError, stubFetch } from '@fund/ui/testing';

import { renderApp } from '../../../testing/renderApp';

// Profile > Security, "Passkeys" (issue 25 item 2).

beforeAll(() => import('../../../app/routes/ProfileRoute'), 60_000);
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const base = {
  'GET /api/admin/setup-required': { body: { setupRequired: false } },
  'GET /api/me': { body: { id: 'u7', role: 'investor', fullName: 'Amina Yusuf', profilePhotoUrl: null, mustChangePassword: 'false' } },
  'GET /api/investor/notification-preferences': { body: { preferences: [], timeZone: null, fundTimeZone: 'UTC' } },
  'GET /api/profile/u7': { body: { fullName: 'Amina Yusuf', email: 'amina@example.com' } },
  'GET /api/sessions': { body: [] },
  'GET /api/security/second-factors': {
    body: { authenticatorApp: false, enrolledAt: null, recoveryCodesLeft: 10, passkeys: 1, enrolmentRequired: false },
  },
};
const MAC = { id: 'p1', name: 'MacBook Touch ID', createdAt: '2026-11-20T10:00:00.000Z', lastUsedAt: '2026-11-27T09:00:00.000Z' };
const KEY = { id: 'p2', name: 'YubiKey', createdAt: '2026-11-21T10:00:00.000Z', lastUsedAt: null };

const section = async () => within(await screen.findByRole('region', { name: 'Passkeys' }));

describe('Passkeys', () => {
  it('lists each passkey with when it was added and last used, and renames one', async () => {
    const stub = stubFetch({
      ...base,
      'GET /api/security/passkeys': [{ body: { passkeys: [MAC, KEY] } }, { body: { passkeys: [MAC, { ...KEY, name: 'Office key' }] } }],
      'PATCH /api/security/passkeys/p2': { body: { ...KEY, name: 'Office key' } },
    });
    renderApp('/investor/profile?tab=security');
    const panel = await section();
    const list = await panel.findByRole('list', { name: 'Your passkeys' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'MacBook Touch IDAdded Nov 20, 2026 · Last used Nov 27, 2026RenameRemove',
      'YubiKeyAdded Nov 21, 2026 · Not used yetRenameRemove',
    ]);

    fireEvent.click(panel.getByRole('button', { name: 'Rename YubiKey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename passkey' });
    fireEvent.change(within(dialog).getByLabelText('Name for this passkey'), { target: { value: 'Office key' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await panel.findByText('Office key')).toBeTruthy();
    expect(stub.calls('PATCH', '/api/security/passkeys/p2')[0].body).toEqual({ name: 'Office key' });
  });

  it('removes a passkey with the password, showing the server message for a wrong one', async () => {
    const stub = stubFetch({
      ...base,
      'GET /api/security/passkeys': [{ body: { passkeys: [MAC] } }, { body: { passkeys: [MAC] } }, { body: { passkeys: [] } }],
      'POST /api/security/passkeys/p1/remove': [
        serverError(422, 'Wrong password or authenticator code', 'Unprocessable Entity'),
        { body: { message: 'Passkey removed' } },
      ],
    });
    renderApp('/investor/profile?tab=security');
    const panel = await section();
    fireEvent.click(await panel.findByRole('button', { name: 'Remove MacBook Touch ID' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove MacBook Touch ID?' });
    const proof = within(dialog).getByLabelText('Password or 6-digit code');
    fireEvent.change(proof, { target: { value: 'wrong' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Wrong password or authenticator code')).toBeTruthy();
    fireEvent.change(proof, { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await panel.findByText('No passkeys yet.')).toBeTruthy();
    expect(stub.calls('POST', '/api/security/passkeys/p1/remove').map((call) => call.body)).toEqual([
      { password: 'wrong' },
      { code: '123456' },
    ]);
  });

  it('asks for a name before adding one, and says so when the browser cannot use passkeys', async () => {
    const stub = stubFetch({ ...base, 'GET /api/security/passkeys': { body: { passkeys: [] } } });
    renderApp('/investor/profile?tab=security');
    const panel = await section();
    fireEvent.click(await panel.findByRole('button', { name: 'Add a passkey' }));
    fireEvent.click(panel.getByRole('button', { name: 'Continue' }));
    expect(await panel.findByText('Please name the passkey (up to 60 characters).')).toBeTruthy();
    fireEvent.change(panel.getByLabelText('Name for this passkey'), { target: { value: 'Laptop' } });
    fireEvent.click(panel.getByRole('button', { name: 'Continue' }));
    // jsdom has no WebAuthn.
    expect(await panel.findByText('This browser cannot use passkeys.')).toBeTruthy();
    await waitFor(() => expect(stub.requests()).not.toContain('POST /api/security/passkeys/options'));
  });
});
