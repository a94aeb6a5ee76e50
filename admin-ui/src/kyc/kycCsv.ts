import { statusLabels, type ServerCsvColumn } from '../components/csvExport';

/** The columns of the KYC Management CSV export (written by the server): who applied, their status and when, and whether they can log in. */
export const KYC_CSV_COLUMNS: ServerCsvColumn[] = [
  { header: 'app.kyc.columns.full_name', field: 'fullName' },
  { header: 'app.kyc.columns.email', field: 'email' },
  { header: 'app.kyc.columns.phone', field: 'phone' },
  { header: 'app.kyc.columns.country', field: 'country' },
  { header: 'app.kyc.columns.status', field: 'status', labels: statusLabels('kyc') },
  { header: 'app.kyc.columns.submitted', field: 'submittedAt', date: true },
  { header: 'app.kyc.columns.reviewed', field: 'reviewedAt', date: true },
  { header: 'app.kyc.columns.credentials', field: 'investorId', present: 'app.kyc.columns.yes', empty: 'app.kyc.columns.no' },
];
