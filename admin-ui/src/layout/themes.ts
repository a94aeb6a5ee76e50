import '@fontsource-variable/inter';

import FormControl from '@mui/material/FormControl';
import { alpha, styled, type PaletteMode } from '@mui/material/styles';
import type { RaThemeOptions } from 'react-admin';

// The back office's light and dark themes. The brand is the investor portal's (investor-ui's
// theme.ts): deep green #0f5132 with gold #b08d3c on a soft green-grey, Inter, rounded outlined
// cards with a faint green shadow. Dark mode derives lighter tints of the same hues so text and
// chips keep WCAG AA contrast on dark surfaces.

export const BRAND = { green: '#0f5132', gold: '#b08d3c', background: '#f4f6f5' } as const;

// react-admin sizes the sidebar in pixels; at the browser's default 16px root these are the
// spec's 16rem open and 3rem collapsed (spec/000 §9).
const REM_PX = 16;
const sidebar = { width: 16 * REM_PX, closedWidth: 3 * REM_PX };

const FONT_FAMILY = '"Inter Variable", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * react-admin 5.15 hands MUI's TextField both MUI 5's props (inputProps, InputProps, InputLabelProps ...)
 * and their MUI 6+ slotProps (htmlInput, input, inputLabel), which MUI 9 reads. MUI 9 passes the MUI 5
 * ones on to the field's root <div>: a React warning per field and `inputprops="[object Object]"` in the
 * page. Every TextField's root (MUI's own, a styled FormControl) leaves them out instead; the slotProps
 * still carry min, step, adornments and label settings.
 */
const MUI5_TEXT_FIELD_PROPS = new Set<PropertyKey>(['inputProps', 'InputProps', 'InputLabelProps', 'FormHelperTextProps', 'SelectProps']);
const TextFieldRoot = styled(FormControl, {
  name: 'MuiTextField',
  slot: 'Root',
  shouldForwardProp: prop => !MUI5_TEXT_FIELD_PROPS.has(prop) && prop !== 'ownerState' && prop !== 'theme' && prop !== 'sx' && prop !== 'as',
})({});

/** The sidebar's own colours: a deep green panel in light mode, a near-black green in dark. */
export const SIDEBAR_COLORS: Record<PaletteMode, { background: string; text: string; muted: string; hover: string; active: string; accent: string; border: string }> = {
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

const palettes = {
  light: {
    mode: 'light' as const,
    primary: { main: BRAND.green, light: '#3f7d5f', dark: '#0a3a24', contrastText: '#ffffff' },
    // Dark text on gold: white on #b08d3c falls short of 4.5:1.
    secondary: { main: BRAND.gold, light: '#d4b46a', dark: '#7d6224', contrastText: '#1c1606' },
    success: { main: '#1b7f4c', light: '#4caf7d', dark: '#125c37', contrastText: '#ffffff' },
    warning: { main: '#9a5b00', light: '#e0a040', dark: '#7a4700', contrastText: '#ffffff' },
    error: { main: '#c0392b', light: '#e57368', dark: '#96281d', contrastText: '#ffffff' },
    info: { main: '#0b6bcb', light: '#4d97e0', dark: '#08508f', contrastText: '#ffffff' },
    background: { default: BRAND.background, paper: '#ffffff' },
    text: { primary: '#14241c', secondary: '#4f5f57' },
    divider: alpha(BRAND.green, 0.12),
  },
  dark: {
    mode: 'dark' as const,
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
};

const createThemeOptions = (mode: PaletteMode): RaThemeOptions => {
  const palette = palettes[mode];
  // A keyboard focus ring on buttons, icon buttons and tabs: MUI marks them only with a faint ripple.
  // Inherit-coloured icon buttons (the sidebar's theme toggle on green) ring in their own colour;
  // tabs ring inside, since their scrolling strip clips anything outside.
  const focusRing = { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 };
  const cardShadow =
    mode === 'light' ? `0 1px 2px ${alpha(BRAND.green, 0.06)}, 0 6px 20px ${alpha(BRAND.green, 0.05)}` : '0 1px 2px rgba(0, 0, 0, 0.4)';
  return {
    palette,
    sidebar,
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: FONT_FAMILY,
      h1: { fontSize: '1.6rem', fontWeight: 700, letterSpacing: '-0.01em' },
      h2: { fontSize: '1.05rem', fontWeight: 600 },
      h3: { fontSize: '1rem', fontWeight: 600 },
      h6: { fontWeight: 600 },
      button: { fontWeight: 600, textTransform: 'none' },
      overline: { fontWeight: 600, letterSpacing: '0.08em' },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // Money and counts line up in columns.
          '.tabular-nums': { fontVariantNumeric: 'tabular-nums' },
        },
      },
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
      MuiIconButton: {
        styleOverrides: { root: { '&.Mui-focusVisible': focusRing, '&.Mui-focusVisible.MuiIconButton-colorInherit': { outlineColor: 'currentColor' } } },
      },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: { root: { borderRadius: 14, boxShadow: cardShadow } },
      },
      MuiCardHeader: {
        styleOverrides: { title: { fontSize: '1rem', fontWeight: 600 } },
      },
      MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
      MuiTextField: { defaultProps: { variant: 'outlined', size: 'small', fullWidth: true, margin: 'dense', slots: { root: TextFieldRoot } } },
      MuiFormControl: { defaultProps: { variant: 'outlined', size: 'small', fullWidth: true, margin: 'dense' } },
      MuiAutocomplete: { defaultProps: { fullWidth: true } },
      MuiTooltip: { defaultProps: { enterDelay: 700 } },
      MuiAppBar: {
        styleOverrides: {
          root: {
            backgroundColor: palette.background.paper,
            color: palette.text.primary,
            backgroundImage: 'none',
            borderBlockEnd: `1px solid ${palette.divider}`,
          },
        },
      },
      MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600, minHeight: 44, '&.Mui-focusVisible': { ...focusRing, outlineOffset: -2 } } } },
      MuiTableCell: { styleOverrides: { head: { fontWeight: 600 } } },
      RaSimpleFormIterator: { defaultProps: { fullWidth: true } },
      RaTranslatableInputs: { defaultProps: { fullWidth: true } },
      RaToolbar: { styleOverrides: { root: { backgroundColor: 'transparent' } } },
    },
  };
};

export const lightTheme: RaThemeOptions = createThemeOptions('light');
export const darkTheme: RaThemeOptions = createThemeOptions('dark');

/** spec/000 §1: the admin area opens in light until the user picks otherwise. */
export const DEFAULT_THEME = 'light' as const;
