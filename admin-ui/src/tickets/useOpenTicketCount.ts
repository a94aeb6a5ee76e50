import { useQuery } from '@tanstack/react-query';

import { useAdminDataProvider } from '../providers/dataProvider';

/** Read again this often (and on every react-admin refresh, which invalidates every query). */
const COUNT_REFRESH_MS = 60_000;

/** GET /api/admin/tickets/counts: every investor's open tickets, for the sidebar (issue 21 item 7). */
export const useOpenTicketCount = () => {
  const api = useAdminDataProvider();
  return useQuery({
    queryKey: ['tickets', 'counts'],
    queryFn: async ({ signal }) => (await api.getTicketCounts(signal)).open,
    refetchInterval: COUNT_REFRESH_MS,
    retry: false,
  });
};
