// The Transactions, Documents and Updates pages (spec/000 §2); their rows are the activity feed's.
export const feeds = {
  titles: { transactions: 'Transactions', documents: 'Documents', updates: 'Updates' },
  subtitles: {
    transactions: 'Contributions, payouts and fees across your investments, newest first',
    documents: 'Contracts, notices and receipts shared with you, ready to download',
    updates: 'News, milestones and alerts about the schemes you hold',
  },
  filterLabel: 'Investment',
  allInvestments: 'All investments',
  exploreOpportunities: 'Explore Opportunities',
  // Documents has two tabs (issue 23): what the fund shares, and the statements it issues.
  documentTabs: { label: 'Documents', shared: 'Shared documents', statements: 'Statements' },
} as const;
