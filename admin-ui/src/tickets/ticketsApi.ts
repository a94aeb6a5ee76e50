import type { TicketCountsView } from '@fund/contracts';
import { useQuery } from '@tanstack/react-query';

import { API_URL, httpClient } from '../providers/dataProvider';

/** Read again this often (and on every react-admin refresh, which invalidates every query). */
const COUNT_REFRESH_MS = 60_000;

/** GET /api/admin/tickets/counts: every investor's open tickets, for the sidebar (issue 21 item 7). */
export const useOpenTicketCount = () =>
  useQuery({
    queryKey: ['tickets', 'counts'],
    queryFn: async ({ signal }) => ((await httpClient(`${API_URL}/admin/tickets/counts`, { signal })).json as TicketCountsView).open,
    refetchInterval: COUNT_REFRESH_MS,
    retry: false,
  });
