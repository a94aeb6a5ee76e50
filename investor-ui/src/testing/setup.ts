import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Routes load their pages lazily: the first visit of one compiles its chunk, which takes more than
// Testing Library's default second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});
