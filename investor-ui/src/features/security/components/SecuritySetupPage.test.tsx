import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { stubFetch } from '@fund/ui/testing';

import { renderApp } from '../../../testing/renderApp';

// /security/setup (issue 25 item 3): the fund's policy asks an admin for an authenticator app or a passkey.

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const HELD = { authenticatorApp: false, enrolledAt: null, recoveryCodesLeft: 0, passkeys: 0, enrolmentRequired: true };
const KEY = { id: 'p1', name: 'Office key', createdAt: '2026-11-27T10:00:00.000Z', lastUsedAt: null };

describe('the forced set-up page', () => {
  it('offers a passkey as well as the app, as the policy says', async () => {
    stubFetch({ 'GET /api/security/second-factors': { body: HELD }, 'GET /api/security/passkeys': { body: { passkeys: [] } } });
    renderApp('/security/setup');
    expect(await screen.findByText(/requires administrators to sign in with an authenticator app or a passkey/)).toBeTruthy();
    // The page's title says "Set up two-step sign-in"; its two ways are named for what they are.
    const app = within(await screen.findByRole('region', { name: 'Authenticator app' }));
    expect(await app.findByRole('button', { name: 'Set up an authenticator app' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Two-step sign-in' })).toBeNull();
    const passkeys = within(await screen.findByRole('region', { name: 'Passkeys' }));
    expect(passkeys.getByRole('button', { name: 'Add a passkey' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Continue to the back office' })).toBeNull();
  });

  it('once a passkey is added, the admin continues to the back office', async () => {
    stubFetch({
      'GET /api/security/second-factors': { body: { ...HELD, recoveryCodesLeft: 10, passkeys: 1, enrolmentRequired: false } },
      'GET /api/security/passkeys': { body: { passkeys: [KEY] } },
    });
    renderApp('/security/setup');
    expect(await screen.findByText('Office key')).toBeTruthy();
    const next = await screen.findByRole('link', { name: 'Continue to the back office' });
    expect(next.getAttribute('href')).toBe('/admin');
  });
});
