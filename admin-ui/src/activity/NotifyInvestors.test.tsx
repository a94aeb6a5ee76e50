import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { stubFetch, type StubTable } from '@fund/ui/testing';

import { listReply } from '../dashboard/dashboardFixtures';
import { bodiesOf } from '../distributions/distributionFixtures';
import { renderAppAt } from '../testing/renderApp';
import { ADMIN_ME } from '../testing/session';
import { stubNavigation } from '../testing/stubNavigation';

// Issue 20 item 2: every posting form has "Notify investors" (on by default), sends notify true/false,
// and its toast says who will be told.

const WAIT = { timeout: 10_000 };
const HELPER = 'Investors are told by e-mail or in their daily digest, as each one chose';

const INVESTOR = {
  id: 'i1',
  investorId: 'i1',
  fullName: 'Layla Haddad',
  email: 'layla@example.com',
  status: 'active',
  kycStatus: 'approved',
};
const SCHEME = { id: 's1', name: 'Ijara Logistics Park', productId: 'ijara', productName: 'Ijara', status: 'earning' };
const ENROLLMENT = {
  id: 'e1',
  investorId: 'i1',
  schemeId: 's1',
  enrolledAt: '2026-01-05T00:00:00.000Z',
  status: 'earning',
  investmentAmount: 50_000,
  currentValue: 50_000,
  totalPayouts: 0,
  nextPayoutDate: null,
  nextPayoutAmount: null,
  schemeName: 'Ijara Logistics Park',
  scheme: { name: 'Ijara Logistics Park', productId: 'ijara' },
  investorName: 'Layla Haddad',
};
const ASSET = { id: 'as1', name: 'Jebel Ali Warehouse', currentValue: 1_000_000 };

const open = (path: string, routes: StubTable = {}) => {
  const stub = stubFetch({
    'GET /api/me': { body: ADMIN_ME },
    'GET /api/admin/investors': listReply('investors', [INVESTOR]),
    'GET /api/admin/assets': listReply('assets', [ASSET]),
    'GET /api/schemes': listReply('schemes', [SCHEME]),
    'GET /api/enrollments': listReply('enrollments', [ENROLLMENT]),
    ...routes,
  });
  renderAppAt(path);
  return stub;
};

const notifySwitch = () => screen.findByRole('switch', { name: 'Notify investors' }, WAIT) as Promise<HTMLInputElement>;
const pick = async (combobox: RegExp, option: string | RegExp) => {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: combobox }, WAIT));
  fireEvent.click(await screen.findByRole('option', { name: option }, WAIT));
};
const type = (name: RegExp, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
const click = async (name: string) => {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
  const button = screen.getByRole('button', { name }) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false), WAIT);
  fireEvent.click(button);
};
const fillUpdate = async () => {
  await pick(/^Category/, 'Performance Report');
  type(/^Title/, 'Q3 report');
  type(/^Content/, 'Occupancy held at 94%.');
};

describe('Notify investors (issue 20 item 2)', { timeout: 60_000 }, () => {
  beforeEach(() => {
    stubNavigation();
  });

  it('is on by default with its helper text; a scheme-wide post sends notify true and says "Posted to 3 investors; 2 will be told"', async () => {
    const stub = open('/admin/activity', {
      'POST /api/schemes/s1/activities': {
        status: 201,
        body: { schemeId: 's1', schemeName: 'Ijara Logistics Park', type: 'update', investorCount: 3, postId: 'p1', notifiedCount: 2 },
      },
      'GET /api/enrollments': listReply('enrollments', [
        ENROLLMENT,
        { ...ENROLLMENT, id: 'e2', investorId: 'i2' },
        { ...ENROLLMENT, id: 'e3', investorId: 'i3' },
      ]),
    });
    const toggle = await notifySwitch();
    expect(toggle.checked).toBe(true);
    expect(screen.getByText(HELPER)).toBeTruthy();

    fireEvent.click(await screen.findByRole('radio', { name: 'Every investor in a scheme' }, WAIT));
    await pick(/^Scheme/, 'Ijara Logistics Park');
    await screen.findByText('3 investors enrolled: each receives their own copy.', {}, WAIT);
    await fillUpdate();
    await click('Post Update');
    fireEvent.click(within(await screen.findByRole('dialog', {}, WAIT)).getByRole('button', { name: 'Post Update' }));

    expect(await screen.findByText('Posted to 3 investors; 2 will be told', {}, WAIT)).toBeTruthy();
    expect(bodiesOf(stub.calls('POST', '/api/schemes/s1/activities'))[0]).toMatchObject({ title: 'Q3 report', notify: true });
  });

  it('sends notify false for one investor when switched off, and says the investor was not notified', async () => {
    const stub = open('/admin/activity', { 'POST /api/activities': { status: 201, body: { id: 'a1' } } });
    fireEvent.click(await notifySwitch());
    expect((await notifySwitch()).checked).toBe(false);
    await pick(/^Investor/, /Layla Haddad/);
    await pick(/^Scheme/, 'Ijara Logistics Park');
    await fillUpdate();
    await click('Post Update');

    expect(await screen.findByText('Activity posted successfully; the investor was not notified', {}, WAIT)).toBeTruthy();
    expect(bodiesOf(stub.calls('POST', '/api/activities'))[0]).toMatchObject({ investorId: 'i1', schemeId: 's1', notify: false });
    // The form starts over with the switch on again.
    await waitFor(async () => expect((await notifySwitch()).checked).toBe(true), WAIT);
  });

  it('one investor, left on: "Activity posted successfully; the investor will be told"', async () => {
    const stub = open('/admin/activity', { 'POST /api/activities': { status: 201, body: { id: 'a1' } } });
    await notifySwitch();
    await pick(/^Investor/, /Layla Haddad/);
    await pick(/^Scheme/, 'Ijara Logistics Park');
    await fillUpdate();
    await click('Post Update');

    expect(await screen.findByText('Activity posted successfully; the investor will be told', {}, WAIT)).toBeTruthy();
    expect(bodiesOf(stub.calls('POST', '/api/activities'))[0]).toMatchObject({ notify: true });
  });

  it('Record Payout sends notify and says whether the investor will be told', async () => {
    const stub = open('/admin/activity?tab=payout', {
      'POST /api/payouts': { status: 201, body: { enrollment: ENROLLMENT, activity: { id: 'a9' } } },
    });
    expect((await notifySwitch()).checked).toBe(true);
    await pick(/^Investor/, /Layla Haddad/);
    await pick(/^Enrollment/, /Ijara Logistics Park/);
    fireEvent.change(screen.getByRole('textbox', { name: /^Payout Amount/ }), { target: { value: '1200' } });
    type(/^Description/, 'Q3 payout');
    await click('Record Payout');

    expect(await screen.findByText('Payout recorded successfully; the investor will be told', {}, WAIT)).toBeTruthy();
    expect(bodiesOf(stub.calls('POST', '/api/payouts'))[0]).toMatchObject({ enrollmentId: 'e1', payoutAmount: 1200, notify: true });

    await waitFor(async () => expect((await notifySwitch()).checked).toBe(true), WAIT);
    fireEvent.click(await notifySwitch());
    await pick(/^Investor/, /Layla Haddad/);
    await pick(/^Enrollment/, /Ijara Logistics Park/);
    fireEvent.change(screen.getByRole('textbox', { name: /^Payout Amount/ }), { target: { value: '1300' } });
    type(/^Description/, 'Q4 payout');
    await click('Record Payout');
    expect(await screen.findByText('Payout recorded successfully; the investor was not notified', {}, WAIT)).toBeTruthy();
    expect(bodiesOf(stub.calls('POST', '/api/payouts'))[1]).toMatchObject({ payoutAmount: 1300, notify: false });
  });

  it('Asset Performance sends notify and says how many investors will be told', async () => {
    const stub = open('/admin/activity?tab=asset_performance', {
      'POST /api/admin/asset-performance-update': { status: 201, body: { asset: ASSET, activitiesPosted: 4 } },
    });
    expect((await notifySwitch()).checked).toBe(true);
    await pick(/^Asset/, 'Jebel Ali Warehouse');
    type(/^Notes/, 'Occupancy up to 96%.');
    await click('Post Asset Performance');

    expect(await screen.findByText('Asset performance update posted successfully; 4 investors will be told', {}, WAIT)).toBeTruthy();
    expect(bodiesOf(stub.calls('POST', '/api/admin/asset-performance-update'))[0]).toMatchObject({ assetId: 'as1', notify: true });
  });
});
