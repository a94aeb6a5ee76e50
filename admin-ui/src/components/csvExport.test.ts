import { afterEach, describe, expect, it, vi } from 'vitest';

import { i18nProvider } from '../i18n/i18nProvider';
import { dataProvider } from '../providers/dataProvider';
import {
  createCsvExporter,
  downloadServerCsv,
  exportUrl,
  neutralizeFormula,
  statusLabels,
  toCsv,
  toCsvRows,
  toExportColumns,
  type CsvColumn,
  type ServerCsvColumn,
} from './csvExport';

interface Row {
  id: string;
  name: string;
  amount: number | null;
}

const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);

const COLUMNS: CsvColumn<Row>[] = [
  { header: 'app.dashboard.columns.name', value: (r) => r.name },
  { header: 'app.dashboard.columns.aum', value: (r) => r.amount },
  { header: 'Reference', value: (r) => r.id },
];

describe('CSV export', () => {
  it('keys each row by the translated headers, in column order, with empty cells for null', () => {
    const { headers, rows } = toCsvRows([{ id: 'r1', name: 'Amina', amount: null }], COLUMNS, translate);

    expect(headers).toEqual(['Name', 'AUM', 'Reference']);
    expect(rows).toEqual([{ Name: 'Amina', AUM: '', Reference: 'r1' }]);
    expect(Object.keys(rows[0])).toEqual(headers);
  });

  it('defuses cells a spreadsheet would run as a formula, but keeps negative numbers', () => {
    expect(neutralizeFormula('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(neutralizeFormula('+1')).toBe(`'+1`);
    expect(neutralizeFormula('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(neutralizeFormula(-250)).toBe(-250);
    expect(neutralizeFormula('Dubai Trade Finance')).toBe('Dubai Trade Finance');
  });

  it('writes the header line and one line per record, quoting commas', async () => {
    const { headers, rows } = toCsvRows(
      [
        { id: 'r1', name: 'Rahman, Yusuf', amount: 1500000 },
        { id: 'r2', name: 'Layla', amount: 0 },
      ],
      COLUMNS,
      translate,
    );

    expect((await toCsv(headers, rows)).split(/\r?\n/)).toEqual(['Name,AUM,Reference', '"Rahman, Yusuf",1500000,r1', 'Layla,0,r2']);
  });

  it('writes the header line alone when there is nothing to export', async () => {
    expect(await toCsv(['Name', 'AUM, USD'], [])).toBe('Name,"AUM, USD"');
  });

  it('hands the CSV and the file name to the download', async () => {
    const download = vi.fn();
    const exporter = createCsvExporter<Row>(COLUMNS, 'aum-by-scheme', translate, download);

    await exporter([{ id: 'r1', name: 'Amina', amount: 5 }], vi.fn(), {} as never, 'schemes');

    expect(download).toHaveBeenCalledWith('Name,AUM,Reference\nAmina,5,r1', 'aum-by-scheme');
  });
});

describe('server CSV export', () => {
  afterEach(() => vi.unstubAllGlobals());

  const SERVER_COLUMNS: ServerCsvColumn[] = [
    { header: 'app.investors.columns.full_name', field: 'investor.fullName' },
    { header: 'app.investors.columns.status', field: 'investor.status', labels: statusLabels('user') },
    { header: 'app.investors.columns.joined', field: 'investor.createdAt', date: true },
    { header: 'app.kyc.columns.credentials', field: 'investorId', present: 'app.kyc.columns.yes', empty: 'app.kyc.columns.no' },
  ];

  it('sends the headers, labels and texts in the catalog’s words', () => {
    expect(toExportColumns(SERVER_COLUMNS, translate)).toEqual([
      { header: 'Full name', field: 'investor.fullName' },
      { header: 'Login status', field: 'investor.status', labels: { pending: 'Pending', active: 'Active', disabled: 'Disabled' } },
      { header: 'Joined', field: 'investor.createdAt', date: true },
      { header: 'Login credentials', field: 'investorId', present: 'Issued', empty: 'Not issued' },
    ]);
  });

  it('asks GET /api/admin/exports/<resource> with the list’s filter and sort, the columns and the file name', () => {
    const url = new URL(
      exportUrl('investor-summaries', {
        columns: [{ header: 'Full Name', field: 'investor.fullName' }],
        filter: { hasSchemes: true, q: 'aisha' },
        sort: { field: 'investor.fullName', order: 'ASC' },
        name: 'active-investors',
      }),
      'http://localhost',
    );
    expect(url.pathname).toBe('/api/admin/exports/investor-summaries');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      columns: '[{"header":"Full Name","field":"investor.fullName"}]',
      filter: '{"hasSchemes":true,"q":"aisha"}',
      sort: '["investor.fullName","ASC"]',
      name: 'active-investors',
    });
    // No filter, sort or name: none sent.
    expect([...new URL(exportUrl('kyc', { columns: [] }), 'http://localhost').searchParams.keys()]).toEqual(['columns']);
  });

  it('downloads the answer with the session cookie under the name the server gave', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('Full Name\r\nAisha Rahman\r\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="active-investors-2026-11-02.csv"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const save = vi.fn();

    await downloadServerCsv(
      dataProvider.fetchCsv,
      'investor-summaries',
      { columns: [{ header: 'Full Name', field: 'investor.fullName' }] },
      save,
    );

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/^\/api\/admin\/exports\/investor-summaries\?/);
    expect(init.credentials).toBe('include');
    const [blob, filename] = save.mock.calls[0] as [Blob, string];
    expect(filename).toBe('active-investors-2026-11-02.csv');
    expect(await blob.text()).toBe('Full Name\r\nAisha Rahman\r\n');
  });

  it('rejects with the server’s message when the export is refused, saving nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ statusCode: 400, error: 'Bad Request', message: 'Invalid filter: unknown field "nope"' }), {
            status: 400,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    const save = vi.fn();

    await expect(downloadServerCsv(dataProvider.fetchCsv, 'kyc', { columns: [] }, save)).rejects.toMatchObject({
      status: 400,
      message: 'Invalid filter: unknown field "nope"',
    });
    expect(save).not.toHaveBeenCalled();
  });
});
