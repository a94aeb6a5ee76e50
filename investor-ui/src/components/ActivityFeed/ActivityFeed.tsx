import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useId, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState, ErrorState } from '@fund/ui';

import { getServerMessage } from '../../lib/apiClient';
import { useLoadUntilShown } from '../../lib/useLoadUntilShown';
import { useQueryFailureToast } from '../../lib/useQueryFailureToast';
import { DEFAULT_PAGE_SIZE, FEED_TABS, TAB_TYPES, useActivities, type FeedTab, type FirstActivityPage } from './activitiesApi';
import { ActivityItem } from './ActivityItem';

export type { FeedTab };

export type ActivityFeedProps = {
  /** Whose activities (the signed-in investor's id). */
  userId: string;
  /** Only this scheme's activities (an investment's detail page). */
  schemeId?: string;
  /** The tabs to offer, in order; one tab shows no tab bar. Default: all, transactions, documents, updates. */
  tabs?: readonly FeedTab[];
  /** The selected tab, when the parent controls it (e.g. buttons that jump to a tab). */
  tab?: FeedTab;
  onTabChange?: (tab: FeedTab) => void;
  /** The section's heading; `null` for none (a page whose h1 already names the list). */
  title?: string | null;
  /** Rows per "Load more". */
  pageSize?: number;
  /** Show each row's scheme name (off on a scheme's own page). */
  showScheme?: boolean;
  /** Rendered beside the heading (e.g. a View All link). */
  action?: ReactNode;
  /** The section element, for scrolling it into view. */
  ref?: Ref<HTMLElement>;
  /** Empty-state action per tab, e.g. a link to the opportunities. */
  emptyAction?: ReactNode;
  /** The 'all' tab's first page when the page already holds it (an investment's latest activities and their total). */
  firstPage?: FirstActivityPage;
  /** An activity a link names (`?item=`): pages are loaded until it shows, then it is scrolled to and marked. */
  focusId?: string;
  /** A line shown under an activity, by its id (a payout's amount to purify, issue 24). */
  notes?: ReadonlyMap<string, string>;
};

/**
 * The investor's activity feed with tabs all / transactions / documents / updates (spec/000 §2),
 * paging through GET /api/activities/{userId} with `range` ("Load more"), newest first; the 'all'
 * tab may start from a first page the caller holds.
 */
export function ActivityFeed({
  userId,
  schemeId,
  tabs = FEED_TABS,
  tab,
  onTabChange,
  title,
  pageSize = DEFAULT_PAGE_SIZE,
  showScheme = !schemeId,
  action,
  ref,
  emptyAction,
  firstPage,
  focusId,
  notes,
}: ActivityFeedProps) {
  const { t } = useTranslation('activityFeed');
  const [ownTab, setOwnTab] = useState<FeedTab>(tabs[0]);
  const selected = tab ?? ownTab;
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const heading = title === undefined ? t('title') : title;

  const select = (next: FeedTab) => {
    setOwnTab(next);
    onTabChange?.(next);
  };

  return (
    <Card
      component="section"
      ref={ref}
      // Clear of the portal's sticky header when a page scrolls the feed into view.
      sx={{ scrollMarginBlockStart: 88 }}
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : t(`tabs.${selected}`)}
    >
      {(heading || action) && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            paddingInline: { xs: 2, sm: 3 },
            paddingBlockStart: 2.5,
          }}
        >
          {heading && (
            <Typography id={headingId} variant="h2" tabIndex={-1} sx={{ outline: 'none' }}>
              {heading}
            </Typography>
          )}
          {action}
        </Box>
      )}
      {tabs.length > 1 && (
        <Tabs
          value={selected}
          onChange={(_event, value: FeedTab) => select(value)}
          aria-label={t('tabsLabel')}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          sx={{ paddingInline: { xs: 0.5, sm: 1.5 }, borderBlockEnd: 1, borderColor: 'divider', mt: heading ? 1 : 0 }}
        >
          {tabs.map((value) => (
            <Tab
              key={value}
              value={value}
              label={t(`tabs.${value}`)}
              sx={{ textTransform: 'none', fontWeight: 600, minWidth: 72 }}
              id={`${baseId}-tab-${value}`}
              aria-controls={`${baseId}-panel-${value}`}
            />
          ))}
        </Tabs>
      )}
      <Box
        role={tabs.length > 1 ? 'tabpanel' : undefined}
        id={`${baseId}-panel-${selected}`}
        aria-labelledby={tabs.length > 1 ? `${baseId}-tab-${selected}` : undefined}
      >
        <ActivityList
          key={selected}
          userId={userId}
          schemeId={schemeId}
          tab={selected}
          pageSize={pageSize}
          showScheme={showScheme}
          emptyAction={emptyAction}
          firstPage={selected === 'all' ? firstPage : undefined}
          focusId={focusId}
          notes={notes}
        />
      </Box>
    </Card>
  );
}

type ActivityListProps = {
  userId: string;
  schemeId?: string;
  tab: FeedTab;
  pageSize: number;
  showScheme: boolean;
  emptyAction?: ReactNode;
  firstPage?: FirstActivityPage;
  focusId?: string;
  notes?: ReadonlyMap<string, string>;
};

function ActivityList({ userId, schemeId, tab, pageSize, showScheme, emptyAction, firstPage, focusId, notes }: ActivityListProps) {
  const { t } = useTranslation('activityFeed');
  const query = useActivities({ userId, schemeId, type: TAB_TYPES[tab] }, pageSize, firstPage);
  const failure = query.error ? getServerMessage(query.error, t(`failed.${tab}`)) : undefined;
  useQueryFailureToast(query.error, t(`failed.${tab}`));
  useLoadUntilShown(query, focusId);

  // Deferred: a page of items renders in a transition React can interrupt, not in the query's
  // blocking update (issue 21 item 5); until then the list stays as it was.
  const data = useDeferredValue(query.data);

  if (data === undefined && !query.isError) return <ActivityListSkeleton label={t('loading')} />;

  if (data === undefined) {
    return (
      <Box sx={{ padding: { xs: 2, sm: 3 } }}>
        <ErrorState message={failure} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
      </Box>
    );
  }

  const items = data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <Box sx={{ padding: { xs: 2, sm: 3 } }}>
        <EmptyState title={t(`empty.${tab}.title`)} text={t(`empty.${tab}.text`)} action={emptyAction} />
      </Box>
    );
  }

  return (
    <>
      <Box component="ul" sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((activity) => (
          <ActivityItem
            key={activity.id}
            activity={activity}
            showScheme={showScheme}
            focused={activity.id === focusId}
            note={notes?.get(activity.id)}
          />
        ))}
      </Box>
      {query.isFetchNextPageError && (
        <Box sx={{ paddingInline: { xs: 2, sm: 3 } }}>
          <Alert severity="error">{failure}</Alert>
        </Box>
      )}
      {query.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', padding: 2, borderBlockStart: 1, borderColor: 'divider' }}>
          <Button variant="outlined" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage || data !== query.data}>
            {query.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
          </Button>
        </Box>
      )}
    </>
  );
}

function ActivityListSkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label} aria-busy="true" sx={{ paddingInline: { xs: 2, sm: 3 }, paddingBlock: 1 }}>
      {[0, 1, 2].map((key) => (
        <Box key={key} sx={{ display: 'flex', gap: 2, alignItems: 'center', paddingBlock: 1.5 }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" width="55%" />
            <Skeleton variant="text" width="35%" />
          </Box>
          <Skeleton variant="text" width={72} />
        </Box>
      ))}
    </Box>
  );
}
