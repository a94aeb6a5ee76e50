import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { serverError, stubFetch, type StubReply } from '@fund/ui/testing';

import { renderApp } from '../../testing/renderApp';

const notRequired = { body: { setupRequired: false } };
const signedOut = serverError(401, 'Authentication required', 'Unauthorized');
const investor = (fullName: string | null) => ({ body: { id: 'u7', role: 'investor', fullName, profilePhotoUrl: null } });

describe('session gate', () => {
  it('shows Loading... first, then the System Setup screen when setup is required', async () => {
    // Before setup there is no user: /api/me answers 401, which the setup screen never shows.
    stubFetch({ 'GET /api/admin/setup-required': { body: { setupRequired: true } }, 'GET /api/me': signedOut });

    renderApp('/');

    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'System Setup' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'CREATE ADMIN ACCOUNT' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'CONTINUE' })).toBeNull();
  });

  it('asks for the session together with the setup check, not after its answer (issue 21 item 5)', async () => {
    let answerSetup: (reply: StubReply) => void = () => undefined;
    const stub = stubFetch({
      'GET /api/admin/setup-required': () => new Promise<StubReply>((resolve) => (answerSetup = resolve)),
      'GET /api/me': signedOut,
    });

    renderApp('/investor');

    await waitFor(() => expect(stub.requests()).toEqual(['GET /api/admin/setup-required', 'GET /api/me']));
    expect(screen.getByText('Loading...')).toBeTruthy();
    answerSetup(notRequired);
    expect(await screen.findByRole('button', { name: 'CONTINUE' })).toBeTruthy();
  });

  it('shows the login screen when setup is done and there is no session', async () => {
    const stub = stubFetch({ 'GET /api/admin/setup-required': notRequired, 'GET /api/me': signedOut });

    renderApp('/investor');

    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'CONTINUE' })).toBeTruthy();
    expect(screen.getByLabelText('Username')).toBeTruthy();
    // The login screen asks whether to show the single sign-on button (issue 25 item 4).
    expect(stub.requests()).toEqual(['GET /api/admin/setup-required', 'GET /api/me', 'GET /api/sso']);
  });

  it('goes on to the session check when the setup check fails', async () => {
    stubFetch({ 'GET /api/admin/setup-required': serverError(500, 'boom', 'Internal Server Error'), 'GET /api/me': signedOut });

    renderApp('/');

    expect(await screen.findByRole('button', { name: 'CONTINUE' })).toBeTruthy();
  });

  it.each(['admin', 'super_admin'])('sends the %s role to the admin console with a full page load', async (role) => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    stubFetch({ 'GET /api/admin/setup-required': notRequired, 'GET /api/me': { body: { id: 'a1', role, fullName: 'Sara Admin' } } });

    renderApp('/investor');

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/admin'));
    expect(screen.queryByText(/Welcome/)).toBeNull();
  });

  it('sends an investor from / to the investor portal with their first name', async () => {
    stubFetch({ 'GET /api/admin/setup-required': notRequired, 'GET /api/me': investor('Amina Yusuf') });

    const { router } = renderApp('/');

    expect(await screen.findByText('Welcome, Amina')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/investor');
  });

  it('greets an investor without a name as Investor', async () => {
    stubFetch({ 'GET /api/admin/setup-required': notRequired, 'GET /api/me': investor(null) });

    renderApp('/investor');

    expect(await screen.findByText('Welcome, Investor')).toBeTruthy();
  });

  it('redirects an unknown investor path to /investor', async () => {
    stubFetch({ 'GET /api/admin/setup-required': notRequired, 'GET /api/me': investor('Amina Yusuf') });

    const { router } = renderApp('/investor/no-such-page');

    expect(await screen.findByText('Welcome, Amina')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/investor');
  });

  it.each([
    ['succeeds', { status: 204 }],
    ['fails', serverError(500, 'boom', 'Internal Server Error')],
  ])('logs out with a full reload to / when the call %s', async (_outcome, reply) => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const stub = stubFetch({
      'GET /api/admin/setup-required': notRequired,
      'GET /api/me': investor('Amina Yusuf'),
      'POST /api/logout': reply,
    });
    renderApp('/investor');

    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(stub.requests()).toContain('POST /api/logout');
  });
});

describe('public routes', () => {
  it.each([
    ['/kyc', 'Open your investor account'],
    ['/kyc/submit', 'Personal Information'],
    ['/forgot-password', 'Forgot password'],
    ['/change-password', 'Change password'],
  ])('%s shows its page without checking the session', async (path, title) => {
    const stub = stubFetch({});

    renderApp(path);

    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(stub.requests()).toEqual([]);
  });

  it('/accept-invitation/{token} looks up only the invitation', async () => {
    const stub = stubFetch({ 'GET /api/admin/invitations/by-token/abc123': { body: { email: 'sara@example.org', status: 'pending' } } });

    renderApp('/accept-invitation/abc123');

    expect(await screen.findByRole('button', { name: 'ACCEPT INVITATION' })).toBeTruthy();
    expect(stub.requests()).toEqual(['GET /api/admin/invitations/by-token/abc123']);
  });

  it('leads the invitation link /admin/invite/{token} to the accept screen', async () => {
    stubFetch({ 'GET /api/admin/invitations/by-token/abc123': { body: { email: 'sara@example.org', status: 'pending' } } });

    const { router } = renderApp('/admin/invite/abc123');

    expect(await screen.findByRole('button', { name: 'ACCEPT INVITATION' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/accept-invitation/abc123');
  });
});
