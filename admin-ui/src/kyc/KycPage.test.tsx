import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import type { KycApplicationView } from '@fund/contracts';
import { pagedList, stubFetch, type StubTable } from '@fund/ui/testing';

import { kycApplication } from '../dashboard/dashboardFixtures';
import { renderAppAt } from '../testing/renderApp';
import { ADMIN_ME } from '../testing/session';
import { stubNavigation } from '../testing/stubNavigation';

// The whole console renders in happy-dom: slower than the default second (and test timeout).
const WAIT = { timeout: 10_000 };

/**
 * An in-memory GET /api/kyc that filters by status (the tabs) and answers Content-Range, with the
 * review and credentials writes; `replies` overrides an answer by 'METHOD /path'.
 */
const fakeKycApi = (records: KycApplicationView[], replies: StubTable = {}) =>
  stubFetch({
    'GET /api/me': { body: ADMIN_ME },
    'GET /api/kyc': pagedList('kyc', records),
    'PATCH /api/kyc/:id': ({ params, body }) => {
      const record = records.find((r) => r.id === params.id)!;
      Object.assign(record, { status: (body as { status: string }).status, reviewedAt: '2026-03-06T10:00:00.000Z' });
      return { body: record };
    },
    'POST /api/kyc/:id/create-credentials': ({ params }) => {
      const record = records.find((r) => r.id === params.id)!;
      record.investorId = 'u-new';
      return { body: { message: 'Credentials created', investorId: 'u-new', emailSent: true } };
    },
    ...replies,
  });

// By the heading's text, not role: computing every accessible name of the console is slow in happy-dom.
const card = async (name: string) => (await screen.findByText(name, { selector: 'article h2' }, WAIT)).closest('article') as HTMLElement;
const tab = (name: RegExp) => screen.findByRole('tab', { name }, WAIT);

describe('KYC Management', { timeout: 30_000 }, () => {
  beforeEach(() => {
    stubNavigation();
  });

  it('lists pending applications newest first, 24 a page, with a count on each tab', async () => {
    const api = fakeKycApi([
      kycApplication({ id: 'k1', fullName: 'Yusuf Rahman' }),
      kycApplication({ id: 'k2', fullName: 'Omar Haddad' }),
      kycApplication({ id: 'k3', fullName: 'Sara Ali', status: 'approved', investorId: 'u3' }),
    ]);
    renderAppAt('/admin/kyc');

    expect(await screen.findByRole('heading', { level: 1, name: 'KYC Management' }, WAIT)).toBeTruthy();
    expect(await card('Yusuf Rahman')).toBeTruthy();
    expect(await card('Omar Haddad')).toBeTruthy();
    expect(screen.queryByText('Sara Ali')).toBeNull();
    await waitFor(() => expect((screen.getByRole('tab', { name: /Pending/ }) as HTMLElement).textContent).toBe('Pending2'), WAIT);
    expect((await tab(/Approved/)).textContent).toBe('Approved1');
    await waitFor(() => expect(screen.getByRole('tab', { name: /Rejected/ }).textContent).toBe('Rejected0'), WAIT);

    const list = api.calls('GET', '/api/kyc').find((c) => c.url.searchParams.get('range') === '[0,23]')!;
    expect(JSON.parse(list.url.searchParams.get('filter')!)).toEqual({ status: 'pending' });
    expect(JSON.parse(list.url.searchParams.get('sort')!)).toEqual(['submittedAt', 'DESC']);
  });

  it('approves a pending application, then opens Create Login Credentials, which needs both fields', async () => {
    const api = fakeKycApi([kycApplication({ id: 'k1', fullName: 'Yusuf Rahman', email: 'Yusuf.Rahman@example.com' })]);
    renderAppAt('/admin/kyc');

    fireEvent.click(within(await card('Yusuf Rahman')).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('KYC application status updated', {}, WAIT)).toBeTruthy();
    expect(api.calls('PATCH', '/api/kyc/k1')[0].body).toEqual({ status: 'approved' });
    const dialog = await screen.findByRole('dialog', { name: 'Create Login Credentials' }, WAIT);
    expect(within(dialog).getByText(/Minimum 8 characters\. The password is e-mailed to the investor/)).toBeTruthy();
    expect((within(dialog).getByLabelText('Username') as HTMLInputElement).value).toBe('yusuf.rahman');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Credentials' }));
    expect(await within(dialog).findByText('Please fill in all fields', {}, WAIT)).toBeTruthy();
    expect(api.calls('POST', '/api/kyc/k1/create-credentials')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'Welcome#2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Credentials' }));

    expect(await screen.findByText('Credentials Created', {}, WAIT)).toBeTruthy();
    expect(api.calls('POST', '/api/kyc/k1/create-credentials')[0].body).toEqual({ username: 'yusuf.rahman', password: 'Welcome#2026' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Login Credentials' })).toBeNull(), WAIT);
  });

  it('checks the username as the server does before sending: 3 or more visible characters', async () => {
    const api = fakeKycApi([kycApplication({ id: 'k1', status: 'approved', email: 'al@example.com' })]);
    renderAppAt('/admin/kyc?filter=%7B%22status%22%3A%22approved%22%7D');

    fireEvent.click(within(await card('Yusuf Rahman')).getByRole('button', { name: 'Create Login Credentials' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Login Credentials' }, WAIT);
    const username = within(dialog).getByLabelText('Username') as HTMLInputElement;
    expect(username.value).toBe('al');
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'Welcome#2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Credentials' }));
    expect(await within(dialog).findByText('Username must be at least 3 characters', {}, WAIT)).toBeTruthy();

    fireEvent.change(username, { target: { value: 'al\tkarim' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Credentials' }));
    expect(await within(dialog).findByText('Username can only contain visible characters and spaces', {}, WAIT)).toBeTruthy();
    expect(api.calls('POST', '/api/kyc/k1/create-credentials')).toHaveLength(0);
  });

  it("keeps the credentials dialog open with the server's message when the username is taken", async () => {
    fakeKycApi([kycApplication({ id: 'k1', status: 'approved' })], {
      'POST /api/kyc/k1/create-credentials': { status: 409, body: { statusCode: 409, message: 'That username is already taken' } },
    });
    renderAppAt('/admin/kyc?filter=%7B%22status%22%3A%22approved%22%7D');

    fireEvent.click(within(await card('Yusuf Rahman')).getByRole('button', { name: 'Create Login Credentials' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Login Credentials' }, WAIT);
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'Welcome#2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Credentials' }));

    expect(await screen.findByText('That username is already taken', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Create Login Credentials' })).toBeTruthy();
  });

  it('warns with the server words when the credentials e-mail could not be sent', async () => {
    const notSent = 'Credentials created, but the e-mail could not be sent. Send the username and password to the investor another way.';
    fakeKycApi([kycApplication({ id: 'k1', status: 'approved' })], {
      'POST /api/kyc/k1/create-credentials': { body: { message: notSent, investorId: 'u1', emailSent: false } },
    });
    renderAppAt('/admin/kyc?filter=%7B%22status%22%3A%22approved%22%7D');

    fireEvent.click(within(await card('Yusuf Rahman')).getByRole('button', { name: 'Create Login Credentials' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Login Credentials' }, WAIT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate a password' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Credentials' }));

    expect(await screen.findByText(notSent, {}, WAIT)).toBeTruthy();
    expect(screen.queryByText('Credentials Created')).toBeNull();
  });

  it('offers only View Details on approved applications that already have an investor account', async () => {
    fakeKycApi([
      kycApplication({ id: 'k1', fullName: 'Yusuf Rahman', status: 'approved', investorId: 'u1' }),
      kycApplication({ id: 'k2', fullName: 'Omar Haddad', status: 'approved', investorId: null }),
    ]);
    renderAppAt('/admin/kyc?filter=%7B%22status%22%3A%22approved%22%7D');

    const issued = await card('Yusuf Rahman');
    expect(within(issued).getByText('Login credentials issued')).toBeTruthy();
    expect(
      within(issued)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['View Details']);
    expect(within(await card('Omar Haddad')).getByRole('button', { name: 'Create Login Credentials' })).toBeTruthy();
  });

  it('shows every submitted field by wizard step, with the ID document behind its private URL', async () => {
    fakeKycApi([kycApplication({ id: 'k1', previousInvestments: '0', annualIncome: null, idUploadUrl: '/api/objects/kyc-documents/abc' })]);
    renderAppAt('/admin/kyc');

    fireEvent.click(within(await card('Yusuf Rahman')).getByRole('button', { name: 'View Details: Yusuf Rahman' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yusuf Rahman' }, WAIT);

    const sections = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(sections).toEqual(['Personal Information', 'KYC Details', 'Bank Details', 'Next of Kin Details', 'Terms & Disclaimer']);
    const link = within(dialog).getByRole('link', { name: /Open ID document/ });
    expect(link.getAttribute('href')).toBe('/api/objects/kyc-documents/abc');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(dialog).getByText('Passport')).toBeTruthy();
    expect(within(dialog).getByText('None')).toBeTruthy();
    expect(within(dialog).getByText('Mar 14, 1980')).toBeTruthy();
    expect(within(dialog).getByText('EBILAEAD')).toBeTruthy();
    expect(within(dialog).getAllByText('Accepted')).toHaveLength(2);
  });

  it('rejects only after confirmation, with a required reason the applicant is e-mailed', async () => {
    const api = fakeKycApi([kycApplication({ id: 'k1' })]);
    renderAppAt('/admin/kyc');

    fireEvent.click(within(await card('Yusuf Rahman')).getByRole('button', { name: 'Reject' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reject the application of Yusuf Rahman?' }, WAIT);
    expect(within(confirm).getByText(/The applicant is e-mailed this reason/)).toBeTruthy();
    const reason = within(confirm).getByRole('textbox', { name: /Reason for the applicant/ }) as HTMLTextAreaElement;
    expect(reason.required).toBe(true);
    expect(reason.maxLength).toBe(1000);
    const rejectButton = within(confirm).getByRole('button', { name: 'Reject' }) as HTMLButtonElement;
    // No reason, or only spaces: the Reject button stays disabled and nothing is sent.
    expect(rejectButton.disabled).toBe(true);
    fireEvent.change(reason, { target: { value: '   ' } });
    expect(rejectButton.disabled).toBe(true);
    expect(api.calls('PATCH', '/api/kyc/k1')).toHaveLength(0);

    fireEvent.change(reason, { target: { value: ' The passport copy is unreadable. ' } });
    expect(within(confirm).getByText(/34 \/ 1000$/)).toBeTruthy();
    fireEvent.click(rejectButton);

    expect(await screen.findByText('KYC application status updated', {}, WAIT)).toBeTruthy();
    expect(api.calls('PATCH', '/api/kyc/k1')[0].body).toEqual({ status: 'rejected', rejectionReason: 'The passport copy is unreadable.' });
    expect(screen.queryByRole('dialog', { name: 'Create Login Credentials' })).toBeNull();
  });

  it('shows the rejection reason on the card and in View Details of a rejected application', async () => {
    fakeKycApi([
      kycApplication({
        id: 'k1',
        status: 'rejected',
        reviewedAt: '2026-03-05T10:00:00.000Z',
        rejectionReason: 'The passport copy is unreadable.',
      }),
    ]);
    renderAppAt('/admin/kyc?filter=%7B%22status%22%3A%22rejected%22%7D');

    const rejected = await card('Yusuf Rahman');
    expect(within(rejected).getByText('Reason')).toBeTruthy();
    expect(within(rejected).getByText('The passport copy is unreadable.')).toBeTruthy();
    fireEvent.click(within(rejected).getByRole('button', { name: 'View Details: Yusuf Rahman' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yusuf Rahman' }, WAIT);
    const section = within(dialog).getByRole('region', { name: 'Rejection' });
    expect(within(section).getByText('The passport copy is unreadable.')).toBeTruthy();
  });

  it("shows the server's message when a review fails", async () => {
    fakeKycApi([kycApplication({ id: 'k1' })], {
      'PATCH /api/kyc/k1': { status: 409, body: { statusCode: 409, message: 'Only a pending application can be approved or rejected' } },
    });
    renderAppAt('/admin/kyc');

    fireEvent.click(within(await card('Yusuf Rahman')).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Only a pending application can be approved or rejected', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Create Login Credentials' })).toBeNull();
  });

  it('says what to do when a tab is empty', async () => {
    fakeKycApi([]);
    renderAppAt('/admin/kyc');

    expect(await screen.findByText(/No applications are waiting for review/, {}, WAIT)).toBeTruthy();
  });
});
