import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { investmentCardView } from '@fund/contracts/testing';

import { AppProviders } from '../app/providers';
import { InvestmentCard } from './InvestmentCard';

const investment = investmentCardView({ investmentAmount: 250_000, currentValue: 262_500, totalPayouts: 12_000, returnPercentage: 5 });

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
