import { useEffect } from 'react';

/** How many pages an item a link names is looked for in before a list stops loading more by itself. */
export const FOCUS_MAX_PAGES = 10;

type PagedQuery = {
  data?: { pages: { items: { id: string }[] }[] };
  hasNextPage: boolean;
  isFetching: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/**
 * A list opened with `?item=<id>` (a notice's link, issue 20): loads further pages, one at a time and
 * at most FOCUS_MAX_PAGES in all, until the item is among the rows.
 */
export function useLoadUntilShown(query: PagedQuery, id: string | undefined): void {
  const pages = query.data?.pages;
  const missing = id !== undefined && pages !== undefined && !pages.some((page) => page.items.some((item) => item.id === id));
  const { hasNextPage, isFetching, isFetchNextPageError, fetchNextPage } = query;
  const loaded = pages?.length ?? 0;
  useEffect(() => {
    if (missing && hasNextPage && !isFetching && !isFetchNextPageError && loaded < FOCUS_MAX_PAGES) void fetchNextPage();
  }, [missing, hasNextPage, isFetching, isFetchNextPageError, loaded, fetchNextPage]);
}
