import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Pages load lazily and the whole console renders in happy-dom: on a busy two-core machine a first
// render takes longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
