import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { AdminTicketView } from '@fund/contracts';
import { stubFetch } from '@fund/ui/testing';

import { renderAppAt } from '../testing/renderApp';
import { ADMIN_ME } from '../testing/session';

const ticket: AdminTicketView = {
  id: '6f1c2a40-1b2c-4d5e-8f90-0a1b2c3d4e5f',
  subject: 'Statement for March',
  description: 'Please send my March statement.',
  category: 'documents',
  priority: 'medium',
  status: 'resolved',
  adminNotes: 'Sent it this morning.',
  createdAt: '2026-03-02T10:00:00.000Z',
  updatedAt: '2026-03-04T09:00:00.000Z',
  resolvedAt: '2026-03-03T12:00:00.000Z',
  investorId: '0b9b5a3e-6c1d-4f7a-9a43-2f7c1e0d9b11',
  investorName: 'Layla Haddad',
  investorEmail: 'layla@example.com',
  messages: [
    {
      id: '6f1c2a40-1b2c-4d5e-8f90-0a1b2c3d4e5f',
      authorId: '0b9b5a3e-6c1d-4f7a-9a43-2f7c1e0d9b11',
      authorName: 'Layla Haddad',
      authorRole: 'investor',
      body: 'Please send my March statement.',
      createdAt: '2026-03-02T10:00:00.000Z',
    },
    {
      id: '1a2b3c4d-0000-4000-8000-000000000001',
      authorId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      authorName: 'Nadia Support',
      authorRole: 'admin',
      body: 'Sent it this morning.',
      createdAt: '2026-03-03T11:00:00.000Z',
    },
    {
      id: '1a2b3c4d-0000-4000-8000-000000000002',
      authorId: '0b9b5a3e-6c1d-4f7a-9a43-2f7c1e0d9b11',
      authorName: 'Layla Haddad',
      authorRole: 'investor',
      body: 'It has not arrived yet.',
      createdAt: '2026-03-04T09:00:00.000Z',
    },
  ],
};

describe('Support Tickets (issue 21 item 7)', () => {
  it('shows the conversation with authors and times, offers the four statuses and no blank one, and sends a reply with the status', async () => {
    const stub = stubFetch({
      'GET /api/me': { body: ADMIN_ME },
      'GET /api/admin/tickets/counts': { body: { open: 1 } },
      'GET /api/admin/tickets': { body: [ticket], headers: { 'Content-Range': 'tickets 0-0/1' } },
      [`PATCH /api/tickets/${ticket.id}`]: { body: { ...ticket, status: 'in_progress' } },
    });
    renderAppAt(`/admin/tickets?filter=${encodeURIComponent(JSON.stringify({ status: ['resolved', 'closed'] }))}`);

    const card = (await screen.findByRole('heading', { name: 'Statement for March' })).closest('li')!;
    expect(within(card).getByText('2 replies')).toBeTruthy();
    expect(within(card).getByText('Investor replied')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'View ticket: Statement for March' }));

    const dialog = await screen.findByRole('dialog', { name: /^Ticket Details/ });
    const thread = within(dialog).getByRole('list', { name: 'Conversation' });
    const messages = within(thread).getAllByRole('listitem');
    expect(messages.map((m) => m.textContent)).toEqual([
      expect.stringMatching(/^LHLayla HaddadInvestorOpened the ticket · Mar 2, 2026 at \d\d:\d\dPlease send my March statement\.$/),
      expect.stringMatching(/^NSNadia SupportTeamMar 3, 2026 at \d\d:\d\dSent it this morning\.$/),
      expect.stringMatching(/^LHLayla HaddadInvestorMar 4, 2026 at \d\d:\d\dIt has not arrived yet\.$/),
    ]);

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Status' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Open', 'In Progress', 'Resolved', 'Closed']);
    fireEvent.click(options[1]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reply to the investor' }), {
      target: { value: '  Sent again by courier.  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(stub.calls('PATCH', `/api/tickets/${ticket.id}`)).toHaveLength(1));
    expect(JSON.parse(String(stub.calls('PATCH', `/api/tickets/${ticket.id}`)[0].init.body))).toEqual({
      status: 'in_progress',
      adminNotes: 'Sent again by courier.',
    });
    expect(await screen.findByText('Reply sent; the investor will be told')).toBeTruthy();
  });
});
