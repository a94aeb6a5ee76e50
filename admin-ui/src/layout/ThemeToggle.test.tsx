import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { THEME_STORAGE_KEY } from '@fund/contracts';
import { stubFetch } from '@fund/ui/testing';

import { DASHBOARD_ROUTES } from '../dashboard/dashboardFixtures';
import { renderAppAt } from '../testing/renderApp';
import { ADMIN_ME } from '../testing/session';
import { stubNavigation } from '../testing/stubNavigation';

/** MUI's CssBaseline announces the palette to the browser through `color-scheme`. */
const colorScheme = () => getComputedStyle(document.documentElement).colorScheme;

describe('theme toggle in the sidebar header', () => {
  beforeEach(() => {
    stubNavigation();
    stubFetch({ 'GET /api/me': { body: ADMIN_ME }, ...DASHBOARD_ROUTES });
  });

  it('starts light when nothing is remembered', async () => {
    renderAppAt('/admin');

    expect(await screen.findByRole('button', { name: 'Switch to dark theme' })).toBeTruthy();
    expect(colorScheme()).toBe('light');
  });

  it('switches to dark and back, remembering each choice under the contracts key', async () => {
    renderAppAt('/admin');

    fireEvent.click(await screen.findByRole('button', { name: 'Switch to dark theme' }));

    await waitFor(() => expect(colorScheme()).toBe('dark'));
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');

    fireEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));

    await waitFor(() => expect(colorScheme()).toBe('light'));
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('opens dark on a fresh load when dark was remembered', async () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');

    renderAppAt('/admin');

    expect(await screen.findByRole('button', { name: 'Switch to light theme' })).toBeTruthy();
    expect(colorScheme()).toBe('dark');
  });
});
