import '../../../i18n/statements';

import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import { EmptyState, ErrorState } from '@fund/ui';

import { DocumentsTabs } from '../../../components/DocumentsTabs';
import { PageHeader } from '../../../components/PageHeader';
import { getServerMessage } from '../../../lib/apiClient';
import { useLoadUntilShown } from '../../../lib/useLoadUntilShown';
import { useQueryFailureToast } from '../../../lib/useQueryFailureToast';
import { useStatements } from '../api/statements';
import { StatementCard } from './StatementCard';

function StatementsSkeleton({ label }: { label: string }) {
  return (
    <Stack spacing={2} role="status" aria-label={label} aria-busy="true">
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} variant="rounded" height={128} sx={{ borderRadius: 3.5 }} />
      ))}
    </Stack>
  );
}

/**
 * /investor/statements, the Statements tab of Documents (issue 23): the investor's statements and
 * payout advices, newest first, each with its verification code and its PDF. A notice's link
 * (`?item=<id>`) points the document out.
 */
export function StatementsPage() {
  const { t } = useTranslation(['statements', 'feeds', 'common']);
  const statements = useStatements();
  const focusId = useSearchParams()[0].get('item') ?? undefined;
  useLoadUntilShown(statements, focusId);
  useQueryFailureToast(statements.error, t('loadFailed'));
  const failure = statements.error ? getServerMessage(statements.error, t('loadFailed')) : undefined;
  const items = statements.data?.pages.flatMap((page) => page.items) ?? [];

  let body;
  if (statements.isPending) {
    body = <StatementsSkeleton label={t('loading')} />;
  } else if (statements.data === undefined) {
    body = <ErrorState message={failure} retryLabel={t('common:tryAgain')} onRetry={() => void statements.refetch()} />;
  } else if (items.length === 0) {
    body = <EmptyState icon={<DescriptionOutlined />} title={t('emptyTitle')} text={t('emptyText')} />;
  } else {
    body = (
      <>
        <Stack component="ul" spacing={2} aria-label={t('listLabel')} sx={{ m: 0, p: 0 }}>
          {items.map((document) => (
            <StatementCard key={document.id} document={document} focused={document.id === focusId} />
          ))}
        </Stack>
        {statements.isFetchNextPageError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
        {statements.hasNextPage && (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
            <Button variant="outlined" onClick={() => void statements.fetchNextPage()} loading={statements.isFetchingNextPage}>
              {t('loadMore')}
            </Button>
          </Box>
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('feeds:titles.documents')} subtitle={t('subtitle')} documentTitle={t('title')} />
      <DocumentsTabs />
      {body}
    </>
  );
}
