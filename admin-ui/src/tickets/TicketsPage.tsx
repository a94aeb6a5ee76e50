import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import { Alert, Button } from '@mui/material';
import { useEffect, useState } from 'react';
import { useGetOne, useListContext, useTranslate } from 'react-admin';

import type { AdminTicketView, InvestorSummaryView } from '@fund/contracts';

import { CardListPage, CardListView, type CardListTabs } from '../components/CardListView';
import type { ServerCsvColumn } from '../components/csvExport';
import { EmptyState } from '../components/EmptyState';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { PageHeader } from '../components/PageHeader';
import { SUMMARIES } from '../investors/investorHooks';
import { TicketCard, TicketCardSkeleton } from './TicketCard';
import { TicketDialog } from './TicketDialog';
import { groupOfFilter, STATUSES_OF_GROUP, TICKET_GROUPS, type TicketGroup } from './ticketGroups';

/** Divisible by 1, 2 and 3, so every page fills the grid's rows at each width. */
export const TICKETS_PAGE_SIZE = 24;

/** The CSV export's columns (written by the server). */
const TICKET_CSV_COLUMNS: ServerCsvColumn[] = [
  { header: 'app.tickets.csv.subject', field: 'subject' },
  { header: 'app.tickets.csv.investor', field: 'investorName' },
  { header: 'app.tickets.csv.email', field: 'investorEmail' },
  { header: 'app.tickets.csv.category', field: 'category' },
  { header: 'app.tickets.csv.priority', field: 'priority' },
  { header: 'app.tickets.csv.status', field: 'status' },
  { header: 'app.tickets.csv.created', field: 'createdAt', date: true },
  { header: 'app.tickets.csv.resolved', field: 'resolvedAt', date: true },
  { header: 'app.tickets.csv.notes', field: 'adminNotes' },
];

/** Open Tickets / In Progress / Resolved (spec/001 §2), each with its count; the group is the list's status filter, kept in the URL. */
const TICKET_TABS: CardListTabs<TicketGroup> = {
  label: 'app.tickets.tabs.label',
  values: TICKET_GROUPS,
  labelOf: (group) => `app.tickets.tabs.${group}`,
  current: (filter) => groupOfFilter(filter.status),
  select: (group, filter) => ({ ...filter, status: STATUSES_OF_GROUP[group] }),
  // The list's other filters (search, investor) count too, so each count matches what its tab would show.
  countFilter: (group, { status: _status, ...others }) => ({ ...others, status: STATUSES_OF_GROUP[group] }),
};

/** An investor's details link here with ?filter={"investorId":...}: whose tickets these are, and the way back to everyone's. */
const InvestorFilter = () => {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const investorId = typeof filterValues.investorId === 'string' ? filterValues.investorId : undefined;
  const { data } = useGetOne<InvestorSummaryView>(SUMMARIES, { id: investorId ?? '' }, { enabled: Boolean(investorId) });
  if (!investorId) return null;
  const { investorId: _investorId, ...others } = filterValues;
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={() => setFilters(others, displayedFilters, false)}>
          {translate('app.tickets.investor_filter.clear')}
        </Button>
      }
      sx={{ mb: 2, alignItems: 'center' }}
    >
      {data
        ? translate('app.tickets.investor_filter.named', { name: data.investor.fullName, email: data.investor.email })
        : translate('app.tickets.investor_filter.unnamed')}
    </Alert>
  );
};

const TicketsView = () => {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext<AdminTicketView>();
  const [shown, setShown] = useState<AdminTicketView | null>(null);
  const group = groupOfFilter(filterValues.status);
  // A link or a typed URL without a status (e.g. only ?filter={"investorId":...}) opens the Open tab.
  const statusMissing = filterValues.status === undefined;
  useEffect(() => {
    if (statusMissing) setFilters({ ...filterValues, status: STATUSES_OF_GROUP.open }, displayedFilters, false);
  }, [statusMissing, filterValues, setFilters, displayedFilters]);
  return (
    <CardListView<AdminTicketView, TicketGroup>
      header={
        <PageHeader
          title="app.tickets.title"
          subtitle={translate('app.tickets.subtitle')}
          actions={<ExportCsvButton resource="tickets" name="support-tickets" columns={TICKET_CSV_COLUMNS} />}
        />
      }
      notice={<InvestorFilter />}
      tabs={TICKET_TABS}
      search="app.tickets.search"
      fetchFailed="app.tickets.notify.fetch_failed"
      skeleton={<TicketCardSkeleton />}
      empty={
        <EmptyState
          icon={<SupportAgentOutlinedIcon />}
          text={
            filterValues.q
              ? 'app.tickets.empty.search'
              : filterValues.investorId
                ? 'app.tickets.empty.investor'
                : `app.tickets.empty.${group}`
          }
          textOptions={{ q: filterValues.q, group: translate(`app.tickets.tabs.${group}`) }}
        />
      }
      listLabel={translate('app.tickets.list_label', { group: translate(`app.tickets.tabs.${group}`) })}
      renderItem={(ticket) => <TicketCard ticket={ticket} onView={setShown} />}
      perPage={TICKETS_PAGE_SIZE}
    >
      <TicketDialog ticket={shown} onClose={() => setShown(null)} />
    </CardListView>
  );
};

/**
 * Support Tickets (/admin/tickets, spec/001 §2): reached from the dashboard and an investor's details
 * (ticketsLink), not from the sidebar; the list's filter is read from the URL. Tickets in three groups paged through GET /api/admin/tickets, newest first;
 * the detail dialog edits status and admin notes.
 */
export const TicketsPage = () => (
  <CardListPage
    resource="tickets"
    filterDefaultValues={{ status: STATUSES_OF_GROUP.open }}
    sort={{ field: 'createdAt', order: 'DESC' }}
    perPage={TICKETS_PAGE_SIZE}
    fetchFailed="app.tickets.notify.fetch_failed"
  >
    <TicketsView />
  </CardListPage>
);
