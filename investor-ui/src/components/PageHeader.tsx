import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { usePageTitle } from '../lib/usePageTitle';

type PageHeaderProps = {
  title: string;
  subtitle?: string;
  /** Buttons on the far end of the title row. */
  actions?: ReactNode;
};

/** The h1 of a portal page, its one-line description and its actions. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  usePageTitle(title);
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: { xs: 'flex-start', sm: 'flex-end' },
        justifyContent: 'space-between',
        gap: 2,
        mb: { xs: 3, sm: 4 },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h1">{title}</Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
    </Box>
  );
}
