import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { CardListPanel } from './CardListPanel';

const items = [
  { id: 1, name: 'Layla' },
  { id: 2, name: 'Omar' },
];
const base = {
  items,
  listLabel: 'Pending applications',
  skeleton: <div>loading card</div>,
  empty: <p>No applications</p>,
  renderItem: (item: { id: number; name: string }) => <span>{item.name}</span>,
};

afterEach(cleanup);

describe('CardListPanel', () => {
  it('lists the cards as a labelled list, inside the tab panel of the selected tab', () => {
    render(<CardListPanel {...base} panelId="p" tab="pending" />);
    const panel = screen.getByRole('tabpanel');
    expect(panel.id).toBe('p');
    expect(panel.getAttribute('aria-labelledby')).toBe('p-tab-pending');
    const list = screen.getByRole('list', { name: 'Pending applications' });
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Layla', 'Omar']);
  });

  it('shows three skeleton cards while loading and says it is busy', () => {
    const { container } = render(<CardListPanel {...base} loading />);
    expect(screen.getAllByText('loading card')).toHaveLength(3);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('tabpanel')).toBeNull();
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
  });

  it('shows the empty state for no cards, the error instead of anything else, and the dialogs always', () => {
    const { rerender } = render(
      <CardListPanel {...base} items={[]}>
        <div role="dialog">details</div>
      </CardListPanel>,
    );
    expect(screen.getByText('No applications')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    rerender(
      <CardListPanel {...base} loading error={<p>Failed to fetch</p>}>
        <div role="dialog">details</div>
      </CardListPanel>,
    );
    expect(screen.getByText('Failed to fetch')).toBeTruthy();
    expect(screen.queryByText('loading card')).toBeNull();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows an alternative view (a table) instead of the cards, but the empty state when there are none', () => {
    const { rerender } = render(<CardListPanel {...base} alternative={<table aria-label="Investors table" />} />);
    expect(screen.getByRole('table', { name: 'Investors table' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    rerender(<CardListPanel {...base} loading alternative={<table aria-label="Investors table" />} />);
    expect(screen.getByRole('table', { name: 'Investors table' })).toBeTruthy();
    rerender(<CardListPanel {...base} items={[]} alternative={<table aria-label="Investors table" />} />);
    expect(screen.getByText('No applications')).toBeTruthy();
  });
});
