import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { serverError, stubFetch } from '@fund/ui/testing';

import { renderApp } from '../../../testing/renderApp';

// Issue 25: the code step of a user with an authenticator app, and the admin the policy holds.

const appAsked = { body: { otpSent: false, secondFactor: 'totp', recoveryCodes: true, userId: 'u7', role: 'investor', id: 'u7' } };

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function passPasswordStep() {
  type('Username', 'amina');
  type('Password', 'S3cret!pass');
  fireEvent.click(screen.getByRole('button', { name: 'CONTINUE' }));
  await screen.findByRole('button', { name: 'VERIFY & LOG IN' });
}

describe('the authenticator app step', () => {
  it('asks for the code from the app, says no e-mail was sent, and sends the code', async () => {
    const stub = stubFetch({
      'POST /api/login': appAsked,
      'POST /api/verify-otp': { body: { mustChangePassword: 'false', role: 'investor', id: 'u7' } },
    });
    renderApp('/login');
    await passPasswordStep();

    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();
    expect(screen.queryByText('OTP Sent')).toBeNull();
    type('Code from your authenticator app', '123 456');
    fireEvent.click(screen.getByRole('button', { name: 'VERIFY & LOG IN' }));

    await waitFor(() => expect(stub.bodiesOf('POST /api/verify-otp')).toEqual([{ userId: 'u7', otpCode: '123456' }]));
  });

  it('takes a recovery code instead, and shows the server message when it is refused', async () => {
    const stub = stubFetch({
      'POST /api/login': appAsked,
      'POST /api/verify-otp': serverError(401, 'Invalid or already used recovery code', 'Unauthorized'),
    });
    renderApp('/login');
    await passPasswordStep();

    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    expect(screen.getByText('Enter one of your recovery codes. Each one works once.')).toBeTruthy();
    type('Recovery code', 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'VERIFY & LOG IN' }));
    expect(await screen.findByText('Please enter a recovery code like abcd-1234')).toBeTruthy();

    type('Recovery code', 'abcd-2345');
    fireEvent.click(screen.getByRole('button', { name: 'VERIFY & LOG IN' }));
    expect(await screen.findByText('Invalid or already used recovery code')).toBeTruthy();
    expect(stub.bodiesOf('POST /api/verify-otp')).toEqual([{ userId: 'u7', recoveryCode: 'abcd-2345' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Use the authenticator app' }));
    expect(screen.getByLabelText('Code from your authenticator app')).toBeTruthy();
  });

  it('leads an admin the policy holds to the set-up page', async () => {
    stubFetch({
      'POST /api/login': { body: { ...appAsked.body, otpSent: true, secondFactor: 'email', recoveryCodes: false, role: 'admin' } },
      'POST /api/verify-otp': { body: { mustChangePassword: 'false', role: 'admin', id: 'u7' } },
      'GET /api/security/second-factors': {
        body: { authenticatorApp: false, enrolledAt: null, recoveryCodesLeft: 0, passkeys: 0, enrolmentRequired: true },
      },
    });
    const { router } = renderApp('/login');
    await passPasswordStep();
    type('Verification code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'VERIFY & LOG IN' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/security/setup'));
    expect(await screen.findByRole('button', { name: 'Set up an authenticator app' })).toBeTruthy();
  });
});
