import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Deferred } from './Deferred';

afterEach(cleanup);

describe('Deferred', () => {
  it('shows an empty box of the given height first, then the sections one after the other', async () => {
    vi.useFakeTimers();
    try {
      const { container } = render(
        <>
          <Deferred minHeight={120}>
            <p>Chart</p>
          </Deferred>
          <Deferred minHeight={80}>
            <p>Activity</p>
          </Deferred>
        </>,
      );
      expect(screen.queryByText('Chart')).toBeNull();
      expect(screen.queryByText('Activity')).toBeNull();
      expect(container.children).toHaveLength(2);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(0);
      });
      expect(screen.getByText('Chart')).toBeTruthy();
      await act(async () => {
        await vi.runAllTimersAsync();
      });
      expect(screen.getByText('Activity')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
