import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { serverError, stubFetch } from '@fund/ui/testing';

import { renderApp } from '../../../testing/renderApp';

function fill(newPassword: string, confirmPassword: string) {
  fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: newPassword } });
  fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: confirmPassword } });
  fireEvent.click(screen.getByRole('button', { name: 'CHANGE PASSWORD' }));
}

async function open() {
  renderApp('/change-password');
  await screen.findByRole('heading', { name: 'Change password' });
}

describe('forced password change', () => {
  it('lists the requirements and ticks them as the password meets them', async () => {
    stubFetch({});
    await open();
    expect(screen.getByText('At least 8 characters')).toBeTruthy();
    expect(screen.getByText(/One special character/)).toBeTruthy();
    expect(screen.getAllByText('(not met)', { exact: false })).toHaveLength(5);

    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'Abcdefg1' } });

    expect(screen.getAllByText('(met)', { exact: false })).toHaveLength(4);
    expect(screen.getByText('Having trouble? Contact your Client Success Manager.')).toBeTruthy();
  });

  it.each([
    ['both fields empty', '', '', 'Please fill in all fields'],
    ['different passwords', 'Str0ng!Pass', 'Str0ng!Pasz', 'Passwords do not match'],
    ['a short password', 'S0!a', 'S0!a', 'Password must be at least 8 characters long'],
  ])('refuses %s without calling the server', async (_case, password, confirm, message) => {
    const stub = stubFetch({});
    await open();

    fill(password, confirm);

    expect(await screen.findByText(message)).toBeTruthy();
    expect(stub.requests()).toEqual([]);
  });

  it("says 'Weak Password' for a password missing a kind of character", async () => {
    const stub = stubFetch({});
    await open();

    fill('longenough1', 'longenough1');

    expect(await screen.findByText('Weak Password')).toBeTruthy();
    expect(screen.getAllByText('Password must contain uppercase, lowercase, number, and special character').length).toBeGreaterThan(0);
    expect(stub.requests()).toEqual([]);
  });

  it('changes the password, refreshes the user and hands an investor to the portal', async () => {
    const stub = stubFetch({
      'POST /api/change-password': { body: { role: 'investor', id: 'u7' } },
      'GET /api/admin/setup-required': { body: { setupRequired: false } },
      'GET /api/me': { body: { id: 'u7', role: 'investor', fullName: 'Amina Yusuf', profilePhotoUrl: null, mustChangePassword: 'false' } },
    });
    const { router } = renderApp('/change-password');
    await screen.findByRole('heading', { name: 'Change password' });

    fill('Str0ng!Pass', 'Str0ng!Pass');

    expect(await screen.findByText('Your password has been changed successfully')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/investor'));
    expect(stub.bodiesOf('POST /api/change-password')).toEqual([{ newPassword: 'Str0ng!Pass' }]);
  });

  it("shows 'Failed to Change Password' with the server's message", async () => {
    stubFetch({ 'POST /api/change-password': serverError(403, 'No password change is required for this account', 'Forbidden') });
    await open();

    fill('Str0ng!Pass', 'Str0ng!Pass');

    expect(await screen.findByText('Failed to Change Password')).toBeTruthy();
    expect(screen.getByText('No password change is required for this account')).toBeTruthy();
  });
});
