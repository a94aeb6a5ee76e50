import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

import { Deferred, EmptyState, ErrorState } from '@fund/ui';

import { ActivityFeed } from '../../../components/ActivityFeed/ActivityFeed';
import { PageHeader } from '../../../components/PageHeader';
import { getServerMessage } from '../../../lib/apiClient';
import { useInvestments } from '../../../lib/investments';
import { useMe } from '../../../lib/session';
import { useQueryFailureToast } from '../../../lib/useQueryFailureToast';
import { usePayoutHistory } from '../api/getPayoutHistory';
import { portfolioHistory, portfolioSummary } from '../portfolioFigures';
import { DashboardAssets } from './DashboardAssets';
import { MarketingSlider } from './MarketingSlider';
import { PortfolioChartCard } from './PortfolioChartCard';
import { PortfolioSummaryCards } from './PortfolioSummaryCards';
import { TopInvestments } from './TopInvestments';
import { ZakatDueCard } from './ZakatDueCard';

/** spec/000 §2 /investor: summary cards, the portfolio chart, top investments, assets, the slider and the activity feed. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { t: tPages } = useTranslation('pages');
  const { data: me } = useMe();
  const userId = me?.id;
  const investments = useInvestments(userId);
  const payouts = usePayoutHistory(userId);
  // Deferred: the sections render with new figures in a transition React can interrupt, not in the
  // queries' blocking updates, which only re-render this component (issue 21 item 5).
  const investmentsData = useDeferredValue(investments.data);
  const payoutsData = useDeferredValue(payouts.data);
  const list = useMemo(() => investmentsData ?? [], [investmentsData]);
  const summary = useMemo(() => portfolioSummary(list), [list]);
  const history = useMemo(
    () => (investmentsData && payoutsData ? portfolioHistory(list, payoutsData, new Date()) : []),
    [investmentsData, list, payoutsData],
  );
  const loading = investmentsData === undefined;
  const chartLoading = loading || payoutsData === undefined;
  const payoutsError = payouts.error;
  const refetchPayouts = payouts.refetch;
  const chartFailed = useMemo(
    () => (payoutsError && payoutsData === undefined ? { message: t('chart.failed'), onRetry: () => void refetchPayouts() } : undefined),
    [payoutsError, payoutsData, refetchPayouts, t],
  );
  const sections = useMemo(
    () => (
      <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 }, minWidth: 0 }}>
        <ZakatDueCard />
        <PortfolioSummaryCards summary={summary} loading={loading} />
        <Deferred minHeight={400}>
          <PortfolioChartCard points={history} loading={chartLoading} failed={chartFailed} />
        </Deferred>
        <Deferred minHeight={200}>
          <TopInvestments investments={list} loading={loading} />
        </Deferred>
        <Deferred minHeight={300}>
          <DashboardAssets />
        </Deferred>
        <Deferred minHeight={240}>
          <MarketingSlider />
        </Deferred>
        {userId && (
          <Deferred minHeight={300}>
            <ActivityFeed userId={userId} />
          </Deferred>
        )}
      </Box>
    ),
    [summary, loading, history, chartLoading, chartFailed, list, userId],
  );
  useQueryFailureToast(investments.error, t('failed'));

  const header = <PageHeader title={tPages('dashboard.title')} subtitle={tPages('dashboard.subtitle')} />;

  if (investments.isError) {
    return (
      <>
        {header}
        <ErrorState
          message={getServerMessage(investments.error, t('failed'))}
          retryLabel={t('retry')}
          onRetry={() => void investments.refetch()}
        />
      </>
    );
  }

  if (!loading && list.length === 0) {
    return (
      <>
        {header}
        <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 } }}>
          <EmptyState
            icon={<SpaceDashboardOutlined />}
            title={tPages('dashboard.emptyTitle')}
            text={tPages('dashboard.emptyText')}
            action={
              <Button component={RouterLink} to="/investor/opportunities" variant="contained">
                {tPages('dashboard.emptyAction')}
              </Button>
            }
          />
          <MarketingSlider />
        </Box>
      </>
    );
  }

  return (
    <>
      {header}
      {sections}
    </>
  );
}
