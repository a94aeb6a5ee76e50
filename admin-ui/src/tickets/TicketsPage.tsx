import type { AdminTicketView, InvestorSummaryView } from '@fund/contracts';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import { Alert, Box, Button, Chip, Stack, Tab, Tabs } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { ListBase, Pagination, useGetList, useGetOne, useListContext, useTranslate } from 'react-admin';

import { CardGrid } from '../components/CardGrid';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { PageHeader } from '../components/PageHeader';
import type { ServerCsvColumn } from '../components/csvExport';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { SearchField } from '../components/SearchField';
import { SUMMARIES } from '../investors/investorHooks';
import { TicketCard, TicketCardSkeleton } from './TicketCard';
import { TicketDialog } from './TicketDialog';
import { groupOfFilter, STATUSES_OF_GROUP, TICKET_GROUPS, type TicketGroup } from './ticketGroups';
import { useNotifyFailure } from '../components/useNotifyFailure';

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

/** `filter`: the list's other filters (search, investor), so each count matches what its tab would show. */
const TabCount = ({ group, filter }: { group: TicketGroup; filter: Record<string, unknown> }) => {
  const { total, isPending, error } = useGetList('tickets', {
    filter: { ...filter, status: STATUSES_OF_GROUP[group] },
    pagination: { page: 1, perPage: 1 },
  });
  if (isPending || error || total === undefined) return null;
  return <Chip label={total.toLocaleString('en-US')} size="small" className="tabular-nums" sx={{ height: 20, fontSize: '0.75rem' }} />;
};

/** Open Tickets / In Progress / Resolved (spec/001 §2), each with its count; the group is the list's status filter, kept in the URL. */
const TicketTabs = ({ panelId }: { panelId: string }) => {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const group = groupOfFilter(filterValues.status);
  const { status: _status, ...others } = filterValues;
  return (
    <Tabs
      value={group}
      onChange={(_, value: TicketGroup) => setFilters({ ...filterValues, status: STATUSES_OF_GROUP[value] }, displayedFilters)}
      aria-label={translate('app.tickets.tabs.label')}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ borderBlockEnd: '1px solid', borderColor: 'divider', mb: 3 }}
    >
      {TICKET_GROUPS.map(value => (
        <Tab
          key={value}
          value={value}
          id={`${panelId}-tab-${value}`}
          aria-controls={panelId}
          iconPosition="end"
          icon={<TabCount group={value} filter={others} />}
          label={translate(`app.tickets.tabs.${value}`)}
          sx={{ gap: 1 }}
        />
      ))}
    </Tabs>
  );
};

const TicketResults = ({ panelId }: { panelId: string }) => {
  const translate = useTranslate();
  const { data, isPending, error, refetch, filterValues } = useListContext<AdminTicketView>();
  const [shown, setShown] = useState<AdminTicketView | null>(null);
  const group = groupOfFilter(filterValues.status);
  return (
    <Box id={panelId} role="tabpanel" aria-labelledby={`${panelId}-tab-${group}`} aria-busy={isPending || undefined}>
      {error ? (
        <ErrorState title="app.tickets.notify.fetch_failed" error={error} onRetry={() => void refetch()} />
      ) : isPending ? (
        <CardGrid>
          {[0, 1, 2].map(i => (
            <TicketCardSkeleton key={i} />
          ))}
        </CardGrid>
      ) : data.length === 0 ? (
        <EmptyState
          icon={<SupportAgentOutlinedIcon />}
          text={filterValues.q ? 'app.tickets.empty.search' : filterValues.investorId ? 'app.tickets.empty.investor' : `app.tickets.empty.${group}`}
          textOptions={{ q: filterValues.q, group: translate(`app.tickets.tabs.${group}`) }}
        />
      ) : (
        <CardGrid component="ul" aria-label={translate('app.tickets.list_label', { group: translate(`app.tickets.tabs.${group}`) })}>
          {data.map(ticket => (
            <li key={ticket.id}>
              <TicketCard ticket={ticket} onView={setShown} />
            </li>
          ))}
        </CardGrid>
      )}
      <TicketDialog ticket={shown} onClose={() => setShown(null)} />
    </Box>
  );
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
  const panelId = useId();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  // A link or a typed URL without a status (e.g. only ?filter={"investorId":...}) opens the Open tab.
  const statusMissing = filterValues.status === undefined;
  useEffect(() => {
    if (statusMissing) setFilters({ ...filterValues, status: STATUSES_OF_GROUP.open }, displayedFilters, false);
  }, [statusMissing, filterValues, setFilters, displayedFilters]);
  return (
    <>
      <PageHeader title="app.tickets.title" subtitle={translate('app.tickets.subtitle')} actions={<ExportCsvButton resource="tickets" name="support-tickets" columns={TICKET_CSV_COLUMNS} />} />
      <InvestorFilter />
      <TicketTabs panelId={panelId} />
      <Stack direction="row" sx={{ mb: 2, maxWidth: { sm: '24rem' } }}>
        <SearchField label={translate('app.tickets.search')} />
      </Stack>
      <TicketResults panelId={panelId} />
      <Pagination rowsPerPageOptions={[12, TICKETS_PAGE_SIZE, 48]} sx={{ mt: 2 }} />
    </>
  );
};

/**
 * Support Tickets (/admin/tickets, spec/001 §2): reached from the dashboard and an investor's details
 * (ticketsLink), not from the sidebar; the list's filter is read from the URL. Tickets in three groups paged through GET /api/admin/tickets, newest first;
 * the detail dialog edits status and admin notes.
 */
export const TicketsPage = () => {
  const notifyFailure = useNotifyFailure();
  return (
    <ListBase<AdminTicketView>
      resource="tickets"
      filterDefaultValues={{ status: STATUSES_OF_GROUP.open }}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={TICKETS_PAGE_SIZE}
      queryOptions={{ onError: error => notifyFailure(error, 'app.tickets.notify.fetch_failed') }}
    >
      <TicketsView />
    </ListBase>
  );
};
