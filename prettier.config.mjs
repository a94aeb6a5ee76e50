// One code style for the whole repository (issue 22 item 4): `npm run format` writes it,
// `npm run format:check` (part of `npm test`) refuses a file that differs.
/** @type {import('prettier').Config} */
export default {
  printWidth: 140,
  singleQuote: true,
  trailingComma: 'all',
  plugins: ['@ianvs/prettier-plugin-sort-imports'],
  // Node's modules, then packages, then our workspaces (@fund/*), then relative paths; side-effect
  // imports (fonts, polyfills) keep their place.
  importOrder: ['<BUILTIN_MODULES>', '<THIRD_PARTY_MODULES>', '', '^@fund/(.*)$', '', '^[.]'],
  importOrderTypeScriptVersion: '6.0.0',
};
