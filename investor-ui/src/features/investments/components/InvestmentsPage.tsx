import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

import { EmptyState, ErrorState } from '@fund/ui';

import { cardGridSx, InvestmentCard, InvestmentCardSkeleton } from '../../../components/InvestmentCard';
import { PageHeader } from '../../../components/PageHeader';
import { getServerMessage } from '../../../lib/apiClient';
import { useInvestments } from '../../../lib/investments';
import { useMe } from '../../../lib/session';
import { useQueryFailureToast } from '../../../lib/useQueryFailureToast';

/** spec/000 §2 /investor/investments: My Investments as cards, each with View Details. */
export function InvestmentsPage() {
  const { t } = useTranslation('investments');
  const { t: tPages } = useTranslation('pages');
  const { data: me } = useMe();
  const investments = useInvestments(me?.id);
  useQueryFailureToast(investments.error, t('failed'));

  let body;
  if (investments.isPending) {
    body = (
      <Box sx={cardGridSx} role="status" aria-busy="true" aria-label={tPages('investments.title')}>
        {[0, 1, 2].map((key) => (
          <InvestmentCardSkeleton key={key} />
        ))}
      </Box>
    );
  } else if (investments.isError) {
    body = (
      <ErrorState
        message={getServerMessage(investments.error, t('failed'))}
        retryLabel={t('retry')}
        onRetry={() => void investments.refetch()}
      />
    );
  } else if (investments.data.length === 0) {
    body = (
      <EmptyState
        icon={<TrendingUpRounded />}
        title={tPages('investments.emptyTitle')}
        text={tPages('investments.emptyText')}
        action={
          <Button component={RouterLink} to="/investor/opportunities" variant="contained">
            {tPages('investments.emptyAction')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <Box sx={cardGridSx}>
        {investments.data.map((investment) => (
          <InvestmentCard key={investment.id} investment={investment} headingLevel="h2" />
        ))}
      </Box>
    );
  }

  return (
    <>
      <PageHeader title={tPages('investments.title')} subtitle={tPages('investments.subtitle')} />
      {body}
    </>
  );
}
