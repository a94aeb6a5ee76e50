import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ErrorState } from './ErrorState';

afterEach(cleanup);

describe('ErrorState', () => {
  it('says what failed and the server message, and tries again on Retry', () => {
    const onRetry = vi.fn();
    render(<ErrorState title="Failed to fetch KYC applications" message="Forbidden resource" retryLabel="Retry" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Failed to fetch KYC applications');
    expect(alert.textContent).toContain('Forbidden resource');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows only the message when there is no title, and no button without a retry', () => {
    render(<ErrorState message="Failed to load investments" />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load investments');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
