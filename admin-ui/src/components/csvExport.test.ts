import { describe, expect, it, vi } from 'vitest';

import { i18nProvider } from '../i18n/i18nProvider';
import { createCsvExporter, neutralizeFormula, toCsv, toCsvRows, type CsvColumn } from './csvExport';

interface Row {
  id: string;
  name: string;
  amount: number | null;
}

const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);

const COLUMNS: CsvColumn<Row>[] = [
  { header: 'app.dashboard.columns.name', value: r => r.name },
  { header: 'app.dashboard.columns.aum', value: r => r.amount },
  { header: 'Reference', value: r => r.id },
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
