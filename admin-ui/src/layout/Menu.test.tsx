import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { stubFetch } from '@fund/ui/testing';

import rootPackage from '../../../package.json' with { type: 'json' };
import { DASHBOARD_ROUTES } from '../dashboard/dashboardFixtures';
import { renderAppAt } from '../testing/renderApp';
import { ADMIN_ME } from '../testing/session';
import { stubNavigation } from '../testing/stubNavigation';

const GROUPS: [string, [string, string][]][] = [
  [
    'Main',
    [
      ['Dashboard', '/admin'],
      ['Products & Schemes', '/admin/products'],
      ['Sharia governance', '/admin/sharia'],
      ['Investors', '/admin/investors'],
      ['Active Investors', '/admin/active-investors'],
    ],
  ],
  [
    'Onboarding',
    [
      ['KYC Management', '/admin/kyc'],
      ['Expression of Interest', '/admin/expressions'],
    ],
  ],
  [
    'Activity centre',
    [
      ['Post Activity', '/admin/activity'],
      ['Statements', '/admin/statements'],
      ['Assets', '/admin/assets'],
      ['Asset Allocation', '/admin/asset-allocations'],
      ['Marketing Engine', '/admin/marketing'],
      ['Support Tickets', '/admin/tickets'],
    ],
  ],
  [
    // The Footer group shows no heading; this is its accessible name only.
    'Administration',
    [
      ['User Management', '/admin/users'],
      ['Password Resets', '/admin/password-resets'],
      ['Settings', '/admin/settings'],
      ['Audit Logs', '/admin/audit-logs'],
      ['My account', '/admin/account'],
    ],
  ],
];

const sidebar = () => screen.findByRole('navigation', { name: 'Admin sections' });

describe('admin sidebar', () => {
  let assign: ReturnType<typeof stubNavigation>;

  beforeEach(() => {
    assign = stubNavigation();
  });

  it('shows the Main, Onboarding and Activity centre headings in the spec order, and none over the footer group', async () => {
    stubFetch({ 'GET /api/me': { body: ADMIN_ME }, ...DASHBOARD_ROUTES });
    renderAppAt('/admin');

    const nav = await sidebar();

    const headings = within(nav)
      .getAllByRole('menu')
      .map((menu) => document.getElementById(menu.getAttribute('aria-labelledby') ?? '')?.textContent ?? null);
    expect(headings).toEqual(['Main', 'Onboarding', 'Activity centre', null]);
    expect(
      within(nav)
        .getAllByRole('menu')
        .map((menu) => menu.getAttribute('aria-label')),
    ).toEqual([null, null, null, 'Administration']);
    expect(within(nav).queryByText('Footer')).toBeNull();
    expect(within(nav).queryByText('Administration')).toBeNull();
  });

  it.each(GROUPS)('lists the %s entries in order, each linking to its admin path', async (heading, entries) => {
    stubFetch({ 'GET /api/me': { body: ADMIN_ME }, ...DASHBOARD_ROUTES });
    renderAppAt('/admin');

    const group = within(await sidebar()).getByRole('menu', { name: heading });
    const links = within(group)
      .getAllByRole('menuitem')
      .filter((item) => item.hasAttribute('href'))
      .map((item) => [item.textContent, item.getAttribute('href')]);

    expect(links).toEqual(entries);
  });

  it('ends the Footer group with Logout and the version label', async () => {
    stubFetch({ 'GET /api/me': { body: ADMIN_ME }, ...DASHBOARD_ROUTES });
    renderAppAt('/admin');

    const nav = await sidebar();
    const footer = within(nav).getByRole('menu', { name: 'Administration' });
    const items = within(footer).getAllByRole('menuitem');

    expect(items.at(-1)?.textContent).toBe('Logout');
    expect(within(nav).getByText(`v${rootPackage.version}`)).toBeTruthy();
  });

  it('shows Support Tickets under Activity centre with the count of open tickets (issue 21)', async () => {
    const stub = stubFetch({
      'GET /api/me': { body: ADMIN_ME },
      'GET /api/admin/tickets/counts': { body: { open: 3 } },
      ...DASHBOARD_ROUTES,
    });
    renderAppAt('/admin');

    const group = within(await sidebar()).getByRole('menu', { name: 'Activity centre' });
    const entry = await within(group).findByRole('menuitem', { name: 'Support Tickets (3 open)' });
    expect(entry.getAttribute('href')).toBe('/admin/tickets');
    expect(within(entry).getByText('3')).toBeTruthy();
    expect(stub.calls('GET', '/api/admin/tickets/counts')).toHaveLength(1);
  });

  it('is 16rem wide', async () => {
    stubFetch({ 'GET /api/me': { body: ADMIN_ME }, ...DASHBOARD_ROUTES });
    renderAppAt('/admin');

    expect(getComputedStyle(await sidebar()).width).toBe('256px');
  });

  it('Logout posts /api/logout and reloads the browser at /', async () => {
    const stub = stubFetch({ 'GET /api/me': { body: ADMIN_ME }, 'POST /api/logout': { body: {} }, ...DASHBOARD_ROUTES });
    renderAppAt('/admin');

    (await screen.findByRole('menuitem', { name: 'Logout' })).click();

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(stub.calls('POST', '/api/logout')).toHaveLength(1);
  });
});
