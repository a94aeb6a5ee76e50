import type { InvestmentCardView } from '@fund/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { AppProviders } from '../app/providers';
import { InvestmentCard } from './InvestmentCard';

const investment: InvestmentCardView = {
  id: '11111111-1111-4111-8111-111111111111',
  investmentAmount: 250_000,
  currentValue: 262_500,
  totalPayouts: 12_000,
  nextPayoutDate: null,
  nextPayoutAmount: null,
  status: 'earning',
  enrolledAt: '2026-01-05T10:00:00.000Z',
  returnPercentage: 5,
  scheme: { id: '22222222-2222-4222-8222-222222222222', name: 'Harbour Lofts', country: 'UK', status: 'earning', term: '24 months', productId: 'property' },
};

describe('InvestmentCard', () => {
  it('prints its money and returns with tabular numerals (STYLE.md), the return green with its sign', () => {
    render(
      <AppProviders>
        <MemoryRouter>
          <InvestmentCard investment={investment} />
        </MemoryRouter>
      </AppProviders>,
    );

    for (const figure of ['$250,000', '$262,500', '$12,000', '+5.00%']) {
      expect(getComputedStyle(screen.getByText(figure)).fontVariantNumeric, figure).toBe('tabular-nums');
    }
    expect(getComputedStyle(screen.getByText('+5.00%')).color).toMatch(/#1b7f4c|rgb\(27, 127, 76\)/);
  });
});
