import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import type { InvestorProfileView } from '@fund/contracts';
import { investorProfileView } from '@fund/contracts/testing';
import { serverError, stubFetch } from '@fund/ui/testing';
import { FakeXhr } from '@fund/upload/testing';

import { renderApp } from '../../../testing/renderApp';

// The page is lazy: load its code once up front so each test waits only for its data.
beforeAll(() => import('../../../app/routes/ProfileRoute'), 60_000);
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const session = {
  'GET /api/admin/setup-required': { body: { setupRequired: false } },
  'GET /api/me': { body: { id: 'u7', role: 'investor', fullName: 'Amina Yusuf', profilePhotoUrl: null, mustChangePassword: 'false' } },
  // The page's Notifications section (issue 20) reads the preferences beside the profile.
  'GET /api/investor/notification-preferences': {
    body: { preferences: [{ category: 'documents', mode: 'immediate' }], timeZone: null, fundTimeZone: 'UTC' },
  },
};

const PROFILE: InvestorProfileView = investorProfileView({
  fullName: 'Amina Yusuf',
  email: 'amina@example.com',
  nokContactEmail: 'omar@example.com',
});

afterEach(() => FakeXhr.reset());

describe('Profile Settings', () => {
  it("shows 'Profile Not Found' when the API has no profile", async () => {
    stubFetch({ ...session, 'GET /api/profile/u7': serverError(404, 'Profile not found', 'Not Found') });

    renderApp('/investor/profile');

    expect(await screen.findByRole('heading', { name: 'Profile Not Found' })).toBeTruthy();
  });

  it('shows the e-mail and date of birth read-only and saves the personal details', async () => {
    const stub = stubFetch({
      ...session,
      'GET /api/profile/u7': { body: PROFILE },
      'PATCH /api/profile/u7/personal': ({ body }) => ({ body: { ...PROFILE, ...(body as object) } }),
    });

    renderApp('/investor/profile');

    const form = await screen.findByRole('form', { name: 'Personal Information' });
    expect((within(form).getByRole('textbox', { name: 'E-mail address' }) as HTMLInputElement).readOnly).toBe(true);
    expect((within(form).getByRole('textbox', { name: 'Date of birth' }) as HTMLInputElement).value).toBe('Mar 12, 1984');
    const phone = within(form).getByRole('textbox', { name: 'Phone number' });
    fireEvent.change(phone, { target: { value: '   ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Phone is required')).toBeTruthy();
    expect(stub.bodiesOf('PATCH /api/profile/u7/personal')).toEqual([]);

    fireEvent.change(phone, { target: { value: ' +971 509998877 ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your personal information has been saved.')).toBeTruthy();
    expect(stub.bodiesOf('PATCH /api/profile/u7/personal')).toEqual([
      { fullName: 'Amina Yusuf', phone: '+971 509998877', fullAddress: '12 Al Wasl Road, Dubai' },
    ]);
  });

  it('checks the phone with the KYC rule before saving: a listed code, a space and 4 to 15 digits', async () => {
    const stub = stubFetch({ ...session, 'GET /api/profile/u7': { body: PROFILE } });

    renderApp('/investor/profile');

    const form = await screen.findByRole('form', { name: 'Personal Information' });
    const phone = within(form).getByRole('textbox', { name: 'Phone number' });
    for (const value of ['call me maybe', '0501234567', '+999 501234567']) {
      fireEvent.change(phone, { target: { value } });
      fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
      expect(
        await within(form).findByText('Phone must be a country code from the list, a space and 4 to 15 digits, e.g. +971 501234567'),
      ).toBeTruthy();
    }
    expect(stub.bodiesOf('PATCH /api/profile/u7/personal')).toEqual([]);
  });

  it('opens the tab named in the address and saves the bank details with the current password, or says why not', async () => {
    const stub = stubFetch({
      ...session,
      'GET /api/profile/u7': { body: PROFILE },
      'PATCH /api/profile/u7/bank': [serverError(400, 'Account number is required'), { body: { ...PROFILE, bankName: 'Al Rayan Bank' } }],
    });

    renderApp('/investor/profile?tab=bank');

    const form = await screen.findByRole('form', { name: 'Bank Details' });
    expect(screen.getByRole('tab', { name: 'Bank', selected: true })).toBeTruthy();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Bank name' }), { target: { value: 'Al Rayan Bank' } });
    const password = within(form).getByLabelText(/Current password/) as HTMLInputElement;
    expect(password.type).toBe('password');
    expect(password.autocomplete).toBe('current-password');
    fireEvent.change(password, { target: { value: ' my secret ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText('Failed to update bank details')).toBeTruthy();
    expect(within(failure).getByText('Account number is required')).toBeTruthy();

    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your bank details have been saved.')).toBeTruthy();
    // The password as typed (passwords are not trimmed), and the field empty again after the save.
    expect(stub.bodiesOf('PATCH /api/profile/u7/bank')[1]).toEqual({
      ...Object.fromEntries(
        Object.entries(PROFILE).filter(([k]) =>
          ['accountName', 'accountNumber', 'sortCode', 'swiftBic', 'ibanNumber', 'bankName', 'bankAddress'].includes(k),
        ),
      ),
      bankName: 'Al Rayan Bank',
      currentPassword: ' my secret ',
    });
    await waitFor(() => expect((within(form).getByLabelText(/Current password/) as HTMLInputElement).value).toBe(''));
  });

  it('asks for the current password before sending bank details, and says so at the field when it is wrong', async () => {
    const stub = stubFetch({
      ...session,
      'GET /api/profile/u7': { body: PROFILE },
      'PATCH /api/profile/u7/bank': serverError(400, 'Current password is incorrect'),
    });

    renderApp('/investor/profile?tab=bank');

    const form = await screen.findByRole('form', { name: 'Bank Details' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Account number' }), { target: { value: '55501234' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Current password is required')).toBeTruthy();
    expect(stub.bodiesOf('PATCH /api/profile/u7/bank')).toEqual([]);

    const password = within(form).getByLabelText(/Current password/);
    fireEvent.change(password, { target: { value: 'not-it' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText('Failed to update bank details')).toBeTruthy();
    expect(within(failure).getByText('Current password is incorrect')).toBeTruthy();
    expect(await within(form).findByText('Current password is incorrect')).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(password);
    expect(stub.bodiesOf('PATCH /api/profile/u7/bank')).toHaveLength(1);
  });

  it('checks the next of kin e-mail before saving', async () => {
    const stub = stubFetch({ ...session, 'GET /api/profile/u7': { body: PROFILE } });

    renderApp('/investor/profile?tab=next-of-kin');

    const form = await screen.findByRole('form', { name: 'Next of Kin' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'E-mail address' }), { target: { value: 'omar@' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await within(form).findByText('Invalid email address')).toBeTruthy();
    expect(stub.bodiesOf('PATCH /api/profile/u7/next-of-kin')).toEqual([]);
  });

  it('changes the own password with the current one, after the checks of the own password change', async () => {
    const stub = stubFetch({
      ...session,
      'GET /api/profile/u7': { body: PROFILE },
      'PATCH /api/users/u7/password': [serverError(400, 'Current password is incorrect'), { body: { message: 'Password updated' } }],
    });

    renderApp('/investor/profile?tab=security');

    const form = await screen.findByRole('form', { name: 'Change Password' });
    const current = within(form).getByLabelText(/Current password/);
    const next = within(form).getByLabelText(/^New password/);
    const confirm = within(form).getByLabelText(/Confirm new password/);
    fireEvent.change(next, { target: { value: 'abc' } });
    fireEvent.change(confirm, { target: { value: 'abd' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Update password' }));
    expect(await within(form).findByText('Current password is required')).toBeTruthy();
    expect(within(form).getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(within(form).getByText("Passwords don't match")).toBeTruthy();

    fireEvent.change(current, { target: { value: 'Wrong#2026' } });
    fireEvent.change(next, { target: { value: 'New#Pass2026' } });
    fireEvent.change(confirm, { target: { value: 'New#Pass2026' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Update password' }));
    expect(await within(form).findByText('Current password is incorrect')).toBeTruthy();
    expect(screen.getByText('Failed to Change Password')).toBeTruthy();

    fireEvent.change(current, { target: { value: 'Demo#Investor2026' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Password updated')).toBeTruthy();
    expect(stub.bodiesOf('PATCH /api/users/u7/password')[1]).toEqual({ currentPassword: 'Demo#Investor2026', newPassword: 'New#Pass2026' });
    await waitFor(() => expect((current as HTMLInputElement).value).toBe(''));
  });

  it("refuses a photo over 5 MB in the spec's words without sending it", async () => {
    const stub = stubFetch({ ...session, 'GET /api/profile/u7': { body: PROFILE } });

    const { container } = renderApp('/investor/profile');

    await screen.findByRole('form', { name: 'Personal Information' });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'portrait.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });

    expect(await screen.findByText('File too large: portrait.png')).toBeTruthy();
    expect(stub.requests()).not.toContain('POST /api/upload-url');
  });

  it('uploads a photo: upload URL, one PUT, public ACL, then saves it on the profile', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.scripts = [{ status: 200, body: { objectPath: '/api/objects/profile-photo/p1', size: 2048, contentType: 'image/png' } }];
    const stub = stubFetch({
      ...session,
      'GET /api/profile/u7': { body: PROFILE },
      'POST /api/upload-url': {
        body: {
          url: 'http://localhost/api/storage/uploads/profile-photo/p1?sig=1',
          uploadURL: 'http://localhost/api/storage/uploads/profile-photo/p1?sig=1',
        },
      },
      'POST /api/objects/set-acl': { body: { objectPath: '/api/objects/profile-photo/p1' } },
      'PATCH /api/profile/u7/photo': { body: { profilePhotoUrl: '/api/objects/profile-photo/p1' } },
    });

    const { container } = renderApp('/investor/profile');

    await screen.findByRole('form', { name: 'Personal Information' });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(2048)], 'me.png', { type: 'image/png' })] } });

    expect(await screen.findByText('Your profile photo has been updated.')).toBeTruthy();
    expect(FakeXhr.sent.map((put) => [put.method, put.url])).toEqual([
      ['PUT', 'http://localhost/api/storage/uploads/profile-photo/p1?sig=1'],
    ]);
    expect(stub.bodiesOf('POST /api/objects/set-acl')).toEqual([
      { uploadURL: 'http://localhost/api/storage/uploads/profile-photo/p1?sig=1', visibility: 'public' },
    ]);
    expect(stub.bodiesOf('PATCH /api/profile/u7/photo')).toEqual([{ profilePhotoUrl: '/api/objects/profile-photo/p1' }]);
    expect(await screen.findByRole('button', { name: 'Remove photo' })).toBeTruthy();
  });
});
