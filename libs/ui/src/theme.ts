// The theme layer of @fund/ui (issue 22 item 1): the design tokens, the one theme builder, the
// status colours and chip, and the figures (Money, Percent, DateText) of both apps.
export * from './theme/tokens';
export * from './theme/buildTheme';
export * from './status/statusTones';
export * from './status/StatusChip';
export * from './money/Money';
