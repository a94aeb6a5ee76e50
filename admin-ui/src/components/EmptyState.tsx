import { Box, Typography } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface EmptyStateProps {
  /** An outlined MUI icon that says what is missing. */
  icon: ReactElement;
  /** Catalog key (or text): what is empty and what to do next. */
  text: string;
  /** Interpolation values for `text`. */
  textOptions?: Record<string, unknown>;
  /** The next step, e.g. a Create button. */
  action?: ReactNode;
  /** Less padding, for a card on the dashboard. */
  dense?: boolean;
}

/**
 * What a data view shows when it has no records: an icon, a sentence that says what to do next and,
 * where there is one, the button that does it.
 *
 * @example <EmptyState icon={<InboxOutlined />} text="app.kyc.empty" />
 */
export const EmptyState = ({ icon, text, textOptions, action, dense = false }: EmptyStateProps) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 1.5, py: dense ? 3 : 6, px: 2 }}>
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: dense ? 44 : 56,
          height: dense ? 44 : 56,
          borderRadius: '50%',
          bgcolor: 'action.hover',
          color: 'text.secondary',
        }}
      >
        {icon}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: '36rem' }}>
        {translate(text, { _: text, ...textOptions })}
      </Typography>
      {action}
    </Box>
  );
};
