import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { MESSAGES } from '@fund/contracts';
import { stubFetch } from '@fund/ui/testing';

import { renderApp } from '../../../testing/renderApp';

// Issue 25 item 4: "Sign in with <name>" under the password form when single sign-on is configured,
// and a refused sign-on's words when the API sends the browser back with ?sso=<code>.

describe('single sign-on on the login screen', () => {
  it('shows "or" and a link to the identity provider when the fund configured it', async () => {
    stubFetch({ 'GET /api/sso': { body: { enabled: true, name: 'Acme ID' } } });
    renderApp('/login');

    const link = await screen.findByRole('link', { name: 'Sign in with Acme ID' });
    expect(link.getAttribute('href')).toBe('/api/sso/login');
    expect(screen.getByRole('separator').textContent).toBe('or');
    // Under the password form, not inside it.
    expect(screen.getByRole('form').contains(link)).toBe(false);
  });

  it('shows no button when single sign-on is off, or the question fails', async () => {
    stubFetch({ 'GET /api/sso': { body: { enabled: false, name: 'single sign-on' } } });
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'CONTINUE' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull();
    expect(screen.queryByRole('separator')).toBeNull();
  });

  it("shows a refused sign-on's message from its code, with the button to try again", async () => {
    stubFetch({ 'GET /api/sso': { body: { enabled: true, name: 'Acme ID' } } });
    renderApp('/login?sso=domain');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`Single sign-on did not sign you in${MESSAGES.ssoDomainNotAllowed}`);
    expect(await screen.findByRole('link', { name: 'Sign in with Acme ID' })).toBeTruthy();
  });

  it('ignores an unknown code', async () => {
    stubFetch({ 'GET /api/sso': { body: { enabled: true, name: 'Acme ID' } } });
    renderApp('/login?sso=<script>');
    await screen.findByRole('link', { name: 'Sign in with Acme ID' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
