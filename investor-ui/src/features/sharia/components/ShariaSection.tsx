import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled part of a Sharia page: an h2, a line saying what it holds, then `children`. */
export function ShariaSection({ id, title, text, children }: { id: string; title: string; text?: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box>
        <Typography id={id} variant="h2">
          {title}
        </Typography>
        {text && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {text}
          </Typography>
        )}
      </Box>
      {children}
    </Box>
  );
}
