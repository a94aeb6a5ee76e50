import { Box, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** The page's one h1 (already translated). Each app names the browser tab after it. */
  title: ReactNode;
  /** A count shown beside the title, e.g. the number of records on a list page. */
  count?: number;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** Buttons at the inline end (Create, Export CSV, ...); they wrap under the title on narrow screens. */
  actions?: ReactNode;
  /** The back office's tighter header: a smaller subtitle, actions centred on the title. */
  dense?: boolean;
}

/**
 * The top of every page: the h1 title with an optional count badge, an optional subtitle and the
 * page's actions.
 *
 * @example <PageHeader title={t('title')} subtitle={t('subtitle')} actions={<Button>…</Button>} />
 */
export function PageHeader({ title, count, subtitle, actions, dense = false }: PageHeaderProps) {
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: dense ? 'center' : { xs: 'flex-start', sm: 'flex-end' },
        justifyContent: 'space-between',
        gap: 2,
        mb: dense ? 3 : { xs: 3, sm: 4 },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        {count === undefined ? (
          <Typography variant="h1">{title}</Typography>
        ) : (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Typography variant="h1">{title}</Typography>
            <Chip label={count.toLocaleString('en-US')} size="small" color="primary" variant="outlined" className="tabular-nums" />
          </Stack>
        )}
        {subtitle && (
          <Typography variant={dense ? 'body2' : 'body1'} color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {actions && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          {actions}
        </Stack>
      )}
    </Box>
  );
}
