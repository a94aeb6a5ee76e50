import { PRODUCT_NAME } from '@fund/contracts';
import { Box, Typography } from '@mui/material';
import { useSidebarState } from 'react-admin';

import { ThemeToggle } from './ThemeToggle';

/** Product name and the light/dark toggle (spec/001 §2: the toggle sits in the sidebar header). */
export const SidebarHeader = () => {
  const [open] = useSidebarState();
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: open ? 'space-between' : 'center',
        gap: 1,
        px: open ? 2 : 0,
        py: 1,
      }}
    >
      {open && (
        <Typography variant="subtitle2" component="p" noWrap title={PRODUCT_NAME}>
          {PRODUCT_NAME}
        </Typography>
      )}
      <ThemeToggle />
    </Box>
  );
};
