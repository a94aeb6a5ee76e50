import type { AuditLogView } from '@fund/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { ADMIN_ME, callsTo, stubApi } from '../testing/fakeApi';
import { renderAppAt } from '../testing/renderApp';
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
  userAgent: 'Firefox',
  timestamp: '2026-05-04T10:11:12.000Z',
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
];

describe('Audit Logs action filter', () => {
  beforeEach(() => {
    stubNavigation();
  });

  it('offers every audited action by its readable name, and filters the list by the code of the one chosen', async () => {
    const fetchMock = stubApi({
      'GET /api/me': { body: ADMIN_ME },
      'GET /api/admin/audit-logs': { body: [ROW], headers: { 'Content-Range': 'audit-logs 0-0/1' } },
    });
    renderAppAt('/admin/audit-logs');
    const action = await screen.findByRole('combobox', { name: 'Action' }, WAIT);
    fireEvent.mouseDown(action);
    const listbox = await screen.findByRole('listbox', {}, WAIT);
    const options = within(listbox).getAllByRole('option');
    expect(options.map(option => option.textContent)).toEqual(['All Actions', ...CHOICES.map(([label, code]) => `${label}${code}`)]);
    // Each is named by its words alone (the code beside it is for the eye, matching the list's column).
    for (const [label] of CHOICES) expect(within(listbox).getByRole('option', { name: label })).toBeTruthy();

    fireEvent.click(within(listbox).getByRole('option', { name: 'Payout recorded' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Action' }).textContent).toBe('Payout recorded'), WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(
      () =>
        expect(callsTo(fetchMock, 'GET', '/api/admin/audit-logs').map(({ url }) => JSON.parse(url.searchParams.get('filter') ?? '{}'))).toContainEqual({
          action: 'PAYOUT_RECORDED',
        }),
      WAIT,
    );
  });
});
