import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { stubFetch } from '@fund/ui/testing';

import { DASHBOARD_ROUTES } from './dashboard/dashboardFixtures';
import { renderAppAt } from './testing/renderApp';
import { ADMIN_ME } from './testing/session';
import { stubNavigation } from './testing/stubNavigation';

/** Lets react-admin finish reacting (loading page gone, pending promises and timers run). */
/** The whole console renders in happy-dom (charts included): slower than the default second. */
const PAGE_TIMEOUT = { timeout: 5000 };

const settle = async () => {
  await waitFor(() => expect(screen.queryByText('Loading')).toBeNull());
  await new Promise((resolve) => setTimeout(resolve, 50));
};

describe('admin app routing and access', () => {
  let assign: ReturnType<typeof stubNavigation>;

  // The Dashboard is lazily loaded; compiling its module once here keeps each test within its timeout.
  beforeAll(() => import('./dashboard/Dashboard'), 30_000);

  beforeEach(() => {
    assign = stubNavigation();
  });

  it('shows the Dashboard at /admin', async () => {
    stubFetch({ 'GET /api/me': { body: ADMIN_ME }, ...DASHBOARD_ROUTES });

    renderAppAt('/admin');

    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, PAGE_TIMEOUT)).toBeTruthy();
    expect(await screen.findByText(/Welcome back, Amina Rahman\./)).toBeTruthy();
  });

  it.each(['/admin/no-such-page', '/admin/kyc/42/whatever'])('redirects the unknown path %s to /admin', async (path) => {
    stubFetch({ 'GET /api/me': { body: ADMIN_ME }, ...DASHBOARD_ROUTES });

    renderAppAt(path);

    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, PAGE_TIMEOUT)).toBeTruthy();
    expect(window.location.pathname).toBe('/admin');
  });

  it('sends a visitor without a session to /login without showing the console', async () => {
    const stub = stubFetch({ 'GET /api/me': { status: 401, body: { statusCode: 401, message: 'Not authenticated' } } });

    renderAppAt('/admin');

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login'));
    await settle();
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).toBeNull();
    expect(stub.calls('POST', '/api/logout')).toHaveLength(0);
    expect(assign).not.toHaveBeenCalledWith('/');
  });

  it('sends the admin to /login when the session ends under the dashboard, without a crash (issue 22 item 2)', async () => {
    stubFetch({
      'GET /api/me': { body: ADMIN_ME },
      ...DASHBOARD_ROUTES,
      'GET /api/admin/stats': { status: 401, body: { statusCode: 401, message: 'Authentication required', error: 'Unauthorized' } },
    });

    renderAppAt('/admin');

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login'), PAGE_TIMEOUT);
    await settle();
    // The dashboard did not take the refused call for figures (it crashed on them): its error state shows.
    expect(screen.queryByText(/Something went wrong/i)).toBeNull();
    expect(await screen.findByText('The dashboard figures could not be loaded')).toBeTruthy();
  });

  it('sends an investor to the investor portal without showing the console', async () => {
    stubFetch({ 'GET /api/me': { body: { ...ADMIN_ME, role: 'investor' } } });

    renderAppAt('/admin');

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    await settle();
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
  });
});
