// The back office's scaffolds (issue 22 item 1): the tabbed card-list page and the form dialog shell.
export * from './scaffold/CardGrid';
export * from './scaffold/CardListPanel';
export * from './scaffold/CountTabs';
export * from './scaffold/TabbedCardList';
export * from './scaffold/FormDialog';
