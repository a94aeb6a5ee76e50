import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { serverError, stubFetch } from '@fund/ui/testing';

import { renderApp } from '../../../testing/renderApp';

const LOOKUP = 'GET /api/admin/invitations/by-token/tok123';
const pending = { body: { email: 'sara@example.org', status: 'pending' } };

function fill(username: string, password: string, confirm: string) {
  fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'ACCEPT INVITATION' }));
}

describe('accept-invitation screen', () => {
  afterEach(() => vi.useRealTimers());

  it("shows 'Loading invitation...' while it looks the invitation up", async () => {
    stubFetch({ [LOOKUP]: pending });
    renderApp('/accept-invitation/tok123');
    expect(await screen.findByText('Loading invitation...')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'ACCEPT INVITATION' })).toBeTruthy();
  });

  it("shows 'Invalid Invitation' with Go to Home for an unknown or expired token", async () => {
    stubFetch({ [LOOKUP]: serverError(404, 'Invalid or expired invitation', 'Not Found') });
    renderApp('/accept-invitation/tok123');

    expect(await screen.findByRole('heading', { name: 'Invalid Invitation' })).toBeTruthy();
    expect(screen.getByText('Invalid or expired invitation')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
  });

  it("shows 'Invitation Already Used' with Go to Login for an accepted one", async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    stubFetch({ [LOOKUP]: { body: { email: 'sara@example.org', status: 'accepted' } } });
    renderApp('/accept-invitation/tok123');

    expect(await screen.findByRole('heading', { name: 'Invitation Already Used' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to Login' }));
    expect(assign).toHaveBeenCalledWith('/admin/login');
  });

  it('shows the invited e-mail read-only and checks the fields before sending', async () => {
    const stub = stubFetch({ [LOOKUP]: pending });
    renderApp('/accept-invitation/tok123');
    await screen.findByRole('button', { name: 'ACCEPT INVITATION' });
    const email = screen.getByLabelText('E-mail') as HTMLInputElement;
    expect(email.value).toBe('sara@example.org');
    expect(email.readOnly).toBe(true);

    fill('', 'Str0ng!Pass', 'Str0ng!Pass');
    expect(await screen.findByText('Please fill in all fields')).toBeTruthy();
    fill('sara', 'Str0ng!Pass', 'Str0ng!Pasz');
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    fill('sara', 'short', 'short');
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeTruthy();
    expect(stub.requests()).toEqual([LOOKUP]);
  });

  it('checks the username as the server does before sending: 3 to 100 visible characters', async () => {
    const stub = stubFetch({ [LOOKUP]: pending });
    renderApp('/accept-invitation/tok123');
    await screen.findByRole('button', { name: 'ACCEPT INVITATION' });

    fill(' ab ', 'Str0ng!Pass', 'Str0ng!Pass');
    expect(await screen.findByText('Username must be at least 3 characters')).toBeTruthy();
    fill('\u0012\u0007x', 'Str0ng!Pass', 'Str0ng!Pass');
    expect(await screen.findByText('Username can only contain visible characters and spaces')).toBeTruthy();
    fill('x'.repeat(101), 'Str0ng!Pass', 'Str0ng!Pass');
    expect(await screen.findByText('Username must be at most 100 characters')).toBeTruthy();
    expect(stub.requests()).toEqual([LOOKUP]);
  });

  it('creates the account, says so, and goes to the admin login after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const stub = stubFetch({
      [LOOKUP]: pending,
      'POST /api/admin/invitations/accept/tok123': {
        status: 201,
        body: { message: 'Account created successfully! Please login with your credentials.' },
      },
    });
    renderApp('/accept-invitation/tok123');
    await screen.findByRole('button', { name: 'ACCEPT INVITATION' });

    fill(' sara ', 'Str0ng!Pass', 'Str0ng!Pass');

    expect(await screen.findByText('Account created successfully! Please login with your credentials.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'CREATING ACCOUNT...' })).toBeTruthy();
    expect(stub.bodiesOf('POST /api/admin/invitations/accept/tok123')).toEqual([{ username: 'sara', password: 'Str0ng!Pass' }]);
    expect(assign).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(assign).toHaveBeenCalledWith('/admin/login');
  });

  it("shows 'Error' with the server's message when the account cannot be created", async () => {
    stubFetch({
      [LOOKUP]: pending,
      'POST /api/admin/invitations/accept/tok123': serverError(409, 'That username is already taken', 'Conflict'),
    });
    renderApp('/accept-invitation/tok123');
    await screen.findByRole('button', { name: 'ACCEPT INVITATION' });

    fill('sara', 'Str0ng!Pass', 'Str0ng!Pass');

    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getByText('That username is already taken')).toBeTruthy();
  });
});
