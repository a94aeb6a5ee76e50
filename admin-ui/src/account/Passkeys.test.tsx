import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { serverError, stubFetch } from '@fund/ui/testing';

import { renderAppAt } from '../testing/renderApp';
import { ADMIN_ME } from '../testing/session';
import { stubNavigation } from '../testing/stubNavigation';

// Issue 25 item 2 in the back office: My account's passkeys, below Two-step sign-in. jsdom has no
// WebAuthn: the browser's authenticator is stood in for at navigator.credentials, the way a browser answers.

const WAIT = { timeout: 10_000 };
const FACTORS = { authenticatorApp: false, enrolledAt: null, recoveryCodesLeft: 10, passkeys: 1, enrolmentRequired: false };
const MAC = { id: 'p1', name: 'MacBook Touch ID', createdAt: '2026-11-20T10:00:00.000Z', lastUsedAt: '2026-11-27T09:00:00.000Z' };
const KEY = { id: 'p2', name: 'YubiKey', createdAt: '2026-11-21T10:00:00.000Z', lastUsedAt: null };
const CODES = ['abcd-efgh', 'jkmn-pqrs', 'tuvw-xyz2'];
const base = {
  'GET /api/me': { body: ADMIN_ME },
  'GET /api/sessions': { body: [] },
  'GET /api/security/second-factors': { body: FACTORS },
};
const bytes = (text: string) => new TextEncoder().encode(text).buffer;

const section = async () => within(await screen.findByRole('region', { name: 'Passkeys' }, WAIT));

describe('My account: passkeys', { timeout: 30_000 }, () => {
  beforeEach(() => {
    stubNavigation();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists each passkey with when it was added and last used, and renames one', async () => {
    const stub = stubFetch({
      ...base,
      'GET /api/security/passkeys': [{ body: { passkeys: [MAC, KEY] } }, { body: { passkeys: [MAC, { ...KEY, name: 'Office key' }] } }],
      'PATCH /api/security/passkeys/p2': { body: { ...KEY, name: 'Office key' } },
    });
    renderAppAt('/admin/account');
    const panel = await section();
    const list = await panel.findByRole('list', { name: 'Your passkeys' }, WAIT);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'MacBook Touch IDAdded Nov 20, 2026 · Last used Nov 27, 2026RenameRemove',
      'YubiKeyAdded Nov 21, 2026 · Not used yetRenameRemove',
    ]);

    fireEvent.click(panel.getByRole('button', { name: 'Rename YubiKey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename passkey' });
    fireEvent.change(within(dialog).getByLabelText('Name for this passkey'), { target: { value: 'Office key' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await panel.findByText('Office key', {}, WAIT)).toBeTruthy();
    expect(stub.bodiesOf('PATCH /api/security/passkeys/p2')).toEqual([{ name: 'Office key' }]);
  });

  it("removes a passkey after the password, telling the server's refusal first", async () => {
    const stub = stubFetch({
      ...base,
      'GET /api/security/passkeys': [{ body: { passkeys: [MAC] } }, { body: { passkeys: [MAC] } }, { body: { passkeys: [] } }],
      'POST /api/security/passkeys/p1/remove': [
        serverError(422, 'Wrong password or authenticator code', 'Unprocessable Entity'),
        { body: { message: 'Passkey removed' } },
      ],
    });
    renderAppAt('/admin/account');
    const panel = await section();
    fireEvent.click(await panel.findByRole('button', { name: 'Remove MacBook Touch ID' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Remove MacBook Touch ID?' });
    const proof = within(dialog).getByLabelText('Password or 6-digit code');
    fireEvent.change(proof, { target: { value: 'wrong' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Wrong password or authenticator code', {}, WAIT)).toBeTruthy();
    fireEvent.change(proof, { target: { value: 'S3cret!pass' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The passkey was removed.', {}, WAIT)).toBeTruthy();
    expect(await panel.findByText('No passkeys yet.', {}, WAIT)).toBeTruthy();
    expect(stub.bodiesOf('POST /api/security/passkeys/p1/remove')).toEqual([{ password: 'wrong' }, { password: 'S3cret!pass' }]);
  });

  it('adds a passkey with its name: the options, the browser, then the answer, and shows the recovery codes it carries', async () => {
    const create = vi.fn(async () => ({
      id: 'bmV3LWtleQ',
      rawId: bytes('new-key'),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      response: { clientDataJSON: bytes('{}'), attestationObject: bytes('attestation'), getTransports: () => ['internal'] },
      getClientExtensionResults: () => ({}),
    }));
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    Object.defineProperty(navigator, 'credentials', { value: { create }, configurable: true });
    const LAPTOP = { id: 'p3', name: 'Laptop', createdAt: '2026-11-27T10:00:00.000Z', lastUsedAt: null };
    const stub = stubFetch({
      ...base,
      'GET /api/security/second-factors': [{ body: { ...FACTORS, recoveryCodesLeft: 0, passkeys: 0 } }, { body: FACTORS }],
      'GET /api/security/passkeys': [{ body: { passkeys: [] } }, { body: { passkeys: [LAPTOP] } }],
      'POST /api/security/passkeys/options': {
        body: {
          options: {
            challenge: 'Y2hhbGxlbmdl',
            rp: { name: 'Fund', id: 'localhost' },
            user: { id: 'dTc', name: 'admin', displayName: 'Admin' },
            pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
            excludeCredentials: [],
          },
        },
      },
      'POST /api/security/passkeys': { body: { passkey: LAPTOP, recoveryCodes: CODES } },
    });
    renderAppAt('/admin/account');
    const panel = await section();
    expect(await panel.findByText('No passkeys yet.', {}, WAIT)).toBeTruthy();
    fireEvent.click(panel.getByRole('button', { name: 'Add a passkey' }));
    fireEvent.click(panel.getByRole('button', { name: 'Continue' }));
    expect(await panel.findByText('Please name the passkey (up to 60 characters).')).toBeTruthy();
    fireEvent.change(panel.getByLabelText('Name for this passkey'), { target: { value: 'Laptop' } });
    fireEvent.click(panel.getByRole('button', { name: 'Continue' }));

    const codes = await panel.findByRole('list', { name: 'Recovery codes' }, WAIT);
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(await screen.findByText('Laptop can now confirm your sign-in.', {}, WAIT)).toBeTruthy();
    expect(stub.calls('POST', '/api/security/passkeys/options')).toHaveLength(1);
    expect(create).toHaveBeenCalledTimes(1);
    expect(stub.bodiesOf('POST /api/security/passkeys')).toEqual([
      {
        name: 'Laptop',
        response: expect.objectContaining({
          id: 'bmV3LWtleQ',
          type: 'public-key',
          response: expect.objectContaining({ transports: ['internal'] }),
        }),
      },
    ]);
    // Two-step sign-in reads the second factors again: it now says "On: passkey".
    expect(await screen.findByText('On: passkey', {}, WAIT)).toBeTruthy();
    fireEvent.click(panel.getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(panel.queryByRole('list', { name: 'Recovery codes' })).toBeNull());
    expect(within(await panel.findByRole('list', { name: 'Your passkeys' }, WAIT)).getByText('Laptop')).toBeTruthy();
  });
});
