import type { DistributionRunView } from '../api/distributions.js';
import type { ActivityView, EnrollmentView, InvestmentCardView } from '../api/investments.js';
import type { InvestorProfileView, InvestorSummaryView } from '../api/investors.js';
import type { KycApplicationView } from '../api/kyc.js';
import { DEFAULT_NOTIFICATION_MODES, NOTIFICATION_CATEGORIES, type NotificationPreferencesView } from '../api/notifications.js';
import type { SchemeView, SchemeWritableField } from '../api/schemes.js';
import type { AdminUserView, MeView } from '../api/session.js';
import type { DocumentVerificationView, IssuedDocumentView, StatementRunView } from '../api/statements.js';
import type { TicketView } from '../api/tickets.js';
import { PRODUCTS, type AdminRole, type TicketCategory, type TicketPriority } from '../enums.js';

// Test data for every test suite (issue 22 item 3): the request bodies a client sends and the answers
// the API gives, each a function of overrides with believable defaults. Backend e2e tests and the
// journeys send the bodies; UI tests serve the answers. Browser-safe (no Node APIs); files to upload
// are Node Buffers in backend/test/files.ts. Import as '@fund/contracts/testing'.

const ID = '00000000-0000-4000-8000-000000000000';
const AT = '2026-01-15T09:30:00.000Z';

/** An id for a made-up record: the n-th of its kind (uuid v4 shape, so the API's id checks pass). */
export const testId = (n = 0): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

// ---- KYC ------------------------------------------------------------------------------------------

/** POST /api/kyc as the public wizard sends it: flags as the text 'true'/'false', income sources joined with ', '. */
export type KycSubmissionBody = Omit<
  KycApplicationView,
  'id' | 'investorId' | 'status' | 'submittedAt' | 'reviewedAt' | 'reviewedBy' | 'rejectionReason'
> & {
  countryCode: string;
};

/** A complete application (every field of spec/000 §3); `accountName` follows `fullName` unless given. */
export function kycSubmission(overrides: Partial<KycSubmissionBody> = {}): KycSubmissionBody {
  const fullName = overrides.fullName ?? 'Layla Haddad';
  return {
    fullName,
    dateOfBirth: '1984-03-12',
    email: 'layla.haddad@example.com',
    countryCode: '+971',
    phone: '+971 501234567',
    country: 'United Arab Emirates',
    fullAddress: '12 Al Wasl Road, Dubai',
    idType: 'passport',
    idUploadUrl: `/api/objects/kyc-document/${ID}`,
    passportNumber: 'P1234567',
    employmentStatus: 'employed',
    annualIncome: '100k-250k',
    previousInvestments: '1-3',
    sourceOfIncome: 'Employment, Savings',
    accountName: fullName,
    accountNumber: '10002000',
    sortCode: '10-20-30',
    swiftBic: 'EBILAEAD',
    ibanNumber: 'AE070331234567890123456',
    bankName: 'Emirates NBD',
    bankAddress: 'Main branch, Dubai',
    nokName: 'Omar Haddad',
    nokContactNumber: '+971 507654321',
    nokContactEmail: 'omar.haddad@example.com',
    nokPassportNumber: 'N7654321',
    nokRelationship: 'spouse',
    termsAccepted: 'true',
    disclaimerAccepted: 'true',
    ...overrides,
  };
}

/** GET /api/kyc/{id}: the submission as stored, pending unless told. */
export function kycApplicationView(overrides: Partial<KycApplicationView> = {}): KycApplicationView {
  const { countryCode: _countryCode, ...fields } = kycSubmission(overrides);
  return {
    id: testId(1),
    investorId: null,
    status: 'pending',
    submittedAt: AT,
    reviewedAt: null,
    reviewedBy: null,
    rejectionReason: null,
    ...fields,
    ...overrides,
  };
}

/** GET /api/profile/{userId}: the account's name and e-mail, the rest from the KYC application. */
export function investorProfileView(overrides: Partial<InvestorProfileView> = {}): InvestorProfileView {
  // The application's fields less those the profile does not show (the contract's test checks the rest).
  const {
    countryCode: _cc,
    country: _co,
    idType: _it,
    idUploadUrl: _iu,
    passportNumber: _pn,
    employmentStatus: _es,
    annualIncome: _ai,
    previousInvestments: _pi,
    sourceOfIncome: _si,
    termsAccepted: _ta,
    disclaimerAccepted: _da,
    ...profile
  } = kycSubmission(overrides.fullName === undefined ? {} : { fullName: overrides.fullName });
  return { ...profile, profilePhotoUrl: null, ...overrides };
}

// ---- People ---------------------------------------------------------------------------------------

/** POST /api/admin/setup: System Setup's first super admin. */
export interface SetupBody {
  fullName: string;
  email: string;
  username: string;
  password: string;
}

export function superAdminSetup(overrides: Partial<SetupBody> = {}): SetupBody {
  return { fullName: 'Amina Rahman', username: 'amina', email: 'amina@example.com', password: 'Str0ng!Passw0rd', ...overrides };
}

/** A person who applies and becomes an investor: the credentials they end with and their e-mail. */
export interface InvestorPerson {
  fullName: string;
  username: string;
  email: string;
  password: string;
}

/** An investor; the username and e-mail follow the first name unless given. */
export function investorPerson(overrides: Partial<InvestorPerson> = {}): InvestorPerson {
  const fullName = overrides.fullName ?? 'Layla Haddad';
  const username = overrides.username ?? fullName.split(' ')[0].toLowerCase();
  return { fullName, username, email: `${username}@example.com`, password: 'Inv3st!Layla', ...overrides };
}

/** POST /api/admin/invitations. */
export interface InvitationBody {
  fullName: string;
  email: string;
  role: AdminRole;
}

export function invitationBody(overrides: Partial<InvitationBody> = {}): InvitationBody {
  return { fullName: 'Yusuf Karim', email: 'yusuf.karim@example.com', role: 'admin', ...overrides };
}

/** An admin user as the back office's lists read it. */
export function adminUserView(overrides: Partial<AdminUserView> = {}): AdminUserView {
  return {
    id: testId(2),
    fullName: 'Amina Rahman',
    email: 'amina@example.com',
    username: 'amina',
    role: 'super_admin',
    status: 'active',
    createdAt: AT,
    ...overrides,
  };
}

/** GET /api/me of a signed-in investor unless told. */
export function meView(overrides: Partial<MeView> = {}): MeView {
  return { id: testId(3), role: 'investor', fullName: 'Layla Haddad', profilePhotoUrl: null, mustChangePassword: 'false', ...overrides };
}

/** The overrides of a summary: its own fields, and any of the investor's. */
export type InvestorSummaryOverrides = Partial<Omit<InvestorSummaryView, 'investor'>> & {
  investor?: Partial<InvestorSummaryView['investor']>;
};

/** A row of GET /api/admin/investor-summaries (Investors, Active Investors): an active investor holding one scheme. */
export function investorSummaryView({ investor, ...overrides }: InvestorSummaryOverrides = {}): InvestorSummaryView {
  const id = overrides.id ?? testId(3);
  return {
    id,
    investor: {
      id,
      fullName: 'Layla Haddad',
      email: 'layla.haddad@example.com',
      username: 'layla',
      status: 'active',
      profilePhotoUrl: null,
      phone: '+44 20 7946 0000',
      fullAddress: '1 High Street, London',
      country: 'United Kingdom',
      createdAt: AT,
      ...investor,
    },
    totalInvested: 100000,
    currentValue: 112000,
    totalPayouts: 4000,
    schemeCount: 1,
    ...overrides,
  };
}

// ---- Schemes --------------------------------------------------------------------------------------

/** POST /api/schemes with every field of the create dialog. */
export interface SchemeBody extends Pick<SchemeView, SchemeWritableField | 'productId'> {
  videoUrl?: string | null;
}

export function schemeBody(overrides: Partial<SchemeBody> = {}): SchemeBody {
  return {
    productId: 'murabaha',
    name: 'Dubai Trade Finance',
    description: 'Short-term trade finance for UAE importers, secured on goods.',
    country: 'United Arab Emirates',
    status: 'live',
    minimumInvestment: 50000,
    term: '24 months',
    roiPerAnnum: '8.5%',
    liquidity: 'Quarterly redemption window',
    returnType: 'fixed',
    payoutFrequency: 'quarterly',
    capitalReturnMethod: 'capital_end_of_term',
    ...overrides,
  };
}

/** A scheme as GET /api/schemes lists it. */
export function schemeView(overrides: Partial<SchemeView> = {}): SchemeView {
  const { videoUrl, ...body } = schemeBody(overrides as Partial<SchemeBody>);
  return {
    id: testId(10),
    ...body,
    videoUrl: videoUrl ?? null,
    productName: PRODUCTS.find((p) => p.id === body.productId)?.name ?? null,
    createdAt: AT,
    updatedAt: AT,
    archivedAt: null,
    ...overrides,
  };
}

// ---- Enrollments and transactions -----------------------------------------------------------------

/** POST /api/enrollments. */
export interface EnrollmentBody {
  investorId: string;
  schemeId: string;
  investmentAmount: number;
  currentValue?: number;
  status?: EnrollmentView['status'];
}

export function enrollmentBody(overrides: Partial<EnrollmentBody> = {}): EnrollmentBody {
  return { investorId: testId(3), schemeId: testId(10), investmentAmount: 100000, ...overrides };
}

/** An enrollment as the admin lists read it. */
/** A new enrollment's figures: earning, 100,000 invested and worth as much, nothing paid or due yet. */
export const ENROLLMENT_FIGURES = {
  status: 'earning',
  investmentAmount: 100000,
  currentValue: 100000,
  totalPayouts: 0,
  nextPayoutDate: null,
  nextPayoutAmount: null,
} as const satisfies Pick<
  EnrollmentView,
  'status' | 'investmentAmount' | 'currentValue' | 'totalPayouts' | 'nextPayoutDate' | 'nextPayoutAmount'
>;

export function enrollmentView(overrides: Partial<EnrollmentView> = {}): EnrollmentView {
  const schemeName = overrides.schemeName ?? 'Dubai Trade Finance';
  return {
    id: testId(20),
    investorId: testId(3),
    schemeId: testId(10),
    enrolledAt: AT,
    ...ENROLLMENT_FIGURES,
    schemeName,
    scheme: { name: schemeName, productId: 'murabaha' },
    investorName: 'Layla Haddad',
    ...overrides,
  };
}

/** One of My Investments (GET /api/investments/{userId}): an earning holding with its scheme's card fields. */
export function investmentCardView({
  scheme,
  ...overrides
}: Partial<Omit<InvestmentCardView, 'scheme'>> & { scheme?: Partial<InvestmentCardView['scheme']> } = {}): InvestmentCardView {
  return {
    id: testId(20),
    investmentAmount: 100000,
    currentValue: 104000,
    totalPayouts: 0,
    nextPayoutDate: null,
    nextPayoutAmount: null,
    status: 'earning',
    enrolledAt: AT,
    returnPercentage: 4,
    scheme: {
      id: testId(10),
      name: 'Dubai Trade Finance',
      country: 'United Arab Emirates',
      status: 'earning',
      term: '24 months',
      productId: 'murabaha',
      ...scheme,
    },
    ...overrides,
  };
}

/** POST /api/activities of a transaction (a contribution unless told). */
export interface TransactionBody {
  type: 'transaction';
  investorId: string;
  schemeId: string;
  category: string;
  title: string;
  content: string;
  amount: number;
}

export function transactionBody(overrides: Partial<Omit<TransactionBody, 'type'>> = {}): TransactionBody {
  return {
    type: 'transaction',
    investorId: testId(3),
    schemeId: testId(10),
    category: 'Contribution',
    title: 'Subscription',
    content: 'Paid by wire',
    amount: 5000,
    ...overrides,
  };
}

/** A transaction activity as the feeds read it. */
export function transactionView(overrides: Partial<ActivityView> = {}): ActivityView {
  const { type, ...body } = transactionBody();
  return {
    id: testId(30),
    type,
    ...body,
    category: 'Contribution',
    url: null,
    documentUrl: null,
    documentName: null,
    documentType: null,
    documentSize: null,
    assetId: null,
    netProfits: null,
    createdAt: AT,
    ...overrides,
  };
}

/** An update activity (news of a scheme, no amount) as the feeds read it. */
export function updateView(overrides: Partial<ActivityView> = {}): ActivityView {
  return transactionView({
    id: testId(31),
    type: 'update',
    category: 'Scheme Update',
    title: 'Scheme news',
    content: 'Details',
    amount: null,
    ...overrides,
  });
}

// ---- Tickets --------------------------------------------------------------------------------------

/** POST /api/tickets (an investor's). */
export interface TicketBody {
  subject: string;
  description: string;
  category: TicketCategory;
  priority?: TicketPriority;
}

export function ticketBody(overrides: Partial<TicketBody> = {}): TicketBody {
  return {
    subject: 'Payout not received',
    description: 'My March payout has not reached my bank account yet.',
    category: 'payout',
    priority: 'high',
    ...overrides,
  };
}

/** A ticket as the investor reads it: open, its description the thread's first message. */
export function ticketView(overrides: Partial<TicketView> = {}): TicketView {
  const { priority = 'medium', ...body } = ticketBody(overrides as Partial<TicketBody>);
  const id = overrides.id ?? testId(40);
  return {
    id,
    ...body,
    priority,
    status: 'open',
    adminNotes: null,
    createdAt: AT,
    updatedAt: AT,
    resolvedAt: null,
    messages: [{ id, authorId: testId(3), authorName: 'Layla Haddad', authorRole: 'investor', body: body.description, createdAt: AT }],
    ...overrides,
  };
}

/** A distribution run as the history lists it: a total-mode distribution of $100,001 to 3 holders, made today and reversible (no read or notified counts). */
export function distributionRunView(overrides: Partial<DistributionRunView> = {}): DistributionRunView {
  return {
    id: testId(50),
    schemeId: testId(20),
    schemeName: 'Gulf Trade Finance',
    kind: 'distribution',
    reversalOf: null,
    mode: 'total',
    basis: 'invested',
    ratePerUnit: null,
    totalAmount: 100_001,
    investorCount: 3,
    payoutDate: '2026-06-30',
    description: 'Q2 2026 distribution',
    nextPayoutDate: null,
    createdAt: AT,
    createdBy: { id: testId(2), name: 'Amina Rahman' },
    reversedAt: null,
    reversedBy: null,
    canReverse: true,
    ...overrides,
  };
}

/** An investor's notice settings as GET /api/investor/notification-preferences answers them: every category at its default, no own time zone. */
export function notificationPreferencesView(overrides: Partial<NotificationPreferencesView> = {}): NotificationPreferencesView {
  return {
    preferences: NOTIFICATION_CATEGORIES.map((category) => ({ category, mode: DEFAULT_NOTIFICATION_MODES[category] })),
    timeZone: null,
    fundTimeZone: 'UTC',
    ...overrides,
  };
}

/** A statement run as GET /api/admin/statement-runs answers it: last quarter for every investor, finished. */
export function statementRunView(overrides: Partial<StatementRunView> = {}): StatementRunView {
  return {
    id: testId(60),
    periodStart: '2026-07-01',
    periodEnd: '2026-09-30',
    scope: 'all',
    state: 'completed',
    total: 40,
    done: 40,
    failed: 0,
    requestedBy: 'Amina Rahman',
    createdAt: AT,
    finishedAt: AT,
    ...overrides,
  };
}

/** An issued statement as GET /api/investor/statements answers it (version 1, Q3 2026). */
export function issuedDocumentView(overrides: Partial<IssuedDocumentView> = {}): IssuedDocumentView {
  return {
    id: testId(61),
    kind: 'statement',
    investorId: testId(10),
    investorName: 'Layla Haddad',
    periodStart: '2026-07-01',
    periodEnd: '2026-09-30',
    version: 1,
    schemeName: null,
    amount: null,
    code: '7KQ2-M9XD-4TPA',
    sha256: 'a3f1'.repeat(16),
    size: 48_213,
    pages: 2,
    fileUrl: `/api/objects/issued-document/${testId(62)}`,
    fileName: 'statement-2026-07-01-2026-09-30.pdf',
    createdAt: AT,
    ...overrides,
  };
}

/** What GET /api/verify/{code} answers for the statement of issuedDocumentView(). */
export function documentVerificationView(overrides: Partial<DocumentVerificationView> = {}): DocumentVerificationView {
  return {
    code: '7KQ2-M9XD-4TPA',
    issuer: 'Sharia Fund Platform',
    kind: 'statement',
    investorInitials: 'L. H.',
    periodStart: '2026-07-01',
    periodEnd: '2026-09-30',
    version: 1,
    issuedAt: AT,
    sha256: 'a3f1'.repeat(16),
    pages: 2,
    ...overrides,
  };
}
