import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { PasskeyList, type PasskeyListProps, type PasskeyListTexts } from './PasskeyList';

afterEach(cleanup);

// The branches the apps' page tests do not reach: loading, the app's error state, a cancelled
// browser prompt, a failed add, a browser without WebAuthn.

const texts: PasskeyListTexts = {
  title: 'Passkeys',
  text: 'Confirm it is you with a passkey.',
  none: 'No passkeys yet.',
  listLabel: 'Your passkeys',
  added: (at) => `Added ${at}`,
  lastUsed: (at) => `Last used ${at}`,
  neverUsed: 'Not used yet',
  add: 'Add a passkey',
  nameLabel: 'Name for this passkey',
  nameHelp: 'For example YubiKey',
  nameRequired: 'Please name the passkey.',
  create: 'Continue',
  cancel: 'Cancel',
  save: 'Save',
  rename: 'Rename',
  renameNamed: (name) => `Rename ${name}`,
  renameTitle: 'Rename passkey',
  remove: 'Remove',
  removeNamed: (name) => `Remove ${name}`,
  removeTitle: (name) => `Remove ${name}?`,
  proofText: 'Enter your password.',
  proofLabel: 'Password or 6-digit code',
  addedTitle: 'Passkey added',
  addedText: (name) => `${name} can now confirm your sign-in.`,
  removedText: 'The passkey was removed.',
  codesTitle: 'Save your recovery codes now.',
  codesText: 'Shown only this time.',
  codesLabel: 'Recovery codes',
  saved: 'I have saved them',
  cancelled: 'The passkey request was cancelled or timed out.',
  unsupported: 'This browser cannot use passkeys.',
  failed: 'Something went wrong.',
  loading: 'Loading passkeys',
};

const renderList = (props: Partial<PasskeyListProps> = {}) => {
  const all: PasskeyListProps = {
    passkeys: [],
    texts,
    onAdd: vi.fn(async (name: string) => ({ passkey: { name }, recoveryCodes: null })),
    onRename: vi.fn(async () => undefined),
    onRemove: vi.fn(async () => undefined),
    errorMessage: (error, fallback) => (error instanceof Error && error.message) || fallback,
    notify: vi.fn(),
    ...props,
  };
  render(<PasskeyList {...all} />);
  return all;
};

const addNamed = (name: string) => {
  fireEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
  fireEvent.change(screen.getByLabelText('Name for this passkey'), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
};

describe('PasskeyList', () => {
  it('shows a busy placeholder while the list loads, and the app’s error state instead of the list', () => {
    renderList({ passkeys: undefined });
    expect(screen.getByRole('status', { name: 'Loading passkeys' })).toBeTruthy();
    cleanup();
    renderList({ passkeys: undefined, error: <p>Your passkeys could not be loaded.</p> });
    expect(screen.getByText('Your passkeys could not be loaded.')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says kindly when the browser prompt was closed, and keeps the form', async () => {
    const refusal = Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' });
    const props = renderList({ onAdd: vi.fn(async () => Promise.reject(refusal)) });
    addNamed('Laptop');
    expect(await screen.findByText('The passkey request was cancelled or timed out.')).toBeTruthy();
    expect(props.notify).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name for this passkey')).toBeTruthy();
  });

  it("tells the app's notice the server's words when adding fails, and a success with the new name", async () => {
    const onAdd = vi
      .fn<PasskeyListProps['onAdd']>()
      .mockRejectedValueOnce(new Error('You already have 10 passkeys'))
      .mockResolvedValueOnce({ passkey: { name: 'Laptop' }, recoveryCodes: null });
    const props = renderList({ onAdd });
    addNamed('  Laptop ');
    await waitFor(() =>
      expect(props.notify).toHaveBeenCalledWith({
        severity: 'error',
        title: 'Something went wrong.',
        description: 'You already have 10 passkeys',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(props.notify).toHaveBeenLastCalledWith({
        severity: 'success',
        title: 'Passkey added',
        description: 'Laptop can now confirm your sign-in.',
      }),
    );
    expect(onAdd.mock.calls).toEqual([['Laptop'], ['Laptop']]);
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add a passkey' })).toBeTruthy();
  });

  it('does not start when the app says the browser cannot use passkeys', async () => {
    const props = renderList({ supportsPasskeys: async () => false });
    addNamed('Laptop');
    expect(await screen.findByText('This browser cannot use passkeys.')).toBeTruthy();
    expect(props.onAdd).not.toHaveBeenCalled();
  });
});
