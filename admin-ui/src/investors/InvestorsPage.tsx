import type { InvestorSummaryView } from '@fund/contracts';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlineOutlined';
import { Box, Chip, Tab, Tabs } from '@mui/material';
import { useId, useState } from 'react';
import { ListBase, Pagination, useGetList, useListContext, useTranslate } from 'react-admin';

import { CardGrid } from '../components/CardGrid';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { PageHeader } from '../components/PageHeader';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { DeleteInvestorDialog } from './DeleteInvestorDialog';
import { InvestorCard, InvestorCardSkeleton } from './InvestorCard';
import { InvestorDetailsDialog } from './InvestorDetailsDialog';
import { InvestorFilters } from './InvestorFilters';
import { InvestorTable } from './InvestorTable';
import { useInvestorsView, type InvestorsView } from './investorsView';
import { nextStatus, SUMMARIES, useInvestorActions } from './investorHooks';
import { INVESTOR_CSV_COLUMNS } from './investorsCsv';
import { useNotifyFailure } from '../components/useNotifyFailure';

/** Divisible by 1, 2 and 3, so every page fills the grid's rows at each width. */
export const INVESTORS_PAGE_SIZE = 24;

type InvestorTab = 'all' | 'active';
/** The Active Investors tab: logins whose status is active. */
const ACTIVE_FILTER = { 'investor.status': 'active' } as const;
/** A search or one of the table's filters narrows the list (the tabs' status and Active Investors' own filter do not count). */
const filtered = (filter: Record<string, unknown>) => ['q', 'schemeId', 'investor.country'].some(field => filter[field] !== undefined && filter[field] !== '') || (filter['investor.status'] !== undefined && filter['investor.status'] !== 'active');
const tabOf = (filter: Record<string, unknown>): InvestorTab => (filter['investor.status'] === 'active' ? 'active' : 'all');

const TabCount = ({ tab, q }: { tab: InvestorTab; q?: string }) => {
  const { total, isPending, error } = useGetList(SUMMARIES, {
    filter: { ...(tab === 'active' && ACTIVE_FILTER), ...(q && { q }) },
    pagination: { page: 1, perPage: 1 },
  });
  if (isPending || error || total === undefined) return null;
  return <Chip label={total.toLocaleString('en-US')} size="small" className="tabular-nums" sx={{ height: 20, fontSize: '0.75rem' }} />;
};

const InvestorTabs = ({ panelId }: { panelId: string }) => {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const tab = tabOf(filterValues);
  const change = (value: InvestorTab) => {
    const { 'investor.status': _status, ...rest } = filterValues;
    setFilters(value === 'active' ? { ...rest, ...ACTIVE_FILTER } : rest, displayedFilters, false);
  };
  return (
    <Tabs
      value={tab}
      onChange={(_, value: InvestorTab) => change(value)}
      aria-label={translate('app.investors.tabs.label')}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ borderBlockEnd: 1, borderColor: 'divider', mb: 3 }}
    >
      {(['all', 'active'] as const).map(value => (
        <Tab
          key={value}
          value={value}
          id={`${panelId}-tab-${value}`}
          aria-controls={panelId}
          iconPosition="end"
          icon={<TabCount tab={value} q={filterValues.q} />}
          label={translate(`app.investors.tabs.${value}`)}
          sx={{ gap: 1 }}
        />
      ))}
    </Tabs>
  );
};

export interface InvestorResultsProps {
  panelId?: string;
  /** Catalog key of the view button. */
  viewLabel: string;
  /** Active Investors shows disable/enable. */
  withStatusToggle?: boolean;
  emptyText: string;
  /** Cards (default) or the dense table (issue 21 item 6). */
  view?: InvestorsView;
}

/** The investor cards of a list context, with the details dialog, the delete dialog and the disable / enable confirmation. */
export const InvestorResults = ({ panelId, viewLabel, withStatusToggle = false, emptyText, view = 'cards' }: InvestorResultsProps) => {
  const translate = useTranslate();
  const { data, isPending, error, refetch, filterValues } = useListContext<InvestorSummaryView>();
  const { remove, deleting, toggleStatus, switching } = useInvestorActions();
  const [viewing, setViewing] = useState<InvestorSummaryView | null>(null);
  const [deletingOne, setDeletingOne] = useState<InvestorSummaryView | null>(null);
  // Issue 19 item 5: disabling (or enabling) a login asks first.
  const [switchingOne, setSwitchingOne] = useState<InvestorSummaryView | null>(null);
  const switchTo = switchingOne ? nextStatus(switchingOne.investor.status) : 'disabled';
  const tab = tabOf(filterValues);

  return (
    <Box id={panelId} role={panelId ? 'tabpanel' : undefined} aria-labelledby={panelId ? `${panelId}-tab-${tab}` : undefined} aria-busy={isPending || undefined}>
      {error ? (
        <ErrorState title="app.investors.notify.fetch_failed" error={error} onRetry={() => void refetch()} />
      ) : view === 'table' && !(data?.length === 0 && !isPending) ? (
        <InvestorTable viewLabel={viewLabel} onView={setViewing} onDelete={setDeletingOne} onToggleStatus={withStatusToggle ? setSwitchingOne : undefined} busyId={switching} />
      ) : isPending ? (
        <CardGrid>
          {[0, 1, 2].map(i => (
            <InvestorCardSkeleton key={i} />
          ))}
        </CardGrid>
      ) : data.length === 0 ? (
        <EmptyState icon={<PeopleOutlineIcon />} text={filtered(filterValues) ? 'app.investors.empty.search' : emptyText} textOptions={{ q: filterValues.q ?? '' }} />
      ) : (
        <CardGrid component="ul" aria-label={translate('app.investors.list_label')}>
          {data.map(summary => (
            <li key={summary.id}>
              <InvestorCard
                summary={summary}
                viewLabel={viewLabel}
                onView={setViewing}
                onDelete={setDeletingOne}
                onToggleStatus={withStatusToggle ? setSwitchingOne : undefined}
                busy={switching === String(summary.id)}
              />
            </li>
          ))}
        </CardGrid>
      )}
      <InvestorDetailsDialog summary={viewing} onClose={() => setViewing(null)} />
      <DeleteInvestorDialog
        summary={deletingOne}
        deleting={deleting}
        onConfirm={summary => void remove(summary, () => setDeletingOne(null))}
        onClose={() => setDeletingOne(null)}
      />
      <ConfirmDialog
        open={Boolean(switchingOne)}
        title={switchTo === 'disabled' ? 'app.investors.status.disable_title' : 'app.investors.status.enable_title'}
        content={switchTo === 'disabled' ? 'app.investors.status.disable_content' : 'app.investors.status.enable_content'}
        translateOptions={{ name: switchingOne?.investor.fullName ?? '' }}
        confirmLabel={switchTo === 'disabled' ? 'app.investors.action.disable' : 'app.investors.action.enable'}
        loading={switchingOne !== null && switching === String(switchingOne.id)}
        onConfirm={() => {
          if (!switchingOne) return;
          void toggleStatus(switchingOne).then(() => setSwitchingOne(null));
        }}
        onClose={() => setSwitchingOne(null)}
      />
    </Box>
  );
};

const InvestorsView = () => {
  const translate = useTranslate();
  const panelId = useId();
  const { filterValues } = useListContext();
  const [view, setView] = useInvestorsView();
  return (
    <>
      <PageHeader title="app.investors.title" subtitle={translate('app.investors.subtitle')} actions={<ExportCsvButton resource="investor-summaries" name="investors" columns={INVESTOR_CSV_COLUMNS} />} />
      <InvestorTabs panelId={panelId} />
      <InvestorFilters view={view} onViewChange={setView} />
      <InvestorResults panelId={panelId} viewLabel="app.investors.action.view_full_details" emptyText={`app.investors.empty.${tabOf(filterValues)}`} view={view} />
      <Pagination rowsPerPageOptions={[12, INVESTORS_PAGE_SIZE, 48]} sx={{ mt: 2 }} />
    </>
  );
};

/**
 * Investors (/admin/investors, spec/001 §2): every investor account from GET /api/admin/investor-summaries,
 * searched on the server (name, e-mail, phone, address), All / Active tabs with counts, details and delete.
 */
export const InvestorsPage = () => {
  const notifyFailure = useNotifyFailure();
  return (
    <ListBase<InvestorSummaryView>
      resource={SUMMARIES}
      sort={{ field: 'investor.fullName', order: 'ASC' }}
      perPage={INVESTORS_PAGE_SIZE}
      disableSyncWithLocation={false}
      queryOptions={{ onError: error => notifyFailure(error, 'app.investors.notify.fetch_failed') }}
    >
      <InvestorsView />
    </ListBase>
  );
};
