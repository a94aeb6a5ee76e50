// The brand's colours (STYLE.md "Visual language"): the apps' design tokens (libs/ui theme/tokens.ts)
// and the documents the server prints (statements, advices) take them from here.
export const BRAND_COLORS = {
  green: '#0f5132',
  gold: '#b08d3c',
  background: '#f4f6f5',
  /** Body text and secondary text of the light theme. */
  text: '#14241c',
  muted: '#4f5f57',
  /** Hairlines: the green at 12% on white. */
  line: '#e1e9e5',
} as const;
