import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { serverError, stubFetch } from '@fund/ui/testing';

import { renderAppAt } from '../testing/renderApp';
import { ADMIN_ME } from '../testing/session';
import { stubNavigation } from '../testing/stubNavigation';

// Issue 25 items 3, 6: My account's two-step sign-in, the super admins' policy and the dashboard's recommendation.

const WAIT = { timeout: 10_000 };
const SUPER_ME = { ...ADMIN_ME, role: 'super_admin' };
const OFF = { authenticatorApp: false, enrolledAt: null, recoveryCodesLeft: 0, passkeys: 0, enrolmentRequired: false };
const ON = { authenticatorApp: true, enrolledAt: '2026-11-27T10:00:00.000Z', recoveryCodesLeft: 10, passkeys: 0, enrolmentRequired: false };
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

describe('second factors in the back office', { timeout: 30_000 }, () => {
  beforeEach(() => {
    stubNavigation();
  });

  it('My account sets up an authenticator app and shows the recovery codes once', async () => {
    const stub = stubFetch({
      'GET /api/me': { body: ADMIN_ME },
      'GET /api/sessions': { body: [] },
      'GET /api/security/second-factors': [{ body: OFF }, { body: ON }],
      'POST /api/security/authenticator': {
        body: { otpauthUri: 'otpauth://totp/x', secret: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+' },
      },
      'POST /api/security/authenticator/confirm': { body: { recoveryCodes: CODES } },
    });
    renderAppAt('/admin/account');
    const section = within(await screen.findByRole('region', { name: 'Two-step sign-in' }, WAIT));
    fireEvent.click(await section.findByRole('button', { name: 'Set up an authenticator app' }, WAIT));
    expect(await section.findByText('ABCD EFGH IJKL MNOP QRST UVWX YZ23 4567', {}, WAIT)).toBeTruthy();
    fireEvent.change(section.getByLabelText('6-digit code from the app'), { target: { value: '123456' } });
    fireEvent.click(section.getByRole('button', { name: 'Confirm' }));
    const list = await section.findByRole('list', { name: 'Recovery codes' }, WAIT);
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(stub.bodiesOf('POST /api/security/authenticator/confirm')).toEqual([{ code: '123456' }]);
    fireEvent.click(section.getByRole('button', { name: 'I have saved them' }));
    expect(await section.findByText('10 recovery codes left', {}, WAIT)).toBeTruthy();
  });

  it('removing the app of an admin with passkeys says the passkeys still confirm the sign-in, not that codes come by e-mail', async () => {
    stubFetch({
      'GET /api/me': { body: ADMIN_ME },
      'GET /api/sessions': { body: [] },
      'GET /api/security/passkeys': { body: [] },
      'GET /api/security/second-factors': [{ body: { ...ON, passkeys: 2 } }, { body: { ...OFF, recoveryCodesLeft: 10, passkeys: 2 } }],
      'POST /api/security/authenticator/remove': { body: { message: 'Authenticator app removed' } },
    });
    renderAppAt('/admin/account');
    const section = within(await screen.findByRole('region', { name: 'Two-step sign-in' }, WAIT));
    fireEvent.click(await section.findByRole('button', { name: 'Remove authenticator app' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the authenticator app?' }, WAIT);
    fireEvent.change(within(dialog).getByLabelText('Password or 6-digit code'), { target: { value: 'Secret!pass1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove authenticator app' }));
    expect(
      await screen.findByText('Authenticator app removed: your passkeys still confirm it is you when you sign in', {}, WAIT),
    ).toBeTruthy();
    expect(screen.queryByText(/login code by e-mail again/)).toBeNull();
  });

  it('recommends the policy to a super admin on the dashboard while it is off, and Settings > Security turns it on', async () => {
    const stub = stubFetch({
      'GET /api/me': { body: SUPER_ME },
      'GET /api/admin/security-policy': [
        { body: { adminsNeedSecondFactor: false, payoutStepUpThreshold: 50000, stepUpSeconds: 300, updatedAt: null } },
      ],
      'GET /api/security/second-factors': { body: ON },
      'PUT /api/admin/security-policy': [
        serverError(500, 'Internal server error', 'Internal Server Error'),
        { body: { adminsNeedSecondFactor: true, payoutStepUpThreshold: 50000, stepUpSeconds: 300, updatedAt: '2026-11-27T10:00:00.000Z' } },
      ],
    });
    const { unmount } = renderAppAt('/admin');
    const card = within(await screen.findByRole('region', { name: 'Require an authenticator app for admins' }, WAIT));
    expect(card.getByRole('link', { name: 'Review the setting' }).getAttribute('href')).toBe('/admin/settings?tab=security');
    unmount();

    renderAppAt('/admin/settings?tab=security');
    const toggle = await screen.findByLabelText('Require an authenticator app for admins', {}, WAIT);
    expect((toggle as HTMLInputElement).checked).toBe(false);
    fireEvent.click(toggle);
    expect(await screen.findByText('Internal server error', {}, WAIT)).toBeTruthy();
    fireEvent.click(toggle);
    expect(await screen.findByText('Required for every admin', {}, WAIT)).toBeTruthy();
    await waitFor(() =>
      expect(stub.bodiesOf('PUT /api/admin/security-policy')).toEqual([{ adminsNeedSecondFactor: true }, { adminsNeedSecondFactor: true }]),
    );
  });

  it('does not ask a plain admin about the policy', async () => {
    const stub = stubFetch({ 'GET /api/me': { body: ADMIN_ME } });
    renderAppAt('/admin');
    await screen.findByRole('heading', { name: 'Dashboard' }, WAIT);
    expect(screen.queryByRole('region', { name: 'Require an authenticator app for admins' })).toBeNull();
    expect(stub.calls('GET', '/api/admin/security-policy')).toHaveLength(0);
  });

  it("a plain admin's Settings name only their password and profile, with no Security tab", async () => {
    stubFetch({ 'GET /api/me': { body: ADMIN_ME } });
    renderAppAt('/admin/settings?tab=security');
    expect(await screen.findByText('Your password and profile.', {}, WAIT)).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Password', 'Profile']);
  });

  it('Settings > Security sets the payout step-up threshold, refusing what is not a whole amount (issue 25 item 5)', async () => {
    const stub = stubFetch({
      'GET /api/me': { body: SUPER_ME },
      'GET /api/admin/security-policy': {
        body: { adminsNeedSecondFactor: true, payoutStepUpThreshold: 50000, stepUpSeconds: 1800, updatedAt: null },
      },
      'GET /api/security/second-factors': { body: ON },
      'PUT /api/admin/security-policy': {
        body: { adminsNeedSecondFactor: true, payoutStepUpThreshold: 25000, stepUpSeconds: 1800, updatedAt: null },
      },
    });
    renderAppAt('/admin/settings?tab=security');
    const amount = (await screen.findByRole('textbox', { name: 'Payouts above' }, WAIT)) as HTMLInputElement;
    // A super admin's Settings name all four of its sections.
    expect(screen.getByText('Your password and profile, the admins’ roles and the fund’s sign-in security.')).toBeTruthy();
    expect(amount.value).toBe('50,000');
    // The server's step-up window (STEP_UP_SECONDS), not a fixed "5 minutes".
    expect(screen.getByText(/unless they signed in or confirmed within the last 30 minutes\.$/)).toBeTruthy();
    fireEvent.change(amount, { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save threshold' }));
    expect(await screen.findByText('Enter a whole amount of 0 or more', {}, WAIT)).toBeTruthy();
    expect(stub.calls('PUT', '/api/admin/security-policy')).toHaveLength(0);
    fireEvent.change(amount, { target: { value: '25,000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save threshold' }));
    expect(await screen.findByText('Payouts above $25,000 now ask for a fresh code', {}, WAIT)).toBeTruthy();
    expect(stub.bodiesOf('PUT /api/admin/security-policy')).toEqual([{ payoutStepUpThreshold: 25000 }]);
  });
});
