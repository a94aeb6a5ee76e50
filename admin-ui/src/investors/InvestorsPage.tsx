import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlineOutlined';
import { useState, type ReactNode } from 'react';
import { useListContext, useTranslate } from 'react-admin';

import type { InvestorSummaryView } from '@fund/contracts';

import { CardListPage, CardListView, type CardListTabs } from '../components/CardListView';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { EmptyState } from '../components/EmptyState';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { PageHeader } from '../components/PageHeader';
import { DeleteInvestorDialog } from './DeleteInvestorDialog';
import { InvestorCard, InvestorCardSkeleton } from './InvestorCard';
import { InvestorDetailsDialog } from './InvestorDetailsDialog';
import { InvestorFilters } from './InvestorFilters';
import { nextStatus, SUMMARIES, useInvestorActions } from './investorHooks';
import { INVESTOR_CSV_COLUMNS } from './investorsCsv';
import { useInvestorsView } from './investorsView';
import { InvestorTable } from './InvestorTable';

/** Divisible by 1, 2 and 3, so every page fills the grid's rows at each width. */
export const INVESTORS_PAGE_SIZE = 24;

type InvestorTab = 'all' | 'active';
/** The Active Investors tab: logins whose status is active. */
const ACTIVE_FILTER = { 'investor.status': 'active' } as const;
/** A search or one of the table's filters narrows the list (the tabs' status and Active Investors' own filter do not count). */
const filtered = (filter: Record<string, unknown>) =>
  ['q', 'schemeId', 'investor.country'].some((field) => filter[field] !== undefined && filter[field] !== '') ||
  (filter['investor.status'] !== undefined && filter['investor.status'] !== 'active');
const tabOf = (filter: Record<string, unknown>): InvestorTab => (filter['investor.status'] === 'active' ? 'active' : 'all');

/** All / Active Investors, each with its count (the search counts too); the tab is the list's filter, kept in the URL. */
const INVESTOR_TABS: CardListTabs<InvestorTab> = {
  label: 'app.investors.tabs.label',
  values: ['all', 'active'],
  labelOf: (tab) => `app.investors.tabs.${tab}`,
  current: tabOf,
  select: (tab, { 'investor.status': _status, ...rest }) => (tab === 'active' ? { ...rest, ...ACTIVE_FILTER } : rest),
  countFilter: (tab, filter) => ({ ...(tab === 'active' && ACTIVE_FILTER), ...(filter.q ? { q: filter.q } : {}) }),
};

export interface InvestorCardListProps {
  header: ReactNode;
  /** Between the header and the filters (Active Investors' totals). */
  notice?: ReactNode;
  tabs?: CardListTabs<InvestorTab>;
  /** Catalog key of the view button. */
  viewLabel: string;
  /** Active Investors shows disable/enable. */
  withStatusToggle?: boolean;
  emptyText: string;
}

/**
 * The investor cards (or the dense table, issue 21 item 6) of a list context, with the filters, the
 * details dialog, the delete dialog and the disable / enable confirmation: Investors and Active Investors.
 */
export const InvestorCardList = ({ header, notice, tabs, viewLabel, withStatusToggle = false, emptyText }: InvestorCardListProps) => {
  const translate = useTranslate();
  const { filterValues } = useListContext<InvestorSummaryView>();
  const [view, setView] = useInvestorsView();
  const { remove, deleting, toggleStatus, switching } = useInvestorActions();
  const [viewing, setViewing] = useState<InvestorSummaryView | null>(null);
  const [deletingOne, setDeletingOne] = useState<InvestorSummaryView | null>(null);
  // Issue 19 item 5: disabling (or enabling) a login asks first.
  const [switchingOne, setSwitchingOne] = useState<InvestorSummaryView | null>(null);
  const switchTo = switchingOne ? nextStatus(switchingOne.investor.status) : 'disabled';
  const onToggleStatus = withStatusToggle ? setSwitchingOne : undefined;

  return (
    <CardListView<InvestorSummaryView, InvestorTab>
      header={header}
      notice={notice}
      tabs={tabs}
      toolbar={<InvestorFilters view={view} onViewChange={setView} />}
      fetchFailed="app.investors.notify.fetch_failed"
      skeleton={<InvestorCardSkeleton />}
      empty={
        <EmptyState
          icon={<PeopleOutlineIcon />}
          text={filtered(filterValues) ? 'app.investors.empty.search' : emptyText}
          textOptions={{ q: filterValues.q ?? '' }}
        />
      }
      listLabel={translate('app.investors.list_label')}
      alternative={
        view === 'table' ? (
          <InvestorTable
            viewLabel={viewLabel}
            onView={setViewing}
            onDelete={setDeletingOne}
            onToggleStatus={onToggleStatus}
            busyId={switching}
          />
        ) : undefined
      }
      renderItem={(summary) => (
        <InvestorCard
          summary={summary}
          viewLabel={viewLabel}
          onView={setViewing}
          onDelete={setDeletingOne}
          onToggleStatus={onToggleStatus}
          busy={switching === String(summary.id)}
        />
      )}
      perPage={INVESTORS_PAGE_SIZE}
    >
      <InvestorDetailsDialog summary={viewing} onClose={() => setViewing(null)} />
      <DeleteInvestorDialog
        summary={deletingOne}
        deleting={deleting}
        onConfirm={(summary) => void remove(summary, () => setDeletingOne(null))}
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
    </CardListView>
  );
};

const InvestorsView = () => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  return (
    <InvestorCardList
      header={
        <PageHeader
          title="app.investors.title"
          subtitle={translate('app.investors.subtitle')}
          actions={<ExportCsvButton resource="investor-summaries" name="investors" columns={INVESTOR_CSV_COLUMNS} />}
        />
      }
      tabs={INVESTOR_TABS}
      viewLabel="app.investors.action.view_full_details"
      emptyText={`app.investors.empty.${tabOf(filterValues)}`}
    />
  );
};

/**
 * Investors (/admin/investors, spec/001 §2): every investor account from GET /api/admin/investor-summaries,
 * searched on the server (name, e-mail, phone, address), All / Active tabs with counts, details and delete.
 */
export const InvestorsPage = () => (
  <CardListPage
    resource={SUMMARIES}
    sort={{ field: 'investor.fullName', order: 'ASC' }}
    perPage={INVESTORS_PAGE_SIZE}
    disableSyncWithLocation={false}
    fetchFailed="app.investors.notify.fetch_failed"
  >
    <InvestorsView />
  </CardListPage>
);
