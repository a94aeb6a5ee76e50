import type { AdminTicketView, Role, TicketCategory, TicketMessageView, TicketPriority, TicketStatus, TicketView } from '@fund/contracts';

/** One message as the thread's JSON carries it (timestamps as PostgreSQL writes them). */
interface MessageRow {
  id: string;
  authorId: string | null;
  authorName: string;
  authorRole: Role;
  body: string;
  createdAt: string;
}

/** The row the ticket read query selects (see TicketsService.viewQuery). */
export interface TicketRow {
  id: string;
  investorId: string;
  investorName: string;
  investorEmail: string;
  subject: string;
  description: string;
  category: TicketCategory;
  priority: TicketPriority;
  status: TicketStatus;
  adminNotes: string | null;
  createdAt: Date;
  updatedAt: Date;
  resolvedAt: Date | null;
  messages: MessageRow[];
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** An investor's side names the team's people but carries no staff member's user id (`staffIds` false). */
const mapMessage = (m: MessageRow, staffIds: boolean): TicketMessageView => ({
  id: m.id,
  authorId: staffIds || m.authorRole === 'investor' ? m.authorId : null,
  authorName: m.authorName,
  authorRole: m.authorRole,
  body: m.body,
  createdAt: iso(m.createdAt),
});

export function mapTicket(row: TicketRow, staffIds = false): TicketView {
  return {
    id: row.id,
    subject: row.subject,
    description: row.description,
    category: row.category,
    priority: row.priority,
    status: row.status,
    adminNotes: row.adminNotes,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    resolvedAt: row.resolvedAt ? iso(row.resolvedAt) : null,
    messages: row.messages.map((m) => mapMessage(m, staffIds)),
  };
}

export function mapAdminTicket(row: TicketRow): AdminTicketView {
  return { ...mapTicket(row, true), investorId: row.investorId, investorName: row.investorName, investorEmail: row.investorEmail };
}
