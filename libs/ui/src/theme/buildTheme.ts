import type { PaletteMode } from '@mui/material';
import { createTheme, type Direction, type Theme, type ThemeOptions } from '@mui/material/styles';

import { CARD_SHADOW, FONT_FAMILY, PALETTES, RADIUS, TYPE_SCALE, type Density } from './tokens';

export interface BuildThemeInput {
  mode: PaletteMode;
  /** Writing direction; components use logical properties (block/inline), never left/right. */
  direction?: Direction;
  /** The type scale: `comfortable` (the portal's, the default) or `compact` (the back office's). */
  density?: Density;
}

/**
 * The theme options both apps start from: the tokens' palette, radius, type scale and font, and the
 * brand's component looks (outlined rounded cards with a faint shadow, flat buttons,
 * full-width text fields, a slow tooltip, tabular numerals through the `.tabular-nums` class). Each
 * app adds what only it wants on top (react-admin's options in admin-ui).
 */
export const buildThemeOptions = ({ mode, direction = 'ltr', density = 'comfortable' }: BuildThemeInput): ThemeOptions => ({
  direction,
  palette: PALETTES[mode],
  shape: { borderRadius: RADIUS.base },
  typography: {
    fontFamily: FONT_FAMILY,
    overline: { fontWeight: 600, letterSpacing: '0.08em' },
    ...TYPE_SCALE[density],
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Money and counts line up in columns.
        '.tabular-nums': { fontVariantNumeric: 'tabular-nums' },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderRadius: RADIUS.card, boxShadow: CARD_SHADOW[mode] } },
    },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiTooltip: { defaultProps: { enterDelay: 700 } },
  },
});

/** The MUI theme of `buildThemeOptions`, with `extra` (the app's own options) merged over it. */
export const buildTheme = (input: BuildThemeInput, ...extra: object[]): Theme => createTheme(buildThemeOptions(input), ...extra);
