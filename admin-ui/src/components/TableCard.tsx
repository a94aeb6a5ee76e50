import { Box, Card, Skeleton } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

import { ErrorState } from './ErrorState';

export interface TableCardProps {
  /** The failure, shown with `fetchFailed` (catalog key) and a retry. */
  error: unknown;
  fetchFailed: string;
  onRetry: () => void;
  loading: boolean;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode | false;
  /** The table and its pager. */
  children: ReactNode;
}

/** A page's table in a card with its error, loading lines and empty state (a scheme's distribution runs and posts). */
export const TableCard = ({ error, fetchFailed, onRetry, loading, empty, children }: TableCardProps) => {
  const translate = useTranslate();
  return (
    <Card>
      {error ? (
        <Box sx={{ p: 2 }}>
          <ErrorState title={fetchFailed} error={error} onRetry={onRetry} />
        </Box>
      ) : loading ? (
        <Box sx={{ p: 2 }} aria-label={translate('ra.page.loading')}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={40} />
          ))}
        </Box>
      ) : empty ? (
        empty
      ) : (
        children
      )}
    </Card>
  );
};
