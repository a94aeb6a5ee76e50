import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { TabbedCardList } from './TabbedCardList';

afterEach(cleanup);

describe('TabbedCardList', () => {
  it('lays out header, notice, tabs, search, the panel and the pagination in reading order', () => {
    const { container } = render(
      <TabbedCardList
        header={<h1>KYC Management</h1>}
        notice={<p>notice</p>}
        tabs={{ label: 'Status', value: 'open', options: [{ value: 'open', label: 'Open', count: 2 }], onChange: () => undefined }}
        search={<input aria-label="Search" />}
        pagination={<nav>pages</nav>}
        items={[{ id: 'a' }]}
        listLabel="Open tickets"
        skeleton={<div />}
        empty={null}
        renderItem={() => <span>card</span>}
      />,
    );
    expect(screen.getByRole('tab', { name: 'Open 2' })).toBeTruthy();
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(screen.getByRole('tab').id);
    expect(container.textContent).toBe('KYC ManagementnoticeOpen2cardpages');
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeTruthy();
  });

  it('without tabs has no tab panel, and takes a toolbar of its own', () => {
    render(
      <TabbedCardList
        toolbar={<input aria-label="Find" />}
        items={[]}
        listLabel="x"
        skeleton={<div />}
        empty={<p>Nothing</p>}
        renderItem={() => null}
      />,
    );
    expect(screen.queryByRole('tabpanel')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Find' })).toBeTruthy();
    expect(screen.getByText('Nothing')).toBeTruthy();
  });
});
