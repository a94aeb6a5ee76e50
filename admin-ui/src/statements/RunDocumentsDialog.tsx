import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { Box, Button, Skeleton, TableCell, TableRow, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

import type { StatementRunView } from '@fund/contracts';

import { AdminFormDialog } from '../components/AdminFormDialog';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { fileSizeText } from '../components/fileSize';
import { PlainTable } from '../components/PlainTable';
import { TablePager, useTablePaging } from '../components/TablePager';
import { PAGINATION_SX } from '../distributions/paging';
import { isFinished, useRunDocuments } from './statementHooks';
import { DocumentDownload, periodText, RunStateChip } from './statementParts';

const PAGE_SIZES = [25, 50, 100];

export interface RunDocumentsDialogProps {
  /** The run to show (as last polled); null closes the dialog. */
  run: StatementRunView | null;
  onClose: () => void;
}

/**
 * What a run issued (GET /api/admin/issued-documents?filter={"runId": id}), a page at a time: each
 * investor's statement with its version, verification code, pages, size and the PDF. Read again while
 * the run is under way.
 */
export const RunDocumentsDialog = ({ run, onClose }: RunDocumentsDialogProps) => {
  const translate = useTranslate();
  const paging = useTablePaging(PAGE_SIZES);
  const { setPage } = paging;
  const runId = run?.id;
  useEffect(() => setPage(0), [runId, setPage]);
  const { data, total, error, isPending, refetch } = useRunDocuments(run, paging.page, paging.perPage);
  const period = run ? periodText(translate, run.periodStart, run.periodEnd) : '';

  let body: React.ReactNode;
  if (error) body = <ErrorState title="app.statements.documents.fetch_failed" error={error} onRetry={() => void refetch()} />;
  else if (isPending)
    body = (
      <Box aria-label={translate('ra.page.loading')}>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height={36} />
        ))}
      </Box>
    );
  else if (!data?.length)
    body = (
      <EmptyState
        icon={<DescriptionOutlinedIcon />}
        text={run && isFinished(run) ? 'app.statements.documents.none' : 'app.statements.documents.none_yet'}
        dense
      />
    );
  else
    body = (
      <>
        <PlainTable
          columns={[
            { label: translate('app.statements.documents.columns.investor') },
            { label: translate('app.statements.documents.columns.version'), align: 'right' },
            { label: translate('app.statements.documents.columns.code') },
            { label: translate('app.statements.documents.columns.pages'), align: 'right' },
            { label: translate('app.statements.documents.columns.size'), align: 'right' },
            { label: translate('app.statements.documents.columns.download'), align: 'right' },
          ]}
          aria-label={translate('app.statements.documents.table_label')}
          minWidth={640}
          outlined
        >
          {data.map((document) => (
            <TableRow key={document.id}>
              <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere', minWidth: 160 }}>
                {document.investorName}
              </TableCell>
              <TableCell align="right" className="tabular-nums">
                {document.version}
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{document.code}</TableCell>
              <TableCell align="right" className="tabular-nums">
                {document.pages}
              </TableCell>
              <TableCell align="right" className="tabular-nums" sx={{ whiteSpace: 'nowrap' }}>
                {fileSizeText(document.size, translate)}
              </TableCell>
              <TableCell align="right">
                <DocumentDownload
                  document={document}
                  what={translate('app.statements.documents.statement_of', { name: document.investorName })}
                />
              </TableCell>
            </TableRow>
          ))}
        </PlainTable>
        {total !== undefined && total > PAGE_SIZES[0] && (
          <TablePager paging={paging} count={total} label="app.statements.documents.rows_per_page" sx={PAGINATION_SX} />
        )}
      </>
    );

  return (
    <AdminFormDialog
      open={run !== null}
      onClose={onClose}
      maxWidth="md"
      title={
        run && (
          <>
            {translate('app.statements.documents.title', { period })}
            <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
              <Typography variant="body2" color="text.secondary" component="span">
                {run.scope === 'all'
                  ? translate('app.statements.history.scope_all')
                  : translate('app.statements.history.scope_selected', { smart_count: run.total })}
              </Typography>
              <RunStateChip run={run} />
            </Box>
          </>
        )
      }
      actionsSx={{ paddingInline: 3, paddingBlock: 2 }}
      actions={
        <Button onClick={onClose} variant="contained">
          {translate('app.statements.documents.close')}
        </Button>
      }
    >
      {run && body}
    </AdminFormDialog>
  );
};
