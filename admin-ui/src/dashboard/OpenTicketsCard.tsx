import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import { useGetList, useTranslate } from 'react-admin';

import { formatDate, type AdminTicketView } from '@fund/contracts';

import { STATUSES_OF_GROUP, ticketsLink } from '../tickets/ticketGroups';
import { PendingListCard } from './PendingList';

/** The newest few tickets the card lists (the count covers them all). */
const NEWEST_TICKETS = 5;

/**
 * spec/001 §2: Support Tickets is reached from the dashboard (not the sidebar): the open tickets'
 * count and the newest few, linking to the page's Open Tickets tab.
 */
export const OpenTicketsCard = () => {
  const translate = useTranslate();
  const { data, total, isPending, error, refetch } = useGetList<AdminTicketView>(
    'tickets',
    {
      filter: { status: STATUSES_OF_GROUP.open },
      pagination: { page: 1, perPage: NEWEST_TICKETS },
      sort: { field: 'createdAt', order: 'DESC' },
    },
    { staleTime: 0 },
  );
  return (
    <PendingListCard
      title="app.dashboard.open_tickets.title"
      subheader={total !== undefined && !error ? translate('app.dashboard.open_tickets.count', { smart_count: total }) : undefined}
      items={data?.map((ticket) => ({
        id: String(ticket.id),
        primary: ticket.subject,
        secondary: [ticket.investorName, translate('app.dashboard.open_tickets.raised', { date: formatDate(ticket.createdAt, true) })].join(
          ' · ',
        ),
      }))}
      loading={isPending}
      error={error}
      errorTitle="app.dashboard.open_tickets.fetch_failed"
      onRetry={() => void refetch()}
      emptyIcon={<SupportAgentOutlinedIcon />}
      emptyText="app.dashboard.open_tickets.empty"
      to={ticketsLink()}
      linkLabel="app.dashboard.open_tickets.link"
      rows={3}
    />
  );
};
