import jsonExport from 'jsonexport/dist/index.js';
import { useCallback, useMemo, useState } from 'react';
import { downloadCSV, useTranslate, type Exporter, type RaRecord, type SortPayload } from 'react-admin';

import type { ExportColumn, ExportResource } from '@fund/contracts';
import { STATUS_TONES, type StatusKind } from '@fund/ui';

import type { CsvFile } from '../providers/adminMethods';
import { API_URL, useAdminDataProvider } from '../providers/dataProvider';
import { statusLabelKey } from './StatusChip';
import { useNotifyFailure } from './useNotifyFailure';

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
  const headers = columns.map((column) => translate(column.header, { _: column.header }));
  const rows = records.map((record) =>
    Object.fromEntries(columns.map((column, i) => [headers[i], neutralizeFormula(column.value(record))])),
  );
  return { headers, rows };
};

const quote = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** The CSV text (jsonexport, as react-admin's default exporter); a header line even with no rows. */
export const toCsv = (headers: string[], rows: object[]): Promise<string> =>
  rows.length === 0
    ? Promise.resolve(headers.map(quote).join(','))
    : new Promise((resolve, reject) => jsonExport(rows, { headers }, (error, csv) => (error ? reject(error) : resolve(csv))));

/**
 * A react-admin exporter writing `columns` of the records to `<filename>.csv`, for the lists that are
 * small by nature. react-admin's ExportButton fetches up to 1,000 records: the lists that can be
 * longer are written by the server (ExportCsvButton, below).
 */
export const createCsvExporter =
  <RecordType extends RaRecord>(
    columns: CsvColumn<RecordType>[],
    filename: string,
    translate: Translate,
    download = downloadCSV,
  ): Exporter<RecordType> =>
  async (records) => {
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

// Lists that grow without bound are written whole by the server, GET /api/admin/exports/<resource>,
// with the list's filter and sort (the browser would stop at react-admin's 1,000 records). The screen
// says which fields, in which words: its columns are the contracts' ExportColumn with catalog keys.

/** A column of a server export: catalog keys (or texts) for the header, labels and present/empty texts. */
export type ServerCsvColumn = ExportColumn;

/** The catalog words of an enumeration's statuses, for a column's labels. */
export const statusLabels = (kind: StatusKind): Record<string, string> =>
  Object.fromEntries(Object.keys(STATUS_TONES[kind]).map((status) => [status, statusLabelKey(kind, status)]));

/** The columns with every catalog key translated: what the server writes. */
export const toExportColumns = (columns: ServerCsvColumn[], translate: Translate): ExportColumn[] => {
  const text = (key: string) => translate(key, { _: key });
  return columns.map(({ header, labels, present, empty, ...rest }) => ({
    header: text(header),
    ...rest,
    ...(labels && { labels: Object.fromEntries(Object.entries(labels).map(([value, key]) => [value, text(key)])) }),
    ...(present !== undefined && { present: text(present) }),
    ...(empty !== undefined && { empty: text(empty) }),
  }));
};

export interface ExportRequest {
  columns: ExportColumn[];
  filter?: Record<string, unknown>;
  sort?: SortPayload;
  /** The file name's stem; the server adds the day: `<name>-<yyyy-mm-dd>.csv`. */
  name?: string;
}

export const exportUrl = (resource: ExportResource, { columns, filter, sort, name }: ExportRequest) => {
  const params = new URLSearchParams({ columns: JSON.stringify(columns) });
  if (filter && Object.keys(filter).length > 0) params.set('filter', JSON.stringify(filter));
  if (sort?.field) params.set('sort', JSON.stringify([sort.field, sort.order]));
  if (name) params.set('name', name);
  return `${API_URL}/admin/exports/${resource}?${params}`;
};

/** Hands a file to the browser's own download. */
export const saveFile = (blob: Blob, filename: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has started from the object URL; a large export should not stay in memory for the session.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};

/**
 * Reads the export with `fetchCsv` (the data provider's, with the session cookie) and saves it under the
 * name the server gave. A refusal rejects with react-admin's HttpError carrying the server's message.
 */
export const downloadServerCsv = async (
  fetchCsv: (url: string) => Promise<CsvFile>,
  resource: ExportResource,
  request: ExportRequest,
  save = saveFile,
): Promise<void> => {
  const { blob, filename } = await fetchCsv(exportUrl(resource, request));
  save(blob, filename ?? `${request.name ?? resource}.csv`);
};

/** The server export of one list screen: `exporting` while the file is written, a notification if refused. */
export const useServerCsvExport = (resource: ExportResource, columns: ServerCsvColumn[], name?: string) => {
  const translate = useTranslate();
  const api = useAdminDataProvider();
  const notifyFailure = useNotifyFailure();
  const [exporting, setExporting] = useState(false);
  const exportCsv = useCallback(
    async (filter: Record<string, unknown> | undefined, sort: SortPayload | undefined) => {
      setExporting(true);
      try {
        await downloadServerCsv(api.fetchCsv, resource, { columns: toExportColumns(columns, translate), filter, sort, name });
      } catch (error) {
        notifyFailure(error, 'app.common.export_failed');
      } finally {
        setExporting(false);
      }
    },
    [api, columns, name, notifyFailure, resource, translate],
  );
  return { exporting, exportCsv };
};
