import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { investmentCardView, transactionView } from '@fund/contracts/testing';
import { stubFetch } from '@fund/ui/testing';

import { renderApp } from '../../../testing/renderApp';

const ME = { id: 'u7', role: 'investor', fullName: 'Amina Yusuf', profilePhotoUrl: null, mustChangePassword: 'false' };
const isPayoutHistory = (url: URL) => url.searchParams.get('filter')?.includes('Payout') ?? false;

// The chart's payouts come from their own query: when it fails, the card says so and offers to try
// again, instead of "Loading chart..." for ever.
describe('dashboard chart', () => {
  it('says the chart could not be loaded when the payout history fails, and tries again', async () => {
    let payoutAnswers = 0;
    stubFetch({
      'GET /api/admin/setup-required': { body: { setupRequired: false } },
      'GET /api/me': { body: ME },
      'GET /api/investments/u7': { body: [investmentCardView()] },
      'GET /api/activities/u7': ({ url }) => {
        if (!isPayoutHistory(url)) return { body: [], headers: { 'Content-Range': 'activities 0-0/0' } };
        payoutAnswers += 1;
        return payoutAnswers === 1
          ? { status: 500, body: { statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' } }
          : { body: [transactionView({ category: 'Payout' })] };
      },
    });
    renderApp('/investor');

    const chart = await screen.findByRole('region', { name: 'Portfolio over time' });
    const alert = await within(chart).findByRole('alert');
    expect(alert.textContent).toContain('Your payout history could not be loaded, so the chart cannot be drawn.');
    expect(within(chart).queryByRole('status', { name: 'Loading chart...' })).toBeNull();

    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(chart).findByText(/^Invested .* today\.$/)).toBeTruthy();
    expect(within(chart).queryByRole('alert')).toBeNull();
    expect(payoutAnswers).toBe(2);
  });
});
