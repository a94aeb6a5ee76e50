import jsonExport from 'jsonexport/dist/index.js';
import { downloadCSV, useTranslate, type Exporter, type RaRecord } from 'react-admin';
import { useMemo } from 'react';

type Translate = ReturnType<typeof useTranslate>;
type Cell = string | number | boolean | null | undefined;

export interface CsvColumn<RecordType> {
  /** Catalog key (or text) of the column header. */
  header: string;
  /** The cell, as the screen shows it or as a plain number for spreadsheets; empty when null. */
  value: (record: RecordType) => Cell;
}

// A cell a spreadsheet would run as a formula (CSV injection) gets a leading apostrophe. Numbers are
// never rewritten, so negative amounts stay numbers.
const FORMULA_START = /^[=+\-@\t\r]/;

export const neutralizeFormula = (cell: Cell): string | number | boolean => {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'string' && FORMULA_START.test(cell)) return `'${cell}`;
  return cell;
};

/** One object per record, keyed by the translated headers in column order. */
export const toCsvRows = <RecordType>(records: RecordType[], columns: CsvColumn<RecordType>[], translate: Translate) => {
  const headers = columns.map(column => translate(column.header, { _: column.header }));
  const rows = records.map(record => Object.fromEntries(columns.map((column, i) => [headers[i], neutralizeFormula(column.value(record))])));
  return { headers, rows };
};

const quote = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** The CSV text (jsonexport, as react-admin's default exporter); a header line even with no rows. */
export const toCsv = (headers: string[], rows: object[]): Promise<string> =>
  rows.length === 0
    ? Promise.resolve(headers.map(quote).join(','))
    : new Promise((resolve, reject) => jsonExport(rows, { headers }, (error, csv) => (error ? reject(error) : resolve(csv))));

/**
 * A react-admin exporter writing `columns` of the records to `<filename>.csv`. react-admin's
 * ExportButton fetches up to 1,000 records; lists that can be longer are exported by the server.
 */
export const createCsvExporter =
  <RecordType extends RaRecord>(columns: CsvColumn<RecordType>[], filename: string, translate: Translate, download = downloadCSV): Exporter<RecordType> =>
  async records => {
    const { headers, rows } = toCsvRows(records, columns, translate);
    download(await toCsv(headers, rows), filename);
  };

/**
 * The exporter for a list screen, with headers from the catalog.
 *
 * @example
 * const exporter = useCsvExporter<KycApplicationView>([
 *   { header: 'app.kyc.columns.name', value: r => r.fullName },
 *   { header: 'app.kyc.columns.submitted', value: r => formatDate(r.submittedAt) },
 * ], 'kyc-applications');
 * <ListBase resource="kyc" exporter={exporter}> ... <ExportButton /> ...
 */
export const useCsvExporter = <RecordType extends RaRecord>(columns: CsvColumn<RecordType>[], filename: string): Exporter<RecordType> => {
  const translate = useTranslate();
  return useMemo(() => createCsvExporter(columns, filename, translate), [columns, filename, translate]);
};
