import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HistoryIcon from '@mui/icons-material/History';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import { Box, Button, Chip, DialogContentText, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuthenticated, useGetOne, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { formatDate, formatMoneyFull, type DistributionRunView, type SchemeView } from '@fund/contracts';
import { DateText, Money } from '@fund/ui';

import { ConfirmDialog } from '../components/ConfirmDialog';
import { EmptyState } from '../components/EmptyState';
import { PageHeader } from '../components/PageHeader';
import { PlainTable } from '../components/PlainTable';
import { TableCard } from '../components/TableCard';
import { TablePager, useTablePaging } from '../components/TablePager';
import { useConfirmedAction } from '../components/useConfirmedAction';
import { useAdminDataProvider } from '../providers/dataProvider';
import { distributionKeys } from './distributionTerms';
import { PAGE_SIZES, PAGINATION_SX } from './paging';
import { distributePath, postsPath } from './paths';
import { ReadBy } from './ReadBy';
import { RunDetailsDialog } from './RunDetailsDialog';
import { useRefreshDistributions } from './useRefreshDistributions';

/** 'Distribution' or 'Reversal', with 'Reversed on …' when a later run took it back. */
const RunStatus = ({ run }: { run: DistributionRunView }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip
        size="small"
        variant="outlined"
        color={run.kind === 'reversal' ? 'warning' : 'default'}
        label={translate(`app.distributions.kinds.${run.kind}`)}
      />
      {run.reversedAt && (
        <Typography variant="caption" color="warning.main" sx={{ fontWeight: 600 }}>
          {translate('app.distributions.history.reversed_on', { date: formatDate(run.reversedAt), name: run.reversedBy?.name ?? '' })}
        </Typography>
      )}
      {run.kind === 'reversal' && (
        <Typography variant="caption" color="text.secondary">
          {translate('app.distributions.history.reversal_of')}
        </Typography>
      )}
    </Stack>
  );
};

/**
 * A scheme's distribution history (/admin/products/{schemeId}/distributions, issue 19 item 1): its runs
 * newest first, a page at a time, each openable to what every investor was paid; a distribution made
 * today can be reversed as a whole (correcting entries, nothing deleted). Each run says how many of its
 * investors read it (issue 20 item 4); the scheme's Posts list is one link away.
 */
export const DistributionHistoryPage = () => {
  useAuthenticated();
  const translate = useTranslate();
  const api = useAdminDataProvider();
  const notify = useNotify();
  const refreshDistributions = useRefreshDistributions();
  const { schemeId = '' } = useParams();
  const paging = useTablePaging(PAGE_SIZES);
  const { page, perPage } = paging;
  const [open, setOpen] = useState<DistributionRunView | null>(null);

  const { data: scheme } = useGetOne<SchemeView>('schemes', { id: schemeId }, { enabled: Boolean(schemeId) });
  const runs = useQuery({
    queryKey: distributionKeys.history(schemeId, page, perPage),
    queryFn: ({ signal }) => api.getDistributionRuns(schemeId, page, perPage, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
  const schemeName = scheme?.name ?? runs.data?.data[0]?.schemeName;

  // The same run asked again after a failure carries the same Idempotency-Key: it is reversed once.
  const reversal = useConfirmedAction<DistributionRunView>(
    async (run) => {
      const reversed = await api.reverseDistribution(run.id);
      notify('app.distributions.toast.reversed', {
        type: 'success',
        messageArgs: { total: formatMoneyFull(reversed.totalAmount), smart_count: reversed.investorCount },
      });
      setOpen(null);
      await refreshDistributions();
    },
    'app.distributions.toast.reverse_failed',
    { closeOnFailure: true },
  );
  const reversing = reversal.target;
  const setReversing = reversal.setTarget;

  const label = (run: DistributionRunView) => ({ date: formatDate(run.payoutDate), description: run.description });

  return (
    <Box sx={{ pb: 3 }}>
      <PageHeader
        title="app.distributions.history.title"
        count={runs.data?.total}
        subtitle={
          schemeName
            ? translate('app.distributions.history.subtitle', { scheme: schemeName })
            : translate('app.distributions.history.subtitle_loading')
        }
        actions={
          <>
            <Button component={RouterLink} to="/products" startIcon={<ArrowBackIcon />}>
              {translate('app.distributions.action.back_to_products')}
            </Button>
            <Button component={RouterLink} to={postsPath(schemeId)} startIcon={<MarkEmailReadOutlinedIcon />}>
              {translate('app.notifications.posts.open')}
            </Button>
            <Button component={RouterLink} to={distributePath(schemeId)} variant="contained" startIcon={<AddIcon />}>
              {translate('app.distributions.action.new_distribution')}
            </Button>
          </>
        }
      />
      <TableCard
        error={runs.error}
        fetchFailed="app.distributions.history.fetch_failed"
        onRetry={() => void runs.refetch()}
        loading={runs.isPending}
        empty={runs.data?.total === 0 && <EmptyState icon={<HistoryIcon />} text="app.distributions.history.empty" />}
      >
        {runs.data && (
          <>
            <PlainTable
              columns={[
                { label: translate('app.distributions.columns.payout_date') },
                { label: translate('app.distributions.columns.description') },
                { label: translate('app.distributions.columns.kind') },
                { label: translate('app.distributions.columns.total'), align: 'right' },
                { label: translate('app.distributions.columns.investors'), align: 'right' },
                { label: translate('app.distributions.columns.by') },
                { label: translate('app.distributions.columns.actions'), align: 'right' },
              ]}
              aria-label={translate('app.distributions.history.table_label')}
              minWidth={900}
            >
              {runs.data.data.map((run) => (
                <TableRow key={run.id} hover>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <DateText value={run.payoutDate} />
                  </TableCell>
                  <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere', minWidth: 180 }}>
                    {run.description}
                    {run.ratePerUnit && (
                      <Typography variant="caption" color="text.secondary" component="div" className="tabular-nums">
                        {translate('app.distributions.history.rate', { rate: run.ratePerUnit })}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ minWidth: 170 }}>
                    <RunStatus run={run} />
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {run.kind === 'reversal' && '−'}
                    <Money amount={run.totalAmount} full />
                  </TableCell>
                  <TableCell align="right" className="tabular-nums">
                    {run.investorCount.toLocaleString('en-US')}
                    {run.readCount !== undefined && (
                      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 0.5 }}>
                        <ReadBy read={run.readCount} of={run.investorCount} compact />
                      </Box>
                    )}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Typography variant="body2">{run.createdBy.name}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      <DateText value={run.createdAt} />
                    </Typography>
                  </TableCell>
                  <TableCell align="right">
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                      <Button
                        size="small"
                        onClick={() => setOpen(run)}
                        aria-label={translate('app.distributions.action.details_of', label(run))}
                      >
                        {translate('app.distributions.action.details')}
                      </Button>
                      {run.canReverse && (
                        <Button
                          size="small"
                          color="error"
                          startIcon={<UndoIcon />}
                          onClick={() => setReversing(run)}
                          aria-label={translate('app.distributions.action.reverse_of', label(run))}
                        >
                          {translate('app.distributions.action.reverse')}
                        </Button>
                      )}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </PlainTable>
            <TablePager paging={paging} count={runs.data.total} label="app.distributions.history.rows_per_page" sx={PAGINATION_SX} />
          </>
        )}
      </TableCard>
      <RunDetailsDialog run={open} onClose={() => setOpen(null)} onReverse={setReversing} />
      <ConfirmDialog
        open={reversing !== null}
        title="app.distributions.reverse.title"
        content={
          reversing && (
            <>
              <DialogContentText sx={{ fontWeight: 600, color: 'text.primary' }} className="tabular-nums">
                {`${formatDate(reversing.payoutDate)} · ${reversing.description} · ${formatMoneyFull(reversing.totalAmount)}`}
              </DialogContentText>
              <DialogContentText sx={{ mt: 1 }}>
                {translate('app.distributions.reverse.content', { smart_count: reversing.investorCount })}
              </DialogContentText>
            </>
          )
        }
        confirmLabel="app.distributions.reverse.confirm"
        loading={reversal.busy}
        onConfirm={() => void reversal.confirm()}
        onClose={() => setReversing(null)}
      />
    </Box>
  );
};
