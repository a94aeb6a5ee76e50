import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { serverError, stubFetch } from '@fund/ui/testing';

import { renderApp } from '../../../testing/renderApp';

// Profile > Security, "Two-step sign-in" (issue 25 item 6).

beforeAll(() => import('../../../app/routes/ProfileRoute'), 60_000);
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const base = {
  'GET /api/admin/setup-required': { body: { setupRequired: false } },
  'GET /api/me': { body: { id: 'u7', role: 'investor', fullName: 'Amina Yusuf', profilePhotoUrl: null, mustChangePassword: 'false' } },
  'GET /api/investor/notification-preferences': { body: { preferences: [], timeZone: null, fundTimeZone: 'UTC' } },
  'GET /api/profile/u7': { body: { fullName: 'Amina Yusuf', email: 'amina@example.com' } },
  'GET /api/sessions': { body: [] },
};
const OFF = { authenticatorApp: false, enrolledAt: null, recoveryCodesLeft: 0, passkeys: 0, enrolmentRequired: false };
const ON = { authenticatorApp: true, enrolledAt: '2026-11-27T10:00:00.000Z', recoveryCodesLeft: 10, passkeys: 0, enrolmentRequired: false };
const PASSKEY_ONLY = { authenticatorApp: false, enrolledAt: null, recoveryCodesLeft: 9, passkeys: 2, enrolmentRequired: false };
const CODES = [
  'abcd-efgh',
  'jkmn-pqrs',
  'tuvw-xyz2',
  '3456-789a',
  'bcde-fghj',
  'kmnp-qrst',
  'uvwx-yz23',
  '4567-89ab',
  'cdef-ghjk',
  'mnpq-rstu',
];

const section = async () => within(await screen.findByRole('region', { name: 'Two-step sign-in' }));

describe('Two-step sign-in', () => {
  it('sets up an authenticator app: QR code and key, a wrong code refused with the server message, then the recovery codes once', async () => {
    const stub = stubFetch({
      ...base,
      'GET /api/security/second-factors': [{ body: OFF }, { body: ON }],
      'POST /api/security/authenticator': {
        body: { otpauthUri: 'otpauth://totp/x', secret: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+' },
      },
      'POST /api/security/authenticator/confirm': [
        serverError(422, 'Invalid authenticator code: enter the current 6-digit code from your app', 'Unprocessable Entity'),
        { body: { recoveryCodes: CODES } },
      ],
    });
    renderApp('/investor/profile?tab=security');
    const panel = await section();
    expect(await panel.findByText('You receive a login code by e-mail.')).toBeTruthy();

    fireEvent.click(panel.getByRole('button', { name: 'Set up an authenticator app' }));
    expect((await panel.findByRole('img', { name: 'QR code to add your account to an authenticator app' })).getAttribute('src')).toMatch(
      /^data:image\/svg\+xml/,
    );
    expect(panel.getByText('ABCD EFGH IJKL MNOP QRST UVWX YZ23 4567')).toBeTruthy();

    fireEvent.change(panel.getByLabelText('6-digit code from the app'), { target: { value: '12' } });
    fireEvent.click(panel.getByRole('button', { name: 'Confirm' }));
    expect(await panel.findByText('Enter the 6-digit code your app shows')).toBeTruthy();

    fireEvent.change(panel.getByLabelText('6-digit code from the app'), { target: { value: '111111' } });
    fireEvent.click(panel.getByRole('button', { name: 'Confirm' }));
    expect(await panel.findByText('Invalid authenticator code: enter the current 6-digit code from your app')).toBeTruthy();

    fireEvent.change(panel.getByLabelText('6-digit code from the app'), { target: { value: '222222' } });
    fireEvent.click(panel.getByRole('button', { name: 'Confirm' }));
    const list = await panel.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(stub.bodiesOf('POST /api/security/authenticator/confirm')).toEqual([{ code: '111111' }, { code: '222222' }]);

    fireEvent.click(panel.getByRole('button', { name: 'I have saved them' }));
    expect(await panel.findByText('10 recovery codes left')).toBeTruthy();
    expect(panel.queryByText(CODES[0])).toBeNull();
  });

  it('says two-step sign-in is on for a user with passkeys only, with their recovery codes, and still offers the app', async () => {
    const stub = stubFetch({
      ...base,
      'GET /api/security/second-factors': { body: PASSKEY_ONLY },
      'POST /api/security/recovery-codes': { body: { recoveryCodes: CODES } },
    });
    renderApp('/investor/profile?tab=security');
    const panel = await section();
    expect(await panel.findByText('On: passkey')).toBeTruthy();
    expect(panel.getByText('9 recovery codes left')).toBeTruthy();
    expect(panel.queryByText('You receive a login code by e-mail.')).toBeNull();
    expect(panel.getByRole('button', { name: 'Set up an authenticator app' })).toBeTruthy();
    expect(panel.queryByRole('button', { name: 'Remove authenticator app' })).toBeNull();

    fireEvent.click(panel.getByRole('button', { name: 'New recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make new recovery codes?' });
    fireEvent.change(within(dialog).getByLabelText('Password or 6-digit code'), { target: { value: 'Secret!pass1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'New recovery codes' }));
    expect(await panel.findByText(CODES[0])).toBeTruthy();
    expect(stub.bodiesOf('POST /api/security/recovery-codes')).toEqual([{ password: 'Secret!pass1' }]);
  });

  it('removes the app after the password, sending a 6-digit answer as a code', async () => {
    const stub = stubFetch({
      ...base,
      'GET /api/security/second-factors': [{ body: ON }, { body: OFF }],
      'POST /api/security/authenticator/remove': [
        serverError(422, 'Wrong password or authenticator code', 'Unprocessable Entity'),
        { body: { message: 'Authenticator app removed' } },
      ],
    });
    renderApp('/investor/profile?tab=security');
    const panel = await section();
    fireEvent.click(await panel.findByRole('button', { name: 'Remove authenticator app' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the authenticator app?' });
    fireEvent.change(within(dialog).getByLabelText('Password or 6-digit code'), { target: { value: 'Wrong!pass1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove authenticator app' }));
    expect(await within(dialog).findByText('Wrong password or authenticator code')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Password or 6-digit code'), { target: { value: '654321' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove authenticator app' }));

    expect(await panel.findByText('You receive a login code by e-mail.')).toBeTruthy();
    expect(await screen.findByText('You will receive a login code by e-mail again.')).toBeTruthy();
    await waitFor(() =>
      expect(stub.bodiesOf('POST /api/security/authenticator/remove')).toEqual([{ password: 'Wrong!pass1' }, { code: '654321' }]),
    );
  });

  it('removing the app of a user who has passkeys says the passkeys still confirm it is them, not that codes come by e-mail', async () => {
    stubFetch({
      ...base,
      'GET /api/security/second-factors': [{ body: { ...ON, passkeys: 1 } }, { body: { ...PASSKEY_ONLY, passkeys: 1 } }],
      'POST /api/security/authenticator/remove': { body: { message: 'Authenticator app removed' } },
    });
    renderApp('/investor/profile?tab=security');
    const panel = await section();
    fireEvent.click(await panel.findByRole('button', { name: 'Remove authenticator app' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the authenticator app?' });
    fireEvent.change(within(dialog).getByLabelText('Password or 6-digit code'), { target: { value: 'Secret!pass1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove authenticator app' }));

    expect(await screen.findByText('Your passkey still confirms it is you when you sign in.')).toBeTruthy();
    expect(screen.queryByText('You will receive a login code by e-mail again.')).toBeNull();
    expect(await panel.findByText('On: passkey')).toBeTruthy();
  });
});
