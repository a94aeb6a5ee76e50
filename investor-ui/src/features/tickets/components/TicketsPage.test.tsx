import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import type { TicketMessageView, TicketView } from '@fund/contracts';
import { serverError, stubFetch } from '@fund/ui/testing';

import { renderApp } from '../../../testing/renderApp';

// The page is lazy: load its code once up front so each test waits only for its data.
beforeAll(() => import('./TicketsPage'), 60_000);
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const session = {
  'GET /api/admin/setup-required': { body: { setupRequired: false } },
  'GET /api/me': { body: { id: 'u7', role: 'investor', fullName: 'Amina Yusuf', profilePhotoUrl: null, mustChangePassword: 'false' } },
};

const opening = (id: string, body: string): TicketMessageView => ({
  id,
  authorId: 'u7',
  authorName: 'Amina Yusuf',
  authorRole: 'investor',
  body,
  createdAt: '2026-03-02T10:00:00.000Z',
});
const teamReply = (body: string, createdAt = '2026-03-03T11:30:00.000Z'): TicketMessageView => ({
  id: `m-${createdAt}`,
  authorId: 'a1',
  authorName: 'Nadia Support',
  authorRole: 'admin',
  body,
  createdAt,
});

const ticket = (n: number, fields: Partial<TicketView> = {}): TicketView => ({
  id: `t${n}`,
  subject: `Question number ${n}`,
  description: `Details of question ${n}.`,
  category: 'general',
  priority: 'medium',
  status: 'open',
  adminNotes: null,
  createdAt: '2026-03-02T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
  resolvedAt: null,
  messages: [opening(`t${n}`, `Details of question ${n}.`)],
  ...fields,
});

describe('Support Tickets', () => {
  it("lists the investor's tickets with their status, category and the team's answer, and loads more on request", async () => {
    const firstPage = Array.from({ length: 11 }, (_, i) => ticket(i + 1));
    firstPage[0] = ticket(1, {
      subject: 'Payout not received yet',
      category: 'payout',
      priority: 'high',
      status: 'in_progress',
      adminNotes: 'Looking into it with operations.',
      messages: [opening('t1', 'Details of question 1.'), teamReply('Looking into it with operations.')],
    });
    const stub = stubFetch({ ...session, 'GET /api/investor/tickets': [{ body: firstPage }, { body: [ticket(11), ticket(12)] }] });

    renderApp('/investor/tickets');

    const list = await screen.findByRole('list', { name: 'Your support tickets' });
    // The cards are the list's own items (each card's conversation is a list of its own).
    const cards = () =>
      within(list)
        .getAllByRole('listitem')
        .filter((item) => item.parentElement === list);
    expect(cards()).toHaveLength(10);
    const first = cards()[0];
    expect(within(first).getByRole('heading', { name: 'Payout not received yet' })).toBeTruthy();
    expect(within(first).getByText('In Progress')).toBeTruthy();
    expect(within(first).getByText('Payout Related · High priority · Raised Mar 2, 2026')).toBeTruthy();
    expect(within(first).getByText('Looking into it with operations.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    const ranges = stub.fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => new URL(url, 'http://x').pathname === '/api/investor/tickets')
      .map((url) => new URL(url, 'http://x').searchParams.get('range'));
    expect(ranges).toEqual(['[0,10]', '[10,20]']);
  });

  it("says what to do when there are no tickets, and refuses a short subject and description in the spec's words", async () => {
    const stub = stubFetch({ ...session, 'GET /api/investor/tickets': { body: [] } });

    renderApp('/investor/tickets');

    expect(await screen.findByRole('heading', { name: 'No support tickets yet' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New Ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Support Ticket' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Subject' }), { target: { value: 'Help' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Description' }), { target: { value: '    short   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Ticket' }));

    expect(await within(dialog).findByText('Subject must be at least 5 characters')).toBeTruthy();
    expect(within(dialog).getByText('Description must be at least 10 characters')).toBeTruthy();
    expect(stub.bodiesOf('POST /api/tickets')).toEqual([]);
  });

  it('creates a general, medium-priority ticket by default and shows it first', async () => {
    const created = ticket(99, { subject: 'Quarterly statement request', description: 'Please send the statement for last quarter.' });
    const stub = stubFetch({
      ...session,
      'GET /api/investor/tickets': [{ body: [] }, { body: [created] }],
      'POST /api/tickets': { status: 201, body: created },
    });

    renderApp('/investor/tickets');

    fireEvent.click(await screen.findByRole('button', { name: 'New Ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Support Ticket' });
    expect(within(dialog).getByRole('combobox', { name: 'Category' }).textContent).toBe('General Inquiry');
    expect((within(dialog).getByRole('radio', { name: 'Medium' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Subject' }), { target: { value: ' Quarterly statement request ' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Description' }), {
      target: { value: 'Please send the statement for last quarter.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Ticket' }));

    expect(await screen.findByText('Ticket created')).toBeTruthy();
    expect(stub.bodiesOf('POST /api/tickets')).toEqual([
      {
        subject: 'Quarterly statement request',
        description: 'Please send the statement for last quarter.',
        category: 'general',
        priority: 'medium',
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Quarterly statement request' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("keeps the dialog open and shows the server's message when the ticket cannot be created", async () => {
    stubFetch({
      ...session,
      'GET /api/investor/tickets': { body: [] },
      'POST /api/tickets': serverError(400, 'Subject must be at most 200 characters'),
    });

    renderApp('/investor/tickets');

    fireEvent.click(await screen.findByRole('button', { name: 'New Ticket' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Subject' }), { target: { value: 'A real subject' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Description' }), {
      target: { value: 'A description that is long enough.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Ticket' }));

    // Said inside the dialog (the toast behind a modal is hidden from screen readers) and in the toast.
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('Failed to create ticket')).toBeTruthy();
    expect(within(alert).getByText('Subject must be at most 200 characters')).toBeTruthy();
    expect(screen.getAllByText('Subject must be at most 200 characters')).toHaveLength(2);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('points out the ticket a notice links to (?item=), loading more until it shows', async () => {
    const firstPage = Array.from({ length: 11 }, (_, i) => ticket(i + 1));
    stubFetch({
      ...session,
      'GET /api/investor/unread': { body: { notifications: 1, documents: 0, updates: 0 } },
      'GET /api/investor/tickets': [
        { body: firstPage },
        { body: [ticket(11), ticket(12, { status: 'resolved', adminNotes: 'Paid on Friday.' })] },
      ],
    });

    renderApp('/investor/tickets?item=t12');

    const card = (await screen.findByRole('heading', { name: 'Question number 12' })).closest('li')!;
    await waitFor(() => expect(card.getAttribute('aria-current')).toBe('true'));
    expect(screen.getByRole('heading', { name: 'Question number 1' }).closest('li')!.getAttribute('aria-current')).toBeNull();
  });

  it('shows the conversation, each message with its author, role and time (issue 21)', async () => {
    const thread = ticket(1, {
      subject: 'Statement for March',
      status: 'in_progress',
      messages: [
        opening('t1', 'Please send my March statement.'),
        teamReply('Which account should it go to?'),
        { ...opening('m2', 'The one ending 1234.'), createdAt: '2026-03-04T08:15:00.000Z' },
      ],
    });
    stubFetch({ ...session, 'GET /api/investor/tickets': { body: [thread] } });

    renderApp('/investor/tickets');

    const conversation = await screen.findByRole('list', { name: 'Conversation about "Statement for March"' });
    expect(
      within(conversation)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Amina YusufYouMar 2, 2026 at \d\d:\d\dPlease send my March statement\.$/),
      expect.stringMatching(/^Nadia SupportOur teamMar 3, 2026 at \d\d:\d\dWhich account should it go to\?$/),
      expect.stringMatching(/^Amina YusufYouMar 4, 2026 at \d\d:\d\dThe one ending 1234\.$/),
    ]);
    expect(screen.queryByText('Our team has your ticket and will reply here.')).toBeNull();
  });

  it('refuses a blank reply, sends a trimmed one and shows it in the thread', async () => {
    const before = ticket(1, {
      subject: 'Statement for March',
      status: 'in_progress',
      messages: [opening('t1', 'Please send it.'), teamReply('Which account?')],
    });
    const after = {
      ...before,
      messages: [...before.messages, { ...opening('m9', 'The one ending 1234.'), createdAt: '2026-03-04T08:15:00.000Z' }],
    };
    const stub = stubFetch({
      ...session,
      'GET /api/investor/tickets': [{ body: [before] }, { body: [after] }],
      'POST /api/tickets/t1/messages': { status: 201, body: after },
    });

    renderApp('/investor/tickets');

    fireEvent.click(await screen.findByRole('button', { name: 'Reply: Statement for March' }));
    const field = await screen.findByRole('textbox', { name: 'Your reply' });
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Message is required')).toBeTruthy();
    expect(stub.bodiesOf('POST /api/tickets/t1/messages')).toEqual([]);

    fireEvent.change(field, { target: { value: '  The one ending 1234.\n ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));

    expect(await screen.findByText('Reply sent')).toBeTruthy();
    expect(stub.bodiesOf('POST /api/tickets/t1/messages')).toEqual([{ body: 'The one ending 1234.' }]);
    const conversation = screen.getByRole('list', { name: 'Conversation about "Statement for March"' });
    await waitFor(() => expect(within(conversation).getAllByRole('listitem')).toHaveLength(3));
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).toBeNull();
  });

  it('says that replying reopens a resolved ticket, and that it did', async () => {
    const resolved = ticket(1, {
      subject: 'Payout timing',
      status: 'resolved',
      resolvedAt: '2026-03-05T10:00:00.000Z',
      messages: [opening('t1', 'When is it due?'), teamReply('On the 30th.')],
    });
    const reopened = {
      ...resolved,
      status: 'open' as const,
      resolvedAt: null,
      messages: [...resolved.messages, { ...opening('m3', 'It did not arrive.'), createdAt: '2026-04-01T09:00:00.000Z' }],
    };
    stubFetch({
      ...session,
      'GET /api/investor/tickets': [{ body: [resolved] }, { body: [reopened] }],
      'POST /api/tickets/t1/messages': { status: 201, body: reopened },
    });

    renderApp('/investor/tickets');

    fireEvent.click(await screen.findByRole('button', { name: 'Reply: Payout timing' }));
    expect(await screen.findByText(/Replying reopens this ticket\./)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Your reply' }), { target: { value: 'It did not arrive.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));

    expect(await screen.findByText('Reply sent and ticket reopened')).toBeTruthy();
    const card = screen.getByRole('heading', { name: 'Payout timing' }).closest('li')!;
    await waitFor(() => expect(within(card).getByText('Open')).toBeTruthy());
  });
});
