import type { TicketStatus } from '@fund/contracts';

/** spec/001 §2: three groups; resolved and closed tickets are shown together. */
export const TICKET_GROUPS = ['open', 'in_progress', 'resolved'] as const;
export type TicketGroup = (typeof TICKET_GROUPS)[number];

export const STATUSES_OF_GROUP: Record<TicketGroup, TicketStatus[]> = {
  open: ['open'],
  in_progress: ['in_progress'],
  resolved: ['resolved', 'closed'],
};

/** The group a list filter's `status` stands for (open when absent or unknown). */
export const groupOfFilter = (status: unknown): TicketGroup => {
  const first = Array.isArray(status) ? status[0] : status;
  if (first === 'in_progress') return 'in_progress';
  if (first === 'resolved' || first === 'closed') return 'resolved';
  return 'open';
};

/**
 * The Support Tickets page on its Open tab, only `investorId`'s tickets when given. The whole filter
 * is in the URL, so a filter the page kept from an earlier visit (react-admin's store) does not apply.
 */
export const ticketsLink = (investorId?: string) =>
  `/tickets?filter=${encodeURIComponent(JSON.stringify({ status: STATUSES_OF_GROUP.open, ...(investorId && { investorId }) }))}`;
