import { Box, Card, CardContent, CardHeader, Skeleton, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Suspense, useId, type ReactElement, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

import { formatMoney } from '@fund/contracts';

import { EmptyState } from '../components/EmptyState';
import type { AumRow } from './aumRows';

const ChartSkeleton = () => <Skeleton variant="rounded" height={200} />;

interface AumCardProps {
  /** Catalog key of the card title. */
  title: string;
  rows: AumRow[];
  loading: boolean;
  /** The lazily loaded chart; only drawn when some AUM exists. */
  chart: ReactNode;
  emptyIcon: ReactElement;
  /** Catalog key of the empty state. */
  emptyText: string;
  /** A line under the chart (e.g. which schemes it draws). */
  chartCaption?: string;
}

/**
 * An AUM breakdown: the chart, then the same figures as a table (name, amount, share) that screen
 * readers and print read. The table shows every row (no scroll area inside the card).
 */
export const AumCard = ({ title, rows, loading, chart, emptyIcon, emptyText, chartCaption }: AumCardProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const hasAum = rows.some((row) => row.aum > 0);
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardHeader title={translate(title)} slotProps={{ title: { id: titleId, component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        {loading ? (
          <>
            <ChartSkeleton />
            <Skeleton sx={{ mt: 2 }} />
            <Skeleton />
            <Skeleton />
          </>
        ) : rows.length === 0 || !hasAum ? (
          <EmptyState dense icon={emptyIcon} text={emptyText} />
        ) : (
          <>
            <Box aria-hidden sx={{ minHeight: 200 }}>
              <Suspense fallback={<ChartSkeleton />}>{chart}</Suspense>
            </Box>
            {chartCaption && (
              <Box component="p" sx={{ m: 0, mb: 1, typography: 'caption', color: 'text.secondary', textAlign: 'center' }}>
                {chartCaption}
              </Box>
            )}
            {/* Every row shows (issue 21 item 11): a breakdown has one row per product or scheme, and the
                caption under the chart promises the table lists all. */}
            <Box role="region" aria-label={`${translate(title)}: ${translate('app.dashboard.figures')}`}>
              <Table size="small" aria-labelledby={titleId}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('app.dashboard.columns.name')}</TableCell>
                    <TableCell align="right">{translate('app.dashboard.columns.aum')}</TableCell>
                    <TableCell align="right">{translate('app.dashboard.columns.share')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row) => (
                    <TableRow key={row.id}>
                      <TableCell>
                        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                          {row.color && (
                            <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: '3px', bgcolor: row.color, flexShrink: 0 }} />
                          )}
                          <span>{row.label}</span>
                        </Box>
                      </TableCell>
                      <TableCell align="right" className="tabular-nums" sx={{ whiteSpace: 'nowrap' }}>
                        {formatMoney(row.aum)}
                      </TableCell>
                      <TableCell align="right" className="tabular-nums">
                        {`${row.share.toFixed(1)}%`}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
};
