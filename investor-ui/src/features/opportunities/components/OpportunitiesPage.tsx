import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState, ErrorState } from '@fund/ui';

import { cardGridSx } from '../../../components/InvestmentCard';
import { PageHeader } from '../../../components/PageHeader';
import { getServerMessage } from '../../../lib/apiClient';
import { useQueryFailureToast } from '../../../lib/useQueryFailureToast';
import { useSchemePages } from '../api/getSchemes';
import { SchemeCard, SchemeCardSkeleton } from './SchemeCard';

/**
 * spec/000 §2 /investor/opportunities: the schemes open for investment that the investor is not enrolled
 * in (the server's GET /api/investor/schemes), a page at a time.
 */
export function OpportunitiesPage() {
  const { t } = useTranslation('opportunities');
  const { t: tPages } = useTranslation('pages');
  const schemes = useSchemePages();
  const open = useMemo(() => (schemes.data?.pages ?? []).flatMap((page) => page.items), [schemes.data]);
  const error = schemes.error;
  useQueryFailureToast(error, t('failed'));

  let body;
  if (schemes.isPending) {
    body = (
      <Box sx={cardGridSx} role="status" aria-busy="true" aria-label={tPages('opportunities.title')}>
        {[0, 1, 2].map((key) => (
          <SchemeCardSkeleton key={key} />
        ))}
      </Box>
    );
  } else if (error && open.length === 0) {
    body = <ErrorState message={getServerMessage(error, t('failed'))} retryLabel={t('retry')} onRetry={() => void schemes.refetch()} />;
  } else if (open.length === 0 && !schemes.hasNextPage) {
    body = (
      <EmptyState icon={<TravelExploreOutlined />} title={tPages('opportunities.emptyTitle')} text={tPages('opportunities.emptyText')} />
    );
  } else {
    body = (
      <>
        <Box sx={cardGridSx}>
          {open.map((scheme) => (
            <SchemeCard key={scheme.id} scheme={scheme} />
          ))}
        </Box>
        {schemes.isFetchNextPageError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {getServerMessage(schemes.error, t('failed'))}
          </Alert>
        )}
        {schemes.hasNextPage && (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
            <Button variant="outlined" onClick={() => void schemes.fetchNextPage()} disabled={schemes.isFetchingNextPage}>
              {schemes.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
            </Button>
          </Box>
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader title={tPages('opportunities.title')} subtitle={tPages('opportunities.subtitle')} />
      {body}
    </>
  );
}
