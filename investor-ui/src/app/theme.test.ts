import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';

import { PALETTES } from '@fund/ui';

import { theme } from './theme';

describe('the portal theme', () => {
  it.each(['success', 'warning', 'error', 'info'] as const)('draws %s in the back office colour (one source of tokens)', (tone) => {
    expect(theme.palette[tone].main).toBe(PALETTES.light[tone].main);
    expect(theme.palette[tone].contrastText).toBe(PALETTES.light[tone].contrastText);
  });

  it('puts dark text on gold, not white', () => {
    expect(getContrastRatio(theme.palette.secondary.contrastText, theme.palette.secondary.main)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives money tabular numerals through the .tabular-nums class', () => {
    const overrides = theme.components?.MuiCssBaseline?.styleOverrides as Record<string, unknown> | undefined;
    expect(overrides?.['.tabular-nums']).toEqual({ fontVariantNumeric: 'tabular-nums' });
  });

  it('is light and left to right', () => {
    expect([theme.palette.mode, theme.direction]).toEqual(['light', 'ltr']);
  });
});
