import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import rootPackage from '../package.json' with { type: 'json' };

const contractsSource = fileURLToPath(new URL('../libs/contracts/src/index.ts', import.meta.url));

export default defineConfig({
  base: '/admin/',
  // Compile the shared constants from source so a stale libs/contracts/dist never ships.
  resolve: { alias: { '@fund/contracts': contractsSource } },
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
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'mui', test: /node_modules[\\/]@(mui|emotion)[\\/]/, priority: 2 },
            { name: 'react-admin', test: /node_modules[\\/](react-admin|ra-[\w-]+)[\\/]/, priority: 1 },
            { name: 'vendor', test: /node_modules[\\/]/ },
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
    unstubGlobals: true,
  },
});
