import { createTheme } from '@mui/material/styles';

// The investor portal is always light (spec/000 §1); there is no theme toggle here.
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#0f5132', light: '#3f7d5f', dark: '#0a3a24', contrastText: '#ffffff' },
    secondary: { main: '#b08d3c', contrastText: '#ffffff' },
    background: { default: '#f4f6f5', paper: '#ffffff' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 700 },
    h2: { fontSize: '1.35rem', fontWeight: 600 },
    button: { fontWeight: 600, letterSpacing: '0.04em' },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true } },
  },
});
