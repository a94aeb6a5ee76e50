/** spec/000 §3 Ticket as the investor reads it. */
export interface TicketView {
  id: string;
  subject: string;
  description: string;
  category: string;
  priority: string;
  status: string;
  adminNotes: string | null;
  createdAt: string;
  updatedAt: string;
  resolvedAt: string | null;
}

/** The admin list adds who raised it. */
export interface AdminTicketView extends TicketView {
  investorId: string;
  investorName: string;
  investorEmail: string;
}

/** The row the ticket read query selects (see TicketsService.viewQuery). */
export interface TicketRow {
  id: string;
  investorId: string;
  investorName: string;
  investorEmail: string;
  subject: string;
  description: string;
  category: string;
  priority: string;
  status: string;
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
