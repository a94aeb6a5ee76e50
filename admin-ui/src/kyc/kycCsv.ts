import { formatDate, type KycApplicationView } from '@fund/contracts';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';

import type { CsvColumn } from '../components/csvExport';
import { statusLabelKey } from '../components/statusTones';

/** The columns of the KYC Management CSV export: who applied, their status and when, and whether they can log in. */
export const useKycCsvColumns = (): CsvColumn<KycApplicationView>[] => {
  const translate = useTranslate();
  return useMemo(
    () => [
      { header: 'app.kyc.columns.full_name', value: a => a.fullName },
      { header: 'app.kyc.columns.email', value: a => a.email },
      { header: 'app.kyc.columns.phone', value: a => a.phone },
      { header: 'app.kyc.columns.country', value: a => a.country },
      { header: 'app.kyc.columns.status', value: a => translate(statusLabelKey('kyc', a.status)) },
      { header: 'app.kyc.columns.submitted', value: a => formatDate(a.submittedAt) },
      { header: 'app.kyc.columns.reviewed', value: a => (a.reviewedAt ? formatDate(a.reviewedAt) : null) },
      { header: 'app.kyc.columns.credentials', value: a => translate(a.investorId ? 'app.kyc.columns.yes' : 'app.kyc.columns.no') },
    ],
    [translate],
  );
};
