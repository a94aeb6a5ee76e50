import FormControl from '@mui/material/FormControl';
import { styled, type PaletteMode } from '@mui/material/styles';
import type { RaThemeOptions } from 'react-admin';

import { buildThemeOptions, PALETTES } from '@fund/ui';

// The back office's light and dark themes: @fund/ui's theme builder (the tokens shared with the
// investor portal: deep green and gold on a soft green-grey, Inter, rounded outlined cards with a
// faint green shadow; dark mode lighter tints of the same hues) with the compact type scale, plus
// what only the back office wants: react-admin's sidebar and components, dense outlined fields,
// keyboard focus rings, a quiet top bar. The sidebar's and the charts' colours are tokens of the kit
// too (SIDEBAR_COLORS, CHART_COLORS).

// react-admin sizes the sidebar in pixels; at the browser's default 16px root these are the
// spec's 16rem open and 3rem collapsed (spec/000 §9).
const REM_PX = 16;
const sidebar = { width: 16 * REM_PX, closedWidth: 3 * REM_PX };

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
  shouldForwardProp: (prop) =>
    !MUI5_TEXT_FIELD_PROPS.has(prop) && prop !== 'ownerState' && prop !== 'theme' && prop !== 'sx' && prop !== 'as',
})({});

const createThemeOptions = (mode: PaletteMode): RaThemeOptions => {
  const base = buildThemeOptions({ mode, density: 'compact' });
  const shared = base.components ?? {};
  const palette = PALETTES[mode];
  // A keyboard focus ring on buttons, icon buttons and tabs: MUI marks them only with a faint ripple.
  // Inherit-coloured icon buttons (the sidebar's theme toggle on green) ring in their own colour;
  // tabs ring inside, since their scrolling strip clips anything outside.
  const focusRing = { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 };
  return {
    ...base,
    sidebar,
    components: {
      ...shared,
      MuiButton: { ...shared.MuiButton, styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
      MuiIconButton: {
        styleOverrides: {
          root: { '&.Mui-focusVisible': focusRing, '&.Mui-focusVisible.MuiIconButton-colorInherit': { outlineColor: 'currentColor' } },
        },
      },
      MuiCardHeader: {
        styleOverrides: { title: { fontSize: '1rem', fontWeight: 600 } },
      },
      MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
      MuiTextField: {
        defaultProps: {
          ...shared.MuiTextField?.defaultProps,
          variant: 'outlined',
          size: 'small',
          margin: 'dense',
          slots: { root: TextFieldRoot },
        },
      },
      MuiFormControl: { defaultProps: { variant: 'outlined', size: 'small', fullWidth: true, margin: 'dense' } },
      MuiAutocomplete: { defaultProps: { fullWidth: true } },
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
      MuiTab: {
        styleOverrides: {
          root: { textTransform: 'none', fontWeight: 600, minHeight: 44, '&.Mui-focusVisible': { ...focusRing, outlineOffset: -2 } },
        },
      },
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
