import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import type { MailQueueView } from '@fund/contracts';
import { pagedList, stubFetch } from '@fund/ui/testing';

import { renderAppAt } from '../testing/renderApp';
import { ADMIN_ME } from '../testing/session';
import { stubNavigation } from '../testing/stubNavigation';

// The whole console renders in happy-dom: slower than the default second (and test timeout).
const WAIT = { timeout: 10_000 };

const mail = (overrides: Partial<MailQueueView>): MailQueueView => ({
  id: 'm1',
  recipient: 'new.admin@example.com',
  subject: 'You are invited to the Sharia Fund Platform back office',
  status: 'pending',
  attempts: 3,
  lastError: 'connect ECONNREFUSED 10.0.0.5:587',
  nextAttemptAt: '2026-03-06T10:04:00.000Z',
  createdAt: '2026-03-06T09:57:00.000Z',
  sentAt: null,
  ...overrides,
});

const api = (role: 'admin' | 'super_admin', queue: { pending: MailQueueView[]; failed: MailQueueView[] }) =>
  stubFetch({
    'GET /api/me': { body: { ...ADMIN_ME, role } },
    'GET /api/admin/users': pagedList('users', []),
    'GET /api/admin/invitations': pagedList('invitations', []),
    'GET /api/admin/mail-queue': pagedList('mail-queue', [...queue.pending, ...queue.failed]),
  });

describe('Undelivered e-mails on User Management', { timeout: 30_000 }, () => {
  beforeEach(() => {
    stubNavigation();
  });

  it('shows a super admin the e-mails being retried and those given up, without their bodies', async () => {
    const stub = api('super_admin', {
      pending: [mail({})],
      failed: [
        mail({
          id: 'm2',
          recipient: 'investor@example.com',
          subject: 'Your Sharia Fund Platform password was reset',
          status: 'failed',
          attempts: 29,
          lastError: '554 5.7.1 rejected',
          nextAttemptAt: null,
        }),
      ],
    });
    renderAppAt('/admin/users');

    const section = (await screen.findByRole('heading', { level: 2, name: 'Undelivered E-mails' }, WAIT)).closest('section') as HTMLElement;
    const table = await within(section).findByRole('table', {}, WAIT);
    expect(await within(table).findByText('new.admin@example.com', {}, WAIT)).toBeTruthy();
    expect(within(table).getByText('You are invited to the Sharia Fund Platform back office')).toBeTruthy();
    expect(within(table).getByText('connect ECONNREFUSED 10.0.0.5:587')).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Recipient', 'Subject', 'Attempts', 'Last error', 'Next try']);
    const first = stub.calls('GET', '/api/admin/mail-queue')[0].url;
    expect(JSON.parse(first.searchParams.get('filter')!)).toEqual({ status: 'pending' });

    fireEvent.click(within(section).getByRole('button', { name: 'Given up' }));
    expect(await within(section).findByText('investor@example.com', {}, WAIT)).toBeTruthy();
    const row = within(section).getByText('investor@example.com').closest('tr') as HTMLElement;
    expect([...row.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      'investor@example.com',
      'Your Sharia Fund Platform password was reset',
      '29',
      '554 5.7.1 rejected',
      'Given up',
    ]);
  });

  it('says so when nothing is waiting', async () => {
    api('super_admin', { pending: [], failed: [] });
    renderAppAt('/admin/users');
    expect(await screen.findByText('No e-mail is waiting for a retry.', {}, WAIT)).toBeTruthy();
  });

  it('is neither shown to nor loaded for a plain admin', async () => {
    const stub = api('admin', { pending: [mail({})], failed: [] });
    renderAppAt('/admin/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'User Management' }, WAIT)).toBeTruthy();
    await waitFor(
      () => expect(stub.calls('GET', '/api/admin/invitations').length + stub.calls('GET', '/api/admin/users').length).toBeGreaterThan(0),
      WAIT,
    );
    expect(screen.queryByText('Undelivered E-mails')).toBeNull();
    expect(stub.calls('GET', '/api/admin/mail-queue')).toEqual([]);
  });
});
