import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { IconButton, Tooltip } from '@mui/material';
import { useTheme } from 'react-admin';

import { DEFAULT_THEME } from './themes';

/** Light/dark switch of the sidebar header; react-admin keeps the choice in the store. */
export const ThemeToggle = () => {
  const [mode, setMode] = useTheme(DEFAULT_THEME);
  const next = mode === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} theme`;
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={() => setMode(next)} color="inherit" size="small">
        {mode === 'dark' ? <LightModeIcon fontSize="small" /> : <DarkModeIcon fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
};
