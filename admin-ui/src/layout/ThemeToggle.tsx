import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { useTheme, useTranslate } from 'react-admin';

import { DEFAULT_THEME } from './themes';

/** Light/dark switch of the sidebar header; react-admin keeps the choice in the store. */
export const ThemeToggle = () => {
  const [mode, setMode] = useTheme(DEFAULT_THEME);
  const translate = useTranslate();
  const next = mode === 'dark' ? 'light' : 'dark';
  const label = translate(next === 'dark' ? 'app.theme.to_dark' : 'app.theme.to_light');
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={() => setMode(next)} color="inherit" size="small">
        {mode === 'dark' ? <LightModeIcon fontSize="small" /> : <DarkModeIcon fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
};
