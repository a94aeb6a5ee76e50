import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import { useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDate, formatMoney } from '@fund/contracts';

import type { HistoryPoint } from '../portfolioFigures';

// The portfolio chart, drawn as one SVG and a few positioned labels: nothing is measured in the
// browser, so it costs one small render (issue 21 item 5: @mui/x-charts measured every tick label
// and was the dashboard's largest piece of main-thread work). It is a picture of the figures table
// beside it, which is what assistive technology reads (the card hides this from it).

const HEIGHT = 260;
const AXIS_WIDTH = 84; // the y axis' labels, left of the plot
const X_AXIS_HEIGHT = 24; // the x axis' labels, under the plot
const PLOT_HEIGHT = HEIGHT - X_AXIS_HEIGHT - 28; // 28: the legend's line
const VIEW_WIDTH = 1000; // the plot's own coordinates; it stretches to the card's width
const Y_TICKS = 5;
const X_TICKS = 4;

/** A round step (1, 2, 2.5 or 5 times a power of ten) that splits 0..max into about `count` parts. */
function niceStep(max: number, count: number): number {
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw);
  return step ?? 10 * power;
}

const isoDay = (date: Date) => formatDate(date.toISOString().slice(0, 10));

/**
 * Capital invested with the payouts received stacked on it, as steps over time, and today's total
 * account value as a point: above the stack when the investments gained value, below when they lost.
 */
export function PortfolioChart({ points }: { points: HistoryPoint[] }) {
  const { t } = useTranslation('dashboard');
  const theme = useTheme();
  const [hover, setHover] = useState<number | null>(null);

  const first = points[0].date.getTime();
  const span = Math.max(points[points.length - 1].date.getTime() - first, 1);
  const highest = Math.max(1, ...points.map((p) => Math.max(p.invested + p.payouts, p.accountValue ?? 0)));
  const step = Math.max(1, niceStep(highest, Y_TICKS - 1)); // whole dollars, even for an empty portfolio
  const top = Math.ceil(highest / step) * step;
  const x = (date: Date) => ((date.getTime() - first) / span) * VIEW_WIDTH;
  const y = (value: number) => PLOT_HEIGHT - (value / top) * PLOT_HEIGHT;
  const xPercent = (date: Date) => `${(x(date) / VIEW_WIDTH) * 100}%`;

  // Steps: a value holds until the next point's date.
  const stepLine = (value: (p: HistoryPoint) => number) =>
    points.map((p, i) => (i === 0 ? `M${x(p.date)},${y(value(p))}` : `H${x(p.date)}V${y(value(p))}`)).join('');
  // The same steps walked back from the last point to the first (the lower edge of a stacked area).
  const stepBack = (value: (p: HistoryPoint) => number) => {
    const n = points.length - 1;
    let path = `L${x(points[n].date)},${y(value(points[n]))}`;
    for (let i = n; i > 0; i--) path += `V${y(value(points[i - 1]))}H${x(points[i - 1].date)}`;
    return path;
  };
  const invested = (p: HistoryPoint) => p.invested;
  const stacked = (p: HistoryPoint) => p.invested + p.payouts;
  const investedArea = `${stepLine(invested)}V${PLOT_HEIGHT}H${x(points[0].date)}Z`;
  const payoutsArea = `${stepLine(stacked)}${stepBack(invested)}Z`;
  const valued = points.filter((p) => p.accountValue !== null);
  const accountLine = valued.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.date)},${y(p.accountValue ?? 0)}`).join('');
  const today = points[points.length - 1];

  const yTicks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  const xTicks = Array.from({ length: X_TICKS }, (_, i) => new Date(first + (span * i) / (X_TICKS - 1)));

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const at = first + ((event.clientX - box.left) / Math.max(box.width, 1)) * span;
    // The point in force at that date: the last one on or before it.
    let index = 0;
    for (let i = 0; i < points.length; i++) if (points[i].date.getTime() <= at) index = i;
    setHover(index);
  };
  const shown = hover === null ? undefined : points[hover];

  const colors = {
    invested: theme.palette.primary.light,
    payouts: theme.palette.secondary.main,
    account: theme.palette.primary.dark,
  };
  const label = { position: 'absolute', fontSize: '0.75rem', color: 'text.secondary', whiteSpace: 'nowrap', lineHeight: 1 } as const;

  return (
    <Box sx={{ minHeight: HEIGHT, display: 'flex', flexDirection: 'column' }}>
      <Box
        component="ul"
        sx={{
          minHeight: 28,
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: 2,
          rowGap: 0.5,
          justifyContent: 'center',
          alignItems: 'center',
          listStyle: 'none',
          margin: 0,
          padding: 0,
        }}
      >
        {(['invested', 'payouts', 'account'] as const).map((key) => (
          <Box component="li" key={key} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontSize: '0.8125rem' }}>
            <Box sx={{ width: 12, height: 12, borderRadius: key === 'account' ? '50%' : 0.5, bgcolor: colors[key] }} />
            {t(key === 'account' ? 'chart.accountValue' : `chart.${key}`)}
          </Box>
        ))}
      </Box>
      <Box
        sx={{ position: 'relative', height: PLOT_HEIGHT + X_AXIS_HEIGHT, marginInlineStart: `${AXIS_WIDTH}px`, marginInlineEnd: '20px' }}
      >
        {yTicks.map((value) => (
          <Box key={value} sx={{ ...label, insetInlineEnd: 'calc(100% + 8px)', top: y(value), transform: 'translateY(-50%)' }}>
            {formatMoney(value)}
          </Box>
        ))}
        {xTicks.map((date, i) => (
          <Box
            key={date.getTime()}
            sx={{
              ...label,
              bottom: 0,
              left: xPercent(date),
              transform: i === 0 ? 'none' : i === X_TICKS - 1 ? 'translateX(-100%)' : 'translateX(-50%)',
              // A phone has room for the first and last dates only.
              display: i === 0 || i === X_TICKS - 1 ? 'block' : { xs: 'none', sm: 'block' },
            }}
          >
            {isoDay(date)}
          </Box>
        ))}
        <Box
          onPointerMove={onPointerMove}
          onPointerDown={onPointerMove}
          onPointerLeave={() => setHover(null)}
          sx={{ position: 'absolute', insetInline: 0, top: 0, height: PLOT_HEIGHT }}
        >
          <svg
            width="100%"
            height={PLOT_HEIGHT}
            viewBox={`0 0 ${VIEW_WIDTH} ${PLOT_HEIGHT}`}
            preserveAspectRatio="none"
            style={{ display: 'block', overflow: 'visible' }}
          >
            {yTicks.map((value) => (
              <line
                key={value}
                x1={0}
                x2={VIEW_WIDTH}
                y1={y(value)}
                y2={y(value)}
                stroke={theme.palette.divider}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            <path d={investedArea} fill={alpha(colors.invested, 0.22)} />
            <path d={payoutsArea} fill={alpha(colors.payouts, 0.45)} />
            <path d={stepLine(invested)} fill="none" stroke={colors.invested} strokeWidth={2} vectorEffect="non-scaling-stroke" />
            <path d={stepLine(stacked)} fill="none" stroke={colors.payouts} strokeWidth={2} vectorEffect="non-scaling-stroke" />
            {valued.length > 1 && (
              <path d={accountLine} fill="none" stroke={colors.account} strokeWidth={2} vectorEffect="non-scaling-stroke" />
            )}
            {shown && (
              <line
                x1={x(shown.date)}
                x2={x(shown.date)}
                y1={0}
                y2={PLOT_HEIGHT}
                stroke={theme.palette.text.secondary}
                strokeDasharray="4 4"
                vectorEffect="non-scaling-stroke"
              />
            )}
          </svg>
          {today.accountValue !== null && (
            <Box
              sx={{
                position: 'absolute',
                left: xPercent(today.date),
                top: y(today.accountValue),
                width: 10,
                height: 10,
                borderRadius: '50%',
                bgcolor: 'background.paper',
                border: 3,
                borderColor: colors.account,
                transform: 'translate(-50%, -50%)',
              }}
            />
          )}
          {shown && (
            <Box
              sx={{
                position: 'absolute',
                top: 4,
                left: xPercent(shown.date),
                transform: x(shown.date) > VIEW_WIDTH / 2 ? 'translateX(calc(-100% - 8px))' : 'translateX(8px)',
                bgcolor: 'background.paper',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                boxShadow: 2,
                padding: 1,
                fontSize: '0.8125rem',
                whiteSpace: 'nowrap',
                pointerEvents: 'none',
              }}
            >
              <Box sx={{ fontWeight: 600, mb: 0.5 }}>{hover === points.length - 1 ? t('chart.today') : isoDay(shown.date)}</Box>
              <Box>
                {t('chart.invested')}: {formatMoney(shown.invested)}
              </Box>
              <Box>
                {t('chart.payouts')}: {formatMoney(shown.payouts)}
              </Box>
              {shown.accountValue !== null && (
                <Box>
                  {t('chart.accountValue')}: {formatMoney(shown.accountValue)}
                </Box>
              )}
            </Box>
          )}
        </Box>
      </Box>
    </Box>
  );
}
