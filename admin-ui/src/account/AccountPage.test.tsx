import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import type { InvestorDetailsView, InvestorSummaryView, SessionView } from '@fund/contracts';
import { investorSummaryView } from '@fund/contracts/testing';
import { serverError, stubFetch } from '@fund/ui/testing';

import { renderAppAt } from '../testing/renderApp';
import { ADMIN_ME } from '../testing/session';
import { stubNavigation } from '../testing/stubNavigation';

// Issue 25 item 6: My account's "Where you're signed in", and an investor's sessions in their details.

const WAIT = { timeout: 10_000 };

const session = (fields: Partial<SessionView>): SessionView => ({
  id: 'a'.repeat(32),
  device: 'Chrome 131 on Windows 10',
  browser: 'Chrome 131',
  system: 'Windows 10',
  address: '203.0.113.7',
  startedAt: '2026-11-27T08:00:00.000Z',
  lastSeenAt: '2026-11-27T09:30:00.000Z',
  current: false,
  ...fields,
});
const THIS = session({ id: 'a'.repeat(32), current: true });
const LAPTOP = session({
  id: 'b'.repeat(32),
  device: 'Firefox 133 on Linux',
  browser: 'Firefox 133',
  system: 'Linux',
  address: '198.51.100.20',
});
const OLD = session({ id: 'c'.repeat(32), device: null, browser: null, system: null, address: null });

const section = async () => within(await screen.findByRole('region', { name: "Where you're signed in" }, WAIT));

describe('My account: where you are signed in', { timeout: 30_000 }, () => {
  beforeEach(() => {
    stubNavigation();
  });

  it('is reached from the sidebar and lists each session, this device marked and one without device information named', async () => {
    stubFetch({ 'GET /api/me': { body: ADMIN_ME }, 'GET /api/sessions': { body: [THIS, LAPTOP, OLD] } });
    renderAppAt('/admin/account');

    expect(await screen.findByRole('heading', { level: 1, name: 'My account' }, WAIT)).toBeTruthy();
    const items = await (await section()).findAllByRole('listitem', {}, WAIT);
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Chrome 131 on Windows 10This device203\.0\.113\.7Signed in Nov 27, 2026, \d\d:\d\d · Last seen/),
      expect.stringMatching(/^Firefox 133 on Linux198\.51\.100\.20Signed in .*Sign out$/),
      expect.stringMatching(/^Unknown deviceAddress unknownSigned in .*Sign out$/),
    ]);
    expect(within(items[0]).queryByRole('button')).toBeNull();
  });

  it('signs out another session after a confirmation and reads the list again', async () => {
    const stub = stubFetch({
      'GET /api/me': { body: ADMIN_ME },
      'GET /api/sessions': [{ body: [THIS, LAPTOP] }, { body: [THIS] }],
      'DELETE /api/sessions/:id': { body: { message: '1 session ended', ended: 1 } },
    });
    renderAppAt('/admin/account');

    fireEvent.click(await (await section()).findByRole('button', { name: 'Sign out Firefox 133 on Linux' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out this session?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('That session has been signed out', {}, WAIT)).toBeTruthy();
    expect(stub.calls('DELETE', `/api/sessions/${LAPTOP.id}`)).toHaveLength(1);
    expect(await (await section()).findByText('You are signed in on this device only.', {}, WAIT)).toBeTruthy();
  });

  it('signs out everywhere else and says how many went', async () => {
    const stub = stubFetch({
      'GET /api/me': { body: ADMIN_ME },
      'GET /api/sessions': [{ body: [THIS, LAPTOP, OLD] }, { body: [THIS] }],
      'POST /api/sessions/end-others': { body: { message: '2 sessions ended', ended: 2 } },
    });
    renderAppAt('/admin/account');

    fireEvent.click(await (await section()).findByRole('button', { name: 'Sign out everywhere else' }, WAIT));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Sign out everywhere else?' })).getByRole('button', {
        name: 'Sign out everywhere else',
      }),
    );
    expect(await screen.findByText('2 other sessions have been signed out', {}, WAIT)).toBeTruthy();
    expect(stub.calls('POST', '/api/sessions/end-others')).toHaveLength(1);
  });
});

const summary: InvestorSummaryView = investorSummaryView({
  id: 'u1',
  investor: { fullName: 'Noor Haddad', email: 'noor@example.com', username: 'noor', createdAt: '2026-02-01T10:00:00.000Z' },
});
const details: InvestorDetailsView = {
  kyc: null,
  enrollments: [],
  metrics: { totalInvested: 0, currentValue: 0, totalReturn: 0, returnPercentage: 0, totalPayouts: 0, activeSchemes: 0 },
};
const investorRoutes = {
  'GET /api/me': { body: ADMIN_ME },
  'GET /api/admin/investor-summaries': { body: [summary], headers: { 'Content-Range': 'investor-summaries 0-0/1' } },
  'GET /api/admin/investors/u1/details': { body: details },
};

const openSessions = async () => {
  renderAppAt('/admin/investors');
  fireEvent.click(await screen.findByRole('button', { name: /View Full Details/ }, WAIT));
  const dialog = await screen.findByRole('dialog', {}, WAIT);
  fireEvent.click(within(dialog).getByRole('tab', { name: 'Personal Details' }));
  // Below the personal details: a section, not a 7th tab (it would not fit the row).
  return within(await within(dialog).findByRole('region', { name: 'Sessions' }, WAIT));
};

describe("Investor Portfolio Details: the investor's sessions (below Personal Details)", { timeout: 30_000 }, () => {
  beforeEach(() => {
    stubNavigation();
  });

  it('lists where the investor is signed in and ends all their sessions after a confirmation, with a toast', async () => {
    const stub = stubFetch({
      ...investorRoutes,
      'GET /api/admin/users/u1/sessions': [{ body: [LAPTOP, OLD] }, { body: [] }],
      'POST /api/admin/users/u1/sessions/end': { body: { message: '2 sessions ended', ended: 2 } },
    });
    const sessionsSection = await openSessions();

    const items = await sessionsSection.findAllByRole('listitem', {}, WAIT);
    expect(items).toHaveLength(2);
    // An admin ends them all at once: no per-session Sign out here.
    expect(sessionsSection.queryByRole('button', { name: /^Sign out/ })).toBeNull();
    fireEvent.click(sessionsSection.getByRole('button', { name: 'End all sessions' }));
    const confirm = await screen.findByRole('dialog', { name: 'End all sessions of Noor Haddad?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'End all sessions' }));
    expect(await screen.findByText('2 sessions ended', {}, WAIT)).toBeTruthy();
    expect(stub.calls('POST', '/api/admin/users/u1/sessions/end')).toHaveLength(1);
    expect(await sessionsSection.findByText('Not signed in anywhere now.', {}, WAIT)).toBeTruthy();
    await waitFor(
      () => expect((sessionsSection.getByRole('button', { name: 'End all sessions' }) as HTMLButtonElement).disabled).toBe(true),
      WAIT,
    );
  });

  it("tells the server's refusal", async () => {
    stubFetch({
      ...investorRoutes,
      'GET /api/admin/users/u1/sessions': { body: [LAPTOP] },
      'POST /api/admin/users/u1/sessions/end': serverError(403, "Only a super admin can see or end an admin's sessions", 'Forbidden'),
    });
    const sessionsSection = await openSessions();

    fireEvent.click(await sessionsSection.findByRole('button', { name: 'End all sessions' }, WAIT));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: /End all sessions of/ })).getByRole('button', { name: 'End all sessions' }),
    );
    expect(await screen.findByText("Only a super admin can see or end an admin's sessions", {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /End all sessions of/ })).toBeNull());
  });
});
