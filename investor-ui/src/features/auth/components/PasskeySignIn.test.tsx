import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { stubFetch } from '@fund/ui/testing';

import { renderApp } from '../../../testing/renderApp';

// Issue 25 item 2: the code step of a user with a passkey. jsdom has no WebAuthn: the browser's
// authenticator is stood in for at navigator.credentials, the way a browser answers.

const passkeyOnly = {
  body: { otpSent: false, secondFactor: 'passkey', recoveryCodes: true, passkeys: true, userId: 'u7', role: 'investor', id: 'u7' },
};
const bytes = (text: string) => new TextEncoder().encode(text).buffer;

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function passPasswordStep() {
  type('Username', 'amina');
  type('Password', 'S3cret!pass');
  fireEvent.click(screen.getByRole('button', { name: 'CONTINUE' }));
  await screen.findByRole('button', { name: 'VERIFY & LOG IN' });
}

afterEach(() => vi.unstubAllGlobals());

describe('signing in with a passkey', () => {
  it('offers "Use a passkey" and a recovery code (no app switch), asks the browser and sends its answer', async () => {
    const get = vi.fn(async () => ({
      id: 'Y3JlZA',
      rawId: bytes('cred'),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      response: { clientDataJSON: bytes('{}'), authenticatorData: bytes('auth'), signature: bytes('sig'), userHandle: null },
      getClientExtensionResults: () => ({}),
    }));
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
    const stub = stubFetch({
      'POST /api/login': passkeyOnly,
      'POST /api/login/passkey/options': { body: { options: { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', allowCredentials: [] } } },
      'POST /api/login/passkey': { body: { mustChangePassword: 'false', role: 'investor', id: 'u7' } },
      'GET /api/me': { body: { id: 'u7', role: 'investor', fullName: 'Amina Yusuf', profilePhotoUrl: null, mustChangePassword: 'false' } },
    });
    renderApp('/login');
    await passPasswordStep();

    expect(screen.getByLabelText('Recovery code')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Use the authenticator app' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Use a passkey' }));

    await waitFor(() => expect(stub.bodiesOf('POST /api/login/passkey')).toHaveLength(1));
    expect(stub.bodiesOf('POST /api/login/passkey/options')).toEqual([{ userId: 'u7' }]);
    expect(stub.bodiesOf('POST /api/login/passkey')[0]).toMatchObject({
      userId: 'u7',
      response: { id: 'Y3JlZA', rawId: 'Y3JlZA', type: 'public-key', response: { signature: 'c2ln' } },
    });
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('says so when the browser prompt is cancelled, and stays on the step', async () => {
    const get = vi.fn(async () => {
      throw new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');
    });
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
    stubFetch({
      'POST /api/login': { body: { ...passkeyOnly.body, secondFactor: 'totp' } },
      'POST /api/login/passkey/options': { body: { options: { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost' } } },
    });
    renderApp('/login');
    await passPasswordStep();
    expect(screen.getByRole('button', { name: 'Use a recovery code' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByText('The passkey request was cancelled or timed out.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'VERIFY & LOG IN' })).toBeTruthy();
  });
});
