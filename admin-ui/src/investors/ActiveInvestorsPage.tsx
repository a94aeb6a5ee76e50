import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import AddchartOutlinedIcon from '@mui/icons-material/AddchartOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { Box, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

import { totalReturnPercentage, type AdminStatsView } from '@fund/contracts';
import { CardGrid, Money, TotalReturnPercent } from '@fund/ui';

import { CardListPage } from '../components/CardListView';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { PageHeader } from '../components/PageHeader';
import { StatCard } from '../components/StatCard';
import { useAdminStats } from '../dashboard/useAdminStats';
import { SUMMARIES } from './investorHooks';
import { INVESTOR_CSV_COLUMNS } from './investorsCsv';
import { InvestorCardList, INVESTORS_PAGE_SIZE } from './InvestorsPage';

/** spec/001 §2: only investors with schemeCount greater than 0. */
const HAS_SCHEMES = { hasSchemes: true } as const;

/**
 * Total AUM (current value), Total Invested and Total Returns (current value minus invested, spec/001 §9)
 * of every investor holding a scheme: the fund-wide sums of GET /api/admin/stats (every enrollment
 * belongs to one), exact however many investors there are, and not narrowed by the page's search.
 * The total return including the change in value (issue 19) adds the fund's payouts: contracts'
 * totalReturnPercentage, null when nothing is invested.
 */
export const activeTotals = (stats: AdminStatsView | undefined) => {
  const aum = stats?.totalAum ?? 0;
  const invested = stats?.totalInvested ?? 0;
  return { aum, invested, returns: aum - invested, totalReturn: totalReturnPercentage(aum, stats?.totalPayouts ?? 0, invested) };
};

const Totals = () => {
  const translate = useTranslate();
  const { data, isPending } = useAdminStats();
  const totals = activeTotals(data);
  return (
    <>
      <CardGrid columns={{ xs: 1, sm: 2, lg: 4 }}>
        <StatCard
          label="app.investors.active.total_aum"
          value={<Money amount={totals.aum} />}
          icon={<AccountBalanceWalletOutlinedIcon />}
          loading={isPending}
        />
        <StatCard
          label="app.investors.active.total_invested"
          value={<Money amount={totals.invested} />}
          icon={<SavingsOutlinedIcon />}
          tone="secondary"
          loading={isPending}
        />
        <StatCard
          label="app.investors.active.total_returns"
          value={<Money amount={totals.returns} />}
          icon={<TrendingUpIcon />}
          tone={totals.returns >= 0 ? 'success' : 'error'}
          hint={translate('app.investors.active.total_returns_caption')}
          loading={isPending}
        />
        <StatCard
          label="app.investors.active.total_return_incl_value"
          value={<TotalReturnPercent value={totals.totalReturn} />}
          icon={<AddchartOutlinedIcon />}
          tone={totals.totalReturn !== null && totals.totalReturn < 0 ? 'error' : 'success'}
          hint={translate('app.investors.active.total_return_incl_value_caption')}
          loading={isPending}
        />
      </CardGrid>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {translate('app.investors.active.totals_scope')}
      </Typography>
    </>
  );
};

const ActiveInvestorsView = () => {
  const translate = useTranslate();
  const { total } = useListContext();
  return (
    <InvestorCardList
      header={
        <PageHeader
          title="app.investors.active.title"
          count={total}
          subtitle={translate('app.investors.active.subtitle')}
          actions={<ExportCsvButton resource="investor-summaries" name="active-investors" columns={INVESTOR_CSV_COLUMNS} />}
        />
      }
      notice={
        <Box sx={{ mb: 3 }}>
          <Totals />
        </Box>
      }
      viewLabel="app.investors.action.view_details"
      withStatusToggle
      emptyText="app.investors.active.empty"
    />
  );
};

/**
 * Active Investors (/admin/active-investors, spec/001 §2): investors holding a scheme, the three
 * totals, search, a count badge, and per card View Details, disable/enable and delete.
 */
export const ActiveInvestorsPage = () => (
  <CardListPage
    resource={SUMMARIES}
    filter={HAS_SCHEMES}
    sort={{ field: 'investor.fullName', order: 'ASC' }}
    perPage={INVESTORS_PAGE_SIZE}
    storeKey="active-investors.listParams"
    fetchFailed="app.investors.notify.fetch_failed"
  >
    <ActiveInvestorsView />
  </CardListPage>
);
