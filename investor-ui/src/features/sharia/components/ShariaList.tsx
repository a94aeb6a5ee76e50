import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorState } from '@fund/ui';

import { getServerMessage } from '../../../lib/apiClient';

/** One row of a Sharia list (certificates, reports, purification entries): wrapping columns, a hairline between rows. */
export const SHARIA_ROW_SX = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 1.5,
  alignItems: 'center',
  paddingBlock: 2,
  paddingInline: { xs: 2, sm: 3 },
  '& + &': { borderBlockStart: 1, borderColor: 'divider' },
} as const;

/**
 * A list read by one query, as the Sharia pages show them: a skeleton while it loads, the server's message
 * with a retry when it fails, `empty` when it has no rows, else a card holding the rows (`<li>`s).
 */
export function ShariaList<T>({
  query,
  label,
  failed,
  empty,
  height = 120,
  children,
}: {
  query: UseQueryResult<T[]>;
  /** The list's accessible name (and the skeleton's). */
  label: string;
  /** The message when the server gives none. */
  failed: string;
  empty: string;
  height?: number;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation('sharia');
  if (query.isPending) return <Skeleton variant="rounded" height={height} role="status" aria-label={label} />;
  if (query.isError)
    return <ErrorState message={getServerMessage(query.error, failed)} retryLabel={t('retry')} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Card>
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {children(query.data)}
      </Box>
    </Card>
  );
}
