import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

import { ActivityFeed } from '../../../components/ActivityFeed/ActivityFeed';
import { PageHeader } from '../../../components/PageHeader';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { useInvestments } from '../../../lib/investments';
import { useMe } from '../../../lib/session';
import { usePurifyNotes } from '../../../lib/sharia';

export type FeedKind = 'transactions' | 'documents' | 'updates';

/** Rows per "Load more" on a page given to one list (the dashboard's feed shows fewer). */
export const FEED_PAGE_SIZE = 20;

/**
 * One of the three list pages: the activity feed of one type, paged through the API's range, and a
 * choice of investment (`?scheme=` in the address) once the investor holds more than one; `tabs`
 * go under the header (Documents' own tabs).
 */
export function FeedPage({ kind, tabs }: { kind: FeedKind; tabs?: ReactNode }) {
  const { t } = useTranslation('feeds');
  const me = useMe();
  const userId = me.data?.id;
  const investments = useInvestments(userId);
  const [params, setParams] = useSearchParams();
  // A payout with an amount to purify says so (issue 24).
  const notes = usePurifyNotes(kind === 'transactions');

  const schemes = [...new Map((investments.data ?? []).map((i) => [i.scheme.id, i.scheme.name])).entries()].sort((a, b) =>
    a[1].localeCompare(b[1]),
  );
  const requested = params.get('scheme') ?? '';
  const schemeId = schemes.some(([id]) => id === requested) ? requested : '';

  const filter =
    schemes.length > 1 ? (
      <TextField
        select
        size="small"
        label={t('filterLabel')}
        value={schemeId}
        onChange={(event) => setParams(event.target.value ? { scheme: event.target.value } : {}, { replace: true })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: { xs: '100%', sm: 260 }, maxWidth: '100%' }}
      >
        <MenuItem value="">{t('allInvestments')}</MenuItem>
        {schemes.map(([id, name]) => (
          <MenuItem key={id} value={id}>
            {name}
          </MenuItem>
        ))}
      </TextField>
    ) : undefined;

  const explore =
    investments.data && investments.data.length === 0 ? (
      <Button component={RouterLink} to="/investor/opportunities" variant="contained">
        {t('exploreOpportunities')}
      </Button>
    ) : undefined;

  return (
    <>
      <PageHeader title={t(`titles.${kind}`)} subtitle={t(`subtitles.${kind}`)} actions={filter} />
      {tabs}
      {userId ? (
        <ActivityFeed
          key={schemeId}
          userId={userId}
          schemeId={schemeId || undefined}
          showScheme={!schemeId}
          tabs={[kind]}
          title={null}
          pageSize={FEED_PAGE_SIZE}
          emptyAction={explore}
          focusId={params.get('item') ?? undefined}
          notes={notes}
        />
      ) : (
        <PageSkeleton />
      )}
    </>
  );
}
