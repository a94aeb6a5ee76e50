import { formatDate, formatMoney } from '@fund/contracts';
import { alpha, useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';

import type { HistoryPoint } from '../portfolioFigures';

// The chart code (@mui/x-charts), loaded with React.lazy so it is not in the portal's initial
// JavaScript. It is a picture of the figures table beside it, which is what assistive technology
// reads (the wrapper hides the SVG).

const money = (value: number | null) => (value === null ? '' : formatMoney(value));

/**
 * Capital invested with the payouts received stacked on it, as steps over time, and today's total
 * account value as a point: above the stack when the investments gained value, below when they lost.
 */
export function PortfolioChart({ points }: { points: HistoryPoint[] }) {
  const { t } = useTranslation('dashboard');
  const theme = useTheme();
  const last = points.length - 1;
  return (
    <LineChart
      height={260}
      skipAnimation
      grid={{ horizontal: true }}
      margin={{ top: 12, bottom: 4, left: 4, right: 20 }}
      xAxis={[
        {
          scaleType: 'utc',
          data: points.map((p) => p.date),
          valueFormatter: (date: Date) => formatDate(date.toISOString().slice(0, 10)),
          tickNumber: 4,
        },
      ]}
      yAxis={[{ valueFormatter: (value: number) => formatMoney(value), width: 84, tickNumber: 5, min: 0 }]}
      series={[
        {
          id: 'invested',
          label: t('chart.invested'),
          data: points.map((p) => p.invested),
          stack: 'portfolio',
          curve: 'stepAfter',
          area: true,
          showMark: false,
          color: theme.palette.primary.light,
          valueFormatter: money,
        },
        {
          id: 'payouts',
          label: t('chart.payouts'),
          data: points.map((p) => p.payouts),
          stack: 'portfolio',
          curve: 'stepAfter',
          area: true,
          showMark: false,
          color: theme.palette.secondary.main,
          valueFormatter: money,
        },
        {
          id: 'account',
          label: t('chart.accountValue'),
          data: points.map((p) => p.accountValue),
          showMark: ({ index }) => index === last,
          color: theme.palette.primary.dark,
          valueFormatter: money,
        },
      ]}
      sx={{
        '& .MuiLineChart-area[data-series="invested"]': { fill: alpha(theme.palette.primary.light, 0.22) },
        '& .MuiLineChart-area[data-series="payouts"]': { fill: alpha(theme.palette.secondary.main, 0.45) },
        '& .MuiLineChart-mark[data-series="account"]': { strokeWidth: 3 },
      }}
    />
  );
}
