import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { CountTabs } from './CountTabs';

afterEach(cleanup);

describe('CountTabs', () => {
  const options = [
    { value: 'pending', label: 'Pending', count: 1234 },
    { value: 'approved', label: 'Approved' },
  ];

  it('shows each tab with its count, the selected one controlling the panel', () => {
    render(<CountTabs label="Applications by status" value="pending" options={options} panelId="p" onChange={() => undefined} />);
    expect(screen.getByRole('tablist', { name: 'Applications by status' })).toBeTruthy();
    const pending = screen.getByRole('tab', { name: 'Pending 1,234' });
    expect(pending.getAttribute('aria-selected')).toBe('true');
    expect(pending.id).toBe('p-tab-pending');
    expect(pending.getAttribute('aria-controls')).toBe('p');
    // A count not known yet shows nothing.
    expect(screen.getByRole('tab', { name: 'Approved' }).getAttribute('aria-selected')).toBe('false');
  });

  it('tells which tab was chosen', () => {
    const onChange = vi.fn();
    render(<CountTabs label="Status" value="pending" options={options} panelId="p" onChange={onChange} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Approved' }));
    expect(onChange).toHaveBeenCalledWith('approved');
  });
});
