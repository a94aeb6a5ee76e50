import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Consumed from source by both apps' Vite builds; the tests compile contracts from source as they do.
export default defineConfig({
  resolve: { alias: { '@fund/contracts': fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url)) } },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    testTimeout: 20_000,
    unstubGlobals: true,
  },
});
