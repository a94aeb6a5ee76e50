import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDate, formatMoney } from '@fund/contracts';
import { ErrorState } from '@fund/ui';

import type { HistoryPoint } from '../portfolioFigures';

const PortfolioChart = lazy(() => import('./PortfolioChart').then((module) => ({ default: module.PortfolioChart })));

const cell = {
  paddingBlock: 0.75,
  paddingInline: 1,
  borderBlockEnd: 1,
  borderColor: 'divider',
  textAlign: 'end',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
} as const;

/** The figures the chart draws, as a table (screen readers, printing, anyone who prefers numbers). */
function FiguresTable({ points }: { points: HistoryPoint[] }) {
  const { t } = useTranslation('dashboard');
  const last = points.length - 1;
  return (
    <Box
      component="details"
      sx={{ mt: 1.5, '& summary': { cursor: 'pointer', color: 'primary.main', fontWeight: 600, width: 'fit-content' } }}
    >
      <Typography component="summary" variant="body2">
        {t('chart.figures')}
      </Typography>
      <Box sx={{ overflowX: 'auto', mt: 1 }}>
        <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%', fontSize: '0.875rem' }}>
          <caption style={{ textAlign: 'start', paddingBlockEnd: 4 }}>{t('chart.figuresCaption')}</caption>
          <thead>
            <tr>
              <Box component="th" scope="col" sx={{ ...cell, textAlign: 'start' }}>
                {t('chart.date')}
              </Box>
              <Box component="th" scope="col" sx={cell}>
                {t('chart.invested')}
              </Box>
              <Box component="th" scope="col" sx={cell}>
                {t('chart.payouts')}
              </Box>
              <Box component="th" scope="col" sx={cell}>
                {t('chart.accountValue')}
              </Box>
            </tr>
          </thead>
          <tbody>
            {points.map((point, index) => (
              <tr key={point.date.toISOString()}>
                <Box component="th" scope="row" sx={{ ...cell, textAlign: 'start', fontWeight: 500 }}>
                  {index === last ? t('chart.today') : formatDate(point.date.toISOString().slice(0, 10))}
                </Box>
                <Box component="td" sx={cell}>
                  {formatMoney(point.invested)}
                </Box>
                <Box component="td" sx={cell}>
                  {formatMoney(point.payouts)}
                </Box>
                <Box component="td" sx={cell}>
                  {point.accountValue === null ? t('chart.notRecorded') : formatMoney(point.accountValue)}
                </Box>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Box>
  );
}

type PortfolioChartCardProps = {
  points: HistoryPoint[];
  loading: boolean;
  /** The payout history could not be read: the chart cannot be drawn; `onRetry` asks again. */
  failed?: { message: string; onRetry: () => void };
};

/** Beyond the spec: the portfolio over time, readable at a glance, with its figures as text. */
export function PortfolioChartCard({ points, loading, failed }: PortfolioChartCardProps) {
  const { t } = useTranslation('dashboard');
  const today = points.at(-1);
  return (
    <Card component="section" aria-labelledby="portfolio-chart-title">
      <CardContent>
        <Typography id="portfolio-chart-title" variant="h2">
          {t('chart.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('chart.subtitle')}
        </Typography>
        {failed ? (
          <ErrorState message={failed.message} retryLabel={t('retry')} onRetry={failed.onRetry} />
        ) : loading || !today ? (
          <Skeleton variant="rounded" height={290} role="status" aria-label={t('chart.loading')} />
        ) : (
          <>
            {points.length > 1 ? (
              <Box aria-hidden sx={{ minHeight: 260, direction: 'ltr' }}>
                <Suspense fallback={<Skeleton variant="rounded" height={290} />}>
                  <PortfolioChart points={points} />
                </Suspense>
              </Box>
            ) : (
              <Typography color="text.secondary" sx={{ paddingBlock: 3 }}>
                {t('chart.tooEarly')}
              </Typography>
            )}
            <Typography variant="body2" sx={{ mt: 1, fontWeight: 500 }}>
              {t('chart.summary', {
                invested: formatMoney(today.invested),
                payouts: formatMoney(today.payouts),
                value: formatMoney(today.accountValue),
              })}
            </Typography>
            <FiguresTable points={points} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
