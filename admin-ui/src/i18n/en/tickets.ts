import { TICKET_CATEGORY_LABELS } from '@fund/contracts';

/** Support Tickets (/admin/tickets), spec/001 §2, §5 and §8. */
export const tickets = {
  title: 'Support Tickets',
  subtitle: 'Questions and requests raised by investors from their portal.',
  tabs: {
    label: 'Tickets by status',
    open: 'Open Tickets',
    in_progress: 'In Progress',
    resolved: 'Resolved',
  },
  search: 'Search subject, investor or e-mail',
  list_label: '%{group} tickets',
  empty: {
    open: 'No open tickets. Tickets investors raise from their portal appear here.',
    in_progress: 'No ticket is in progress. Open a ticket and set its status to In Progress while you work on it.',
    resolved: 'No resolved tickets yet.',
    search: 'No ticket matches "%{q}". Check the spelling or clear the search.',
  },
  card: {
    raised: 'Raised %{date}',
    resolved: 'Resolved %{date}',
    has_notes: 'Admin notes added',
  },
  category: {
    general: TICKET_CATEGORY_LABELS.general,
    investment: TICKET_CATEGORY_LABELS.investment,
    technical: TICKET_CATEGORY_LABELS.technical,
    account: TICKET_CATEGORY_LABELS.account,
    documents: TICKET_CATEGORY_LABELS.documents,
    payout: TICKET_CATEGORY_LABELS.payout,
  },
  priority: { low: 'Low', medium: 'Medium', high: 'High' },
  action: { view: 'View ticket', save: 'Save', cancel: 'Cancel' },
  dialog: {
    title: 'Ticket Details',
    investor: 'Investor',
    category: 'Category',
    priority: 'Priority',
    raised: 'Raised',
    description: 'Description',
    status: 'Status',
    admin_notes: 'Admin Notes',
    admin_notes_hint: 'Visible to the investor on their ticket.',
  },
  csv: {
    subject: 'Subject',
    investor: 'Investor',
    email: 'E-mail',
    category: 'Category',
    priority: 'Priority',
    status: 'Status',
    created: 'Created',
    resolved: 'Resolved',
    notes: 'Admin notes',
  },
  notify: {
    updated: 'Ticket updated',
    update_failed: 'Failed to update ticket',
    fetch_failed: 'Failed to fetch tickets',
    status_required: 'Status is required',
  },
};
