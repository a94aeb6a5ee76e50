import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { stubFetch } from '@fund/ui/testing';

import { renderApp } from '../../testing/renderApp';
import { isSidebarShortcut, readSidebarOpen } from './useSidebar';

const investor = (fullName: string | null) => ({
  'GET /api/admin/setup-required': { body: { setupRequired: false } },
  'GET /api/me': { body: { id: 'u7', role: 'investor', fullName, profilePhotoUrl: null, mustChangePassword: 'false' } },
});

function clearCookies() {
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0];
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

async function renderPortal(path = '/investor', fullName: string | null = 'Amina Yusuf') {
  stubFetch(investor(fullName));
  const view = renderApp(path);
  await screen.findByRole('navigation', { name: 'Portal navigation' });
  return view;
}

const sidebarState = () => screen.getByTestId('sidebar').getAttribute('data-state');

describe('portal layout', () => {
  beforeEach(clearCookies);
  afterEach(clearCookies);

  it('greets the investor by the first word of their name', async () => {
    await renderPortal('/investor', '  Amina   Yusuf ');
    expect(screen.getByText('Welcome, Amina')).toBeTruthy();
  });

  it('greets an investor with a blank name as Investor', async () => {
    await renderPortal('/investor', '   ');
    expect(screen.getByText('Welcome, Investor')).toBeTruthy();
  });

  it('lists the seven links in the spec order, the Sharia pages (issue 24) and Support, the account button and logout', async () => {
    await renderPortal();
    const nav = screen.getByRole('navigation', { name: 'Portal navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/investor'],
      ['Investments', '/investor/investments'],
      ['My Assets', '/investor/assets'],
      ['Opportunities', '/investor/opportunities'],
      ['Transactions', '/investor/transactions'],
      ['Documents', '/investor/documents'],
      ['Updates', '/investor/updates'],
      ['Sharia Governance', '/investor/sharia'],
      ['Zakat', '/investor/zakat'],
      ['Purification', '/investor/purification'],
      ['Support', '/investor/tickets'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Account settings' }).getAttribute('href')).toBe('/investor/profile');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it("shows the investor's open tickets beside Support (issue 21)", async () => {
    stubFetch({ ...investor('Amina Yusuf'), 'GET /api/investor/tickets/counts': { body: { open: 2 } } });
    renderApp('/investor');
    const nav = await screen.findByRole('navigation', { name: 'Portal navigation' });
    const support = await within(nav).findByRole('link', { name: 'Support, 2 open' });
    expect(support.getAttribute('href')).toBe('/investor/tickets');
    expect(within(support).getByText('2')).toBeTruthy();
  });

  it.each([
    ['/investor', 'Dashboard'],
    ['/investor/investments', 'My Investments'],
    ['/investor/assets', 'My Assets'],
    ['/investor/opportunities', 'Investment Opportunities'],
    ['/investor/transactions', 'Transactions'],
    ['/investor/documents', 'Documents'],
    ['/investor/updates', 'Updates'],
    ['/investor/tickets', 'Support Tickets'],
    ['/investor/profile', 'Profile Settings'],
  ])('loads %s with its title and names the tab after it', async (path, title) => {
    await renderPortal(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${title} · Sharia Fund Platform`));
  });

  it('starts expanded without a cookie and collapsed when the cookie says false', async () => {
    expect(readSidebarOpen()).toBe(true);
    document.cookie = 'sidebar_state=false; path=/';
    expect(readSidebarOpen()).toBe(false);

    await renderPortal();

    expect(sidebarState()).toBe('collapsed');
    // Collapsed, the links keep their names for screen readers.
    expect(screen.getByRole('link', { name: 'Investments' })).toBeTruthy();
  });

  it('toggles with the header button and remembers the choice in the cookie for 7 days', async () => {
    await renderPortal();
    const writes: string[] = [];
    let owner: object | null = document;
    while (owner && !Object.getOwnPropertyDescriptor(owner, 'cookie')) owner = Object.getPrototypeOf(owner);
    const descriptor = Object.getOwnPropertyDescriptor(owner!, 'cookie')!;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => descriptor.get!.call(document),
      set: (value: string) => {
        writes.push(value);
        descriptor.set!.call(document, value);
      },
    });
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
      expect(sidebarState()).toBe('collapsed');
      expect(writes).toEqual(['sidebar_state=false; path=/; max-age=604800; SameSite=Lax']);
      expect(readSidebarOpen()).toBe(false);

      fireEvent.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
      expect(sidebarState()).toBe('expanded');
      expect(readSidebarOpen()).toBe(true);
    } finally {
      if (owner === document) Object.defineProperty(document, 'cookie', descriptor);
      else delete (document as { cookie?: string }).cookie;
    }
  });

  it.each([
    ['Ctrl+B', { ctrlKey: true }],
    ['Cmd+B', { metaKey: true }],
  ])('toggles with %s', async (_name, modifier) => {
    await renderPortal();

    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'b', ...modifier, bubbles: true, cancelable: true }));
    });
    expect(sidebarState()).toBe('collapsed');
    expect(readSidebarOpen()).toBe(false);

    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'B', ...modifier, bubbles: true, cancelable: true }));
    });
    await waitFor(() => expect(sidebarState()).toBe('expanded'));
  });

  it('takes only Ctrl/Cmd+B as the shortcut', () => {
    expect(isSidebarShortcut(new KeyboardEvent('keydown', { key: 'b', ctrlKey: true }))).toBe(true);
    expect(isSidebarShortcut(new KeyboardEvent('keydown', { key: 'b', metaKey: true }))).toBe(true);
    expect(isSidebarShortcut(new KeyboardEvent('keydown', { key: 'b' }))).toBe(false);
    expect(isSidebarShortcut(new KeyboardEvent('keydown', { key: 'n', ctrlKey: true }))).toBe(false);
    expect(isSidebarShortcut(new KeyboardEvent('keydown', { key: 'b', ctrlKey: true, shiftKey: true }))).toBe(false);
  });
});
