import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';

import { demoPng } from '../../backend/src/seed/demo-files.js';
import { ApiSession } from '../support/api.js';
import { DESKTOP, horizontalOverflow, PHONE, screenshot, seriousA11yViolations, waitUntil } from '../support/browser.js';
import {
  enrol,
  OXFORD_ROAD_RESIDENCES,
  postDocument,
  postPayout,
  postUpdate,
  seedAsset,
  seedInvestor,
  seedScheme,
  type SeededInvestor,
} from '../support/fund.js';
import { useJourney } from '../support/journey.js';

jest.setTimeout(180_000);

const JOURNEY = 'investor-account';

interface Profile {
  phone: string;
  bankName: string;
  accountNumber: string;
  profilePhotoUrl: string | null;
}

interface Ticket {
  subject: string;
  category: string;
  priority: string;
  status: string;
}

// An investor's own account in the browser: support tickets, profile (phone, bank, photo, password),
// My Assets with its gallery, and the transactions, documents and updates lists; each page axe-checked
// and free of sideways scrolling at 375 px.
describe('investor account in the browser', () => {
  const journey = useJourney();
  let investor: SeededInvestor;

  beforeAll(async () => {
    const { admin } = journey;
    investor = await seedInvestor(admin, journey.dataDir, {
      fullName: 'Layla Haddad',
      username: 'layla.haddad',
      email: 'layla.haddad@example.com',
      password: 'Layla#Invest2026',
    });
    const birmingham = await seedScheme(admin, { productId: 'ijara', name: 'Birmingham Office Ijara' });
    const manchester = await seedScheme(admin, { productId: 'musharakah', name: 'Manchester Student Living', minimumInvestment: 50000 });
    const office = await enrol(admin, investor.id, birmingham, 150000, 158000);
    const student = await enrol(admin, investor.id, manchester, 75000);
    for (const [i, date] of ['2025-12-31', '2026-03-31', '2026-06-30'].entries())
      await postPayout(admin, investor.id, office, 3000 + i * 100, date);
    await postPayout(admin, investor.id, student, 1850, '2026-06-30');
    await postDocument(admin, investor.id, birmingham, 'Signed investment contract', 'Birmingham Office Ijara - Contract.pdf');
    await postDocument(admin, investor.id, manchester, 'Distribution notice Q2', 'Manchester Q2 notice.pdf');
    // More updates than one page holds, so the Updates page has to page through the API's range.
    for (let n = 1; n <= 23; n++)
      await postUpdate(admin, investor.id, n % 2 ? birmingham : manchester, `Portfolio update ${String(n).padStart(2, '0')}`);
    await seedAsset(
      admin,
      office,
      {
        name: 'Colmore Row Offices',
        address: '55 Colmore Row, Birmingham B3 2AA',
        propertyType: 'Commercial',
        purchaseValue: 6800000,
        currentValue: 7100000,
        occupancyRate: '91%',
        grossYield: '6.4%',
        operatingCosts: 310000,
      },
      3,
    );
    await seedAsset(admin, student, OXFORD_ROAD_RESIDENCES, 2);
    // One ticket the team has already answered.
    const { id } = await investor.session.call<{ id: string }>('POST', '/api/tickets', {
      subject: 'Quarterly statement request',
      description: 'Could you send me the statement for the last quarter for my tax return?',
      category: 'documents',
    });
    await admin.call('PATCH', `/api/tickets/${id}`, {
      status: 'resolved',
      adminNotes: 'Sent to your e-mail address on file. Let us know if anything is missing.',
    });
  });

  /** The focused element as 'TAG name value-or-text' (a string expression: this package has no DOM types). */
  const focused = (page: Page) =>
    page.evaluate<string>(
      "(() => { const el = document.activeElement; return el.tagName + ' ' + (el.getAttribute('name') ?? '') + ' ' + (el.tagName === 'INPUT' && el.type === 'radio' ? el.value : el.tagName === 'DIV' ? el.textContent : ''); })()",
    );

  /** A browser signed in as the investor (the seeded API session's cookie). */
  async function portal(viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
    const context = await journey.context({ viewport, session: investor.session });
    return { context, page: await context.newPage() };
  }

  it('raises a support ticket from the tickets page', async () => {
    const { context, page } = await portal();
    await page.goto('/investor/tickets');
    await page.getByRole('heading', { name: 'Quarterly statement request' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, JOURNEY, '01-tickets');

    await page.getByRole('button', { name: 'New Ticket' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Support Ticket' });
    await dialog.waitFor();
    // The keyboard path: the subject has focus, then Tab goes to the category, the priority and the description.
    expect(await focused(page)).toBe('INPUT subject ');
    await page.keyboard.type('Help');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('DIV  General Inquiry');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('INPUT priority medium');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('TEXTAREA description ');
    await page.keyboard.type('Too short');
    await page.getByRole('button', { name: 'Submit Ticket' }).click();
    await dialog.getByText('Subject must be at least 5 characters').waitFor();
    await dialog.getByText('Description must be at least 10 characters').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, JOURNEY, '02-ticket-dialog-errors');

    await page.getByRole('textbox', { name: 'Subject' }).fill('Payout not received yet');
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Payout Related' }).click();
    await page.getByRole('radio', { name: 'High' }).check();
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill('My June payout for Birmingham Office Ijara has not arrived in my bank account yet.');
    await page.getByRole('button', { name: 'Submit Ticket' }).click();
    await page.getByText('Ticket created').waitFor();
    await page.getByRole('heading', { name: 'Payout not received yet' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await screenshot(page, JOURNEY, '03-ticket-created');

    const tickets = await investor.session.call<Ticket[]>('GET', '/api/investor/tickets');
    expect(tickets.map(({ subject, category, priority, status }) => ({ subject, category, priority, status }))).toEqual([
      { subject: 'Payout not received yet', category: 'payout', priority: 'high', status: 'open' },
      { subject: 'Quarterly statement request', category: 'documents', priority: 'medium', status: 'resolved' },
    ]);
    await context.close();
  });

  it('changes the phone number and the bank details, saved over the API', async () => {
    const { context, page } = await portal();
    await page.goto('/investor/profile');
    const personal = page.getByRole('form', { name: 'Personal Information' });
    await personal.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, JOURNEY, '04-profile-personal');
    await expect(personal.getByRole('textbox', { name: 'E-mail address' }).getAttribute('readonly')).resolves.not.toBeNull();

    const phone = personal.getByRole('textbox', { name: 'Phone number' });
    await phone.fill('');
    await phone.press('Tab');
    await personal.getByText('Phone is required').waitFor();
    await phone.fill('+971 509998877');
    await personal.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your personal information has been saved.').waitFor();

    await page.getByRole('tab', { name: 'Bank' }).click();
    const bank = page.getByRole('form', { name: 'Bank Details' });
    await bank.getByRole('textbox', { name: 'Bank name' }).fill('Al Rayan Bank');
    await bank.getByRole('textbox', { name: 'Account number' }).fill('55501234');
    // The payout account changes only with the current password (issue 18 item 6): a wrong one is said at the field.
    const currentPassword = bank.getByLabel('Current password');
    await currentPassword.fill('not-my-password');
    await bank.getByRole('button', { name: 'Save changes' }).click();
    await bank.getByText('Current password is incorrect').waitFor();
    await currentPassword.fill('Layla#Invest2026');
    await bank.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your bank details have been saved.').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, JOURNEY, '05-profile-bank-saved');

    const saved = await investor.session.call<Profile>('GET', `/api/profile/${investor.id}`);
    expect({ phone: saved.phone, bankName: saved.bankName, accountNumber: saved.accountNumber }).toEqual({
      phone: '+971 509998877',
      bankName: 'Al Rayan Bank',
      accountNumber: '55501234',
    });

    await page.getByRole('tab', { name: 'Next of Kin' }).click();
    await page.getByRole('form', { name: 'Next of Kin' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByRole('form', { name: 'Change Password' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('uploads a profile photo that the header shows', async () => {
    const { context, page } = await portal();
    await page.goto('/investor/profile');
    await page.getByRole('button', { name: 'Upload photo' }).waitFor();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'layla.png', mimeType: 'image/png', buffer: demoPng([40, 110, 90], [230, 220, 200], 7, 320, 320) });
    await page.getByText('Your profile photo has been updated.').waitFor();
    await page.getByRole('button', { name: 'Remove photo' }).waitFor();

    const saved = await investor.session.call<Profile>('GET', `/api/profile/${investor.id}`);
    expect(saved.profilePhotoUrl).toMatch(/^\/api\/objects\/profile-photo\//);
    await page.locator(`header img[src="${saved.profilePhotoUrl}"]`).waitFor();
    // The photo really loads (a broken image has no natural width).
    await waitUntil(
      async () =>
        (await page
          .locator('img[alt="Your profile photo"]')
          .evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)) === 320,
    );
    await screenshot(page, JOURNEY, '06-profile-photo');
    await context.close();
  });

  it('shows My Assets in whole pounds with a gallery that the keyboard moves through', async () => {
    const { context, page } = await portal();
    await page.goto('/investor/assets');
    await page.getByRole('heading', { name: 'Colmore Row Offices' }).waitFor();
    // (7,100,000 - 6,800,000) + (4,650,000 - 4,200,000) over 11,000,000 = +6.82%; yields 6.4% and 7.1%.
    await expect(page.getByRole('group', { name: 'Appreciation' }).textContent()).resolves.toContain('+6.82%');
    await expect(page.getByRole('group', { name: 'Average Gross Yield' }).textContent()).resolves.toContain('6.75%');
    await expect(page.getByRole('group', { name: 'Current Value' }).textContent()).resolves.toContain('£11,750,000');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, JOURNEY, '07-assets');

    await page.getByRole('button', { name: 'View 3 photos of Colmore Row Offices' }).click();
    const gallery = page.getByRole('dialog', { name: 'Colmore Row Offices: photos' });
    await gallery.getByRole('img', { name: 'Colmore Row Offices, photo 1 of 3' }).waitFor();
    await page.keyboard.press('ArrowRight');
    await gallery.getByRole('img', { name: 'Colmore Row Offices, photo 2 of 3' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, JOURNEY, '08-assets-gallery');
    await page.keyboard.press('Escape');
    await gallery.waitFor({ state: 'detached' });
    await context.close();
  });

  it('lists transactions, documents and updates, paging through the updates', async () => {
    const { context, page } = await portal();
    await page.goto('/investor/transactions');
    await page.getByText('+$3,200').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, JOURNEY, '09-transactions');

    await page.goto('/investor/documents');
    await page.getByRole('button', { name: 'Download Birmingham Office Ijara - Contract.pdf' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, JOURNEY, '10-documents');

    await page.goto('/investor/updates');
    await page.getByRole('heading', { name: 'Portfolio update 23' }).waitFor();
    await expect(page.getByText(/^Portfolio update \d\d$/).count()).resolves.toBe(20);
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.getByRole('heading', { name: 'Portfolio update 01' }).waitFor();
    await expect(page.getByText(/^Portfolio update \d\d$/).count()).resolves.toBe(23);
    await expect(page.getByRole('button', { name: 'Load more' }).count()).resolves.toBe(0);

    await page.getByRole('combobox', { name: 'Investment' }).click();
    await page.getByRole('option', { name: 'Manchester Student Living' }).click();
    await page.waitForURL(/scheme=/);
    await page.getByRole('heading', { name: 'Portfolio update 22' }).waitFor();
    await expect(page.getByRole('heading', { name: 'Portfolio update 23' }).count()).resolves.toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, JOURNEY, '11-updates-filtered');
    await context.close();
  });

  it('fits every page of the account at 375 px without sideways scrolling', async () => {
    const { context, page } = await portal(PHONE);
    const pages: [string, string][] = [
      ['/investor/assets', 'Colmore Row Offices'],
      ['/investor/transactions', 'Transactions'],
      ['/investor/documents', 'Documents'],
      ['/investor/updates', 'Updates'],
      ['/investor/tickets', 'Payout not received yet'],
      ['/investor/profile', 'Profile Settings'],
      ['/investor/profile?tab=bank', 'Bank Details'],
      ['/investor/profile?tab=next-of-kin', 'Next of Kin'],
      ['/investor/profile?tab=security', 'Change Password'],
    ];
    for (const [url, heading] of pages) {
      await page.goto(url);
      await page.getByRole('heading', { name: heading }).first().waitFor();
      await page
        .getByRole('status')
        .first()
        .waitFor({ state: 'detached' })
        .catch(() => undefined);
      expect({ url, overflow: await horizontalOverflow(page) }).toEqual({ url, overflow: 0 });
      await screenshot(page, JOURNEY, `12-phone-${url.replace(/^\/investor\//, '').replace(/[?=]/g, '-')}`);
    }

    await page.goto('/investor/assets');
    await page.getByRole('button', { name: 'View 2 photos of Oxford Road Residences' }).click();
    const gallery = page.getByRole('dialog');
    await gallery.getByRole('img', { name: /photo 1 of 2/ }).waitFor();
    // A swipe towards the start of the line brings the next photo.
    const box = (await gallery.getByRole('img', { name: /photo 1 of 2/ }).boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await gallery.getByRole('img', { name: /photo 2 of 2/ }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, JOURNEY, '13-phone-gallery');
    await page.keyboard.press('Escape');

    await page.goto('/investor/tickets');
    await page.getByRole('button', { name: 'New Ticket' }).click();
    await page.getByRole('dialog', { name: 'Create Support Ticket' }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, JOURNEY, '14-phone-ticket-dialog');
    await context.close();
  });

  it('changes the own password, which then signs in', async () => {
    const { context, page } = await portal();
    await page.goto('/investor/profile?tab=security');
    const form = page.getByRole('form', { name: 'Change Password' });
    await form.getByLabel('Current password').fill('Layla#Invest2026');
    await form.getByLabel('New password', { exact: false }).first().fill('Layla#Renewed2026');
    await form.getByLabel('Confirm new password').fill('Layla#Renewed2026');
    await form.getByRole('button', { name: 'Update password' }).click();
    await page.getByText('Password updated').waitFor();
    await screenshot(page, JOURNEY, '15-password-updated');
    await context.close();

    const fresh = new ApiSession(journey.base, journey.dataDir);
    await expect(fresh.login(investor.username, 'Layla#Renewed2026', investor.email)).resolves.toMatchObject({ id: investor.id });
  });
});
