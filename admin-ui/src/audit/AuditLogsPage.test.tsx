import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import type { AuditLogView } from '@fund/contracts';
import { stubFetch, type FetchStub } from '@fund/ui/testing';

import { renderAppAt } from '../testing/renderApp';
import { ADMIN_ME } from '../testing/session';
import { stubNavigation } from '../testing/stubNavigation';

// The whole console renders in happy-dom: slower than the default second (and test timeout).
const WAIT = { timeout: 10_000 };

const ROW: AuditLogView = {
  id: 'a1',
  userId: 'u-admin',
  userRole: 'admin',
  action: 'PAYOUT_RECORDED',
  actionDetails: 'Payout of 4321 on enrollment e1',
  ipAddress: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  timestamp: '2026-05-04T10:11:12.000Z',
  userName: 'Aisha Haddad',
  browser: 'Firefox 133',
  os: 'Windows 10',
};

/** The Action filter's choices after All Actions, in order: the readable name, then the code the list shows. */
const CHOICES = [
  ['Login', 'LOGIN'],
  ['Logout', 'LOGOUT'],
  ['Failed login', 'LOGIN_FAILED'],
  ['User created', 'USER_CREATED'],
  ['Role changed', 'USER_ROLE_CHANGED'],
  ['Password changed', 'PASSWORD_CHANGED'],
  ['KYC approved', 'KYC_APPROVED'],
  ['KYC rejected', 'KYC_REJECTED'],
  ['Admin invited', 'ADMIN_INVITED'],
  ['Login from a new IP address', 'IP_CHANGE_DETECTED'],
  ['Enrollment created', 'ENROLLMENT_CREATED'],
  ['Payout recorded', 'PAYOUT_RECORDED'],
  ['Activity posted', 'ACTIVITY_POSTED'],
  ['Investor deleted', 'INVESTOR_DELETED'],
  ['Login enabled or disabled', 'USER_STATUS_CHANGED'],
  ['Bank details changed', 'BANK_DETAILS_CHANGED'],
  ['Distribution paid', 'DISTRIBUTION_PAID'],
  ['Distribution reversed', 'DISTRIBUTION_REVERSED'],
  ['Asset allocated', 'ASSET_ALLOCATED'],
  ['Scheme archived', 'SCHEME_ARCHIVED'],
  ['Scheme restored from the archive', 'SCHEME_RESTORED'],
  ['Scheme deleted', 'SCHEME_DELETED'],
  ['Notification preferences changed', 'NOTIFICATION_PREFERENCES_CHANGED'],
  ['Investor details corrected', 'INVESTOR_DETAILS_CHANGED'],
  ['Ticket reopened by a reply', 'TICKET_REOPENED'],
  ['Admin invitation sent again', 'ADMIN_INVITATION_RESENT'],
  ['Demo data loaded', 'DEMO_DATA_LOADED'],
  ['Statements generated', 'STATEMENTS_GENERATED'],
  ['Sharia settings changed', 'SHARIA_SETTINGS_CHANGED'],
  ['Sharia board changed', 'SHARIA_BOARD_CHANGED'],
  ['Sharia pronouncement changed', 'SHARIA_PRONOUNCEMENT_CHANGED'],
  ['Annual Sharia report changed', 'SHARIA_REPORT_CHANGED'],
  ['Purification share changed', 'PURIFICATION_RATE_CHANGED'],
  ['Zakat settings changed', 'ZAKAT_SETTINGS_CHANGED'],
  ['Second factor added', 'SECOND_FACTOR_ENROLLED'],
  ['Second factor removed', 'SECOND_FACTOR_REMOVED'],
  ['Recovery codes generated', 'RECOVERY_CODES_GENERATED'],
  ['Single sign-on login', 'SSO_LOGIN'],
  ['Identity confirmed again (step-up)', 'STEP_UP'],
  ['Step-up refused', 'STEP_UP_FAILED'],
  ['Session ended', 'SESSION_ENDED'],
  ['Security policy changed', 'SECURITY_POLICY_CHANGED'],
  ['Audit chain head recorded', 'AUDIT_HEAD_HASH'],
];

describe('Audit Logs action filter', () => {
  beforeEach(() => {
    stubNavigation();
  });

  it('offers every audited action by its readable name, and filters the list by the code of the one chosen', async () => {
    const stub = stubFetch({
      'GET /api/me': { body: ADMIN_ME },
      'GET /api/admin/audit-logs': { body: [ROW], headers: { 'Content-Range': 'audit-logs 0-0/1' } },
    });
    renderAppAt('/admin/audit-logs');
    const action = await screen.findByRole('combobox', { name: 'Action' }, WAIT);
    fireEvent.mouseDown(action);
    const listbox = await screen.findByRole('listbox', {}, WAIT);
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All Actions',
      'Money: enrollments, payouts, distributions, allocations, bank details',
      'Sign-ins: logins, logouts, failed logins, new IP addresses',
      ...CHOICES.map(([label, code]) => `${label}${code}`),
    ]);
    // Each is named by its words alone (the code beside it is for the eye, matching the list's column).
    for (const [label] of CHOICES) expect(within(listbox).getByRole('option', { name: label })).toBeTruthy();

    fireEvent.click(within(listbox).getByRole('option', { name: 'Payout recorded' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Action' }).textContent).toBe('Payout recorded'), WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(
      () =>
        expect(
          stub.calls('GET', '/api/admin/audit-logs').map(({ url }) => JSON.parse(url.searchParams.get('filter') ?? '{}')),
        ).toContainEqual({
          action: 'PAYOUT_RECORDED',
        }),
      WAIT,
    );
  });
});

describe('Audit Logs people can read (issue 21 item 9)', () => {
  beforeEach(() => {
    stubNavigation();
  });

  const audit = (total = 1) => ({ body: [ROW], headers: { 'Content-Range': `audit-logs 0-0/${total}` } });
  const lastQuery = (stub: FetchStub) => {
    const calls = stub.calls('GET', '/api/admin/audit-logs');
    const url = calls[calls.length - 1].url;
    return { filter: JSON.parse(url.searchParams.get('filter') ?? '{}'), range: JSON.parse(url.searchParams.get('range') ?? 'null') };
  };

  it('shows who by name with the id on hover, and the user agent as browser and system', async () => {
    stubFetch({ 'GET /api/me': { body: ADMIN_ME }, 'GET /api/admin/audit-logs': audit() });
    renderAppAt('/admin/audit-logs');
    const table = await screen.findByRole('table', { name: 'Audit log entries, newest first' }, WAIT);
    const name = await within(table).findByText('Aisha Haddad', {}, WAIT);
    // The id is the name's description (a tooltip on hover or focus).
    expect(name.getAttribute('title')).toBe('User ID u-admin');
    expect(within(table).getByText('Firefox 133')).toBeTruthy();
    expect(within(table).getByText('Windows 10')).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Timestamp', 'User', 'Role', 'Action', 'Details', 'IP Address', 'Browser and system']);
  });

  it('searches by name and a date range on the server, and lists money actions together', async () => {
    const stub = stubFetch({ 'GET /api/me': { body: ADMIN_ME }, 'GET /api/admin/audit-logs': audit() });
    renderAppAt('/admin/audit-logs');
    fireEvent.change(await screen.findByRole('textbox', { name: 'User' }, WAIT), { target: { value: ' Aisha ' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Action' }));
    fireEvent.click(within(await screen.findByRole('listbox', {}, WAIT)).getByRole('option', { name: /^Money/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    // From the start of the first day to the start of the day after the last, in the browser's time zone.
    await waitFor(
      () =>
        expect(lastQuery(stub).filter).toEqual({
          user: 'Aisha',
          from: new Date(2026, 2, 1).toISOString(),
          to: new Date(2026, 3, 1).toISOString(),
          action: [
            'ENROLLMENT_CREATED',
            'PAYOUT_RECORDED',
            'DISTRIBUTION_PAID',
            'DISTRIBUTION_REVERSED',
            'ASSET_ALLOCATED',
            'BANK_DETAILS_CHANGED',
          ],
        }),
      WAIT,
    );
  });

  it('refuses a range that ends before it starts, without asking the server', async () => {
    const stub = stubFetch({ 'GET /api/me': { body: ADMIN_ME }, 'GET /api/admin/audit-logs': audit() });
    renderAppAt('/admin/audit-logs');
    fireEvent.change(await screen.findByLabelText('From', {}, WAIT), { target: { value: '2026-04-02' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-04-01' } });
    const calls = stub.calls('GET', '/api/admin/audit-logs').length;
    fireEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(await screen.findByText('The end date must not be before the start date', {}, WAIT)).toBeTruthy();
    expect(stub.calls('GET', '/api/admin/audit-logs')).toHaveLength(calls);
  });

  it('pages through the whole log on the server instead of a limit, the total in the title', async () => {
    const stub = stubFetch({ 'GET /api/me': { body: ADMIN_ME }, 'GET /api/admin/audit-logs': audit(1234) });
    renderAppAt('/admin/audit-logs');
    await screen.findByText('1,234', {}, WAIT);
    expect(lastQuery(stub).range).toEqual([0, 99]);
    expect(screen.queryByText(/Raise the limit/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(lastQuery(stub).range).toEqual([100, 199]), WAIT);
  });
});

describe('the audit chain badge (issue 25 item 7)', () => {
  beforeEach(() => {
    stubNavigation();
  });

  const audit = { body: [ROW], headers: { 'Content-Range': 'audit-logs 0-0/1' } };
  const report = {
    intact: true,
    entries: 1204,
    verifiedUpTo: '2026-05-04T10:11:12.000Z',
    checkedAt: '2026-05-04T10:12:00.000Z',
    firstBreak: null,
    head: null,
  };

  it('says up to when the chain is verified', async () => {
    stubFetch({
      'GET /api/me': { body: ADMIN_ME },
      'GET /api/admin/audit-logs': audit,
      'GET /api/admin/audit-logs/chain': { body: report },
    });
    renderAppAt('/admin/audit-logs');
    expect(await screen.findByText(/^Chain verified up to May 04, 2026/, {}, WAIT)).toBeTruthy();
    expect(screen.queryByText('Daily head of the chain')).toBeNull();
  });

  it('names the first entry that does not match, and shows a super admin the daily head', async () => {
    const hash = 'ab'.repeat(32);
    stubFetch({
      'GET /api/me': { body: ADMIN_ME },
      'GET /api/admin/audit-logs': audit,
      'GET /api/admin/audit-logs/chain': {
        body: {
          ...report,
          intact: false,
          entries: 16,
          firstBreak: {
            seq: 17,
            id: 'b7d3c1de-0000-4000-8000-000000000017',
            timestamp: '2026-05-04T09:00:00.000Z',
            reason: 'Entry 17 was changed after it was written: its content does not match its hash',
          },
          head: { seq: 1200, hash, recordedAt: '2026-05-04T00:05:00.000Z' },
        },
      },
    });
    renderAppAt('/admin/audit-logs');
    const alert = (await screen.findByText('Chain broken at entry 17', {}, WAIT)).closest('[role="alert"]') as HTMLElement;
    expect(alert.textContent).toContain(
      'Entry 17 was changed after it was written: its content does not match its hash. Entries before it (16) verify.',
    );
    expect(alert.textContent).toContain('b7d3c1de-0000-4000-8000-000000000017');
    expect(screen.getByText('Daily head of the chain')).toBeTruthy();
    expect(screen.getByText(hash)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy the hash' })).toBeTruthy();
  });
});
