import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { StepUpStartAnswer } from '@fund/contracts';

import { StepUpDialog, type StepUpTexts } from './StepUpDialog';

afterEach(cleanup);

const texts: StepUpTexts = {
  title: 'Confirm it is you',
  intro: 'This change needs a fresh code.',
  totpPrompt: 'Enter the 6-digit code from your authenticator app.',
  emailPrompt: 'We have e-mailed you a code.',
  recoveryPrompt: 'Enter one of your recovery codes.',
  passkeyPrompt: 'Confirm with one of your passkeys, or enter a recovery code.',
  codeLabel: '6-digit code',
  recoveryLabel: 'Recovery code',
  useRecovery: 'Use a recovery code',
  useCode: 'Use the code from the app',
  usePasskey: 'Use a passkey',
  passkeyCancelled: 'The passkey prompt was closed. Try again, or enter a recovery code.',
  resend: 'Send a new code',
  confirm: 'Confirm',
  cancel: 'Cancel',
  starting: 'Preparing your code…',
  required: 'Enter the code to confirm',
};
const options = (challenge: string) => ({ challenge, allowCredentials: [] });
const passkeyOnly = (challenge: string): StepUpStartAnswer => ({
  method: 'passkey',
  recoveryCodes: true,
  passkeyOptions: options(challenge),
});

function open(start: () => Promise<StepUpStartAnswer>, confirmPasskey = vi.fn(), confirm = vi.fn()) {
  const onClose = vi.fn();
  render(
    <StepUpDialog
      open
      texts={texts}
      start={start}
      confirm={confirm}
      confirmPasskey={confirmPasskey}
      messageOf={(error) => (error instanceof Error ? error.message : 'failed')}
      onClose={onClose}
    />,
  );
  return { onClose, confirm, confirmPasskey };
}

describe('StepUpDialog with passkeys', () => {
  it('a user with passkeys only confirms with one: the options of the start go to the browser, and the dialog closes confirmed', async () => {
    const { onClose, confirmPasskey } = open(() => Promise.resolve(passkeyOnly('c1')), vi.fn().mockResolvedValue({}));
    expect(await screen.findByText(texts.passkeyPrompt)).toBeTruthy();
    // Their only code is a recovery code.
    expect(screen.getByLabelText('Recovery code')).toBeTruthy();
    expect(screen.queryByText('Use the code from the app')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Use a passkey' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(confirmPasskey).toHaveBeenCalledWith(options('c1'));
  });

  it('a closed browser prompt is said kindly and a new challenge is fetched; a refusal shows the server words', async () => {
    const start = vi
      .fn()
      .mockResolvedValueOnce(passkeyOnly('c1'))
      .mockResolvedValueOnce(passkeyOnly('c2'))
      .mockResolvedValueOnce(passkeyOnly('c3'));
    const closed = Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' });
    const confirmPasskey = vi
      .fn()
      .mockRejectedValueOnce(closed)
      .mockRejectedValueOnce(new Error('That passkey is not registered to this account'));
    const { onClose } = open(start, confirmPasskey);
    fireEvent.click(await screen.findByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByText(texts.passkeyCancelled)).toBeTruthy();
    await waitFor(() => expect(start).toHaveBeenCalledTimes(2));
    fireEvent.click(screen.getByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByText('That passkey is not registered to this account')).toBeTruthy();
    expect(confirmPasskey.mock.calls.map(([given]) => (given as { challenge: string }).challenge)).toEqual(['c1', 'c2']);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a user with an app and passkeys gets the app code field and the passkey button; without passkeys there is no button', async () => {
    open(() => Promise.resolve({ method: 'totp', recoveryCodes: true, passkeyOptions: options('c1') }));
    expect(await screen.findByLabelText('6-digit code')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Use a passkey' })).toBeTruthy();
    cleanup();
    open(() => Promise.resolve({ method: 'email', recoveryCodes: false, passkeyOptions: null }));
    expect(await screen.findByText(texts.emailPrompt)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
  });
});
