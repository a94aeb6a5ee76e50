import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Consumed from source by both apps' Vite builds; the tests compile contracts from source as they do.
export default defineConfig({
  resolve: { alias: { '@fund/contracts': fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url)) } },
  test: { include: ['src/**/*.test.ts'], restoreMocks: true, unstubGlobals: true },
});
