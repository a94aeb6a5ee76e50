import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';

import { buildTheme, buildThemeOptions } from './buildTheme';
import { BRAND, PALETTES } from './tokens';

const TONES = ['primary', 'secondary', 'success', 'warning', 'error', 'info'] as const;

describe('buildTheme', () => {
  it.each(['light', 'dark'] as const)('takes the %s palette from the tokens', (mode) => {
    const theme = buildTheme({ mode });
    expect(theme.palette.mode).toBe(mode);
    for (const tone of TONES) {
      expect(theme.palette[tone].main).toBe(PALETTES[mode][tone].main);
      expect(theme.palette[tone].contrastText).toBe(PALETTES[mode][tone].contrastText);
    }
    expect(theme.palette.background.default).toBe(PALETTES[mode].background.default);
    expect(theme.palette.text.primary).toBe(PALETTES[mode].text.primary);
  });

  it('draws the brand in light mode: deep green, gold on a soft green-grey', () => {
    const theme = buildTheme({ mode: 'light' });
    expect([theme.palette.primary.main, theme.palette.secondary.main, theme.palette.background.default]).toEqual([
      BRAND.green,
      BRAND.gold,
      BRAND.background,
    ]);
  });

  it.each(['light', 'dark'] as const)('puts text on every %s colour at WCAG AA contrast (no white on gold)', (mode) => {
    const theme = buildTheme({ mode });
    for (const tone of TONES) {
      expect(getContrastRatio(theme.palette[tone].contrastText, theme.palette[tone].main), tone).toBeGreaterThanOrEqual(4.5);
    }
    expect(getContrastRatio(theme.palette.text.primary, theme.palette.background.default)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(theme.palette.text.secondary, theme.palette.background.paper)).toBeGreaterThanOrEqual(4.5);
  });

  it('passes the direction through, left to right unless told', () => {
    expect(buildTheme({ mode: 'light' }).direction).toBe('ltr');
    expect(buildTheme({ mode: 'light', direction: 'rtl' }).direction).toBe('rtl');
    expect(buildThemeOptions({ mode: 'dark', direction: 'rtl' }).direction).toBe('rtl');
  });

  it('gives money and counts tabular numerals through the .tabular-nums class', () => {
    const overrides = buildTheme({ mode: 'light' }).components?.MuiCssBaseline?.styleOverrides as Record<string, unknown>;
    expect(overrides['.tabular-nums']).toEqual({ fontVariantNumeric: 'tabular-nums' });
  });

  it('sets the type scale by density: the portal comfortable, the back office compact', () => {
    expect(buildTheme({ mode: 'light', density: 'comfortable' }).typography.h1.fontSize).toBe('1.75rem');
    expect(buildTheme({ mode: 'light', density: 'compact' }).typography.h1.fontSize).toBe('1.6rem');
    expect(buildTheme({ mode: 'light' }).typography.fontFamily).toMatch(/^"Inter Variable"/);
  });
});
