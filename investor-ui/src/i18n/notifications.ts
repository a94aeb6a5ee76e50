// No import from @fund/contracts here: its notifications module would bring TypeBox into the initial
// load. The digest hour is passed in by the form (DIGEST_LOCAL_HOUR).

// Notices (issue 20): the header's bell, the sidebar's unread counts and unread markers, Profile >
// Notifications, and the public unsubscribe page.
export const notifications = {
  categories: {
    updates: 'Updates',
    documents: 'Documents',
    payouts: 'Payouts and transactions',
    asset_performance: 'Asset performance',
    tickets: 'Support tickets',
    statements: 'Statements',
  },
  /** The same categories inside a sentence ("Stop e-mails about documents and updates"). */
  categoriesInText: {
    updates: 'updates',
    documents: 'documents',
    payouts: 'payouts and transactions',
    asset_performance: 'asset performance',
    tickets: 'support tickets',
    statements: 'new statements',
  },
  /** Issue 24: the mark of a notice no preference covers (UNMUTABLE_NOTICE_CATEGORIES) in the bell's menu. */
  kinds: { sharia: 'Sharia certificate' },
  modes: {
    immediate: 'Immediately',
    digest: 'Daily digest',
    off: 'Off',
  },
  // The bell and its menu.
  bell: 'Notifications, {{count}} unread',
  menuTitle: 'Notifications',
  menuLoading: 'Loading notifications...',
  menuEmpty: 'No notifications yet. We will tell you here when the fund posts something for you.',
  menuFailed: 'We could not load your notifications. Please try again.',
  unreadItem: 'Unread',
  settings: 'Notification settings',
  // Unread markers and counts.
  newItem: 'New',
  unreadCount: '{{count}} unread',
  navUnread: '{{label}}, {{count}} unread',
  showDetails: 'Show details',
  hideDetails: 'Hide details',
  noDetails: 'No further details.',
  // Relative times in the menu.
  justNow: 'just now',
  // Profile > Notifications.
  sectionTitle: 'Notifications',
  sectionText: 'Choose how we e-mail you when the fund posts something for you. Everything also shows under the bell in the portal.',
  modeLegend: '{{category}}: e-mail me',
  timeZone: 'Time zone',
  fundTimeZone: "Fund's time zone ({{zone}})",
  digestNote: 'The daily digest goes at {{hour}} in this time zone, and only when there is something new.',
  securityNote:
    'Security and account e-mails (password, bank details, sign-in warnings) always go and cannot be turned off, nor can the notice that the Sharia certificate of a scheme you hold expired.',
  save: 'Save preferences',
  discard: 'Discard',
  loadFailed: 'We could not load your notification preferences. Please try again.',
  savedTitle: 'Saved',
  saved: 'Your notification preferences have been saved.',
  saveFailed: 'Failed to save notification preferences',
  // The public unsubscribe page.
  unsubscribeTitle: 'Unsubscribe',
  unsubscribeLoading: 'Checking your link...',
  unsubscribeQuestion: 'Stop e-mails about {{categories}} to {{email}}?',
  unsubscribeNote: 'You will still see these in the portal, and security and account e-mails always go.',
  unsubscribeConfirm: 'Stop these e-mails',
  unsubscribeDoneTitle: 'Done',
  unsubscribeDone:
    'Done: you will no longer get e-mails about {{categories}} at {{email}}. You can change this any time in Profile > Notifications.',
  unsubscribeInvalidTitle: 'This link does not work',
  unsubscribeInvalid:
    'This unsubscribe link is not valid: it may have been altered, have expired or belong to an account that no longer exists. Nothing was changed. You can choose your e-mails in Profile > Notifications.',
  unsubscribeFailed: 'We could not change your e-mails just now. Please try again.',
  openPreferences: 'Open Profile > Notifications',
} as const;
