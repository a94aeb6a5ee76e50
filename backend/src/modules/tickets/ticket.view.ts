import type { AdminTicketView, TicketCategory, TicketPriority, TicketStatus, TicketView } from '@fund/contracts';

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
}

const iso = (value: Date | string) => new Date(value).toISOString();

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
  };
}

export function mapAdminTicket(row: TicketRow): AdminTicketView {
  return { ...mapTicket(row), investorId: row.investorId, investorName: row.investorName, investorEmail: row.investorEmail };
}
