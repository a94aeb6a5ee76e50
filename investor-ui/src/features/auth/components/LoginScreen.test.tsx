import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { serverError, stubFetch } from '@fund/ui/testing';

import { renderApp } from '../../../testing/renderApp';

const otpSent = { body: { otpSent: true, userId: 'u7' } };

function input(label: string) {
  return screen.getByLabelText(label) as HTMLInputElement;
}

function type(label: string, value: string) {
  fireEvent.change(input(label), { target: { value } });
}

async function submitCredentials(username = 'amina', password = 'S3cret!pass') {
  type('Username', username);
  type('Password', password);
  fireEvent.click(screen.getByRole('button', { name: 'CONTINUE' }));
}

describe('login screen', () => {
  it('shows the fields, the forgot-password link and the help line', async () => {
    stubFetch({});
    renderApp('/login');

    expect(await screen.findByRole('button', { name: 'CONTINUE' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByText('Need help? Reach out to your Client Success Manager.')).toBeTruthy();
  });

  it('links a newcomer to the investor application', async () => {
    stubFetch({});
    const { router } = renderApp('/login');

    const apply = await screen.findByRole('link', { name: 'Apply to open an investor account' });
    expect(apply.getAttribute('href')).toBe('/kyc');
    expect(apply.closest('p')?.textContent).toBe('New investor? Apply');
    fireEvent.click(apply);
    await waitFor(() => expect(router.state.location.pathname).toBe('/kyc'));
  });

  it('asks for username and password on an empty submit without calling the server', async () => {
    const stub = stubFetch({});
    renderApp('/login');

    fireEvent.click(await screen.findByRole('button', { name: 'CONTINUE' }));

    expect(await screen.findByText('Please enter username and password')).toBeTruthy();
    type('Username', 'amina');
    fireEvent.click(screen.getByRole('button', { name: 'CONTINUE' }));
    expect(await screen.findByText('Please enter username and password')).toBeTruthy();
    // Only the single sign-on button's question (issue 25 item 4).
    expect(stub.requests()).toEqual(['GET /api/sso']);
  });

  it('moves to the code step after the credentials are accepted', async () => {
    const stub = stubFetch({ 'POST /api/login': otpSent });
    renderApp('/login');

    await submitCredentials();

    expect(await screen.findByRole('button', { name: 'VERIFY & LOG IN' })).toBeTruthy();
    expect(screen.getByText('OTP Sent')).toBeTruthy();
    expect(screen.getByText('A verification code has been sent to your email address')).toBeTruthy();
    expect(stub.bodiesOf('POST /api/login')).toEqual([{ username: 'amina', password: 'S3cret!pass' }]);
  });

  it('shows the server message when the credentials are refused', async () => {
    stubFetch({ 'POST /api/login': serverError(401, 'Invalid credentials', 'Unauthorized') });
    renderApp('/login');

    await submitCredentials();

    expect(await screen.findByText('Login Failed')).toBeTruthy();
    expect(screen.getByText('Invalid credentials')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'CONTINUE' })).toBeTruthy();
  });

  it('falls back to "Invalid credentials" when the server gives no message', async () => {
    stubFetch({ 'POST /api/login': { status: 502, body: '<html>Bad Gateway</html>' } });
    renderApp('/login');

    await submitCredentials();

    expect(await screen.findByText('Login Failed')).toBeTruthy();
    expect(screen.getByText('Invalid credentials')).toBeTruthy();
  });

  it('keeps only digits in the code, at most six', async () => {
    stubFetch({ 'POST /api/login': otpSent });
    renderApp('/login');
    await submitCredentials();
    await screen.findByRole('button', { name: 'VERIFY & LOG IN' });

    type('Verification code', '12a 34-5678');

    expect(input('Verification code').value).toBe('123456');
  });

  it('rejects a code that is not six digits without calling the server', async () => {
    const stub = stubFetch({ 'POST /api/login': otpSent });
    renderApp('/login');
    await submitCredentials();
    await screen.findByRole('button', { name: 'VERIFY & LOG IN' });

    type('Verification code', '123');
    fireEvent.click(screen.getByRole('button', { name: 'VERIFY & LOG IN' }));

    expect(await screen.findByText('Please enter a valid 6-digit code')).toBeTruthy();
    expect(stub.requests().filter((r) => r !== 'GET /api/sso')).toEqual(['POST /api/login']);
  });

  it('"Back to login" returns to the credentials with the password and code cleared', async () => {
    const stub = stubFetch({
      'POST /api/login': [otpSent, { body: { otpSent: true, userId: 'u8' } }],
      'POST /api/verify-otp': serverError(401, 'Code expired', 'Unauthorized'),
    });
    renderApp('/login');
    await submitCredentials();
    await screen.findByRole('button', { name: 'VERIFY & LOG IN' });
    type('Verification code', '654321');

    fireEvent.click(screen.getByRole('button', { name: 'Back to login' }));

    expect(await screen.findByRole('button', { name: 'CONTINUE' })).toBeTruthy();
    expect(input('Password').value).toBe('');
    expect(input('Username').value).toBe('amina');
    // A fresh attempt starts with an empty code and verifies the user id of that attempt.
    await submitCredentials('amina', 'An0ther!pass');
    await screen.findByRole('button', { name: 'VERIFY & LOG IN' });
    expect(input('Verification code').value).toBe('');
    type('Verification code', '111222');
    fireEvent.click(screen.getByRole('button', { name: 'VERIFY & LOG IN' }));
    await screen.findByText('Verification Failed');
    expect(stub.bodiesOf('POST /api/verify-otp')).toEqual([{ userId: 'u8', otpCode: '111222' }]);
  });

  it('clears the code and shows the server message when verification fails', async () => {
    stubFetch({
      'POST /api/login': otpSent,
      'POST /api/verify-otp': serverError(401, 'Code expired', 'Unauthorized'),
    });
    renderApp('/login');
    await submitCredentials();
    await screen.findByRole('button', { name: 'VERIFY & LOG IN' });

    type('Verification code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'VERIFY & LOG IN' }));

    expect(await screen.findByText('Verification Failed')).toBeTruthy();
    expect(screen.getByText('Code expired')).toBeTruthy();
    expect(input('Verification code').value).toBe('');
  });

  it('sends a user who must change their password to /change-password', async () => {
    const stub = stubFetch({
      'POST /api/login': otpSent,
      'POST /api/verify-otp': { body: { mustChangePassword: 'true', role: 'investor', id: 'u7' } },
    });
    const { router } = renderApp('/login');
    await submitCredentials();
    await screen.findByRole('button', { name: 'VERIFY & LOG IN' });

    type('Verification code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'VERIFY & LOG IN' }));

    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/change-password');
    expect(stub.bodiesOf('POST /api/verify-otp')).toEqual([{ userId: 'u7', otpCode: '123456' }]);
  });

  it('lets the session gate route a verified investor to the portal', async () => {
    stubFetch({
      'GET /api/admin/setup-required': { body: { setupRequired: false } },
      'GET /api/me': [
        serverError(401, 'Authentication required', 'Unauthorized'),
        { body: { id: 'u7', role: 'investor', fullName: 'Amina Yusuf' } },
      ],
      'POST /api/login': otpSent,
      'POST /api/verify-otp': { body: { mustChangePassword: 'false', role: 'investor', id: 'u7' } },
    });
    const { router } = renderApp('/');
    await screen.findByRole('button', { name: 'CONTINUE' });
    await submitCredentials();
    await screen.findByRole('button', { name: 'VERIFY & LOG IN' });

    type('Verification code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'VERIFY & LOG IN' }));

    expect(await screen.findByText('Welcome, Amina')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/investor'));
  });

  it('hands over to the session gate after signing in on /login', async () => {
    stubFetch({
      'GET /api/admin/setup-required': { body: { setupRequired: false } },
      'GET /api/me': { body: { id: 'u7', role: 'investor', fullName: 'Amina Yusuf' } },
      'POST /api/login': otpSent,
      'POST /api/verify-otp': { body: { role: 'investor', id: 'u7' } },
    });
    const { router } = renderApp('/login');
    await submitCredentials();
    await screen.findByRole('button', { name: 'VERIFY & LOG IN' });

    type('Verification code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'VERIFY & LOG IN' }));

    expect(await screen.findByText('Welcome, Amina')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/investor');
  });

  it.each([
    ['/investor/documents?item=a1', '/investor/documents?item=a1'],
    ['https://evil.example/investor', '/investor'],
    ['//evil.example/investor', '/investor'],
    ['/admin', '/investor'],
    ['/investorx', '/investor'],
  ])('after signing in on /login?next=%s lands on %s (only portal paths of this site)', async (next, landing) => {
    stubFetch({
      'GET /api/admin/setup-required': { body: { setupRequired: false } },
      'GET /api/me': { body: { id: 'u7', role: 'investor', fullName: 'Amina Yusuf' } },
      'GET /api/investor/unread': { body: { notifications: 0, documents: 0, updates: 0 } },
      'GET /api/investments/u7': { body: [] },
      'GET /api/activities/u7': { body: [] },
      'POST /api/login': otpSent,
      'POST /api/verify-otp': { body: { role: 'investor', id: 'u7' } },
    });
    const { router } = renderApp(`/login?${new URLSearchParams({ next }).toString()}`);
    await submitCredentials();
    await screen.findByRole('button', { name: 'VERIFY & LOG IN' });

    type('Verification code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'VERIFY & LOG IN' }));

    expect(await screen.findByText('Welcome, Amina')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe(landing));
  });
});
