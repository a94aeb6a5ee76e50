import { Type, type Static } from '@sinclair/typebox';

import { KYC_STATUSES, PRODUCT_TYPES, USER_STATUSES } from '../enums.js';
import { EnrollmentView } from './investments.js';
import { KycApplicationView } from './kyc.js';
import { DateTime, Id, Money, Nullable, StringEnum } from './schema.js';

// The admin Investors pages, the investor's own profile and the admin dashboard's figures.

const UserStatus = StringEnum(USER_STATUSES, { description: 'The login status' });

/** spec/001 §3 "Investor (posting lists)": investors with an approved KYC application. */
export const PostingInvestorView = Type.Object({
  id: Id(),
  investorId: Id(),
  fullName: Type.String(),
  status: UserStatus,
  email: Type.String(),
  kycStatus: StringEnum(KYC_STATUSES),
});
export type PostingInvestorView = Static<typeof PostingInvestorView>;

export const SummaryInvestorView = Type.Object({
  id: Id(),
  fullName: Type.String(),
  email: Type.String(),
  username: Type.String(),
  status: UserStatus,
  profilePhotoUrl: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  fullAddress: Nullable(Type.String()),
  country: Nullable(Type.String({ description: "The KYC application's country; null without one" })),
  createdAt: DateTime(),
});
export type SummaryInvestorView = Static<typeof SummaryInvestorView>;

/** spec/001 §3 "Investor summary"; `id` repeats investor.id for react-admin. */
export const InvestorSummaryView = Type.Object({
  id: Id(),
  investor: SummaryInvestorView,
  totalInvested: Money(),
  currentValue: Money(),
  totalPayouts: Money(),
  schemeCount: Type.Integer(),
});
export type InvestorSummaryView = Static<typeof InvestorSummaryView>;

/** spec/001 §3 "Investor details" metrics, by the §9 formulas. */
export const InvestorMetricsView = Type.Object({
  totalInvested: Money(),
  currentValue: Money(),
  totalReturn: Money({ description: 'currentValue - totalInvested' }),
  returnPercentage: Type.Number({ description: 'totalReturn / totalInvested x 100, 2 decimals; 0 when nothing is invested' }),
  totalPayouts: Money(),
  activeSchemes: Type.Integer({ description: 'Enrollments whose status is earning' }),
});
export type InvestorMetricsView = Static<typeof InvestorMetricsView>;

/** GET /api/admin/investors/{investorId}/details. */
export const InvestorDetailsView = Type.Object({
  kyc: Nullable(KycApplicationView),
  enrollments: Type.Array(EnrollmentView),
  metrics: InvestorMetricsView,
});
export type InvestorDetailsView = Static<typeof InvestorDetailsView>;

const Count = (description: string) => Type.Integer({ minimum: 0, description });

/**
 * GET /api/users/{investorId}/deletion-impact (issue 19 item 5): what DELETE /api/users/{investorId}
 * removes with the investor, counted in one statement; the INVESTOR_DELETED audit row carries the same counts.
 */
export const InvestorDeletionImpactView = Type.Object({
  investorId: Id(),
  fullName: Type.String(),
  enrollments: Count('Enrollments, one per scheme the investor holds'),
  investedTotal: Money({ description: 'The sum of their invested amounts' }),
  payouts: Count("Payout transaction activities of the investor's"),
  payoutTotal: Money({ description: 'The sum of those payouts' }),
  activities: Count('Activities of every type (updates, transactions including the payouts, documents, asset performance updates)'),
  documents: Count('Document activities (the investor documents)'),
  tickets: Count('Support tickets'),
  expressionsOfInterest: Count('Expressions of interest'),
  assetAllocations: Count("Asset allocations of the investor's enrollments"),
  kycApplications: Count('KYC applications (0 or 1)'),
});
export type InvestorDeletionImpactView = Static<typeof InvestorDeletionImpactView>;

/** spec/000 §3 "Profile": the account's name, e-mail and photo, the rest from the investor's KYC application; email and dateOfBirth are read-only. */
/** The bank details of a KYC application and of a profile, in the wizard's order (spec/000 §3, step 3). */
export const BANK_FIELDS = ['accountName', 'accountNumber', 'sortCode', 'swiftBic', 'ibanNumber', 'bankName', 'bankAddress'] as const;

export const InvestorProfileView = Type.Object({
  fullName: Type.String(),
  email: Type.String(),
  ...Type.Pick(KycApplicationView, [
    'phone',
    'fullAddress',
    'dateOfBirth',
    ...BANK_FIELDS,
    'nokName',
    'nokContactNumber',
    'nokContactEmail',
    'nokPassportNumber',
    'nokRelationship',
  ]).properties,
  profilePhotoUrl: Nullable(Type.String()),
});
export type InvestorProfileView = Static<typeof InvestorProfileView>;

/** PATCH /api/profile/{userId}/photo. */
export const ProfilePhotoAnswer = Type.Object({ profilePhotoUrl: Nullable(Type.String()) });
export type ProfilePhotoAnswer = Static<typeof ProfilePhotoAnswer>;

/**
 * spec/001 §3 "Admin stats": the five cards plus AUM by product (all three) and by scheme (every one,
 * largest first), in USD whole units, from one database snapshot. Beyond the spec, totalInvested: the
 * Active Investors page's fund-wide Total Invested (its Total Returns is totalAum - totalInvested, §9).
 */
export const AdminStatsView = Type.Object({
  totalInvestors: Type.Integer(),
  activeSchemes: Type.Integer({ description: 'Schemes whose status is live' }),
  pendingKyc: Type.Integer(),
  totalAum: Money({ description: "Sum of every enrollment's currentValue" }),
  totalInvested: Money({ description: "Sum of every enrollment's investmentAmount" }),
  totalPayouts: Money(),
  aumByProduct: Type.Array(
    Type.Object({ productId: Type.String(), productName: Type.String(), productType: StringEnum(PRODUCT_TYPES), aum: Money() }),
  ),
  aumByScheme: Type.Array(Type.Object({ schemeId: Id(), schemeName: Type.String(), aum: Money() })),
});
export type AdminStatsView = Static<typeof AdminStatsView>;
