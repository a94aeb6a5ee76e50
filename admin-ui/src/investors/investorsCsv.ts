import { statusLabels, type ServerCsvColumn } from '../components/csvExport';

/** The columns of the Investors and Active Investors CSV exports (written by the server). */
export const INVESTOR_CSV_COLUMNS: ServerCsvColumn[] = [
  { header: 'app.investors.columns.full_name', field: 'investor.fullName' },
  { header: 'app.investors.columns.email', field: 'investor.email' },
  { header: 'app.investors.columns.phone', field: 'investor.phone' },
  { header: 'app.investors.columns.address', field: 'investor.fullAddress' },
  { header: 'app.investors.columns.status', field: 'investor.status', labels: statusLabels('user') },
  { header: 'app.investors.columns.invested', field: 'totalInvested' },
  { header: 'app.investors.columns.current_value', field: 'currentValue' },
  { header: 'app.investors.columns.schemes', field: 'schemeCount' },
  { header: 'app.investors.columns.joined', field: 'investor.createdAt', date: true },
];
