import { BarChart } from '@mui/x-charts/BarChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';
import { PieChart } from '@mui/x-charts/PieChart';

import { formatMoney } from '@fund/contracts';

import type { AumRow } from './aumRows';

// The chart code (@mui/x-charts) of the dashboard, loaded with React.lazy so it stays out of the
// console's initial bundle. Both charts are pictures of the figures table beside them, which is
// what assistive technology reads: the wrappers hide the SVG, and the charts' own keyboard
// navigation is off so nothing focusable sits inside the hidden part.

const money = (value: number | null) => formatMoney(value ?? 0);

// Axis ticks in a short form ('$400K', '$1.2M') so they never crowd; tooltips and the table keep
// the app's money format.
const compact = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });

/** Both charts are this tall, so the figures tables under them line up side by side. */
const CHART_HEIGHT = 200;

/** AUM by Product as a doughnut; the legend is the figures table. */
const AumPieChart = ({ rows }: { rows: AumRow[] }) => (
  <PieChart
    height={CHART_HEIGHT}
    hideLegend
    skipAnimation
    disableKeyboardNavigation
    series={[
      {
        data: rows.map((row) => ({ id: row.id, value: row.aum, label: row.label, color: row.color })),
        innerRadius: 58,
        outerRadius: 92,
        paddingAngle: 2,
        cornerRadius: 4,
        valueFormatter: (item) => money(item.value),
      },
    ]}
  />
);

const SHORT_NAME = 22;
const shorten = (name: string) => (name.length > SHORT_NAME ? `${name.slice(0, SHORT_NAME - 1)}…` : name);

/** AUM by Scheme as horizontal bars, largest first. */
const AumBarChart = ({ rows, color }: { rows: AumRow[]; color: string }) => (
  <BarChart
    layout="horizontal"
    height={Math.max(CHART_HEIGHT, rows.length * 32 + 48)}
    hideLegend
    skipAnimation
    disableKeyboardNavigation
    grid={{ vertical: true }}
    yAxis={[
      {
        scaleType: 'band',
        data: rows.map((row) => row.label),
        width: 150,
        valueFormatter: (name: string, context) => (context.location === 'tick' ? shorten(name) : name),
      },
    ]}
    xAxis={[
      {
        valueFormatter: (value: number, context: AxisValueFormatterContext) =>
          context.location === 'tick' ? compact.format(value) : money(value),
        tickNumber: 4,
        tickLabelMinGap: 16,
      },
    ]}
    series={[{ data: rows.map((row) => row.aum), color, valueFormatter: money }]}
  />
);

export interface AumChartProps {
  kind: 'pie' | 'bar';
  rows: AumRow[];
  /** The bars' colour (the pie takes each row's). */
  color?: string;
}

/** The one lazily loaded entry of the chart code (React.lazy takes a default export). */
const AumChart = ({ kind, rows, color = '' }: AumChartProps) =>
  kind === 'pie' ? <AumPieChart rows={rows} /> : <AumBarChart rows={rows} color={color} />;

export default AumChart;
