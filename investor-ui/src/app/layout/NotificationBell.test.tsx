import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { NotificationView } from '@fund/contracts';
import { stubFetch } from '@fund/ui/testing';

import { renderApp } from '../../testing/renderApp';

vi.setConfig({ testTimeout: 20_000 });

const session = {
  'GET /api/admin/setup-required': { body: { setupRequired: false } },
  'GET /api/me': { body: { id: 'u7', role: 'investor', fullName: 'Amina Yusuf', profilePhotoUrl: null, mustChangePassword: 'false' } },
  'GET /api/investments/u7': { body: [] },
  'GET /api/activities/u7': { body: [] },
};

const notice = (n: number, fields: Partial<NotificationView> = {}): NotificationView => ({
  id: `n${n}`,
  category: 'documents',
  title: `Notice ${n}`,
  schemeName: 'Birmingham Office Ijara',
  amount: null,
  link: `/investor/documents?item=a${n}`,
  activityId: `a${n}`,
  ticketId: null,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  readAt: null,
  ...fields,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the notification bell and the unread counts', () => {
  it('shows the unread count on the bell and beside Documents and Updates in the sidebar', async () => {
    stubFetch({ ...session, 'GET /api/investor/unread': { body: { notifications: 3, documents: 2, updates: 1 } } });

    renderApp('/investor');

    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Portal navigation' });
    expect(within(nav).getByRole('link', { name: 'Documents, 2 unread' }).getAttribute('href')).toBe('/investor/documents');
    expect(within(nav).getByRole('link', { name: 'Updates, 1 unread' }).getAttribute('href')).toBe('/investor/updates');
    expect(within(nav).getByRole('link', { name: 'Transactions' })).toBeTruthy();
  });

  it('reads the counts again every minute', async () => {
    const stub = stubFetch({
      ...session,
      'GET /api/investor/unread': [
        { body: { notifications: 0, documents: 0, updates: 0 } },
        { body: { notifications: 4, documents: 0, updates: 0 } },
      ],
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });

    renderApp('/investor');

    expect(await screen.findByRole('button', { name: 'Notifications, 0 unread' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' })).toBeTruthy();
    expect(stub.requests().filter((r) => r === 'GET /api/investor/unread')).toHaveLength(2);
  });

  it('lists the latest notices; choosing one marks it read and opens its item', async () => {
    const stub = stubFetch({
      ...session,
      'GET /api/investor/unread': [
        { body: { notifications: 1, documents: 1, updates: 0 } },
        { body: { notifications: 0, documents: 1, updates: 0 } },
      ],
      'GET /api/investor/notifications': {
        body: [
          notice(1, { title: 'Quarterly payout', category: 'payouts', amount: 1250, link: '/investor/transactions?item=a1' }),
          notice(2, {
            title: 'Signed contract',
            readAt: '2026-01-01T00:00:00.000Z',
            createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
          }),
        ],
      },
      'POST /api/investor/notifications/n1/read': { body: notice(1, { readAt: new Date().toISOString() }) },
    });

    const { router } = renderApp('/investor');

    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    fireEvent.click(bell);
    const menu = await screen.findByRole('menu', { name: 'Notifications' });
    await within(menu).findByRole('menuitem', { name: /Quarterly payout/ });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'UnreadQuarterly payoutBirmingham Office Ijara · $1,250 · 5 minutes ago',
      'Signed contractBirmingham Office Ijara · 2 days ago',
      'Notification settings',
    ]);
    const query = stub.fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://x'))
      .find((url) => url.pathname === '/api/investor/notifications');
    expect(Object.fromEntries(query!.searchParams)).toEqual({ sort: '["createdAt","DESC"]', range: '[0,9]' });

    fireEvent.click(items[0]);

    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/investor/transactions?item=a1'));
    expect(stub.requests()).toContain('POST /api/investor/notifications/n1/read');
    expect(await screen.findByRole('button', { name: 'Notifications, 0 unread' })).toBeTruthy();
  });

  it("marks a Sharia notice as one and opens the governance page on its scheme's certificate", async () => {
    stubFetch({
      ...session,
      'GET /api/investor/unread': { body: { notifications: 1, documents: 0, updates: 0 } },
      'GET /api/investor/notifications': {
        body: [
          notice(1, {
            category: 'sharia',
            title: 'Its Sharia certificate expired on Mar 1, 2026. Your holding, its payouts and updates continue.',
            schemeName: 'Gulf Trade Finance I',
            link: '/investor/sharia?scheme=s1',
            activityId: null,
          }),
        ],
      },
      'POST /api/investor/notifications/n1/read': { body: notice(1, { readAt: new Date().toISOString() }) },
      'GET /api/sharia/board': { body: [] },
      'GET /api/sharia/reports': { body: [] },
      'GET /api/sharia/schemes': { body: [] },
    });

    const { router } = renderApp('/investor');

    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const item = await screen.findByRole('menuitem', { name: /Sharia certificate/ });
    expect(item.textContent).toBe(
      'UnreadSharia certificateIts Sharia certificate expired on Mar 1, 2026. Your holding, its payouts and updates continue.Gulf Trade Finance I · 5 minutes ago',
    );
    fireEvent.click(item);
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/investor/sharia?scheme=s1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sharia governance' })).toBeTruthy();
  });

  it('does not follow a link that leaves the portal', async () => {
    stubFetch({
      ...session,
      'GET /api/investor/unread': { body: { notifications: 1, documents: 0, updates: 0 } },
      'GET /api/investor/notifications': { body: [notice(1, { link: 'https://evil.example/investor' })] },
      'POST /api/investor/notifications/n1/read': { body: notice(1) },
    });

    const { router } = renderApp('/investor/documents');

    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Notice 1/ }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(router.state.location.pathname).toBe('/investor/documents');
  });
});
