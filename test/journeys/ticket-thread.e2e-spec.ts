import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Page } from 'playwright-core';

import type { ApiSession } from '../support/api.js';
import { DESKTOP, horizontalOverflow, PHONE, screenshot, seriousA11yViolations } from '../support/browser.js';
import { ADMIN, type SeededInvestor } from '../support/fund.js';
import { useJourney } from '../support/journey.js';

jest.setTimeout(300_000);

const JOURNEY = 'ticket-thread';
const SUBJECT = 'March payout not received';
const OPENING = 'My March payout has not arrived in my account yet.';
const ANSWER = 'We paid it on 3 April; it should show within two working days.';
const FOLLOW_UP = 'It still has not arrived. Could you check the account number?';

// Issue 21 item 7 in the browser: an investor opens a ticket from the portal's Support link; the admin
// finds it from the back office's sidebar (Activity centre, with the open count), answers in the ticket's
// conversation and resolves it; the investor replies, which reopens it; both sides show the whole
// thread, each message with its author and time.
describe('support tickets as a conversation between an investor and the team', () => {
  const journey = useJourney();
  let layla: SeededInvestor;

  beforeAll(async () => {
    layla = await journey.investor();
  });

  const signedIn = (session: ApiSession, pathname: string, viewport = DESKTOP, mode: 'light' | 'dark' = 'light') =>
    journey.open(pathname, { viewport, session, mode, timeout: 30_000 });

  /** The texts of one conversation's messages, in order. */
  const messagesOf = (page: Page, name: string | RegExp) => page.getByRole('list', { name }).getByRole('listitem').allInnerTexts();

  it('the investor opens a ticket from Support in the sidebar, and the sidebar counts it', async () => {
    const { context, page } = await signedIn(layla.session, '/investor');
    const nav = page.getByRole('navigation', { name: 'Portal navigation' });
    await nav.getByRole('link', { name: 'Support', exact: true }).click();
    await page.waitForURL('**/investor/tickets');
    await page.getByRole('button', { name: 'New Ticket' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Support Ticket' });
    await dialog.getByRole('textbox', { name: 'Subject' }).fill(SUBJECT);
    await dialog.getByRole('textbox', { name: 'Description' }).fill(OPENING);
    await dialog.getByRole('button', { name: 'Submit Ticket' }).click();
    await page.getByRole('heading', { name: SUBJECT }).waitFor();
    await nav.getByRole('link', { name: 'Support, 1 open' }).waitFor();
    const thread = await messagesOf(page, `Conversation about "${SUBJECT}"`);
    expect(thread).toHaveLength(1);
    expect(thread[0]).toMatch(
      /^Layla Haddad\s+You\s+\w{3} \d{1,2}, \d{4} at \d\d:\d\d\s+My March payout has not arrived in my account yet\.$/,
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, JOURNEY, '01-investor-opened-desktop');
    await context.close();
  });

  it('the admin finds it under Activity centre with the open count, answers in the conversation and resolves it', async () => {
    const { context, page } = await signedIn(journey.admin, '/admin');
    const activity = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('menu', { name: 'Activity centre' });
    await activity.getByRole('menuitem', { name: 'Support Tickets (1 open)' }).click();
    await page.waitForURL('**/admin/tickets**');
    await page.getByRole('button', { name: `View ticket: ${SUBJECT}` }).click();
    const dialog = page.getByRole('dialog', { name: /^Ticket Details/ });
    expect(await messagesOf(page, 'Conversation')).toEqual([
      expect.stringMatching(/^LH\s*Layla Haddad\s*Investor\s*Opened the ticket · \w{3} \d{1,2}, \d{4} at \d\d:\d\d\s*My March payout/),
    ]);

    // The status select offers the four statuses and no blank one.
    await dialog.getByRole('combobox', { name: 'Status' }).click();
    const options = page.getByRole('listbox').getByRole('option');
    expect(await options.allInnerTexts()).toEqual(['Open', 'In Progress', 'Resolved', 'Closed']);
    await options.filter({ hasText: 'Resolved' }).click();
    await dialog.getByRole('textbox', { name: 'Reply to the investor' }).fill(ANSWER);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, JOURNEY, '02-admin-answers-desktop');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Reply sent; the investor will be told').waitFor();
    await page.getByRole('menuitem', { name: 'Support Tickets', exact: true }).waitFor();
    await context.close();
  });

  it('the investor sees the answer, replies, and the reply reopens the ticket', async () => {
    const { context, page } = await signedIn(layla.session, '/investor/tickets');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: SUBJECT }) });
    await card.getByText('Resolved', { exact: true }).waitFor();
    const name = `Conversation about "${SUBJECT}"`;
    expect(await messagesOf(page, name)).toEqual([
      expect.stringMatching(/^Layla Haddad\s+You\s.*My March payout/s),
      expect.stringMatching(new RegExp(`^${ADMIN.fullName}\\s+Our team\\s.*We paid it on 3 April`, 's')),
    ]);
    await card.getByRole('button', { name: `Reply: ${SUBJECT}` }).click();
    await card.getByText(/Replying reopens this ticket\./).waitFor();
    await card.getByRole('textbox', { name: 'Your reply' }).fill(`  ${FOLLOW_UP}  `);
    await card.getByRole('button', { name: 'Send reply' }).click();
    await page.getByText('Reply sent and ticket reopened').waitFor();
    await card.getByText('Open', { exact: true }).waitFor();
    await page.getByRole('navigation', { name: 'Portal navigation' }).getByRole('link', { name: 'Support, 1 open' }).waitFor();
    const thread = await messagesOf(page, name);
    expect(thread).toHaveLength(3);
    expect(thread[2]).toMatch(
      new RegExp(`^Layla Haddad\\s+You\\s+\\w{3} \\d{1,2}, \\d{4} at \\d\\d:\\d\\d\\s+${FOLLOW_UP.replace(/[.?]/g, '\\$&')}$`),
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, JOURNEY, '03-investor-replied-desktop');
    await context.close();

    for (const mode of ['light', 'dark'] as const) {
      const phone = await signedIn(layla.session, '/investor/tickets', PHONE, mode);
      await phone.page.getByRole('heading', { name: SUBJECT }).waitFor();
      expect(await horizontalOverflow(phone.page)).toBe(0);
      expect(await seriousA11yViolations(phone.page)).toEqual([]);
      await screenshot(phone.page, JOURNEY, `04-investor-thread-phone-${mode}`);
      await phone.context.close();
    }

    const audit = await journey.admin.call<{ action: string; userRole: string; actionDetails: string }[]>(
      'GET',
      '/api/admin/audit-logs?action=TICKET_REOPENED',
    );
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'TICKET_REOPENED',
        userRole: 'investor',
        actionDetails: expect.stringContaining(`Ticket "${SUBJECT}"`),
      }),
    ]);
  });

  it('the admin sees the whole conversation, with the investor’s reply, back under Open Tickets', async () => {
    for (const [viewport, mode, label] of [
      [DESKTOP, 'dark', 'desktop-dark'],
      [PHONE, 'light', 'phone-light'],
      [PHONE, 'dark', 'phone-dark'],
    ] as const) {
      const { context, page } = await signedIn(journey.admin, '/admin/tickets', viewport, mode);
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: SUBJECT }) });
      await card.getByText('Investor replied').waitFor();
      await card.getByText('2 replies').waitFor();
      await card.getByRole('button', { name: `View ticket: ${SUBJECT}` }).click();
      const thread = await messagesOf(page, 'Conversation');
      expect(thread).toHaveLength(3);
      expect(thread[1]).toMatch(
        new RegExp(`${ADMIN.fullName}\\s*Team\\s*\\w{3} \\d{1,2}, \\d{4} at \\d\\d:\\d\\d\\s*We paid it on 3 April`),
      );
      expect(thread[2]).toMatch(/Layla Haddad\s*Investor\s*\w{3} \d{1,2}, \d{4} at \d\d:\d\d\s*It still has not arrived/);
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, JOURNEY, `05-admin-thread-${label}`);
      await context.close();
    }
  });
});
