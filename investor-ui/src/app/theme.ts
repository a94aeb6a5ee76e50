import { buildTheme } from '@fund/ui';

// The investor portal is always light (spec/000 §1); there is no theme toggle here. @fund/ui's theme
// builder gives the tokens shared with the back office (palette, radius, Inter, the comfortable type
// scale, cards, chips, .tabular-nums); the looks only the portal wants go on top.
export const theme = buildTheme(
  { mode: 'light' },
  {
    components: {
      MuiButton: { styleOverrides: { root: { borderRadius: 8 }, sizeLarge: { paddingBlock: 10 } } },
      MuiLinearProgress: { styleOverrides: { root: { borderRadius: 4, height: 8 }, bar: { borderRadius: 4 } } },
      MuiTooltip: { defaultProps: { arrow: true } },
      MuiListItemButton: { styleOverrides: { root: { borderRadius: 8 } } },
    },
  },
);
