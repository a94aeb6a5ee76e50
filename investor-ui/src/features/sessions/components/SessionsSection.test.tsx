import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import type { SessionView } from '@fund/contracts';
import { serverError, stubFetch } from '@fund/ui/testing';

import { renderApp } from '../../../testing/renderApp';

// Profile > Security, "Where you're signed in" (issue 25 item 6).

beforeAll(() => import('../../../app/routes/ProfileRoute'), 60_000);
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const THIS: SessionView = {
  id: 'a'.repeat(32),
  device: 'Firefox 133 on Linux',
  browser: 'Firefox 133',
  system: 'Linux',
  address: '198.51.100.20',
  startedAt: '2026-11-27T09:15:00.000Z',
  lastSeenAt: '2026-11-27T10:02:00.000Z',
  current: true,
};
const PHONE: SessionView = {
  id: 'b'.repeat(32),
  device: 'Safari 17 on iOS 17.1',
  browser: 'Safari 17',
  system: 'iOS 17.1',
  address: '203.0.113.7',
  startedAt: '2026-11-26T18:40:00.000Z',
  lastSeenAt: '2026-11-26T19:00:00.000Z',
  current: false,
};
const OLD: SessionView = { ...PHONE, id: 'c'.repeat(32), device: null, browser: null, system: null, address: null };

const base = {
  'GET /api/admin/setup-required': { body: { setupRequired: false } },
  'GET /api/me': { body: { id: 'u7', role: 'investor', fullName: 'Amina Yusuf', profilePhotoUrl: null, mustChangePassword: 'false' } },
  'GET /api/investor/notification-preferences': { body: { preferences: [], timeZone: null, fundTimeZone: 'UTC' } },
  'GET /api/profile/u7': { body: { fullName: 'Amina Yusuf', email: 'amina@example.com' } },
};

const section = async () => within(await screen.findByRole('region', { name: "Where you're signed in" }));

describe("Where you're signed in", () => {
  it('lists each session with its device, address and times, marks this device, and names a session without device information', async () => {
    stubFetch({ ...base, 'GET /api/sessions': { body: [THIS, PHONE, OLD] } });
    renderApp('/investor/profile?tab=security');

    const list = await (await section()).findByRole('list', { name: 'Signed-in sessions' });
    const items = await within(list).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]).getByText('Firefox 133 on Linux')).toBeTruthy();
    expect(within(items[0]).getByText('This device')).toBeTruthy();
    expect(within(items[0]).queryByRole('button')).toBeNull();
    expect(within(items[1]).getByText('203.0.113.7')).toBeTruthy();
    expect(items[1].textContent).toMatch(/Signed in Nov 26, 2026, \d\d:\d\d · Last seen Nov 26, 2026, \d\d:\d\d/);
    expect(within(items[1]).getByRole('button', { name: 'Sign out Safari 17 on iOS 17.1' })).toBeTruthy();
    expect(within(items[2]).getByText('Unknown device')).toBeTruthy();
    expect(within(items[2]).getByText('Address unknown')).toBeTruthy();
  });

  it('signs out another session after a confirmation, says so and reads the list again', async () => {
    const stub = stubFetch({
      ...base,
      'GET /api/sessions': [{ body: [THIS, PHONE] }, { body: [THIS] }],
      'DELETE /api/sessions/:id': { body: { message: '1 session ended', ended: 1 } },
    });
    renderApp('/investor/profile?tab=security');

    fireEvent.click(await (await section()).findByRole('button', { name: 'Sign out Safari 17 on iOS 17.1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out this session?' });
    expect(within(dialog).getByText(/Safari 17 on iOS 17.1 will be signed out at once/)).toBeTruthy();
    // Cancel first: nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stub.calls('DELETE', `/api/sessions/${PHONE.id}`)).toHaveLength(0);

    fireEvent.click((await section()).getByRole('button', { name: 'Sign out Safari 17 on iOS 17.1' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('That session has been signed out.')).toBeTruthy();
    expect(stub.calls('DELETE', `/api/sessions/${PHONE.id}`)).toHaveLength(1);
    expect(await (await section()).findByText('You are signed in on this device only.')).toBeTruthy();
  });

  it('signs out everywhere else and says how many went', async () => {
    const stub = stubFetch({
      ...base,
      'GET /api/sessions': [{ body: [THIS, PHONE, OLD] }, { body: [THIS] }],
      'POST /api/sessions/end-others': { body: { message: '2 sessions ended', ended: 2 } },
    });
    renderApp('/investor/profile?tab=security');

    fireEvent.click(await (await section()).findByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('2 other sessions have been signed out.')).toBeTruthy();
    expect(stub.calls('POST', '/api/sessions/end-others')).toHaveLength(1);
  });

  it("toasts the server's message when ending fails", async () => {
    stubFetch({
      ...base,
      'GET /api/sessions': { body: [THIS, PHONE] },
      'DELETE /api/sessions/:id': serverError(404, 'Session not found: it has ended or is not yours', 'Not Found'),
    });
    renderApp('/investor/profile?tab=security');

    fireEvent.click(await (await section()).findByRole('button', { name: 'Sign out Safari 17 on iOS 17.1' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Session not found: it has ended or is not yours')).toBeTruthy();
  });

  it('offers a retry when the list cannot load', async () => {
    stubFetch({ ...base, 'GET /api/sessions': [serverError(500, 'Internal server error', 'Internal Server Error'), { body: [THIS] }] });
    renderApp('/investor/profile?tab=security');

    fireEvent.click(await (await section()).findByRole('button', { name: 'Try again' }));
    expect(await (await section()).findByText('Firefox 133 on Linux')).toBeTruthy();
  });
});
