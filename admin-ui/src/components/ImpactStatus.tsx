import { Box, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

import { ErrorState } from './ErrorState';

export interface ImpactQuery {
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * While a delete dialog counts what the delete destroys (issue 19 item 5): "Counting…" over three
 * placeholder lines, or the failure with Retry. Nothing once the counts are in (the dialog lists them).
 */
export const ImpactStatus = ({ impact, counting, failed }: { impact: ImpactQuery; counting: string; failed: string }) => {
  const translate = useTranslate();
  if (impact.isPending) {
    return (
      <Box aria-busy="true" sx={{ mt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {translate(counting)}
        </Typography>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} width={`${80 - i * 15}%`} />
        ))}
      </Box>
    );
  }
  if (!impact.error) return null;
  return (
    <Box sx={{ mt: 1 }}>
      <ErrorState title={failed} error={impact.error} onRetry={() => void impact.refetch()} />
    </Box>
  );
};
