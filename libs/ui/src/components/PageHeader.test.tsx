import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { PageHeader } from './PageHeader';

afterEach(cleanup);

describe('PageHeader', () => {
  it('is the one h1 of the page with its subtitle, count and actions', () => {
    render(<PageHeader title="Audit Log" subtitle="Every change" count={1234} actions={<button type="button">Export CSV</button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeTruthy();
    expect(screen.getByText('Every change')).toBeTruthy();
    expect(screen.getByText('1,234')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it('shows no count when none is given', () => {
    render(<PageHeader title="Dashboard" />);
    expect(screen.getByRole('heading', { level: 1 }).parentElement?.textContent).toBe('Dashboard');
  });
});
