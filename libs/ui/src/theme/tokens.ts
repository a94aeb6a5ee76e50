import type { PaletteMode } from '@mui/material';
import { alpha } from '@mui/material/styles';

import { BRAND_COLORS } from '@fund/contracts';

// The design tokens of both front ends (STYLE.md "Visual language"), the one source: the portal's
// theme and the back office's light and dark themes are built from them (buildTheme). Light values
// were chosen for WCAG AA (text on each colour at 4.5:1 or more); dark mode derives lighter tints of
// the same hues so text and chips keep that contrast on dark surfaces.

export const BRAND = { green: BRAND_COLORS.green, gold: BRAND_COLORS.gold, background: BRAND_COLORS.background } as const;

export const PALETTES = {
  light: {
    mode: 'light',
    primary: { main: BRAND.green, light: '#3f7d5f', dark: '#0a3a24', contrastText: '#ffffff' },
    // Dark text on gold: white on #b08d3c falls short of 4.5:1.
    secondary: { main: BRAND.gold, light: '#d4b46a', dark: '#7d6224', contrastText: '#1c1606' },
    success: { main: '#1b7f4c', light: '#4caf7d', dark: '#125c37', contrastText: '#ffffff' },
    warning: { main: '#9a5b00', light: '#e0a040', dark: '#7a4700', contrastText: '#ffffff' },
    error: { main: '#c0392b', light: '#e57368', dark: '#96281d', contrastText: '#ffffff' },
    info: { main: '#0b6bcb', light: '#4d97e0', dark: '#08508f', contrastText: '#ffffff' },
    background: { default: BRAND.background, paper: '#ffffff' },
    text: { primary: BRAND_COLORS.text, secondary: BRAND_COLORS.muted },
    divider: alpha(BRAND.green, 0.12),
  },
  dark: {
    mode: 'dark',
    primary: { main: '#6cc596', light: '#98dcb6', dark: '#3f9a6b', contrastText: '#06140d' },
    secondary: { main: '#d4b46a', light: '#e6cf98', dark: '#b08d3c', contrastText: '#1c1606' },
    success: { main: '#5cc48c', light: '#8fd9b0', dark: '#2f8f5c', contrastText: '#06140d' },
    warning: { main: '#f0b45a', light: '#f6cd8e', dark: '#c98a2a', contrastText: '#1f1402' },
    error: { main: '#f07a6e', light: '#f6a59c', dark: '#c9554a', contrastText: '#1f0704' },
    info: { main: '#6cb4f5', light: '#9ccdf8', dark: '#3b8ad0', contrastText: '#04121f' },
    background: { default: '#0d1411', paper: '#141e19' },
    text: { primary: '#e4ece8', secondary: '#a3b3ab' },
    divider: 'rgba(163, 179, 171, 0.16)',
  },
} as const satisfies Record<PaletteMode, { mode: PaletteMode } & Record<string, unknown>>;

/** Corner radii in px: controls (MUI's shape), cards. */
export const RADIUS = { base: 10, card: 14 } as const;

/** A faint green shadow under cards in light mode, a plain one on dark surfaces. */
export const CARD_SHADOW: Record<PaletteMode, string> = {
  light: `0 1px 2px ${alpha(BRAND.green, 0.06)}, 0 6px 20px ${alpha(BRAND.green, 0.05)}`,
  dark: '0 1px 2px rgba(0, 0, 0, 0.4)',
};

/** Inter, self-hosted (the app's entry imports '@fund/ui/fonts'), then the system's sans-serif. */
export const FONT_FAMILY = '"Inter Variable", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * The type scale. `comfortable` is the portal's (phone first, larger headings), `compact` the back
 * office's (dense pages of cards and tables); both share the family, overline and button weights.
 */
export const TYPE_SCALE = {
  comfortable: {
    h1: { fontSize: '1.75rem', fontWeight: 700, letterSpacing: '-0.01em' },
    h2: { fontSize: '1.35rem', fontWeight: 600, letterSpacing: '-0.005em' },
    h3: { fontSize: '1.125rem', fontWeight: 600 },
    subtitle1: { fontWeight: 600 },
    button: { fontWeight: 600, textTransform: 'none', letterSpacing: '0.04em' },
  },
  compact: {
    h1: { fontSize: '1.6rem', fontWeight: 700, letterSpacing: '-0.01em' },
    h2: { fontSize: '1.05rem', fontWeight: 600 },
    h3: { fontSize: '1rem', fontWeight: 600 },
    h6: { fontWeight: 600 },
    button: { fontWeight: 600, textTransform: 'none' },
  },
} as const;

export type Density = keyof typeof TYPE_SCALE;

/** The back office's sidebar: a deep green panel in light mode, a near-black green in dark. */
export const SIDEBAR_COLORS: Record<
  PaletteMode,
  { background: string; text: string; muted: string; hover: string; active: string; accent: string; border: string }
> = {
  light: {
    background: '#0b3d26',
    text: 'rgba(255, 255, 255, 0.94)',
    muted: 'rgba(255, 255, 255, 0.72)',
    hover: 'rgba(255, 255, 255, 0.08)',
    active: 'rgba(255, 255, 255, 0.14)',
    accent: '#d9bd78',
    border: 'transparent',
  },
  dark: {
    background: '#0a110e',
    text: 'rgba(235, 243, 239, 0.94)',
    muted: 'rgba(235, 243, 239, 0.68)',
    hover: 'rgba(255, 255, 255, 0.06)',
    active: 'rgba(108, 197, 150, 0.16)',
    accent: '#d9bd78',
    border: 'rgba(163, 179, 171, 0.14)',
  },
};

/** Series colours of the charts, brand first: green, gold, then calm teal and sage. */
export const CHART_COLORS: Record<PaletteMode, string[]> = {
  light: [BRAND.green, BRAND.gold, '#3b8a84', '#8aa88c'],
  dark: ['#6cc596', '#d4b46a', '#6fc3bd', '#a9c7ab'],
};
