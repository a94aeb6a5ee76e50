import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import type { ActivityType, ActivityView } from '@fund/contracts';

import { apiClient } from '../../lib/apiClient';

/** The feed's tabs (spec/000 §2) and the activity type each one reads; 'all' reads every type. */
export const FEED_TABS = ['all', 'transactions', 'documents', 'updates'] as const;
export type FeedTab = (typeof FEED_TABS)[number];

export const TAB_TYPES: Record<FeedTab, ActivityType | undefined> = {
  all: undefined,
  transactions: 'transaction',
  documents: 'document',
  updates: 'update',
};

export const DEFAULT_PAGE_SIZE = 10;

export type ActivityFilter = {
  userId: string;
  type?: ActivityType;
  schemeId?: string;
};

export type ActivityPage = {
  items: ActivityView[];
  /** The index of the next page's first row, or undefined on the last page. */
  next: number | undefined;
};

/** The URL of one page: newest first, `range` asks for one row more than the page to learn whether another follows. */
export function activitiesUrl({ userId, type, schemeId }: ActivityFilter, start: number, pageSize: number): string {
  const params = new URLSearchParams();
  if (type) params.set('type', type);
  if (schemeId) params.set('schemeId', schemeId);
  params.set('sort', JSON.stringify(['createdAt', 'DESC']));
  params.set('range', JSON.stringify([start, start + pageSize]));
  return `/api/activities/${encodeURIComponent(userId)}?${params.toString()}`;
}

/** One page of the investor's activities (GET /api/activities/{userId}?type&schemeId&range). */
export async function getActivityPage(filter: ActivityFilter, start: number, pageSize: number): Promise<ActivityPage> {
  const rows = await apiClient.get<ActivityView[]>(activitiesUrl(filter, start, pageSize));
  const more = rows.length > pageSize;
  return { items: more ? rows.slice(0, pageSize) : rows, next: more ? start + pageSize : undefined };
}

/** A first page the caller already holds (an investment's detail answers its latest activities and their total). */
export type FirstActivityPage = {
  items: ActivityView[];
  total: number;
};

export function activitiesQueryOptions(filter: ActivityFilter, pageSize = DEFAULT_PAGE_SIZE, firstPage?: FirstActivityPage) {
  return infiniteQueryOptions({
    queryKey: ['activities', filter.userId, { type: filter.type ?? 'all', schemeId: filter.schemeId ?? null, pageSize }],
    queryFn: ({ pageParam }) => getActivityPage(filter, pageParam, pageSize),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next,
    initialData: firstPage && {
      pages: [{ items: firstPage.items, next: firstPage.items.length < firstPage.total ? firstPage.items.length : undefined }],
      pageParams: [0],
    },
  });
}

/** The feed's pages, fetched one "Load more" at a time; `firstPage`, when given, is shown without a request. */
export function useActivities(filter: ActivityFilter, pageSize = DEFAULT_PAGE_SIZE, firstPage?: FirstActivityPage) {
  return useInfiniteQuery(activitiesQueryOptions(filter, pageSize, firstPage));
}
