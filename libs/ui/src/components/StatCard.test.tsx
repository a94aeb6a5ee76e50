import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { StatCard } from './StatCard';

afterEach(cleanup);

describe('StatCard', () => {
  it('is a group named by its label that shows the figure and its hint', () => {
    render(<StatCard label="Total Account Value" value="$1.2M" icon={<svg />} hint="3 investments" />);
    const card = screen.getByRole('group', { name: 'Total Account Value' });
    expect(card.textContent).toContain('$1.2M');
    expect(card.textContent).toContain('3 investments');
  });

  it('shows a signed trend and links to its page in the compact form', () => {
    render(<StatCard layout="compact" label="Total AUM" value="$5M" icon={<svg />} trend={2.5} to="/admin/schemes" />);
    const card = screen.getByRole('group', { name: 'Total AUM' });
    expect(card.textContent).toContain('+2.50%');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/admin/schemes');
  });

  it('is busy with no figure while it loads', () => {
    render(<StatCard layout="compact" label="Investors" value="12" icon={<svg />} loading />);
    const card = screen.getByRole('group', { name: 'Investors' });
    expect(card.getAttribute('aria-busy')).toBe('true');
    expect(card.textContent).not.toContain('12');
  });
});
