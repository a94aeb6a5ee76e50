import { formatDate, type ExpressionView } from '@fund/contracts';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';

import type { CsvColumn } from '../components/csvExport';
import { statusLabelKey } from '../components/statusTones';

/** The columns of the Expressions of Interest CSV export, in the catalog's words. */
export const useExpressionsCsvColumns = (): CsvColumn<ExpressionView>[] => {
  const translate = useTranslate();
  return useMemo(
    () => [
      { header: 'app.expressions.columns.investor', value: e => e.investorName },
      { header: 'app.expressions.columns.scheme', value: e => e.schemeName },
      { header: 'app.expressions.columns.status', value: e => translate(statusLabelKey('expression', e.status)) },
      { header: 'app.expressions.columns.archived', value: e => translate(e.archived === 'true' ? 'app.expressions.columns.yes' : 'app.expressions.columns.no') },
      { header: 'app.expressions.columns.notes', value: e => e.notes },
      { header: 'app.expressions.columns.submitted', value: e => formatDate(e.submittedAt) },
    ],
    [translate],
  );
};
