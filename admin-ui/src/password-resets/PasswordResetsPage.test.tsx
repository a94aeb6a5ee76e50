import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import type { ResetRequestView } from '@fund/contracts';
import { stubFetch } from '@fund/ui/testing';

import { renderAppAt } from '../testing/renderApp';
import { ADMIN_ME } from '../testing/session';
import { stubNavigation } from '../testing/stubNavigation';

// The whole console renders in happy-dom: slower than the default second (and test timeout).
const WAIT = { timeout: 10_000 };

const RESOLVED: ResetRequestView = {
  id: 'r1',
  userId: 'u1',
  status: 'resolved',
  createdAt: '2026-05-04T08:00:00.000Z',
  resolvedAt: '2026-05-04T10:11:12.000Z',
  resolvedBy: 'a1',
  resolvedByName: 'Aisha Haddad',
  notes: 'Called to confirm',
  requestedBy: '192.0.2.1',
  userFullName: 'Omar Farouk',
  userEmail: 'omar@example.com',
  userName: 'omar',
  userRole: 'investor',
};

describe('Password Resets: Recently Resolved (issue 21 item 11)', () => {
  beforeEach(() => {
    stubNavigation();
  });

  it('says who resolved each request, and when to the minute', async () => {
    stubFetch({
      'GET /api/me': { body: ADMIN_ME },
      'GET /api/admin/password-reset-requests': { body: [RESOLVED], headers: { 'Content-Range': 'password-reset-requests 0-0/1' } },
    });
    renderAppAt('/admin/password-resets');
    const list = await screen.findByRole('list', { name: 'Recently resolved reset requests' }, WAIT);
    const time = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', hour12: false }).format(
      new Date(RESOLVED.resolvedAt!),
    );
    expect(await within(list).findByText(`Resolved May 04, 2026 at ${time} by Aisha Haddad`, {}, WAIT)).toBeTruthy();
  });
});
