import { formatDate, type InvestorSummaryView } from '@fund/contracts';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';

import type { CsvColumn } from '../components/csvExport';
import { statusLabelKey } from '../components/statusTones';

/** The columns of the Investors and Active Investors CSV exports. */
export const useInvestorCsvColumns = (): CsvColumn<InvestorSummaryView>[] => {
  const translate = useTranslate();
  return useMemo(
    () => [
      { header: 'app.investors.columns.full_name', value: s => s.investor.fullName },
      { header: 'app.investors.columns.email', value: s => s.investor.email },
      { header: 'app.investors.columns.phone', value: s => s.investor.phone },
      { header: 'app.investors.columns.address', value: s => s.investor.fullAddress },
      { header: 'app.investors.columns.status', value: s => translate(statusLabelKey('user', s.investor.status)) },
      { header: 'app.investors.columns.invested', value: s => s.totalInvested },
      { header: 'app.investors.columns.current_value', value: s => s.currentValue },
      { header: 'app.investors.columns.schemes', value: s => s.schemeCount },
      { header: 'app.investors.columns.joined', value: s => formatDate(s.investor.createdAt) },
    ],
    [translate],
  );
};
