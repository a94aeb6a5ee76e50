import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { Skeleton, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate, type TranslateFunction } from 'react-admin';

import { DOCUMENT_KIND_LABELS, formatDate, formatMoneyFull, type IssuedDocumentView } from '@fund/contracts';
import { DateText } from '@fund/ui';

import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { PlainTable } from '../components/PlainTable';
import { TablePager, useTablePaging } from '../components/TablePager';
import { useInvestorDocuments } from './statementHooks';
import { DocumentDownload, periodText } from './statementParts';

const PAGE_SIZES = [25, 50, 100];

/** What a document covers: a statement's period, an advice's scheme and amount, or a zakat statement's zakat day. */
const coversText = (translate: TranslateFunction, document: IssuedDocumentView) => {
  switch (document.kind) {
    case 'payout_advice':
      return translate('app.statements.investor.advice', {
        scheme: document.schemeName ?? translate('app.common.dash'),
        amount: formatMoneyFull(document.amount),
      });
    case 'zakat_statement':
      return translate('app.statements.investor.zakat_day', { date: formatDate(document.periodEnd) });
    default:
      return periodText(translate, document.periodStart, document.periodEnd);
  }
};

/**
 * Statements and advices, a tab of the Investor Portfolio Details dialog (issue 23): every document
 * issued to the investor (GET /api/admin/issued-documents?filter={"investorId": id}), newest first,
 * each with its PDF. Earlier versions of a period are listed too.
 */
export const InvestorDocuments = ({ investorId }: { investorId: string }) => {
  const translate = useTranslate();
  const paging = useTablePaging(PAGE_SIZES);
  const { data, total, error, isPending, refetch } = useInvestorDocuments(investorId, paging.page, paging.perPage);
  if (error) return <ErrorState title="app.statements.investor.failed" error={error} onRetry={() => void refetch()} />;
  if (isPending) return <Skeleton variant="rounded" height={120} aria-busy />;
  if (!data.length) return <EmptyState icon={<DescriptionOutlinedIcon />} text="app.statements.investor.none" dense />;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.statements.investor.caption')}
      </Typography>
      <PlainTable
        columns={[
          { label: translate('app.statements.investor.columns.document') },
          { label: translate('app.statements.investor.columns.covers') },
          { label: translate('app.statements.investor.columns.version'), align: 'right' },
          { label: translate('app.statements.investor.columns.issued') },
          { label: translate('app.statements.investor.columns.download'), align: 'right' },
        ]}
        aria-label={translate('app.statements.investor.table_label')}
        minWidth={640}
      >
        {data.map((document) => {
          const kind = DOCUMENT_KIND_LABELS[document.kind];
          const covers = coversText(translate, document);
          return (
            <TableRow key={document.id}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {kind}
              </TableCell>
              <TableCell className="tabular-nums" sx={{ overflowWrap: 'anywhere', minWidth: 180 }}>
                {covers}
              </TableCell>
              <TableCell align="right" className="tabular-nums">
                {document.version}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <DateText value={document.createdAt} />
              </TableCell>
              <TableCell align="right">
                <DocumentDownload document={document} what={`${kind}, ${covers}`} />
              </TableCell>
            </TableRow>
          );
        })}
      </PlainTable>
      {total !== undefined && total > PAGE_SIZES[0] && (
        <TablePager paging={paging} count={total} label="app.statements.investor.rows_per_page" />
      )}
    </>
  );
};
