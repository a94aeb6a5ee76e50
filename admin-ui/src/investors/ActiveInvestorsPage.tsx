import type { InvestorSummaryView } from '@fund/contracts';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { Box, Stack } from '@mui/material';
import { ExportButton, FilterLiveSearch, ListBase, Pagination, useGetList, useListContext, useNotify, useTranslate } from 'react-admin';

import { CardGrid } from '../components/CardGrid';
import { serverMessage } from '../components/ErrorState';
import { Money } from '../components/format';
import { PageHeader } from '../components/PageHeader';
import { StatCard } from '../components/StatCard';
import { useCsvExporter } from '../components/csvExport';
import { INVESTORS_PAGE_SIZE, InvestorResults } from './InvestorsPage';
import { SUMMARIES } from './investorsApi';
import { useInvestorCsvColumns } from './investorsCsv';

/** spec/001 §2: only investors with schemeCount greater than 0. */
const HAS_SCHEMES = { hasSchemes: true } as const;
/** The totals are summed over every investor with schemes, not only the page shown. */
const TOTALS_LIMIT = 1000;

/** Total AUM (current value), Total Invested and Total Returns (current value minus invested, spec/001 §9). */
export const totalsOf = (summaries: InvestorSummaryView[]) => {
  const invested = summaries.reduce((sum, s) => sum + s.totalInvested, 0);
  const aum = summaries.reduce((sum, s) => sum + s.currentValue, 0);
  return { aum, invested, returns: aum - invested };
};

const Totals = () => {
  const { data, isPending } = useGetList<InvestorSummaryView>(SUMMARIES, { filter: HAS_SCHEMES, pagination: { page: 1, perPage: TOTALS_LIMIT } });
  const totals = totalsOf(data ?? []);
  return (
    <CardGrid columns={{ xs: 1, sm: 3 }}>
      <StatCard label="app.investors.active.total_aum" value={<Money amount={totals.aum} />} icon={<AccountBalanceWalletOutlinedIcon />} loading={isPending} />
      <StatCard label="app.investors.active.total_invested" value={<Money amount={totals.invested} />} icon={<SavingsOutlinedIcon />} tone="secondary" loading={isPending} />
      <StatCard
        label="app.investors.active.total_returns"
        value={<Money amount={totals.returns} />}
        icon={<TrendingUpIcon />}
        tone={totals.returns >= 0 ? 'success' : 'error'}
        loading={isPending}
      />
    </CardGrid>
  );
};

const ActiveInvestorsView = () => {
  const translate = useTranslate();
  const { total } = useListContext();
  return (
    <>
      <PageHeader
        title="app.investors.active.title"
        count={total}
        subtitle={translate('app.investors.active.subtitle')}
        actions={<ExportButton label="app.common.action.export_csv" />}
      />
      <Box sx={{ mb: 3 }}>
        <Totals />
      </Box>
      <Stack direction="row" sx={{ mb: 2, maxWidth: { sm: '30rem' } }}>
        <FilterLiveSearch source="q" label={translate('app.investors.search')} fullWidth sx={{ m: 0 }} />
      </Stack>
      <InvestorResults viewLabel="app.investors.action.view_details" withStatusToggle emptyText="app.investors.active.empty" />
      <Pagination rowsPerPageOptions={[12, INVESTORS_PAGE_SIZE, 48]} sx={{ mt: 2 }} />
    </>
  );
};

/**
 * Active Investors (/admin/active-investors, spec/001 §2): investors holding a scheme, the three
 * totals, search, a count badge, and per card View Details, disable/enable and delete.
 */
export const ActiveInvestorsPage = () => {
  const notify = useNotify();
  const exporter = useCsvExporter(useInvestorCsvColumns(), 'active-investors');
  return (
    <ListBase<InvestorSummaryView>
      resource={SUMMARIES}
      filter={HAS_SCHEMES}
      sort={{ field: 'investor.fullName', order: 'ASC' }}
      perPage={INVESTORS_PAGE_SIZE}
      exporter={exporter}
      storeKey="active-investors.listParams"
      queryOptions={{ onError: error => notify(serverMessage(error) ?? 'app.investors.notify.fetch_failed', { type: 'error' }) }}
    >
      <ActiveInvestorsView />
    </ListBase>
  );
};
