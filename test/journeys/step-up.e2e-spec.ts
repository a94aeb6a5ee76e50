import { beforeAll, describe, expect, it, jest } from '@jest/globals';

import { DESKTOP, PHONE, screenshot, seriousA11yViolations } from '../support/browser.js';
import { seedInvestor, type SeededInvestor } from '../support/fund.js';
import { useJourney } from '../support/journey.js';
import { emailFromOutbox, mailsTo } from '../support/mailbox.js';

jest.setTimeout(180_000);

const JOURNEY = 'step-up';

interface Profile {
  bankName: string;
  accountNumber: string;
}

// Issue 25 item 5: a bank-detail change asks for a fresh code when the sign-in is older than the
// window (2 seconds on this journey's server, 5 minutes in the product); the form keeps what was typed
// and saves it once the e-mailed code is confirmed.
describe('step-up in the browser', () => {
  const journey = useJourney({ env: { STEP_UP_SECONDS: '2' } });
  let investor: SeededInvestor;

  beforeAll(async () => {
    investor = await seedInvestor(journey.admin, journey.dataDir, {
      fullName: 'Layla Haddad',
      username: 'layla.haddad',
      email: 'layla.haddad@example.com',
      password: 'Layla#Invest2026',
    });
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)('asks for a code on a bank change, keeps the values typed, then saves them (%s)', async (name, viewport) => {
    const context = await journey.context({ viewport, session: investor.session });
    const page = await context.newPage();
    await page.goto('/investor/profile?tab=bank');
    const bank = page.getByRole('form', { name: 'Bank Details' });
    await bank.waitFor();
    const bankName = name === 'desktop' ? 'Al Rayan Bank' : 'Gatehouse Bank';
    const accountNumber = name === 'desktop' ? '55501234' : '66602345';
    await bank.getByRole('textbox', { name: 'Bank name' }).fill(bankName);
    await bank.getByRole('textbox', { name: 'Account number' }).fill(accountNumber);
    await bank.getByLabel('Current password').fill('Layla#Invest2026');
    // The sign-in is older than the window by now.
    await new Promise((r) => setTimeout(r, 2500));
    await bank.getByRole('button', { name: 'Save changes' }).click();

    const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
    await dialog.getByText('We have e-mailed you a 6-digit confirmation code').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, JOURNEY, `01-asked-${name}`);

    // A wrong code is said in the dialog; the form underneath still holds what was typed.
    await dialog.getByRole('textbox', { name: '6-digit code' }).fill('000000');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText('Invalid or expired confirmation code').waitFor();
    const eml = await emailFromOutbox(journey.dataDir, investor.email, 'Your confirmation code is');
    const code = /Your confirmation code is (\d{6})/.exec(eml)?.[1] ?? '';
    await dialog.getByRole('textbox', { name: '6-digit code' }).fill(code);
    await screenshot(page, JOURNEY, `02-code-${name}`);
    await dialog.getByRole('button', { name: 'Confirm' }).click();

    await page.getByText('Your bank details have been saved.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await bank.getByRole('textbox', { name: 'Bank name' }).inputValue()).toBe(bankName);
    await screenshot(page, JOURNEY, `03-saved-${name}`);
    const saved = await investor.session.call<Profile>('GET', `/api/profile/${investor.id}`);
    expect({ bankName: saved.bankName, accountNumber: saved.accountNumber }).toEqual({ bankName, accountNumber });
    await context.close();
  });

  it('cancelling keeps the form and its values, and nothing is saved', async () => {
    const context = await journey.context({ viewport: DESKTOP, session: investor.session });
    const page = await context.newPage();
    await page.goto('/investor/profile?tab=bank');
    const bank = page.getByRole('form', { name: 'Bank Details' });
    await bank.getByRole('textbox', { name: 'Bank name' }).fill('Never Saved Bank');
    await bank.getByLabel('Current password').fill('Layla#Invest2026');
    await new Promise((r) => setTimeout(r, 2500));
    await bank.getByRole('button', { name: 'Save changes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
    await dialog.getByRole('textbox', { name: '6-digit code' }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Still signed in, on the same form, with what was typed.
    expect(await bank.getByRole('textbox', { name: 'Bank name' }).inputValue()).toBe('Never Saved Bank');
    expect(page.url()).toContain('/investor/profile');
    const saved = await investor.session.call<Profile>('GET', `/api/profile/${investor.id}`);
    expect(saved.bankName).not.toBe('Never Saved Bank');
    await context.close();
  });

  // Last: from here on the investor has a passkey, so the dialog asks for it instead of an e-mailed code.
  it('a user with a passkey confirms with it: added on Profile > Security, used by the dialog, no e-mail', async () => {
    const context = await journey.context({ viewport: DESKTOP, session: investor.session });
    const page = await context.newPage();
    // Chromium's virtual authenticator (DevTools protocol): a platform passkey that answers at once.
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await page.goto('/investor/profile?tab=security');
    const passkeys = page.getByRole('region', { name: 'Passkeys' });
    await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
    await passkeys.getByRole('textbox', { name: 'Name for this passkey' }).fill('Work laptop');
    await passkeys.getByRole('button', { name: 'Continue' }).click();
    await passkeys.getByText('Work laptop').waitFor();

    await page.goto('/investor/profile?tab=bank');
    const bank = page.getByRole('form', { name: 'Bank Details' });
    await bank.getByRole('textbox', { name: 'Bank name' }).fill('Passkey Bank');
    await bank.getByLabel('Current password').fill('Layla#Invest2026');
    await new Promise((r) => setTimeout(r, 2500));
    const codes = async () => (await mailsTo(journey.dataDir, investor.email, /confirmation code/)).length;
    const mails = await codes();
    await bank.getByRole('button', { name: 'Save changes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
    await dialog.getByText('Confirm with one of your passkeys').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, JOURNEY, '04-asked-passkey');
    await dialog.getByRole('button', { name: 'Use a passkey' }).click();
    await page.getByText('Your bank details have been saved.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    // No code was e-mailed for it.
    expect(await codes()).toBe(mails);
    const saved = await investor.session.call<Profile>('GET', `/api/profile/${investor.id}`);
    expect(saved.bankName).toBe('Passkey Bank');
    await context.close();
  });
});
