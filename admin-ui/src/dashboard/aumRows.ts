import type { AdminStatsView } from '@fund/contracts';

/** One line of an AUM breakdown, as the chart and the figures table show it. */
export interface AumRow {
  id: string;
  label: string;
  aum: number;
  /** Share of the breakdown's total, 0..100. */
  share: number;
  color?: string;
}

const withShares = (rows: Omit<AumRow, 'share'>[]): AumRow[] => {
  const total = rows.reduce((sum, row) => sum + row.aum, 0);
  return rows.map((row) => ({ ...row, share: total > 0 ? (row.aum / total) * 100 : 0 }));
};

/** The three products in the server's order (largest AUM first), each with a colour of `palette`. */
export const productRows = (stats: AdminStatsView, palette: string[]): AumRow[] =>
  withShares(stats.aumByProduct.map((p, i) => ({ id: p.productId, label: p.productName, aum: p.aum, color: palette[i % palette.length] })));

export const schemeRows = (stats: AdminStatsView): AumRow[] =>
  withShares(stats.aumByScheme.map((s) => ({ id: s.schemeId, label: s.schemeName, aum: s.aum })));

/** How many schemes the bar chart draws; the table lists them all. */
export const CHART_SCHEMES = 8;
