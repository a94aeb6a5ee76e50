import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useSlideRotation } from './useSlideRotation';

describe('useSlideRotation (spec/000 §4: 5 s, wraps)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('advances every 5 seconds and wraps from the last slide to the first', () => {
    const { result } = renderHook(() => useSlideRotation(3));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.index).toBe(2);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.index).toBe(0);
  });

  it('does not move with a single slide', () => {
    const { result } = renderHook(() => useSlideRotation(1));
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current.index).toBe(0);
  });

  it('stays put while paused and resumes a full interval after', () => {
    const { result, rerender } = renderHook(({ paused }) => useSlideRotation(3, { paused }), { initialProps: { paused: true } });
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.index).toBe(0);
    rerender({ paused: false });
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.index).toBe(1);
  });

  it('wraps previous and next, and a manual change restarts the 5 seconds', () => {
    const { result } = renderHook(() => useSlideRotation(3));
    act(() => result.current.previous());
    expect(result.current.index).toBe(2);
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(3000));
    act(() => result.current.goTo(2));
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.index).toBe(2);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.index).toBe(0);
  });

  it('keeps the index inside the list when slides are removed', () => {
    const { result, rerender } = renderHook(({ count }) => useSlideRotation(count), { initialProps: { count: 3 } });
    act(() => result.current.goTo(2));
    rerender({ count: 2 });
    expect(result.current.index).toBe(0);
  });
});
