import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { stubFetch, type StubReply } from '@fund/ui/testing';

import { listReply } from '../dashboard/dashboardFixtures';
import { renderAppAt } from '../testing/renderApp';
import { ADMIN_ME } from '../testing/session';
import { stubNavigation } from '../testing/stubNavigation';

const WAIT = { timeout: 10_000 };

const openActivity = (path = '/admin/activity', routes: Record<string, StubReply> = {}) => {
  const stub = stubFetch({
    'GET /api/me': { body: ADMIN_ME },
    'GET /api/admin/investors': listReply('investors', [
      { id: 'u1', investorId: 'u1', fullName: 'Layla Haddad', status: 'active', email: 'layla@example.com', kycStatus: 'approved' },
    ]),
    'GET /api/admin/assets': listReply('assets', []),
    ...routes,
  });
  renderAppAt(path);
  return stub;
};

// The whole console renders in happy-dom: slower than a unit, so each test gets more time.
describe('Activity Center', { timeout: 40_000 }, () => {
  beforeEach(() => {
    stubNavigation();
  });

  it('has the five tabs of spec/001 §2 and Distribution (issue 19), Post Update open first', async () => {
    openActivity();

    const tabs = await screen.findAllByRole('tab', {}, WAIT);
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Post Update',
      'Post Transaction',
      'Upload Document',
      'Record Payout',
      'Asset Performance',
      'Distribution',
    ]);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('combobox', { name: /Investor/ }, WAIT)).toBeTruthy();
  });

  it("keeps the payout's enrollment list closed until an investor is chosen", async () => {
    openActivity('/admin/activity?tab=payout');

    expect(await screen.findByText('Choose an investor first.', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /Enrollment/ }).getAttribute('aria-disabled')).toBe('true');
    expect((screen.getByLabelText(/^Payout Date/) as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses payout dates outside 1900-2199 and a next payout not after the payout, before sending', async () => {
    const stub = openActivity('/admin/activity?tab=payout');
    // By label each time: a date input can be remounted when its value changes.
    const setDate = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    // The button waits for the asynchronous checks a change starts.
    const record = async () => {
      const button = screen.getByRole('button', { name: 'Record Payout' }) as HTMLButtonElement;
      await waitFor(() => expect(button.disabled).toBe(false), WAIT);
      fireEvent.click(button);
    };

    await screen.findByLabelText(/^Payout Date/, {}, WAIT);
    setDate(/^Payout Date/, '0427-01-05');
    setDate(/^Next Payout Date/, '2025-03-31');
    await record();
    expect(await screen.findByText('Payout date must be between 1900-01-01 and 2199-12-31', {}, WAIT)).toBeTruthy();

    setDate(/^Payout Date/, '2025-06-30');
    await record();
    expect(await screen.findByText('Next payout date must be after the payout date', {}, WAIT)).toBeTruthy();
    setDate(/^Next Payout Date/, '2200-01-01');
    await record();
    expect(await screen.findByText('Next payout date must be between 1900-01-01 and 2199-12-31', {}, WAIT)).toBeTruthy();
    expect(stub.calls('POST', '/api/payouts')).toHaveLength(0);
  });

  it('holds the document post until a file is uploaded', async () => {
    openActivity('/admin/activity?tab=document');

    expect(await screen.findByText('Upload the document to post it.', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('PDF, DOC, DOCX, XLSX, XLS, JPG, JPEG, PNG · up to 10 MB')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Upload Document' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says to create an asset first when there is none to report on', async () => {
    openActivity('/admin/activity?tab=asset_performance');

    expect(await screen.findByText('No assets yet. Create an asset before posting its performance.', {}, WAIT)).toBeTruthy();
  });

  it('opens Enroll Investor with its confirm disabled while the amount is empty', async () => {
    openActivity();

    fireEvent.click(await screen.findByRole('button', { name: 'Enroll Investor' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Enroll Investor' }, WAIT);
    const confirm = within(dialog).getByRole('button', { name: 'Enroll Investor' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Investment Amount/ }), { target: { value: '50000' } });
    expect(confirm.disabled).toBe(false);
  });

  it('offers only current schemes to enroll in: an archived one takes no new enrollments (issue 19 item 5)', async () => {
    const stub = openActivity('/admin/activity', { 'GET /api/schemes': listReply('schemes', []) });

    fireEvent.click(await screen.findByRole('button', { name: 'Enroll Investor' }, WAIT));
    await screen.findByRole('dialog', { name: 'Enroll Investor' }, WAIT);
    await waitFor(() => expect(stub.calls('GET', '/api/schemes').length).toBeGreaterThan(0), WAIT);
    for (const { url } of stub.calls('GET', '/api/schemes')) {
      expect(JSON.parse(url.searchParams.get('filter') ?? '{}')).toMatchObject({ archived: false });
    }
  });
});
