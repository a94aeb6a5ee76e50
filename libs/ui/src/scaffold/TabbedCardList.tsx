import { Stack } from '@mui/material';
import { useId, type ReactNode } from 'react';

import { CardListPanel, type CardListPanelProps } from './CardListPanel';
import { CountTabs, type CountTabsProps } from './CountTabs';

export interface TabbedCardListProps<T> extends Omit<CardListPanelProps<T>, 'panelId' | 'tab'> {
  /** The page's header (title, subtitle, actions). */
  header?: ReactNode;
  /** A line between the header and the tabs (e.g. which investor the list is narrowed to). */
  notice?: ReactNode;
  /** Tabs with counts over the list; the panel is labelled by the selected one. */
  tabs?: Omit<CountTabsProps, 'panelId'>;
  /** The search field, in a row at most 24rem wide. */
  search?: ReactNode;
  /** A toolbar of the page's own (search and filters), instead of `search`'s row. */
  toolbar?: ReactNode;
  /** The pagination under the cards. */
  pagination?: ReactNode;
}

/**
 * The tabbed card-list page of the back office (KYC, tickets, investors, expressions…), presentational:
 * header, tabs with counts, search, the card grid with its loading, empty and error states, and the
 * pagination. Texts come translated; list state stays with the app (admin-ui's CardListView).
 */
export const TabbedCardList = <T,>({ header, notice, tabs, search, toolbar, pagination, ...panel }: TabbedCardListProps<T>) => {
  const panelId = useId();
  return (
    <>
      {header}
      {notice}
      {tabs && <CountTabs {...tabs} panelId={panelId} />}
      {search && (
        <Stack direction="row" sx={{ mb: 2, maxWidth: { sm: '24rem' } }}>
          {search}
        </Stack>
      )}
      {toolbar}
      <CardListPanel {...panel} panelId={tabs ? panelId : undefined} tab={tabs?.value} />
      {pagination}
    </>
  );
};
