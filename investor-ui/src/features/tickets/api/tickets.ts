import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { TicketCategory, TicketCountsView, TicketPriority, TicketView } from '@fund/contracts';

import { apiClient } from '../../../lib/apiClient';

export const TICKETS_PAGE_SIZE = 10;
export const ticketsQueryKey = ['tickets'] as const;
/** Under ticketsQueryKey: a new ticket or a reply reads the count again too. */
export const ticketCountsQueryKey = [...ticketsQueryKey, 'counts'] as const;
/** The sidebar's count is read again this often, and whenever the window regains focus. */
export const TICKET_COUNTS_REFRESH_MS = 60_000;

export type TicketPage = {
  items: TicketView[];
  /** The index of the next page's first row, or undefined on the last page. */
  next: number | undefined;
};

/**
 * One page of the investor's own tickets, newest first (GET /api/investor/tickets). `range` asks for
 * one row more than the page, so the answer says whether another page follows.
 */
export async function getTicketPage(start: number, pageSize = TICKETS_PAGE_SIZE): Promise<TicketPage> {
  const params = new URLSearchParams({ sort: JSON.stringify(['createdAt', 'DESC']), range: JSON.stringify([start, start + pageSize]) });
  const rows = await apiClient.get<TicketView[]>(`/api/investor/tickets?${params.toString()}`);
  const more = rows.length > pageSize;
  return { items: more ? rows.slice(0, pageSize) : rows, next: more ? start + pageSize : undefined };
}

export function ticketsQueryOptions(pageSize = TICKETS_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: [...ticketsQueryKey, { pageSize }],
    queryFn: ({ pageParam }) => getTicketPage(pageParam, pageSize),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next,
  });
}

export function useTickets() {
  return useInfiniteQuery(ticketsQueryOptions());
}

export type NewTicket = {
  subject: string;
  description: string;
  category: TicketCategory;
  priority: TicketPriority;
};

/** POST /api/tickets {subject, description, category, priority}; the server owns status and investor. */
export function createTicket(ticket: NewTicket): Promise<TicketView> {
  return apiClient.post<TicketView>('/api/tickets', ticket);
}

/** Creates a ticket and reloads the list, so the new one shows first. */
export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsQueryKey }),
  });
}

/** GET /api/investor/tickets/counts: the investor's open tickets, for the sidebar (issue 21 item 7). */
export function useOpenTicketCount() {
  return useQuery({
    queryKey: ticketCountsQueryKey,
    queryFn: async () => (await apiClient.get<TicketCountsView>('/api/investor/tickets/counts')).open,
    refetchInterval: TICKET_COUNTS_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });
}

/**
 * POST /api/tickets/{id}/messages {body}: the investor's reply in the ticket's thread (issue 21 item 7);
 * a reply to a resolved or closed ticket reopens it. Answers the ticket with its thread.
 */
export function replyToTicket({ ticketId, body }: { ticketId: string; body: string }): Promise<TicketView> {
  return apiClient.post<TicketView>(`/api/tickets/${encodeURIComponent(ticketId)}/messages`, { body });
}

/** Sends a reply and reloads the tickets (and the sidebar's count), so the thread shows it. */
export function useReplyToTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsQueryKey }),
  });
}
