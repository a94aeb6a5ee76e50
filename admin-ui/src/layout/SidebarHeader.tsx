import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { Box, Typography, useTheme } from '@mui/material';
import { useSidebarState } from 'react-admin';

import { PRODUCT_NAME } from '@fund/contracts';
import { SIDEBAR_COLORS } from '@fund/ui';

import { ThemeToggle } from './ThemeToggle';

/** Product name and the light/dark toggle (spec/001 §2: the toggle sits in the sidebar header). */
export const SidebarHeader = () => {
  const [open] = useSidebarState();
  const colors = SIDEBAR_COLORS[useTheme().palette.mode];
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: open ? 'space-between' : 'center',
        gap: 1,
        paddingInline: open ? 2 : 0,
        minHeight: 56,
        py: 1,
        mb: 0.5,
        borderBlockEnd: `1px solid ${colors.hover}`,
      }}
    >
      {open && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
          <AccountBalanceIcon fontSize="small" sx={{ color: colors.accent }} aria-hidden />
          <Typography component="p" sx={{ fontWeight: 700, fontSize: '0.95rem', lineHeight: 1.25, letterSpacing: '0.01em' }}>
            {PRODUCT_NAME}
          </Typography>
        </Box>
      )}
      <ThemeToggle />
    </Box>
  );
};
