import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Page } from 'playwright-core';

import type { AdminUserView, InvitationView, TicketView } from '@fund/contracts';
import { ticketBody } from '@fund/contracts/testing';

import { checkAdminPage } from '../support/admin.js';
import { ApiSession } from '../support/api.js';
import { DESKTOP, screenshot, seriousA11yViolations } from '../support/browser.js';
import { ADMIN, seedInvestor, type SeededInvestor } from '../support/fund.js';
import { useJourney } from '../support/journey.js';
import { invitationLinkFromOutbox, temporaryPasswordFromOutbox } from '../support/people.js';

jest.setTimeout(300_000);

const JOURNEY = 'admin-people';

const YUSUF = { fullName: 'Yusuf Karim', username: 'yusuf.karim', email: 'yusuf.karim@example.com', password: 'Inv3st!Yusuf' };
const HANA = { fullName: 'Hana Qureshi', email: 'hana.qureshi@example.com', username: 'hana.q', password: 'Adm1n!Hana2026' };
const BILAL = { fullName: 'Bilal Ahmed', email: 'bilal.ahmed@example.com', username: 'bilal.a', password: 'Adm1n!Bilal2026' };
const ZARA = { fullName: 'Zara Malik', email: 'zara.malik@example.com' };

// People in the back office on a fresh server: a ticket raised over the API is moved to In Progress
// with a note; an admin is invited (the e-mailed link opens the investor app's accept screen and the
// new admin signs in) and another created directly; an investor's reset request is resolved and the
// e-mailed temporary password signs them in; a plain admin sees no Role Management and the super
// admin changes a role. Each page is accessible and fits at 1280 and 768 px in both themes.
describe('Support Tickets, User Management, Password Resets and Settings in the browser', () => {
  const journey = useJourney();
  let yusuf: SeededInvestor;
  let ticketId: string;

  beforeAll(async () => {
    yusuf = await seedInvestor(journey.admin, journey.dataDir, YUSUF);
    // The shared ticket: 'Payout not received', category payout, priority high.
    ({ id: ticketId } = await yusuf.session.call<TicketView>('POST', '/api/tickets', ticketBody()));
  });

  const signedIn = (pathname: string, session = journey.admin, viewport = DESKTOP) => journey.open(pathname, { viewport, session });
  const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
  const choose = async (page: Page, label: string, option: string) => {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };

  const checkPage = (page: Page, name: string) => checkAdminPage(page, JOURNEY, name);

  it('moves a ticket raised over the API to In Progress with a reply to the investor', async () => {
    const { context, page } = await signedIn('/admin/tickets');
    await page.getByRole('heading', { level: 1, name: 'Support Tickets' }).waitFor();
    // The count arrives after the tab's label.
    await page.getByRole('tab', { name: /^Open Tickets\s*1$/ }).waitFor();
    await page.getByRole('heading', { name: 'Payout not received' }).waitFor();
    await checkPage(page, 'tickets');

    await page.getByRole('button', { name: 'View ticket: Payout not received' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ticket Details' });
    // Issue 21: the conversation opens with the investor's message.
    await dialog.getByRole('list', { name: 'Conversation' }).getByText('Yusuf Karim').waitFor();
    await choose(page, 'Status', 'In Progress');
    await dialog.getByLabel('Reply to the investor').fill('Checking with the bank; expect an answer by Friday.');
    await screenshot(page, JOURNEY, 'ticket-dialog');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Reply sent; the investor will be told');
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('tab', { name: /In Progress/ }).click();
    await page.getByRole('heading', { name: 'Payout not received' }).waitFor();
    const [saved] = await journey.admin.call<TicketView[]>(
      'GET',
      `/api/admin/tickets?filter=${encodeURIComponent(JSON.stringify({ id: ticketId }))}`,
    );
    expect(saved).toMatchObject({ status: 'in_progress', adminNotes: 'Checking with the bank; expect an answer by Friday.' });
    await context.close();
  });

  it('walks the ticket dialog from the keyboard with a focus ring on its buttons; Escape gives the focus back to View', async () => {
    const { context, page } = await signedIn('/admin/tickets');
    await page.getByRole('tab', { name: /In Progress/ }).click();
    const view = page.getByRole('button', { name: 'View ticket: Payout not received' });
    await view.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Ticket Details' });
    await dialog.waitFor();
    // What has the focus, and '(ring)' when it draws a 2 px outline (a field shows its own border).
    const focused = () =>
      page.evaluate<string>(
        "(() => { const e = document.activeElement; const s = getComputedStyle(e); return (e.getAttribute('aria-label') || e.getAttribute('name') || e.textContent || '').trim() + (s.outlineStyle === 'solid' && parseFloat(s.outlineWidth) >= 2 ? ' (ring)' : ''); })()",
      );
    const path: string[] = [];
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      path.push(await focused());
    }
    // Issue 21: the reply to the investor, then the status (after the conversation, which holds no control).
    expect(path).toEqual(['reply', 'In Progress', 'Cancel (ring)', 'Save (ring)']);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await focused()).toBe('View ticket: Payout not received (ring)');
    await context.close();
  });

  it('invites an admin whose e-mailed link opens the accept screen, and the new admin signs in', async () => {
    const { context, page } = await signedIn('/admin/users');
    await page.getByRole('heading', { level: 1, name: 'User Management' }).waitFor();
    await page.getByRole('heading', { name: ADMIN.fullName }).waitFor();
    await checkPage(page, 'users');

    await page.getByRole('button', { name: 'Add Admin' }).click();
    await page.getByRole('menuitem', { name: /Invite via Email/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite via Email' });
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await dialog.getByText('Invalid email address').waitFor();
    await dialog.getByText('Full name is required').waitFor();
    await dialog.getByLabel('Full Name').fill(HANA.fullName);
    await dialog.getByLabel('E-mail').fill(HANA.email);
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await toast(page, 'Invitation sent');
    const done = page.getByRole('dialog', { name: 'Invitation sent' });
    const shownLink = await done.getByRole('textbox', { name: 'Invitation link' }).inputValue();
    expect(shownLink).toMatch(/\/accept-invitation\/[A-Za-z0-9_-]+$/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, JOURNEY, 'invitation-link');
    await done.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('tab', { name: 'Invitations' }).click();
    await page.getByRole('heading', { name: HANA.fullName }).waitFor();
    await page
      .getByText(/only a fingerprint of it is stored/)
      .first()
      .waitFor();
    await checkPage(page, 'invitations');
    await context.close();

    // The e-mail's link opens the accept screen of the investor app.
    const link = await invitationLinkFromOutbox(journey.dataDir, HANA.email);
    expect(new URL(link).pathname).toBe(new URL(shownLink).pathname);
    const { context: visitor, page: accept } = await journey.open(new URL(link).pathname, { viewport: DESKTOP, session: null });
    await accept.getByRole('heading', { name: 'Accept Invitation' }).waitFor();
    await accept.getByLabel('Username').fill(HANA.username);
    await accept.locator('input[name="password"]').fill(HANA.password);
    await accept.locator('input[name="confirmPassword"]').fill(HANA.password);
    await accept.getByRole('button', { name: 'ACCEPT INVITATION' }).click();
    await accept.waitForURL('**/login', { timeout: 15_000 });
    await visitor.close();

    // The new admin signs in.
    const hana = new ApiSession(journey.base, journey.dataDir);
    const login = await hana.login(HANA.username, HANA.password, HANA.email);
    expect(login.role).toBe('admin');
    const own = await signedIn('/admin', hana);
    await own.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await own.context.close();
  });

  it('creates an admin directly, shows the credentials once, and deletes a pending invitation', async () => {
    const { id: zaraInvitation } = await journey.admin.call<InvitationView>('POST', '/api/admin/invitations', { ...ZARA, role: 'admin' });
    const { context, page } = await signedIn('/admin/users');
    await page.getByRole('heading', { name: ADMIN.fullName }).waitFor();
    await page.getByRole('button', { name: 'Add Admin' }).click();
    await page.getByRole('menuitem', { name: /Create Directly/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Directly' });
    await dialog.getByLabel('Full Name').fill(BILAL.fullName);
    await dialog.getByLabel('E-mail').fill(BILAL.email);
    await dialog.getByLabel('Username').fill('bi');
    await dialog.getByLabel('Password', { exact: true }).fill('short');
    await dialog.getByRole('button', { name: 'Create Admin' }).click();
    await dialog.getByText('Username must be at least 3 characters').waitFor();
    await dialog.getByText('Password must be at least 8 characters').waitFor();
    await dialog.getByLabel('Username').fill(BILAL.username);
    await dialog.getByLabel('Password', { exact: true }).fill(BILAL.password);
    await dialog.getByRole('button', { name: 'Create Admin' }).click();
    await toast(page, 'Admin created');
    const done = page.getByRole('dialog', { name: 'Admin created' });
    const credentials = await done.getByRole('textbox', { name: 'Credentials' }).inputValue();
    expect(credentials).toContain(BILAL.username);
    expect(credentials).toContain(BILAL.password);
    await screenshot(page, JOURNEY, 'credentials-once');
    await done.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('heading', { name: BILAL.fullName }).waitFor();

    await page.getByRole('tab', { name: 'Invitations' }).click();
    await page.getByRole('button', { name: `Delete invitation: ${ZARA.fullName}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete invitation' }).click();
    await toast(page, 'Invitation deleted');
    await page.getByRole('heading', { name: ZARA.fullName }).waitFor({ state: 'detached' });
    const left = await journey.admin.call<InvitationView[]>('GET', '/api/admin/invitations');
    expect(left.map((i) => i.id)).not.toContain(zaraInvitation);
    await context.close();
  });

  it("resolves an investor's reset request; the e-mailed temporary password signs them in", async () => {
    await new ApiSession(journey.base, journey.dataDir).call('POST', '/api/request-password-reset', { username: YUSUF.username });
    const { context, page } = await signedIn('/admin/password-resets');
    await page.getByRole('heading', { level: 1, name: 'Password Resets' }).waitFor();
    await page.getByRole('list', { name: 'Pending reset requests' }).getByText(YUSUF.fullName).waitFor();
    // The super admin also manages the other admins' passwords (not their own).
    const admins = page.getByRole('list', { name: 'Admins whose password you can reset' });
    await admins.getByText(BILAL.fullName).waitFor();
    await expect(admins.getByText(ADMIN.fullName).count()).resolves.toBe(0);
    await checkPage(page, 'password-resets');

    await page.getByRole('button', { name: `Reset Password: ${YUSUF.fullName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Reset password for ${YUSUF.fullName}` });
    await dialog.getByLabel('Notes (optional)').fill('Confirmed by phone.');
    await dialog.getByRole('button', { name: 'Reset Password' }).click();
    await toast(page, `Password reset. A temporary password was e-mailed to ${YUSUF.email}.`);
    await page.getByRole('list', { name: 'Recently resolved reset requests' }).getByText(YUSUF.fullName).waitFor();
    await page.getByText('Confirmed by phone.').waitFor();

    const temporary = await temporaryPasswordFromOutbox(journey.dataDir, YUSUF.email);
    const login = await new ApiSession(journey.base, journey.dataDir).login(YUSUF.username, temporary, YUSUF.email);
    expect(login.role).toBe('investor');
    expect(login.mustChangePassword).toBe('true');
    await context.close();
  });

  it('shows a plain admin no Role Management; the super admin changes a role and cannot change their own', async () => {
    const bilal = new ApiSession(journey.base, journey.dataDir);
    await bilal.login(BILAL.username, BILAL.password, BILAL.email);
    const plain = await signedIn('/admin/settings', bilal);
    await plain.page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await plain.page.getByRole('tab', { name: 'Profile' }).waitFor();
    await expect(plain.page.getByRole('tab', { name: 'Role Management' }).count()).resolves.toBe(0);
    // Passwords that do not match stay in the form with the spec's message.
    await plain.page.getByLabel('Current Password').fill(BILAL.password);
    await plain.page.getByLabel('New Password', { exact: true }).fill('abc');
    await plain.page.getByLabel('Confirm New Password').fill('abcd');
    await plain.page.getByRole('button', { name: 'Update Password' }).click();
    await plain.page.getByText('Password must be at least 6 characters').waitFor();
    await plain.page.getByText("Passwords don't match").waitFor();
    await checkPage(plain.page, 'settings-admin');
    await plain.page.getByRole('tab', { name: 'Profile' }).click();
    await expect(plain.page.getByLabel('Username').inputValue()).resolves.toBe(BILAL.username);
    await plain.page.getByLabel('Full Name').fill('Bilal A. Ahmed');
    await plain.page.getByRole('button', { name: 'Save Profile' }).click();
    await toast(plain.page, 'Profile updated');
    await checkPage(plain.page, 'settings-profile');
    await plain.context.close();

    const { context, page } = await signedIn('/admin/settings');
    await page.getByRole('tab', { name: 'Role Management' }).click();
    await page.getByRole('button', { name: 'Update Role' }).click();
    await page.getByText('Please select a user').waitFor();
    await choose(page, 'User', `${ADMIN.fullName} (${ADMIN.email}) (you)`);
    await page.getByRole('button', { name: 'Update Role' }).click();
    await page.getByText('You cannot change your own super admin role').waitFor();
    await choose(page, 'User', `Bilal A. Ahmed (${BILAL.email})`);
    await page.getByText('Current role: Admin').waitFor();
    await choose(page, 'New Role', 'Super Admin');
    await checkPage(page, 'settings-roles');
    await page.getByRole('button', { name: 'Update Role' }).click();
    await toast(page, 'Role updated');
    const users = await journey.admin.call<AdminUserView[]>('GET', '/api/admin/users');
    expect(users.find((u) => u.username === BILAL.username)?.role).toBe('super_admin');
    await context.close();
  });
});
