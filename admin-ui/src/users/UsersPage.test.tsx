import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import type { AdminUserView, InvitationView } from '@fund/contracts';
import { stubFetch } from '@fund/ui/testing';

import { renderAppAt } from '../testing/renderApp';
import { ADMIN_ME } from '../testing/session';
import { stubNavigation } from '../testing/stubNavigation';

// Issue 21 item 10: staff off-boarding on User Management. The whole console renders in happy-dom.
const WAIT = { timeout: 10_000 };

const admin = (overrides: Partial<AdminUserView>): AdminUserView => ({
  id: 'a2',
  fullName: 'Leaving Admin',
  email: 'leaving@example.com',
  username: 'leaving',
  role: 'admin',
  status: 'active',
  createdAt: '2026-01-05T09:00:00.000Z',
  ...overrides,
});

const ME = admin({
  id: String(ADMIN_ME.id),
  fullName: ADMIN_ME.fullName,
  email: 'amina@example.com',
  username: 'amina',
  role: 'super_admin',
});

const INVITATION: InvitationView = {
  id: 'i1',
  fullName: 'Late Joiner',
  email: 'late.joiner@example.com',
  role: 'admin',
  status: 'expired',
  expiresAt: '2026-01-12T09:00:00.000Z',
  createdAt: '2026-01-05T09:00:00.000Z',
};

const list = (resource: string, rows: unknown[]) => ({
  body: rows,
  headers: { 'Content-Range': rows.length ? `${resource} 0-${rows.length - 1}/${rows.length}` : `${resource} */0` },
});

const api = (role: 'admin' | 'super_admin', users: AdminUserView[]) =>
  stubFetch({
    'GET /api/me': { body: { ...ADMIN_ME, role } },
    'GET /api/admin/users': list('users', users),
    'GET /api/admin/invitations': list('invitations', [INVITATION]),
    'GET /api/admin/mail-queue': list('mail-queue', []),
    'PATCH /api/users/a2/status': { body: { id: 'a2', status: 'disabled' } },
    'PATCH /api/users/a3/status': { body: { id: 'a3', status: 'active' } },
    'POST /api/admin/invitations/i1/resend': {
      status: 201,
      body: { ...INVITATION, status: 'pending', inviteToken: 't'.repeat(43), inviteLink: 'x', emailSent: true, emailStatus: 'sent' },
    },
  });

const card = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name: new RegExp(name) }, WAIT)).closest('li') as HTMLElement;

describe('User Management: staff off-boarding', { timeout: 30_000 }, () => {
  beforeEach(() => {
    stubNavigation();
  });

  it("lets a super admin disable another admin's login after a confirmation that starts on Cancel; never their own", async () => {
    const stub = api('super_admin', [ME, admin({})]);
    renderAppAt('/admin/users');
    const leaver = await card('Leaving Admin');
    expect(within(await card('Amina Rahman')).queryByRole('button', { name: /Disable login/ })).toBeNull();

    fireEvent.click(within(leaver).getByRole('button', { name: 'Disable login: Leaving Admin' }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(within(dialog).getByText('Disable the login of Leaving Admin?')).toBeTruthy();
    expect(within(dialog).getByText(/Their sessions end at once and they cannot sign in/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })), WAIT);
    expect(stub.calls('PATCH', '/api/users/a2/status')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable login' }));
    await waitFor(() => expect(stub.calls('PATCH', '/api/users/a2/status')).toHaveLength(1), WAIT);
    expect(JSON.parse(String(stub.calls('PATCH', '/api/users/a2/status')[0].init.body))).toEqual({ status: 'disabled' });
    expect(await screen.findByText('Login disabled: Leaving Admin can no longer sign in', {}, WAIT)).toBeTruthy();
  });

  it('offers Enable login on a disabled admin, and neither to a plain admin', async () => {
    const stub = api('super_admin', [ME, admin({ id: 'a3', fullName: 'Returning Admin', status: 'disabled' })]);
    renderAppAt('/admin/users');
    fireEvent.click(within(await card('Returning Admin')).getByRole('button', { name: 'Enable login: Returning Admin' }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enable login' }));
    await waitFor(() => expect(stub.calls('PATCH', '/api/users/a3/status')).toHaveLength(1), WAIT);
    expect(JSON.parse(String(stub.calls('PATCH', '/api/users/a3/status')[0].init.body))).toEqual({ status: 'active' });
  });

  it('hides the login switch from a plain admin', async () => {
    api('admin', [admin({ id: String(ADMIN_ME.id), fullName: ADMIN_ME.fullName, role: 'admin' }), admin({})]);
    renderAppAt('/admin/users');
    expect(within(await card('Leaving Admin')).queryByRole('button', { name: /login/ })).toBeNull();
  });

  it('sends an expired invitation again after a confirmation: a new link, the old one dead', async () => {
    const stub = api('super_admin', [ME]);
    renderAppAt('/admin/users');
    fireEvent.click(await screen.findByRole('tab', { name: 'Invitations' }, WAIT));
    fireEvent.click(within(await card('Late Joiner')).getByRole('button', { name: 'Send again: Late Joiner' }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(within(dialog).getByText('Send the invitation to late.joiner@example.com again?')).toBeTruthy();
    expect(within(dialog).getByText(/the link sent before stops working/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })), WAIT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(stub.calls('POST', '/api/admin/invitations/i1/resend')).toHaveLength(1), WAIT);
    expect(await screen.findByText('Invitation sent again to late.joiner@example.com', {}, WAIT)).toBeTruthy();
  });
});
