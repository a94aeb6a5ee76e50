import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { notificationPreferencesView } from '@fund/contracts/testing';
import { serverError, stubFetch } from '@fund/ui/testing';

import { renderApp } from '../../../testing/renderApp';

beforeAll(() => import('../../../app/routes/ProfileRoute'), 60_000);
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const PREFERENCES = notificationPreferencesView({ fundTimeZone: 'Asia/Dubai' });

const portal = {
  'GET /api/admin/setup-required': { body: { setupRequired: false } },
  'GET /api/me': { body: { id: 'u7', role: 'investor', fullName: 'Amina Yusuf', profilePhotoUrl: null, mustChangePassword: 'false' } },
  'GET /api/investor/unread': { body: { notifications: 0, documents: 0, updates: 0 } },
  'GET /api/profile/u7': {
    body: { fullName: 'Amina Yusuf', email: 'amina@example.com', phone: null, fullAddress: null, dateOfBirth: null, profilePhotoUrl: null },
  },
  'GET /api/investor/notification-preferences': { body: PREFERENCES },
};

describe('Profile > Notifications', () => {
  it('shows one choice per category, the time zone and what cannot be turned off, and saves them', async () => {
    const stub = stubFetch({
      ...portal,
      'PUT /api/investor/notification-preferences': ({ body }) => ({ body: { ...PREFERENCES, ...(body as object) } }),
    });

    renderApp('/investor/profile#notifications');

    const form = await screen.findByRole('form', { name: 'Notifications' });
    expect(form.closest('#notifications')).toBeTruthy();
    const groups = within(form).getAllByRole('radiogroup');
    expect(groups.map((group) => group.getAttribute('aria-label') ?? group.textContent)).toHaveLength(6);
    const documents = within(form).getByRole('radiogroup', { name: 'Documents: e-mail me' });
    expect((within(documents).getByRole('radio', { name: 'Immediately' }) as HTMLInputElement).checked).toBe(true);
    expect(within(form).getByRole('radiogroup', { name: 'Payouts and transactions: e-mail me' })).toBeTruthy();
    expect(within(form).getByRole('radiogroup', { name: 'Asset performance: e-mail me' })).toBeTruthy();
    expect(within(form).getByRole('radiogroup', { name: 'Support tickets: e-mail me' })).toBeTruthy();
    const statements = within(form).getByRole('radiogroup', { name: 'Statements: e-mail me' });
    expect((within(statements).getByRole('radio', { name: 'Immediately' }) as HTMLInputElement).checked).toBe(true);
    expect(
      within(form).getByText(
        /Security and account e-mails \(password, bank details, sign-in warnings\) always go and cannot be turned off/,
      ),
    ).toBeTruthy();
    // Issue 24: a 'sharia' notice (an expired certificate of a scheme held) cannot be muted: no choice, only the note.
    expect(within(form).queryByRole('radiogroup', { name: /Sharia/ })).toBeNull();
    expect(within(form).getByText(/nor can the notice that the Sharia certificate of a scheme you hold expired/)).toBeTruthy();
    expect(within(form).getByText(/The daily digest goes at 08:00 in this time zone/)).toBeTruthy();
    const zone = within(form).getByRole('combobox', { name: 'Time zone' }) as HTMLSelectElement;
    expect(zone.value).toBe('');
    expect(zone.options[0].text).toBe("Fund's time zone (Asia/Dubai)");
    expect([...zone.options].map((option) => option.value)).toContain('Europe/London');

    fireEvent.click(within(documents).getByRole('radio', { name: 'Daily digest' }));
    fireEvent.click(within(within(form).getByRole('radiogroup', { name: 'Updates: e-mail me' })).getByRole('radio', { name: 'Off' }));
    fireEvent.change(zone, { target: { value: 'Europe/London' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save preferences' }));

    expect(await screen.findByText('Your notification preferences have been saved.')).toBeTruthy();
    expect(stub.bodiesOf('PUT /api/investor/notification-preferences')).toEqual([
      {
        preferences: [
          { category: 'updates', mode: 'off' },
          { category: 'documents', mode: 'digest' },
          { category: 'payouts', mode: 'immediate' },
          { category: 'asset_performance', mode: 'digest' },
          { category: 'tickets', mode: 'digest' },
          { category: 'statements', mode: 'immediate' },
        ],
        timeZone: 'Europe/London',
      },
    ]);
    await waitFor(() => expect((within(form).getByRole('button', { name: 'Save preferences' }) as HTMLButtonElement).disabled).toBe(true));
  });

  it("shows the server's message when it refuses the preferences, and keeps the choices", async () => {
    stubFetch({
      ...portal,
      'PUT /api/investor/notification-preferences': serverError(400, 'timeZone must be an IANA time zone such as Europe/London'),
    });

    renderApp('/investor/profile');

    const form = await screen.findByRole('form', { name: 'Notifications' });
    const zone = within(form).getByRole('combobox', { name: 'Time zone' }) as HTMLSelectElement;
    fireEvent.change(zone, { target: { value: 'America/New_York' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save preferences' }));

    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText('Failed to save notification preferences')).toBeTruthy();
    expect(within(failure).getByText('timeZone must be an IANA time zone such as Europe/London')).toBeTruthy();
    expect(zone.value).toBe('America/New_York');
  });
});
