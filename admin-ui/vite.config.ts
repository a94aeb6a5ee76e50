import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

import rootPackage from '../package.json' with { type: 'json' };
import { precompress } from '../scripts/precompress.mjs';

const contractsSource = fileURLToPath(new URL('../libs/contracts/src/index.ts', import.meta.url));
// The shared test factories (issue 22 item 3), for this app's vitest files only.
const contractsTesting = fileURLToPath(new URL('../libs/contracts/src/testing/index.ts', import.meta.url));

// Libraries change less often than the app, so the ones the first page needs get chunks of their
// own that stay cached across releases. Every group takes only modules of the initial load
// ('$initial'): what a lazily loaded page alone uses (the dashboard's @mui/x-charts and its d3
// helpers) stays in that page's chunks instead of being pulled into the first download.
const INITIAL = ['$initial' as const];

export default defineConfig({
  base: '/admin/',
  // Brotli and gzip copies of the built files, served by Accept-Encoding (issue 21 item 5).
  plugins: [precompress()],
  // Compile the shared constants from source so a stale libs/contracts/dist never ships.
  // Exact-match aliases: a plain '@fund/contracts' string would also capture '@fund/contracts/testing'.
  resolve: {
    alias: [
      { find: /^@fund\/contracts$/, replacement: contractsSource },
      { find: /^@fund\/contracts\/testing$/, replacement: contractsTesting },
    ],
  },
  define: { __APP_VERSION__: JSON.stringify(rootPackage.version) },
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      onLog(level, log, defaultHandler) {
        // MUI marks its modules "use client" for React Server Components; an SPA bundle has no
        // use for the directive, and the hundreds of notices about dropping it hide real warnings.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('"use client"')) return;
        defaultHandler(level, log);
      },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
              priority: 4,
              tags: INITIAL,
            },
            // MUI core and emotion; the @mui/x-* packages (charts) are not part of the first page.
            { name: 'mui', test: /node_modules[\\/](@mui[\\/](?!x-)|@emotion[\\/]|stylis[\\/])/, priority: 3, tags: INITIAL },
            { name: 'react-admin', test: /node_modules[\\/](react-admin|ra-[\w-]+|@tanstack)[\\/]/, priority: 2, tags: INITIAL },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1, tags: INITIAL },
          ],
        },
      },
    },
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    restoreMocks: true,
    // Most tests render the whole console in happy-dom; on a busy two-core machine that can take
    // longer than vitest's default 5 s.
    testTimeout: 30_000,
    unstubGlobals: true,
  },
});
