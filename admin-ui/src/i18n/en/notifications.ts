/** Notices to investors (issue 20): the posting forms' Notify investors switch and the read receipts. */
export const notifications = {
  notify: {
    label: 'Notify investors',
    helper: 'Investors are told by e-mail or in their daily digest, as each one chose',
  },
  toast: {
    // %{posted} is the form's own success sentence.
    many_told: '%{posted}; %{smart_count} will be told |||| %{posted}; %{smart_count} will be told',
    many_not_told: '%{posted}; investors were not notified',
    one_told: '%{posted}; the investor will be told',
    one_not_told: '%{posted}; the investor was not notified',
    investors_told: '%{posted}; %{smart_count} investor will be told |||| %{posted}; %{smart_count} investors will be told',
    // The spec's success toasts (spec/001 'Success toasts') come first, then who is told.
    activity_posted: 'Activity posted successfully',
    payout_recorded: 'Payout recorded successfully',
    asset_posted:
      'Asset performance update posted successfully; %{smart_count} investor will be told |||| Asset performance update posted successfully; %{smart_count} investors will be told',
    asset_posted_not_told:
      'Asset performance update posted successfully to %{smart_count} investor; investors were not notified |||| Asset performance update posted successfully to %{smart_count} investors; investors were not notified',
  },
  reads: {
    read_by: 'Read by %{read} of %{total}',
    column: 'Read',
    not_yet: 'Not yet read',
    read_on: 'Read %{date}',
  },
  posts: {
    title: 'Posts',
    subtitle: 'Updates, documents and distributions sent to every investor of %{scheme}, and who has read them',
    subtitle_loading: 'Updates, documents and distributions sent to the investors of this scheme',
    open: 'Posts and read receipts',
    open_of: 'Posts and read receipts of %{name}',
    history: 'Distribution History',
    table_label: 'Posts to the investors of this scheme',
    empty: 'No posts to this scheme’s investors yet.',
    fetch_failed: 'Failed to fetch the posts',
    rows_per_page: 'Posts per page',
    columns: {
      title: 'Title',
      type: 'Type',
      date: 'Date',
      read: 'Read',
      actions: 'Actions',
    },
    types: {
      update: 'Update',
      transaction: 'Transaction',
      document: 'Document',
      asset_performance_update: 'Asset Performance',
      distribution: 'Distribution',
    },
    csv: 'Who read it (CSV)',
    csv_of: 'Download who read %{title} (CSV)',
  },
  activity: {
    caption: 'Everything posted to this investor, newest first, with the first time they opened it.',
    unread_only: 'Not yet read',
    none: 'Nothing posted to this investor yet.',
    none_unread: 'The investor has read everything posted to them.',
    failed: 'Failed to fetch the investor’s activity',
    rows_per_page: 'Rows per page',
    columns: {
      date: 'Date',
      scheme: 'Scheme',
      type: 'Type',
      title: 'Title',
      read: 'Read',
    },
  },
};
