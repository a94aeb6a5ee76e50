import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/queryClient';
import type { HistoryPoint } from '../portfolioFigures';
import { PortfolioChart } from './PortfolioChart';

const points: HistoryPoint[] = [
  { date: new Date('2026-01-02T00:00:00Z'), invested: 50_000, payouts: 0, accountValue: null },
  { date: new Date('2026-06-02T00:00:00Z'), invested: 50_000, payouts: 1_250, accountValue: null },
  { date: new Date('2026-11-27T00:00:00Z'), invested: 75_000, payouts: 2_500, accountValue: 80_100 },
];

// Issue 21 item 5: the chart is drawn without measuring in the browser (no chart library); it keeps
// its legend, money axis, dates and the figures of the point under the pointer.
describe('portfolio chart', () => {
  it('names its three series, labels the axes in dollars and dates, and shows the figures under the pointer', () => {
    const { container } = render(
      <AppProviders queryClient={createQueryClient()}>
        <PortfolioChart points={points} />
      </AppProviders>,
    );
    const legend = screen.getByRole('list');
    expect(legend.textContent).toBe('InvestedPayouts receivedTotal account value');
    // 0 to 80,100 in steps of 25,000, rounded up to the next step.
    for (const tick of ['$0', '$25,000', '$50,000', '$75,000', '$100,000']) expect(screen.getByText(tick)).toBeTruthy();
    expect(screen.getByText('Jan 2, 2026')).toBeTruthy();
    expect(screen.getByText('Nov 27, 2026')).toBeTruthy();
    expect(screen.queryByText(/^Invested: /)).toBeNull();

    // jsdom lays nothing out: the pointer at the plot's left edge is the first point.
    const plot = container.querySelector('svg')?.parentElement as HTMLElement;
    fireEvent.pointerMove(plot, { clientX: 0 });
    expect(screen.getByText('Invested: $50,000')).toBeTruthy();
    expect(screen.getByText('Payouts received: $0')).toBeTruthy();
    fireEvent.pointerLeave(plot);
    expect(screen.queryByText('Invested: $50,000')).toBeNull();
  });
});
