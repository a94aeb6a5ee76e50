import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The soft green-to-gold backdrop every signed-out screen sits on, with its content centred. */
export function PublicShell({ children, align = 'center' }: { children: ReactNode; align?: 'center' | 'start' }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        alignItems: align === 'center' ? 'center' : 'flex-start',
        justifyContent: 'center',
        paddingInline: 2,
        paddingBlock: { xs: 3, sm: 6 },
        background: 'linear-gradient(160deg, #e8f1ec 0%, #f4f6f5 55%, #f7f2e6 100%)',
      }}
    >
      {children}
    </Box>
  );
}
