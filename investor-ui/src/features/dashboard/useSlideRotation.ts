import { startTransition, useCallback, useEffect, useState } from 'react';

import { SLIDER_INTERVAL_MS } from '@fund/contracts';

type Options = {
  /** Milliseconds each slide stays (spec/000 §9: 5000). */
  interval?: number;
  /** While true the slides stay put (hover, focus, the pause button, reduced motion). */
  paused?: boolean;
};

/**
 * Which of `count` slides shows (spec/000 §4): with more than one it advances every `interval`
 * and wraps around; previous and next wrap too. A manual change starts the interval again.
 */
export function useSlideRotation(count: number, { interval = SLIDER_INTERVAL_MS, paused = false }: Options = {}) {
  const [index, setIndex] = useState(0);
  const current = count > 0 ? index % count : 0;

  useEffect(() => {
    if (count <= 1 || paused) return;
    // The automatic advance renders in a transition, which React can interrupt (issue 21 item 5).
    const timer = setTimeout(() => startTransition(() => setIndex((i) => (i + 1) % count)), interval);
    return () => clearTimeout(timer);
  }, [count, paused, interval, current]);

  const goTo = useCallback((target: number) => setIndex(count > 0 ? ((target % count) + count) % count : 0), [count]);
  const next = useCallback(() => setIndex((i) => (count > 0 ? (i + 1) % count : 0)), [count]);
  const previous = useCallback(() => setIndex((i) => (count > 0 ? (i - 1 + count) % count : 0)), [count]);

  return { index: current, goTo, next, previous };
}
