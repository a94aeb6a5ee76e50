// @fund/ui: one kit for both front ends (issue 22 item 1). Two barrels so the theme layer and the
// components can grow independently: theme.ts (tokens, theme builder, status colours, money) and
// components.ts (the shared MUI components).
export * from './theme';
export * from './components';
export * from './scaffold';
export * from './webauthn';
