import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

import '../../../i18n/sharia';

import { EmptyState, ErrorState } from '@fund/ui';

import { PageHeader } from '../../../components/PageHeader';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { getServerMessage } from '../../../lib/apiClient';
import { usePurificationLedger } from '../../../lib/sharia';
import { useQueryFailureToast } from '../../../lib/useQueryFailureToast';
import { PurificationEntries } from './PurificationEntries';
import { PurificationYears } from './PurificationYears';
import { ShariaSection } from './ShariaSection';

/** /investor/purification: the totals by year (still to give, given) and every payout's amount to purify. */
export function PurificationPage() {
  const { t } = useTranslation('sharia');
  const ledger = usePurificationLedger();
  useQueryFailureToast(ledger.error, t('purification.failed'));

  let body;
  if (ledger.isPending) body = <PageSkeleton />;
  else if (ledger.isError)
    body = (
      <ErrorState
        message={getServerMessage(ledger.error, t('purification.failed'))}
        retryLabel={t('retry')}
        onRetry={() => void ledger.refetch()}
      />
    );
  else if (ledger.data.entries.length === 0)
    body = <EmptyState icon={<VolunteerActivismOutlined />} title={t('purification.emptyTitle')} text={t('purification.emptyText')} />;
  else
    body = (
      <Box sx={{ display: 'grid', gap: { xs: 4, md: 5 } }}>
        <ShariaSection id="purification-years-title" title={t('purification.years')}>
          <PurificationYears years={ledger.data.years} />
        </ShariaSection>
        <ShariaSection id="purification-entries-title" title={t('purification.entries')}>
          <PurificationEntries entries={ledger.data.entries} />
        </ShariaSection>
      </Box>
    );

  return (
    <>
      <PageHeader title={t('purification.title')} subtitle={t('purification.subtitle')} />
      {body}
    </>
  );
}
