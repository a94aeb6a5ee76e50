import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { serverError, stubFetch } from '@fund/ui/testing';

import { renderApp } from '../../../testing/renderApp';

const setupRequired = { body: { setupRequired: true } };
const setupTokenRequired = { body: { setupRequired: true, setupTokenRequired: true } };
const admin = { fullName: 'Sara Admin', email: 'sara@example.org', username: 'sara', password: 'Adm1n!pass' };
type Field = keyof typeof admin | 'setupToken';

function fill(values: Partial<Record<Field, string>>) {
  const labels: Record<Field, string> = {
    fullName: 'Full name',
    email: 'E-mail',
    username: 'Username',
    password: 'Password',
    setupToken: 'Setup token',
  };
  for (const [field, value] of Object.entries(values) as [Field, string][]) {
    fireEvent.change(screen.getByLabelText(labels[field]), { target: { value } });
  }
}

describe('system setup screen', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says the page appears only once', async () => {
    stubFetch({ 'GET /api/admin/setup-required': setupRequired });
    renderApp('/');

    expect(await screen.findByText(/appears only once/)).toBeTruthy();
  });

  it('asks for every field before posting', async () => {
    const stub = stubFetch({
      'GET /api/admin/setup-required': setupRequired,
      'GET /api/me': serverError(401, 'Authentication required', 'Unauthorized'),
    });
    renderApp('/');
    await screen.findByRole('button', { name: 'CREATE ADMIN ACCOUNT' });

    fill({ fullName: 'Sara Admin', email: 'sara@example.org', username: 'sara' });
    fireEvent.click(screen.getByRole('button', { name: 'CREATE ADMIN ACCOUNT' }));

    expect(await screen.findByText('Please fill in all fields')).toBeTruthy();
    // Only the two checks the gate makes together (issue 21 item 5); nothing posted.
    expect(stub.requests()).toEqual(['GET /api/admin/setup-required', 'GET /api/me']);
  });

  it('checks the username as the server does before posting: 3 to 100 visible characters', async () => {
    const stub = stubFetch({
      'GET /api/admin/setup-required': setupRequired,
      'GET /api/me': serverError(401, 'Authentication required', 'Unauthorized'),
    });
    renderApp('/');
    await screen.findByRole('button', { name: 'CREATE ADMIN ACCOUNT' });

    for (const [username, message] of [
      ['ab', 'Username must be at least 3 characters'],
      ['sa\tra', 'Username can only contain visible characters and spaces'],
      ['x'.repeat(101), 'Username must be at most 100 characters'],
    ]) {
      fill({ ...admin, username });
      fireEvent.click(screen.getByRole('button', { name: 'CREATE ADMIN ACCOUNT' }));
      expect(await screen.findByText(message)).toBeTruthy();
    }
    // Only the two checks the gate makes together (issue 21 item 5); nothing posted.
    expect(stub.requests()).toEqual(['GET /api/admin/setup-required', 'GET /api/me']);
  });

  it('posts the four fields, then goes to /login after two seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const stub = stubFetch({
      'GET /api/admin/setup-required': [setupRequired, { body: { setupRequired: false } }],
      'POST /api/admin/setup': { status: 201, body: { id: 'a1' } },
      'GET /api/me': serverError(401, 'Authentication required', 'Unauthorized'),
    });
    const { router } = renderApp('/');
    await screen.findByRole('button', { name: 'CREATE ADMIN ACCOUNT' });

    fill(admin);
    fireEvent.click(screen.getByRole('button', { name: 'CREATE ADMIN ACCOUNT' }));

    expect(await screen.findByText('Admin Account Created')).toBeTruthy();
    expect(stub.bodiesOf('POST /api/admin/setup')).toEqual([admin]);
    expect(router.state.location.pathname).toBe('/');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });

    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByRole('button', { name: 'CONTINUE' })).toBeTruthy();
    // The setup check was invalidated: back at the gate it is asked again, and so is the session.
    const sessionChecks = () => stub.requests().filter((request) => request === 'GET /api/me').length;
    const sessionChecksBefore = sessionChecks();
    await act(async () => {
      await router.navigate('/');
    });
    await waitFor(() => expect(stub.requests().filter((request) => request === 'GET /api/admin/setup-required')).toHaveLength(2));
    await waitFor(() => expect(sessionChecks()).toBeGreaterThan(sessionChecksBefore));
    expect(screen.getByRole('button', { name: 'CONTINUE' })).toBeTruthy();
  });

  it('asks for no setup token unless the server says one is needed', async () => {
    stubFetch({ 'GET /api/admin/setup-required': setupRequired });
    renderApp('/');
    await screen.findByRole('button', { name: 'CREATE ADMIN ACCOUNT' });

    expect(screen.queryByLabelText('Setup token')).toBeNull();
  });

  it('asks for the setup token from the server log when the server needs one, and sends it', async () => {
    const stub = stubFetch({
      'GET /api/admin/setup-required': setupTokenRequired,
      'POST /api/admin/setup': { status: 201, body: { id: 'a1' } },
    });
    renderApp('/');
    await screen.findByRole('button', { name: 'CREATE ADMIN ACCOUNT' });
    expect(screen.getByText('Printed in the server log when the server started.')).toBeTruthy();

    fill(admin);
    fireEvent.click(screen.getByRole('button', { name: 'CREATE ADMIN ACCOUNT' }));
    expect(await screen.findByText('Please fill in all fields')).toBeTruthy();
    expect(stub.bodiesOf('POST /api/admin/setup')).toEqual([]);

    fill({ setupToken: '  0123456789abcdef0123456789abcdef ' });
    fireEvent.click(screen.getByRole('button', { name: 'CREATE ADMIN ACCOUNT' }));

    expect(await screen.findByText('Admin Account Created')).toBeTruthy();
    expect(stub.bodiesOf('POST /api/admin/setup')).toEqual([{ ...admin, setupToken: '0123456789abcdef0123456789abcdef' }]);
  });

  it('shows the server message when the setup token is refused', async () => {
    stubFetch({
      'GET /api/admin/setup-required': setupTokenRequired,
      'POST /api/admin/setup': serverError(403, 'Invalid or missing setup token: copy it from the server log', 'Forbidden'),
    });
    renderApp('/');
    await screen.findByRole('button', { name: 'CREATE ADMIN ACCOUNT' });

    fill({ ...admin, setupToken: 'wrong' });
    fireEvent.click(screen.getByRole('button', { name: 'CREATE ADMIN ACCOUNT' }));

    expect(await screen.findByText('Setup Failed')).toBeTruthy();
    expect(screen.getByText('Invalid or missing setup token: copy it from the server log')).toBeTruthy();
  });

  it('shows the server message when setup fails', async () => {
    stubFetch({
      'GET /api/admin/setup-required': setupRequired,
      'POST /api/admin/setup': serverError(409, 'Setup has already been completed', 'Conflict'),
    });
    const { router } = renderApp('/');
    await screen.findByRole('button', { name: 'CREATE ADMIN ACCOUNT' });

    fill(admin);
    fireEvent.click(screen.getByRole('button', { name: 'CREATE ADMIN ACCOUNT' }));

    expect(await screen.findByText('Setup Failed')).toBeTruthy();
    expect(screen.getByText('Setup has already been completed')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('falls back to its own message when the server gives none', async () => {
    stubFetch({
      'GET /api/admin/setup-required': setupRequired,
      'POST /api/admin/setup': { status: 500, body: '' },
    });
    renderApp('/');
    await screen.findByRole('button', { name: 'CREATE ADMIN ACCOUNT' });

    fill(admin);
    fireEvent.click(screen.getByRole('button', { name: 'CREATE ADMIN ACCOUNT' }));

    expect(await screen.findByText('Failed to create admin account')).toBeTruthy();
  });
});
