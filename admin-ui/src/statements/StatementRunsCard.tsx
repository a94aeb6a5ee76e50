import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import HistoryIcon from '@mui/icons-material/History';
import { Box, Button, TableCell, TableRow, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

import type { StatementRunView } from '@fund/contracts';
import { DateText } from '@fund/ui';

import { EmptyState } from '../components/EmptyState';
import { PlainTable } from '../components/PlainTable';
import { TableCard } from '../components/TableCard';
import { TablePager, useTablePaging } from '../components/TablePager';
import { PAGINATION_SX } from '../distributions/paging';
import { useStatementRuns } from './statementHooks';
import { periodText, RunStateChip } from './statementParts';

const PAGE_SIZES = [10, 25, 50];

export interface StatementRunsCardProps {
  /** The newest run as last polled: its row shows the same figures as the progress. */
  watched: StatementRunView | undefined;
  onOpen: (run: StatementRunView) => void;
}

/** Every run, newest first (GET /api/admin/statement-runs, a page at a time); Documents opens what a run issued. */
export const StatementRunsCard = ({ watched, onOpen }: StatementRunsCardProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const paging = useTablePaging(PAGE_SIZES);
  const { data, total, error, isPending, refetch } = useStatementRuns(paging.page, paging.perPage);
  const rows = (data ?? []).map((run) => (watched && run.id === watched.id ? watched : run));
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h2" sx={{ mb: 1.5 }}>
        {translate('app.statements.history.title')}
      </Typography>
      <TableCard
        error={error}
        fetchFailed="app.statements.history.fetch_failed"
        onRetry={() => void refetch()}
        loading={isPending}
        empty={total === 0 && <EmptyState icon={<HistoryIcon />} text="app.statements.history.empty" />}
      >
        <PlainTable
          columns={[
            { label: translate('app.statements.history.columns.period') },
            { label: translate('app.statements.history.columns.scope') },
            { label: translate('app.statements.history.columns.state') },
            { label: translate('app.statements.history.columns.issued'), align: 'right' },
            { label: translate('app.statements.history.columns.failed'), align: 'right' },
            { label: translate('app.statements.history.columns.requested_by') },
            { label: translate('app.statements.history.columns.started') },
            { label: translate('app.statements.history.columns.actions'), align: 'right' },
          ]}
          aria-label={translate('app.statements.history.table_label')}
          minWidth={900}
        >
          {rows.map((run) => {
            const period = periodText(translate, run.periodStart, run.periodEnd);
            return (
              <TableRow key={run.id} hover>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }} className="tabular-nums">
                  {period}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {run.scope === 'all'
                    ? translate('app.statements.history.scope_all')
                    : translate('app.statements.history.scope_selected', { smart_count: run.total })}
                </TableCell>
                <TableCell>
                  <RunStateChip run={run} />
                </TableCell>
                <TableCell align="right" className="tabular-nums" sx={{ whiteSpace: 'nowrap' }}>
                  {translate('app.statements.history.issued_of', {
                    done: run.done.toLocaleString('en-US'),
                    total: run.total.toLocaleString('en-US'),
                  })}
                </TableCell>
                <TableCell
                  align="right"
                  className="tabular-nums"
                  sx={{ color: run.failed > 0 ? 'error.main' : undefined, fontWeight: run.failed > 0 ? 600 : undefined }}
                >
                  {run.failed.toLocaleString('en-US')}
                </TableCell>
                <TableCell>{run.requestedBy ?? translate('app.common.dash')}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <DateText value={run.createdAt} />
                </TableCell>
                <TableCell align="right">
                  <Button
                    size="small"
                    startIcon={<FolderOpenOutlinedIcon />}
                    onClick={() => onOpen(run)}
                    aria-label={translate('app.statements.history.documents_of', { period })}
                  >
                    {translate('app.statements.history.documents')}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </PlainTable>
        {total !== undefined && total > PAGE_SIZES[0] && (
          <TablePager paging={paging} count={total} label="app.statements.history.rows_per_page" sx={PAGINATION_SX} />
        )}
      </TableCard>
    </Box>
  );
};
