import { Box, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** An outlined MUI icon that says what is missing. */
  icon?: ReactNode;
  /** A heading (h2) over the text; the plain form has none. */
  title?: ReactNode;
  /** What is empty and what to do next (already translated). */
  text?: ReactNode;
  /** The next step, e.g. a Create button or a link. */
  action?: ReactNode;
  /**
   * `framed` (the portal's): a dashed frame on the page with a heading and a tinted icon; `plain` (the
   * back office's): a sentence inside a card or a list.
   */
  variant?: 'framed' | 'plain';
  /** Less padding and a smaller icon, for a card on a dashboard (plain form). */
  dense?: boolean;
}

/**
 * What a data view shows when it has no records (STYLE "three states"): an icon, a sentence that says
 * what to do next and, where there is one, the button that does it.
 *
 * @example <EmptyState icon={<TrendingUpRounded />} title={t('emptyTitle')} text={t('emptyText')} action={<Button>…</Button>} />
 */
export function EmptyState({ icon, title, text, action, variant = 'framed', dense = false }: EmptyStateProps) {
  const framed = variant === 'framed';
  const iconSize = framed || !dense ? 56 : 44;
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1.5,
        ...(framed
          ? {
              paddingInline: { xs: 2, sm: 4 },
              paddingBlock: { xs: 5, sm: 7 },
              border: 1,
              borderStyle: 'dashed',
              borderColor: 'divider',
              borderRadius: 3,
              bgcolor: 'background.paper',
            }
          : { py: dense ? 3 : 6, px: 2 }),
      }}
    >
      {icon && (
        <Box
          aria-hidden
          sx={(theme) => ({
            display: 'grid',
            placeItems: 'center',
            width: iconSize,
            height: iconSize,
            borderRadius: '50%',
            ...(framed
              ? { bgcolor: alpha(theme.palette.primary.main, 0.08), color: 'primary.main', '& svg': { fontSize: 28 } }
              : { bgcolor: 'action.hover', color: 'text.secondary' }),
          })}
        >
          {icon}
        </Box>
      )}
      {title && (
        <Typography variant="h3" component="h2">
          {title}
        </Typography>
      )}
      {text && (
        <Typography variant={framed ? 'body1' : 'body2'} color="text.secondary" sx={{ maxWidth: framed ? 480 : '36rem' }}>
          {text}
        </Typography>
      )}
      {action && framed ? <Box sx={{ mt: 1 }}>{action}</Box> : action}
    </Box>
  );
}
