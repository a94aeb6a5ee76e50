import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SessionList, type SessionListItem, type SessionListTexts } from './SessionList';

afterEach(cleanup);

const texts: SessionListTexts = {
  listLabel: 'Sessions',
  unknownDevice: 'Unknown device',
  thisDevice: 'This device',
  unknownAddress: 'Address unknown',
  started: (at) => `Signed in ${at}`,
  lastSeen: (at) => `Last seen ${at}`,
  signOut: 'Sign out',
  signOutNamed: (device) => `Sign out ${device}`,
  signOutOthers: 'Sign out everywhere else',
  onlyThisOne: 'Only here.',
  confirmOneTitle: 'Sign out this session?',
  confirmOneText: (device) => `${device} will be signed out.`,
  confirmOthersTitle: 'Sign out everywhere else?',
  confirmOthersText: 'All others will be signed out.',
  cancel: 'Cancel',
};

const item = (fields: Partial<SessionListItem>): SessionListItem => ({
  id: '1',
  device: 'Chrome 131 on Windows 10',
  system: 'Windows 10',
  address: '203.0.113.7',
  startedAt: 'start',
  lastSeenAt: 'seen',
  current: false,
  ...fields,
});

describe('SessionList', () => {
  it('marks the current session, names one without a device, and offers no sign-out without onEnd', () => {
    render(
      <SessionList
        sessions={[item({ id: '1', current: true }), item({ id: '2', device: null, address: null })]}
        texts={texts}
        formatTime={(iso) => iso.toUpperCase()}
      />,
    );
    const rows = within(screen.getByRole('list', { name: 'Sessions' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Chrome 131 on Windows 10This device203.0.113.7Signed in START · Last seen SEEN',
      'Unknown deviceAddress unknownSigned in START · Last seen SEEN',
    ]);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks before ending a session, keeps the dialog busy until the end settles, and sends nothing on Cancel', async () => {
    let finish = () => {};
    const onEnd = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <SessionList
        sessions={[item({ id: '1', current: true }), item({ id: '2' })]}
        texts={texts}
        formatTime={(iso) => iso}
        onEnd={onEnd}
      />,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Sign out Chrome 131 on Windows 10' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Sign out this session?' })).getByRole('button', { name: 'Cancel' }));
    expect(onEnd).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out everywhere else?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));
    expect(onEnd).toHaveBeenCalledWith('others');
    expect((within(dialog).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    finish();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign out everywhere else?' })).toBeNull());
  });
});
