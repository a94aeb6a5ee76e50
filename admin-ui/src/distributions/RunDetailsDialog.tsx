import UndoIcon from '@mui/icons-material/Undo';
import { Box, Button, Skeleton, TableCell, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';

import { formatDate, type DistributionRunView } from '@fund/contracts';
import { Money } from '@fund/ui';

import { AdminFormDialog } from '../components/AdminFormDialog';
import { ErrorState } from '../components/ErrorState';
import { PlainTable } from '../components/PlainTable';
import { TablePager, useTablePaging } from '../components/TablePager';
import { useAdminDataProvider } from '../providers/dataProvider';
import { distributionKeys } from './distributionTerms';
import { PAGE_SIZES, PAGINATION_SX } from './paging';
import { ReadBy } from './ReadBy';

export interface RunDetailsDialogProps {
  /** The run to show; null closes the dialog. */
  run: DistributionRunView | null;
  onClose: () => void;
  /** Offered when the run can be reversed. */
  onReverse: (run: DistributionRunView) => void;
}

/** One run (GET /api/distributions/{id}): its terms and what every investor was paid, a page at a time. */
export const RunDetailsDialog = ({ run, onClose, onReverse }: RunDetailsDialogProps) => {
  const translate = useTranslate();
  const api = useAdminDataProvider();
  const paging = useTablePaging(PAGE_SIZES);
  const { page, perPage, setPage } = paging;
  const details = useQuery({
    queryKey: distributionKeys.run(run?.id ?? ''),
    queryFn: ({ signal }) => api.getDistribution(run?.id ?? '', signal),
    enabled: run !== null,
    staleTime: 0,
  });
  const lines = details.data?.lines ?? [];

  const close = () => {
    setPage(0);
    onClose();
  };

  return (
    <AdminFormDialog
      open={run !== null}
      onClose={close}
      maxWidth="md"
      title={
        run && (
          <>
            {translate('app.distributions.details.title', { date: formatDate(run.payoutDate) })}
            <Typography variant="body2" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
              {`${run.schemeName} · ${translate(`app.distributions.kinds.${run.kind}`)} · ${run.description}`}
            </Typography>
          </>
        )
      }
      actionsSx={{ paddingInline: 3, paddingBlock: 2 }}
      actions={
        run && (
          <>
            {run.canReverse && (
              <Button color="error" startIcon={<UndoIcon />} onClick={() => onReverse(run)}>
                {translate('app.distributions.action.reverse')}
              </Button>
            )}
            <Button onClick={close} variant="contained">
              {translate('app.distributions.action.close')}
            </Button>
          </>
        )
      }
    >
      {run && (
        <>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: 2, m: 0, mb: 2 }}>
            <Box>
              <Typography variant="caption" color="text.secondary" component="dt">
                {translate('app.distributions.columns.total')}
              </Typography>
              <Typography variant="h3" component="dd" sx={{ m: 0 }}>
                <Money amount={run.totalAmount} full />
              </Typography>
            </Box>
            <Box>
              <Typography variant="caption" color="text.secondary" component="dt">
                {translate('app.distributions.columns.investors')}
              </Typography>
              <Typography variant="h3" component="dd" className="tabular-nums" sx={{ m: 0 }}>
                {run.investorCount.toLocaleString('en-US')}
              </Typography>
            </Box>
            {run.readCount !== undefined && (
              <Box>
                <Typography variant="caption" color="text.secondary" component="dt">
                  {translate('app.notifications.reads.column')}
                </Typography>
                <Box component="dd" sx={{ m: 0, mt: 0.5 }}>
                  <ReadBy read={run.readCount} of={run.investorCount} />
                </Box>
              </Box>
            )}
            <Box>
              <Typography variant="caption" color="text.secondary" component="dt">
                {translate('app.distributions.columns.by')}
              </Typography>
              <Typography variant="body2" component="dd" sx={{ m: 0 }}>
                {translate('app.distributions.details.made_by', { name: run.createdBy.name, date: formatDate(run.createdAt) })}
              </Typography>
              {run.nextPayoutDate && (
                <Typography variant="caption" color="text.secondary" component="dd" sx={{ m: 0 }}>
                  {translate('app.distributions.details.next_payout', { date: formatDate(run.nextPayoutDate) })}
                </Typography>
              )}
              {run.reversedAt && (
                <Typography variant="caption" color="warning.main" component="dd" sx={{ m: 0, fontWeight: 600 }}>
                  {translate('app.distributions.history.reversed_on', {
                    date: formatDate(run.reversedAt),
                    name: run.reversedBy?.name ?? '',
                  })}
                </Typography>
              )}
            </Box>
          </Box>
          {details.error ? (
            <ErrorState title="app.distributions.details.fetch_failed" error={details.error} onRetry={() => void details.refetch()} />
          ) : details.isPending ? (
            <Box aria-label={translate('ra.page.loading')}>
              {Array.from({ length: 3 }, (_, i) => (
                <Skeleton key={i} height={36} />
              ))}
            </Box>
          ) : (
            <>
              <PlainTable
                columns={[
                  { label: translate('app.distributions.columns.investor') },
                  { label: translate('app.distributions.columns.amount'), align: 'right' },
                ]}
                aria-label={translate('app.distributions.details.lines_label')}
                outlined
              >
                {lines.slice(page * perPage, page * perPage + perPage).map((line) => (
                  <TableRow key={line.enrollmentId}>
                    <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                      {line.investorName}
                    </TableCell>
                    <TableCell align="right">
                      <Money amount={line.amount} full />
                    </TableCell>
                  </TableRow>
                ))}
              </PlainTable>
              {lines.length > PAGE_SIZES[0] && (
                <TablePager paging={paging} count={lines.length} label="app.distributions.preview.rows_per_page" sx={PAGINATION_SX} />
              )}
            </>
          )}
        </>
      )}
    </AdminFormDialog>
  );
};
