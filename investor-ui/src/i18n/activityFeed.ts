import { ACTIVITY_CATEGORIES, type ActivityCategory } from '@fund/contracts';

// The shared activity feed (dashboard, investment detail, transactions, documents, updates).

/** Categories read as they are stored; the investor-side keys of spec/000 §3 get capitals. */
const categories: Record<ActivityCategory, string> = {
  ...(Object.fromEntries(ACTIVITY_CATEGORIES.map((category) => [category, category])) as Record<ActivityCategory, string>),
  announcement: 'Announcement',
  alert: 'Alert',
  milestone: 'Milestone',
  general: 'General',
  contract: 'Contract',
  notice: 'Notice',
  receipt: 'Receipt',
  kyc: 'KYC',
};

export const activityFeed = {
  title: 'Recent Activity',
  tabsLabel: 'Activity type',
  tabs: { all: 'All', transactions: 'Transactions', documents: 'Documents', updates: 'Updates' },
  loadMore: 'Load more',
  loadingMore: 'Loading more...',
  loading: 'Loading activity...',
  // spec/000 §8: the list pages name what failed; the mixed feed says activities.
  failed: {
    all: 'Failed to fetch activities',
    transactions: 'Failed to fetch transactions',
    documents: 'Failed to fetch documents',
    updates: 'Failed to fetch updates',
  },
  retry: 'Try again',
  empty: {
    all: { title: 'No activity yet', text: 'Payouts, documents and news about your investments will appear here as they happen.' },
    transactions: {
      title: 'No transactions yet',
      text: 'Contributions, payouts and fees on your investments appear here as they are recorded.',
    },
    documents: { title: 'No documents yet', text: 'Contracts, notices and receipts shared with you appear here, ready to download.' },
    updates: { title: 'No updates yet', text: 'Announcements, milestones and alerts about your schemes appear here.' },
  },
  types: {
    transaction: 'Transaction',
    document: 'Document',
    update: 'Update',
    asset_performance_update: 'Asset performance',
  },
  categories,
  download: 'Download',
  downloadNamed: 'Download {{name}}',
  downloadFailedTitle: 'Download failed',
  downloadFailed: 'The document opened in a new tab instead.',
  readMore: 'Read more',
  newTab: '(opens in a new tab)',
  netProfits: 'Net profits {{amount}}',
  documentInfo: '{{name}} · {{type}} · {{size}}',
  amountIn: 'Received {{amount}}',
  amountOut: 'Paid {{amount}}',
} as const;
