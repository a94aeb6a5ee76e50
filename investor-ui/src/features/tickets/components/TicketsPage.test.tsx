import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TicketView } from '@fund/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { serverError, stubFetch } from '../../../testing/fetchStub';
import { renderApp } from '../../../testing/renderApp';

// The page is lazy: load its code once up front so each test waits only for its data.
beforeAll(() => import('./TicketsPage'), 60_000);
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const session = {
  'GET /api/admin/setup-required': { body: { setupRequired: false } },
  'GET /api/me': { body: { id: 'u7', role: 'investor', fullName: 'Amina Yusuf', profilePhotoUrl: null, mustChangePassword: 'false' } },
};

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
  ...fields,
});

describe('Support Tickets', () => {
  it("lists the investor's tickets with their status, category and the team's answer, and loads more on request", async () => {
    const firstPage = Array.from({ length: 11 }, (_, i) => ticket(i + 1));
    firstPage[0] = ticket(1, { subject: 'Payout not received yet', category: 'payout', priority: 'high', status: 'in_progress', adminNotes: 'Looking into it with operations.' });
    const stub = stubFetch({ ...session, 'GET /api/investor/tickets': [{ body: firstPage }, { body: [ticket(11), ticket(12)] }] });

    renderApp('/investor/tickets');

    const list = await screen.findByRole('list', { name: 'Your support tickets' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    const first = within(list).getAllByRole('listitem')[0];
    expect(within(first).getByRole('heading', { name: 'Payout not received yet' })).toBeTruthy();
    expect(within(first).getByText('In Progress')).toBeTruthy();
    expect(within(first).getByText('Payout Related · High priority · Raised Mar 2, 2026')).toBeTruthy();
    expect(within(first).getByText('Looking into it with operations.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(12));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    const ranges = stub.fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/investor/tickets')).map((url) => new URL(url, 'http://x').searchParams.get('range'));
    expect(ranges).toEqual(['[0,10]', '[10,20]']);
  });

  it('says what to do when there are no tickets, and refuses a short subject and description in the spec\'s words', async () => {
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
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Description' }), { target: { value: 'Please send the statement for last quarter.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Ticket' }));

    expect(await screen.findByText('Ticket created')).toBeTruthy();
    expect(stub.bodiesOf('POST /api/tickets')).toEqual([
      { subject: 'Quarterly statement request', description: 'Please send the statement for last quarter.', category: 'general', priority: 'medium' },
    ]);
    expect(await screen.findByRole('heading', { name: 'Quarterly statement request' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("keeps the dialog open and shows the server's message when the ticket cannot be created", async () => {
    stubFetch({ ...session, 'GET /api/investor/tickets': { body: [] }, 'POST /api/tickets': serverError(400, 'Subject must be at most 200 characters') });

    renderApp('/investor/tickets');

    fireEvent.click(await screen.findByRole('button', { name: 'New Ticket' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Subject' }), { target: { value: 'A real subject' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Description' }), { target: { value: 'A description that is long enough.' } });
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
      'GET /api/investor/tickets': [{ body: firstPage }, { body: [ticket(11), ticket(12, { status: 'resolved', adminNotes: 'Paid on Friday.' })] }],
    });

    renderApp('/investor/tickets?item=t12');

    const card = (await screen.findByRole('heading', { name: 'Question number 12' })).closest('li')!;
    await waitFor(() => expect(card.getAttribute('aria-current')).toBe('true'));
    expect(screen.getByRole('heading', { name: 'Question number 1' }).closest('li')!.getAttribute('aria-current')).toBeNull();
  });
});
