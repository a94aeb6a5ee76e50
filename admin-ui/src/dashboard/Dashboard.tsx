import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import { Box, Stack, useTheme } from '@mui/material';
import { lazy, useMemo } from 'react';
import { useAuthenticated, useGetIdentity, useTranslate } from 'react-admin';

import { CardGrid, CHART_COLORS, Deferred } from '@fund/ui';

import { ErrorState } from '../components/ErrorState';
import { PageHeader } from '../components/PageHeader';
import { AumCard } from './AumCard';
import { CHART_SCHEMES, productRows, schemeRows } from './aumRows';
import { FirstRunCard } from './FirstRunCard';
import { OpenTicketsCard } from './OpenTicketsCard';
import { PendingExpressionsCard } from './PendingExpressionsCard';
import { PendingKycCard } from './PendingKycCard';
import { SecondFactorPolicyCard } from './SecondFactorPolicyCard';
import { StatCards } from './StatCards';
import { useAdminStats } from './useAdminStats';

// @mui/x-charts is loaded only when the dashboard draws a chart (not in the initial bundle).
const AumChart = lazy(() => import('./AumCharts'));

/** The landing page at /admin (spec/001 §2 Dashboard). */
export const Dashboard = () => {
  useAuthenticated();
  const translate = useTranslate();
  const theme = useTheme();
  const { identity } = useGetIdentity();
  const { data: stats, isPending, error, refetch } = useAdminStats();

  const palette = CHART_COLORS[theme.palette.mode];
  const products = useMemo(() => (stats ? productRows(stats, palette) : []), [stats, palette]);
  const schemes = useMemo(() => (stats ? schemeRows(stats) : []), [stats]);
  const charted = schemes.slice(0, CHART_SCHEMES);

  return (
    <Stack spacing={3} sx={{ pb: 2 }}>
      <PageHeader
        title="app.dashboard.title"
        subtitle={
          identity?.fullName
            ? translate('app.dashboard.subtitle', { name: identity.fullName })
            : translate('app.dashboard.subtitle_anonymous')
        }
      />
      {error ? (
        <ErrorState title="app.dashboard.error" error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          {/* Right after setup: the first steps (issue 21 item 3). */}
          {stats?.totalInvestors === 0 && <FirstRunCard />}
          {/* Issue 25 item 3: super admins are told while admins may sign in with the e-mailed code alone. */}
          <SecondFactorPolicyCard superAdmin={identity?.role === 'super_admin'} />
          <StatCards stats={stats} loading={isPending} />
          <Deferred minHeight={420}>
            <CardGrid columns={{ xs: 1, lg: 2 }} gap={3}>
              <AumCard
                title="app.dashboard.aum_by_product.title"
                rows={products}
                loading={isPending}
                chart={<AumChart kind="pie" rows={products} />}
                emptyIcon={<AccountBalanceOutlinedIcon />}
                emptyText="app.dashboard.aum_by_product.empty"
              />
              <AumCard
                title="app.dashboard.aum_by_scheme.title"
                rows={schemes}
                loading={isPending}
                chart={<AumChart kind="bar" rows={charted} color={palette[0]} />}
                chartCaption={
                  schemes.length > charted.length
                    ? translate('app.dashboard.aum_by_scheme.chart_caption', { smart_count: charted.length })
                    : undefined
                }
                emptyIcon={<CategoryOutlinedIcon />}
                emptyText="app.dashboard.aum_by_scheme.empty"
              />
            </CardGrid>
          </Deferred>
        </>
      )}
      <Deferred minHeight={400}>
        <CardGrid columns={{ xs: 1, lg: 2 }} gap={3}>
          <PendingKycCard />
          <PendingExpressionsCard />
          {/* Across both columns: the third card of a two-column row. */}
          <Box sx={{ gridColumn: '1 / -1' }}>
            <OpenTicketsCard />
          </Box>
        </CardGrid>
      </Deferred>
    </Stack>
  );
};
