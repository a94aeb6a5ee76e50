import { Box } from '@mui/material';
import { Fragment, type ReactNode } from 'react';

import { CardGrid, type GridColumns } from './CardGrid';

export interface CardListPanelProps<T> {
  /** The records of the page shown. */
  items: readonly T[] | undefined;
  /** One card each, inside its list item. */
  renderItem: (item: T) => ReactNode;
  /** The key of an item's list item; its `id` unless given. */
  keyOf?: (item: T) => string | number;
  /** The list's accessible name, already translated. */
  listLabel: string;
  loading?: boolean;
  /** One placeholder card, shown `skeletonCount` times while loading. */
  skeleton: ReactNode;
  skeletonCount?: number;
  /** The failure (e.g. an ErrorState with a retry): shown instead of anything else. */
  error?: ReactNode;
  /** What an empty list shows (e.g. an EmptyState). */
  empty: ReactNode;
  /** Shown instead of the cards while there are some (or while loading): a dense table view. */
  alternative?: ReactNode;
  columns?: GridColumns;
  /** With tabs: the panel's id and the selected tab, so the panel is labelled by it. */
  panelId?: string;
  tab?: string;
  /** Dialogs the cards open; always rendered, so they can animate out. */
  children?: ReactNode;
}

const idOf = (item: unknown) => (item as { id: string | number }).id;

/**
 * The body of a card list: its error, its loading placeholders, its empty state or the cards (as a
 * labelled list), inside the tab panel of the selected tab when there are tabs.
 */
export const CardListPanel = <T,>({
  items,
  renderItem,
  keyOf = idOf,
  listLabel,
  loading = false,
  skeleton,
  skeletonCount = 3,
  error,
  empty,
  alternative,
  columns,
  panelId,
  tab,
  children,
}: CardListPanelProps<T>) => {
  const none = !loading && (items?.length ?? 0) === 0;
  const body = error ? (
    error
  ) : alternative && !none ? (
    alternative
  ) : loading ? (
    <CardGrid columns={columns}>
      {Array.from({ length: skeletonCount }, (_, i) => (
        <Fragment key={i}>{skeleton}</Fragment>
      ))}
    </CardGrid>
  ) : none ? (
    empty
  ) : (
    <CardGrid component="ul" aria-label={listLabel} columns={columns}>
      {items?.map((item) => (
        <li key={keyOf(item)}>{renderItem(item)}</li>
      ))}
    </CardGrid>
  );
  const tabbed = panelId !== undefined && tab !== undefined;
  return (
    <Box
      id={panelId}
      role={tabbed ? 'tabpanel' : undefined}
      aria-labelledby={tabbed ? `${panelId}-tab-${tab}` : undefined}
      aria-busy={loading || undefined}
    >
      {body}
      {children}
    </Box>
  );
};
