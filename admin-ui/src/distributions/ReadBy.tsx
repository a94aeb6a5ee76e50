import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface ReadByProps {
  /** Investors who opened it. */
  read: number | undefined;
  /** Investors it went to. */
  of: number;
  /** Small type that may wrap, under another figure in a crowded table (the distribution history). */
  compact?: boolean;
}

/** "Read by N of M" (issue 20 item 4) with a thin bar of the share; a dash while the server gives no count. */
export const ReadBy = ({ read, of, compact = false }: ReadByProps) => {
  const translate = useTranslate();
  if (read === undefined) return <span>{translate('app.common.dash')}</span>;
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'stretch', maxWidth: compact ? 96 : undefined }}>
      <Typography
        variant={compact ? 'caption' : 'body2'}
        component="span"
        className="tabular-nums"
        color={compact ? 'text.secondary' : undefined}
        sx={{ whiteSpace: compact ? 'normal' : 'nowrap' }}
      >
        {translate('app.notifications.reads.read_by', { read: read.toLocaleString('en-US'), total: of.toLocaleString('en-US') })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={of > 0 ? (100 * read) / of : 0}
        aria-hidden="true"
        sx={{ mt: 0.5, height: 4, borderRadius: 2, minWidth: 64 }}
      />
    </Box>
  );
};
