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

const mapMessage = (m: MessageRow): TicketMessageView => ({
  id: m.id,
  authorId: m.authorId,
  authorName: m.authorName,
  authorRole: m.authorRole,
  body: m.body,
  createdAt: iso(m.createdAt),
});

export function mapTicket(row: TicketRow): TicketView {
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
    messages: row.messages.map(mapMessage),
  };
}

export function mapAdminTicket(row: TicketRow): AdminTicketView {
  return { ...mapTicket(row), investorId: row.investorId, investorName: row.investorName, investorEmail: row.investorEmail };
}
