import { formatDate, formatMoney } from '@fund/contracts';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';

import type { HistoryPoint } from '../portfolioFigures';

// The chart code (@mui/x-charts), loaded with React.lazy so it is not in the portal's initial
// JavaScript. It is a picture of the figures table beside it, which is what assistive technology
// reads (the wrapper hides the SVG).

const money = (value: number | null) => (value === null ? '' : formatMoney(value));

/** Invested capital and payouts received as steps over time, and today's current value as a point. */
export function PortfolioChart({ points }: { points: HistoryPoint[] }) {
  const { t } = useTranslation('dashboard');
  const theme = useTheme();
  const last = points.length - 1;
  return (
    <LineChart
      height={280}
      skipAnimation
      grid={{ horizontal: true }}
      margin={{ top: 16, bottom: 8, left: 8, right: 16 }}
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
          curve: 'stepAfter',
          showMark: false,
          color: theme.palette.secondary.main,
          valueFormatter: money,
        },
        {
          id: 'current',
          label: t('chart.currentValue'),
          data: points.map((p) => p.currentValue),
          showMark: ({ index }) => index === last,
          color: theme.palette.primary.dark,
          valueFormatter: money,
        },
      ]}
      sx={{ '& .MuiAreaElement-series-invested': { fillOpacity: 0.18 } }}
    />
  );
}
