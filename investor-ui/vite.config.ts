import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

import { PRODUCT_NAME } from '../libs/contracts/src/index.ts';
import { precompress } from '../scripts/precompress.mjs';

// Where `npm start` serves the API and the admin console during development.
const backendOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

/** Puts the product name from the shared contracts into index.html's %PRODUCT_NAME%. */
function productName(): Plugin {
  return { name: 'fund:product-name', transformIndexHtml: (html) => html.replaceAll('%PRODUCT_NAME%', PRODUCT_NAME) };
}

export default defineConfig({
  base: '/',
  // precompress: brotli and gzip copies of the built files, served by Accept-Encoding (issue 21 item 5).
  plugins: [productName(), precompress()],
  resolve: {
    // Compile the shared contracts from source so a change there needs no separate build. Exact-match
    // aliases: a plain '@fund/contracts' string would also capture '@fund/contracts/testing', the shared
    // test factories (issue 22 item 3) this app's vitest files use.
    alias: [
      { find: /^@fund\/contracts$/, replacement: fileURLToPath(new URL('../libs/contracts/src/index.ts', import.meta.url)) },
      {
        find: /^@fund\/contracts\/testing$/,
        replacement: fileURLToPath(new URL('../libs/contracts/src/testing/index.ts', import.meta.url)),
      },
    ],
  },
  // Vite 8 compiles TSX with oxc; no React plugin is installed.
  oxc: {
    jsx: { runtime: 'automatic', importSource: 'react' },
  },
  server: {
    proxy: {
      '/api': backendOrigin,
      // The admin console is a separate app; without this an admin would reload /admin forever.
      '/admin': backendOrigin,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // index.html keeps its modulepreload links; a lazy route's chunks are found by the browser's own module
    // loader instead of Vite's helper, which appended some 30 <link rel=modulepreload> elements one by one in the
    // first render's task (about 90 ms of main thread at 4x CPU throttling; issue 21 item 5).
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rolldownOptions: {
      onwarn(warning, defaultHandler) {
        // MUI marks its modules 'use client' for React Server Components; meaningless in this SPA.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        defaultHandler(warning);
      },
      output: {
        // React changes least often: its own chunk stays cached across releases. Other libraries are
        // left to the route chunks that use them, so a page's MUI parts and icons load with the page
        // instead of all of them with the login screen.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 }],
        },
      },
    },
  },
});
