import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { EmptyState } from './EmptyState';

afterEach(cleanup);

describe('EmptyState', () => {
  it('says what is empty under a heading, what to do next, and offers the next step', () => {
    render(
      <EmptyState
        icon={<svg />}
        title="No investments yet"
        text="Browse the open schemes."
        action={<button type="button">Browse</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No investments yet' })).toBeTruthy();
    expect(screen.getByText('Browse the open schemes.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Browse' })).toBeTruthy();
  });

  it('is a single sentence without a heading in its plain form', () => {
    render(<EmptyState variant="plain" icon={<svg />} text="No KYC applications." />);
    expect(screen.getByText('No KYC applications.')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
