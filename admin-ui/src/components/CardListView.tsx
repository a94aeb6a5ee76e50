import { useQueries } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListBase, Pagination, useDataProvider, useListContext, useTranslate, type RaRecord, type SortPayload } from 'react-admin';

import { TabbedCardList } from '@fund/ui';

import { ErrorState } from './ErrorState';
import { SearchField } from './SearchField';
import { useNotifyFailure } from './useNotifyFailure';

type Filter = Record<string, unknown>;

/** Tabs over a list, each a filter of it, with its record count (issue 22 item 1). */
export interface CardListTabs<V extends string = string> {
  /** Catalog key of the tab list's name. */
  label: string;
  values: readonly V[];
  /** Catalog key of a tab's text. */
  labelOf: (value: V) => string;
  /** The selected tab, read from the list's filter. */
  current: (filter: Filter) => V;
  /** The list's filter once `value` is chosen. */
  select: (value: V, filter: Filter) => Filter;
  /** The filter that counts a tab's records (the search and other filters included). */
  countFilter: (value: V, filter: Filter) => Filter;
}

/** Each tab's record count: one row of each tab's list, its total (a list query, so writes refresh it). */
const useTabCounts = <V extends string>(resource: string, tabs: CardListTabs<V> | undefined, filter: Filter) => {
  const dataProvider = useDataProvider();
  const results = useQueries({
    queries: (tabs?.values ?? []).map((value) => {
      const params = {
        filter: tabs!.countFilter(value, filter),
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'id', order: 'DESC' } as SortPayload,
      };
      return {
        queryKey: [resource, 'getList', params],
        queryFn: ({ signal }: { signal: AbortSignal }) => dataProvider.getList(resource, { ...params, signal }),
      };
    }),
  });
  return results.map((result) => result.data?.total ?? undefined);
};

export interface CardListViewProps<T extends RaRecord, V extends string = string> {
  header: ReactNode;
  notice?: ReactNode;
  tabs?: CardListTabs<V>;
  /** Catalog key of the search field's label (the `q` filter). */
  search?: string;
  /** Search and filters of the page's own, instead of `search`. */
  toolbar?: ReactNode;
  /** Catalog key of what failed (the ErrorState's title). */
  fetchFailed: string;
  /** The empty state, and the list's name (translated), for the selected tab. */
  empty: ReactNode;
  listLabel: string;
  skeleton: ReactNode;
  renderItem: (record: T) => ReactNode;
  /** A dense table shown instead of the cards. */
  alternative?: ReactNode;
  /** The page size; the pagination offers 12, it and 48. */
  perPage: number;
  /** Dialogs the cards open. */
  children?: ReactNode;
}

/**
 * The one adapter of the back office's tabbed card lists (issue 22 item 1): @fund/ui's TabbedCardList
 * fed by react-admin's list context (inside CardListPage / ListBase): tabs as filters with their counts,
 * the search as the `q` filter, the ErrorState with a retry, react-admin's Pagination.
 */
export const CardListView = <T extends RaRecord, V extends string = string>({
  header,
  notice,
  tabs,
  search,
  toolbar,
  fetchFailed,
  empty,
  listLabel,
  skeleton,
  renderItem,
  alternative,
  perPage,
  children,
}: CardListViewProps<T, V>) => {
  const translate = useTranslate();
  const { data, isPending, error, refetch, filterValues, setFilters, displayedFilters, resource } = useListContext<T>();
  const counts = useTabCounts(resource, tabs, filterValues);
  const tab = tabs?.current(filterValues);
  return (
    <TabbedCardList<T>
      header={header}
      notice={notice}
      tabs={
        tabs && tab !== undefined
          ? {
              label: translate(tabs.label),
              value: tab,
              options: tabs.values.map((value, i) => ({ value, label: translate(tabs.labelOf(value)), count: counts[i] })),
              onChange: (value) => setFilters(tabs.select(value as V, filterValues), displayedFilters),
            }
          : undefined
      }
      search={search && <SearchField label={translate(search)} />}
      toolbar={toolbar}
      items={data}
      loading={isPending}
      error={error ? <ErrorState title={fetchFailed} error={error} onRetry={() => void refetch()} /> : undefined}
      empty={empty}
      listLabel={listLabel}
      skeleton={skeleton}
      renderItem={renderItem}
      alternative={alternative}
      pagination={<Pagination rowsPerPageOptions={[12, perPage, 48]} sx={{ mt: 2 }} />}
    >
      {children}
    </TabbedCardList>
  );
};

export interface CardListPageProps {
  resource: string;
  sort: SortPayload;
  perPage: number;
  /** Catalog key of the notification when the list cannot load. */
  fetchFailed: string;
  filter?: Filter;
  filterDefaultValues?: Filter;
  storeKey?: string;
  disableSyncWithLocation?: boolean;
  children: ReactNode;
}

/** The list state of a card-list page: react-admin's ListBase (filters, sort and page in the URL), a failed load notified. */
export const CardListPage = ({ fetchFailed, children, ...list }: CardListPageProps) => {
  const notifyFailure = useNotifyFailure();
  return (
    <ListBase {...list} queryOptions={{ onError: (error) => notifyFailure(error, fetchFailed) }}>
      {children}
    </ListBase>
  );
};
