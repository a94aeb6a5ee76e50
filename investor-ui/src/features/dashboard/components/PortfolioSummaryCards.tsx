import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import AddchartOutlined from '@mui/icons-material/AddchartOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

import { formatMoney, formatPercent, formatTotalReturn } from '@fund/contracts';
import { StatCard } from '@fund/ui';

import type { PortfolioSummary } from '../portfolioFigures';

/** The dashboard's summary cards (spec/000 §2, figures of §9) and the total return including the change in value (issue 19). */
export function PortfolioSummaryCards({ summary, loading }: { summary: PortfolioSummary; loading: boolean }) {
  const { t } = useTranslation('dashboard');
  const payouts = formatMoney(summary.totalPayouts);
  return (
    <Box
      component="section"
      aria-label={t('summaryLabel')}
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      <StatCard
        label={t('cards.accountValue')}
        value={formatMoney(summary.totalAccountValue)}
        icon={<AccountBalanceWalletOutlined />}
        hint={t('cards.accountValueHint', { value: formatMoney(summary.currentValue), payouts })}
        loading={loading}
      />
      <StatCard
        label={t('cards.invested')}
        value={formatMoney(summary.totalInvestment)}
        icon={<SavingsOutlined />}
        tone="secondary"
        hint={t('cards.investedHint', { count: summary.count })}
        loading={loading}
      />
      <StatCard
        label={t('cards.totalReturn')}
        value={formatPercent(summary.totalReturn)}
        valueColor={summary.totalReturn > 0 ? 'success.main' : summary.totalReturn < 0 ? 'error.main' : undefined}
        icon={<TrendingUpRounded />}
        tone="success"
        hint={t('cards.totalReturnHint', { payouts })}
        loading={loading}
      />
      <StatCard
        label={t('cards.totalReturnInclValue')}
        value={formatTotalReturn(summary.totalReturnInclValue)}
        valueColor={
          summary.totalReturnInclValue === null
            ? undefined
            : summary.totalReturnInclValue > 0
              ? 'success.main'
              : summary.totalReturnInclValue < 0
                ? 'error.main'
                : undefined
        }
        icon={<AddchartOutlined />}
        tone="success"
        hint={t('cards.totalReturnInclValueHint')}
        loading={loading}
      />
    </Box>
  );
}
