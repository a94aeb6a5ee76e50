import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface ReadByProps {
  /** Investors who opened it. */
  read: number | undefined;
  /** Investors it went to. */
  of: number;
}

/** "Read by N of M" (issue 20 item 4) with a thin bar of the share; a dash while the server gives no count. */
export const ReadBy = ({ read, of }: ReadByProps) => {
  const translate = useTranslate();
  if (read === undefined) return <span>{translate('app.common.dash')}</span>;
  return (
    <Box sx={{ minWidth: 110 }}>
      <Typography variant="body2" component="span" className="tabular-nums" sx={{ whiteSpace: 'nowrap' }}>
        {translate('app.notifications.reads.read_by', { read: read.toLocaleString('en-US'), total: of.toLocaleString('en-US') })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={of > 0 ? (100 * read) / of : 0}
        aria-hidden="true"
        sx={{ mt: 0.5, height: 4, borderRadius: 2, maxWidth: 120 }}
      />
    </Box>
  );
};
