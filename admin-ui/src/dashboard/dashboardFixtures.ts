import type { AdminStatsView, DemoDataStatusView, ExpressionView, KycApplicationView } from '@fund/contracts';
import type { StubReply } from '@fund/ui/testing';

// Canned answers for the calls the dashboard makes, for unit tests that render the app at /admin.

export const STATS: AdminStatsView = {
  totalInvestors: 12,
  activeSchemes: 4,
  pendingKyc: 3,
  totalAum: 2_450_000,
  totalInvested: 2_300_000,
  totalPayouts: 182_500,
  aumByProduct: [
    { productId: 'murabaha', productName: 'Murabaha Collective', productType: 'murabaha', aum: 1_500_000 },
    { productId: 'ijara', productName: 'Ijara Cooperative', productType: 'ijara', aum: 950_000 },
    { productId: 'musharakah', productName: 'Musharakah Alliance', productType: 'musharakah', aum: 0 },
  ],
  aumByScheme: [
    { schemeId: 's1', schemeName: 'Dubai Trade Finance', aum: 1_500_000 },
    { schemeId: 's2', schemeName: 'Sharjah Logistics Lease', aum: 950_000 },
  ],
};

/** A react-admin list answer: the records and the Content-Range header ra-data-simple-rest reads. */
export const listReply = (resource: string, records: object[], total = records.length): StubReply => ({
  body: records,
  headers: { 'Content-Range': records.length ? `${resource} 0-${records.length - 1}/${total}` : `${resource} */${total}` },
});

/** A fund with nothing invested yet: the dashboard draws no chart. */
export const EMPTY_STATS: AdminStatsView = {
  ...STATS,
  totalAum: 0,
  totalInvested: 0,
  totalPayouts: 0,
  aumByProduct: STATS.aumByProduct.map((product) => ({ ...product, aum: 0 })),
  aumByScheme: [],
};

/** Right after setup: no investors, nothing invested. */
export const NEW_FUND_STATS: AdminStatsView = { ...EMPTY_STATS, totalInvestors: 0, activeSchemes: 0, pendingKyc: 0 };

/** A GET or POST /api/admin/demo-data answer. */
export const demoStatus = (overrides: Partial<DemoDataStatusView> = {}): DemoDataStatusView => ({
  state: 'none',
  step: null,
  done: 0,
  total: 0,
  error: null,
  startedAt: null,
  finishedAt: null,
  ...overrides,
});

/**
 * Every dashboard call answered for tests of the shell (routing, sidebar, theme) that land on
 * /admin: no money invested (so no chart to render) and nothing pending.
 */
export const DASHBOARD_ROUTES: Record<string, StubReply> = {
  'GET /api/admin/stats': { body: EMPTY_STATS },
  'GET /api/kyc': listReply('kyc', []),
  'GET /api/expressions-of-interest': listReply('expressions-of-interest', []),
  'GET /api/admin/tickets': listReply('tickets', []),
};

export const kycApplication = (overrides: Partial<KycApplicationView> = {}): KycApplicationView => ({
  id: 'k1',
  investorId: null,
  status: 'pending',
  submittedAt: '2026-03-04T10:00:00.000Z',
  reviewedAt: null,
  reviewedBy: null,
  fullName: 'Yusuf Rahman',
  dateOfBirth: '1980-03-14',
  email: 'yusuf@example.com',
  phone: '+971 501234567',
  country: 'United Arab Emirates',
  fullAddress: 'Dubai Marina',
  idType: 'passport',
  idUploadUrl: '/api/objects/kyc-document/x',
  passportNumber: 'N1234567',
  employmentStatus: 'employed',
  annualIncome: null,
  previousInvestments: '0',
  sourceOfIncome: 'Employment',
  accountName: 'Yusuf Rahman',
  accountNumber: '0123',
  sortCode: '40-11-22',
  swiftBic: 'EBILAEAD',
  ibanNumber: 'AE07',
  bankName: 'Emirates NBD',
  bankAddress: 'Deira',
  nokName: 'Aisha Rahman',
  nokContactNumber: '+971 509876543',
  nokContactEmail: 'aisha@example.com',
  nokPassportNumber: 'N7654321',
  nokRelationship: 'spouse',
  termsAccepted: 'true',
  disclaimerAccepted: 'true',
  rejectionReason: null,
  ...overrides,
});

export const expression = (overrides: Partial<ExpressionView> = {}): ExpressionView => ({
  id: 'e1',
  investorId: 'u1',
  investorName: 'Layla Haddad',
  schemeId: 's1',
  schemeName: 'Dubai Trade Finance',
  status: 'pending',
  notes: null,
  archived: 'false',
  submittedAt: '2026-03-05T09:00:00.000Z',
  ...overrides,
});
