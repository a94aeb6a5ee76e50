import { alpha, createTheme } from '@mui/material/styles';

const GREEN = '#0f5132';
const GOLD = '#b08d3c';
const INK = '#17231d';

// The investor portal is always light (spec/000 §1); there is no theme toggle here.
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: GREEN, light: '#3f7d5f', dark: '#0a3a24', contrastText: '#ffffff' },
    secondary: { main: GOLD, light: '#d4b66a', dark: '#8a6b27', contrastText: '#ffffff' },
    background: { default: '#f4f6f5', paper: '#ffffff' },
    text: { primary: INK, secondary: '#4f5d56' },
    divider: '#e1e7e3',
    success: { main: '#1f7a4d' },
    error: { main: '#b3261e' },
    warning: { main: '#9a6700' },
    info: { main: '#1d5f8a' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter Variable", "Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 700, letterSpacing: '-0.01em' },
    h2: { fontSize: '1.35rem', fontWeight: 600, letterSpacing: '-0.005em' },
    h3: { fontSize: '1.125rem', fontWeight: 600 },
    subtitle1: { fontWeight: 600 },
    overline: { fontWeight: 600, letterSpacing: '0.08em' },
    button: { fontWeight: 600, letterSpacing: '0.04em' },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 8, textTransform: 'none' }, sizeLarge: { paddingBlock: 10 } },
    },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderRadius: 14, boxShadow: `0 1px 2px ${alpha(GREEN, 0.04)}, 0 8px 24px ${alpha(GREEN, 0.05)}` } },
    },
    MuiLinearProgress: { styleOverrides: { root: { borderRadius: 4, height: 8 }, bar: { borderRadius: 4 } } },
    MuiTooltip: { defaultProps: { enterDelay: 700, arrow: true } },
    MuiListItemButton: { styleOverrides: { root: { borderRadius: 8 } } },
  },
});
