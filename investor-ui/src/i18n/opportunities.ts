import { SUPPORT_CONTACT } from '@fund/contracts';

// Investment Opportunities and a scheme's detail (spec/000 §2). Title and the empty list are in `pages.opportunities`.

export const opportunities = {
  failed: 'Failed to fetch opportunities',
  retry: 'Try again',
  loadMore: 'Load more',
  loadingMore: 'Loading more...',
  card: {
    minimumInvestment: 'Minimum',
    roiPerAnnum: 'Target return',
    term: 'Term',
    payoutFrequency: 'Payouts',
    perAnnum: '{{roi}} p.a.',
    viewDetails: 'View Details',
    viewDetailsOf: 'View details of {{name}}',
  },
  interest: {
    action: 'Express Interest',
    actionFor: 'Express interest in {{name}}',
    sending: 'Sending...',
    sent: 'Interest Registered',
    successTitle: 'Interest Registered',
    successText: `Thank you. Your ${SUPPORT_CONTACT} will contact you about {{name}}.`,
    failedTitle: 'Failed to submit expression of interest',
    alreadyTitle: 'Interest already registered',
  },
  detail: {
    back: 'Back to Opportunities',
    notFound: 'Scheme not found',
    notFoundText: 'This scheme is no longer offered, or the link is incomplete.',
    failed: 'Failed to fetch scheme details',
    video: 'Scheme video',
    videoTitle: '{{name}}: video',
    description: 'Description',
    documents: 'Documents',
    documentsFailed: 'Failed to fetch documents',
    noDocuments:
      'No documents have been published for this scheme yet. Your Client Success Manager can send you the information memorandum.',
    download: 'Download',
    downloadNamed: 'Download {{name}}',
    downloadFailedTitle: 'Download failed',
    downloadFailed: 'The document opened in a new tab instead.',
    documentInfo: '{{type}} · {{size}}',
  },
} as const;
