import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const BACK_OFFICE_CALLS =
  'The back office calls the API through its data provider: add a typed method to admin-ui/src/providers/adminMethods.ts and call it through useAdminDataProvider() (admin-ui/README.md).';

/** httpClient, moneyWrite and fetchUtils: the network itself, for the providers only. */
const NETWORK_IMPORTS = {
  paths: [{ name: 'react-admin', importNames: ['fetchUtils'], message: BACK_OFFICE_CALLS }],
  patterns: [
    { group: ['**/providers/dataProvider', '**/providers/http'], importNames: ['httpClient', 'moneyWrite'], message: BACK_OFFICE_CALLS },
  ],
};
/**
 * The data provider object and its custom methods (issue 22 item 2): pages and components reach them only
 * through useAdminDataProvider(), so a 401 goes through react-admin like every call; their types stay free.
 */
const PROVIDER_OBJECTS = {
  group: ['**/providers/dataProvider', '**/providers/adminMethods'],
  importNames: ['dataProvider', 'adminMethods'],
  message: 'Pages and components call the data provider through useAdminDataProvider() (admin-ui/README.md), not the module object.',
};

// The portal's features (investor-ui/src/features/*), read from the folder so a new one is covered.
const PORTAL_FEATURES = readdirSync(new URL('./investor-ui/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['backend/**/*.{ts,js,mjs}', 'scripts/**/*.mjs', 'test/**/*.{ts,mjs}', '*.js', 'libs/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['admin-ui/**/*.{ts,tsx}', 'investor-ui/**/*.{ts,tsx}', 'libs/ui/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Issue 22 item 2: the back office calls the API only through its data provider (admin-ui/src/providers:
    // react-admin's CRUD methods and the typed custom methods of adminMethods.ts, through
    // useAdminDataProvider).
    files: ['admin-ui/src/**/*.{ts,tsx}'],
    ignores: ['admin-ui/src/providers/**', 'admin-ui/src/testing/**', 'admin-ui/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { ...NETWORK_IMPORTS, patterns: [...NETWORK_IMPORTS.patterns, PROVIDER_OBJECTS] }],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: BACK_OFFICE_CALLS },
        { name: 'XMLHttpRequest', message: BACK_OFFICE_CALLS },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: BACK_OFFICE_CALLS },
        { object: 'globalThis', property: 'fetch', message: BACK_OFFICE_CALLS },
      ],
    },
  },
  {
    // The app's root hands the data provider to <Admin> (and the tests' AdminContext wrapper to theirs).
    files: ['admin-ui/src/App.tsx', 'admin-ui/src/components/testUtils.tsx'],
    rules: { 'no-restricted-imports': ['error', NETWORK_IMPORTS] },
  },
  {
    // Issue 22 item 4: the portal's feature boundaries (bulletproof-react's): a feature imports itself
    // and the shared folders (components, lib, i18n), never another feature or the app shell; shared
    // code imports no feature; features are composed in app/ (router, routes). Tests compose freely.
    files: ['investor-ui/src/**/*.{ts,tsx}'],
    ignores: ['investor-ui/src/**/*.test.{ts,tsx}', 'investor-ui/src/testing/**'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...PORTAL_FEATURES.map((feature) => ({
              target: `./investor-ui/src/features/${feature}`,
              from: './investor-ui/src/features',
              except: [`./${feature}`],
              message: 'A portal feature imports only itself and the shared folders (components, lib, i18n); compose features in app/.',
            })),
            {
              target: ['./investor-ui/src/components', './investor-ui/src/lib', './investor-ui/src/i18n'],
              from: ['./investor-ui/src/features', './investor-ui/src/app'],
              message: "The portal's shared folders import no feature and not the app shell.",
            },
            {
              target: './investor-ui/src/features',
              from: './investor-ui/src/app',
              message: 'Portal features do not import the app shell.',
            },
          ],
        },
      ],
    },
  },
);
