import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import '../../../i18n/sharia';

import { PurificationYears } from './PurificationYears';

describe('the purification ledger by year', () => {
  it('shows each year newest first with what is still to give, given and the total, in whole dollars', () => {
    render(
      <PurificationYears
        years={[
          { year: 2026, owed: 1250, given: 300, total: 1550 },
          { year: 2025, owed: 0, given: 12480, total: 12480 },
        ]}
      />,
    );

    const list = screen.getByRole('list', { name: 'Purification totals by year' });
    const [latest, earlier] = within(list).getAllByRole('listitem');
    expect(within(latest).getByRole('heading', { name: '2026' })).toBeTruthy();
    const figures = (item: HTMLElement) =>
      within(item)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(figures(latest)).toEqual(['Still to give: $1,250', 'Given: $300', 'Total: $1,550']);
    expect(within(earlier).getByRole('heading', { name: '2025' })).toBeTruthy();
    expect(figures(earlier)).toEqual(['Still to give: $0', 'Given: $12,480', 'Total: $12,480']);
  });
});
