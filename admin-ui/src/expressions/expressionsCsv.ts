import { statusLabels, type ServerCsvColumn } from '../components/csvExport';

/** The columns of the Expressions of Interest CSV export (written by the server), in the catalog's words. */
export const EXPRESSION_CSV_COLUMNS: ServerCsvColumn[] = [
  { header: 'app.expressions.columns.investor', field: 'investorName' },
  { header: 'app.expressions.columns.scheme', field: 'schemeName' },
  { header: 'app.expressions.columns.status', field: 'status', labels: statusLabels('expression') },
  {
    header: 'app.expressions.columns.archived',
    field: 'archived',
    labels: { true: 'app.expressions.columns.yes', false: 'app.expressions.columns.no' },
  },
  { header: 'app.expressions.columns.notes', field: 'notes' },
  { header: 'app.expressions.columns.submitted', field: 'submittedAt', date: true },
];
