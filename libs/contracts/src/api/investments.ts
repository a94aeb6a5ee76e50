import { Type, type Static } from '@sinclair/typebox';

import { ACTIVITY_CATEGORIES, ACTIVITY_TYPES, ENROLLMENT_STATUSES, SCHEME_STATUSES } from '../enums.js';
import { CalendarDate, DateTime, Id, Money, Nullable, StringEnum } from './schema.js';
import { InvestorSchemeView } from './schemes.js';

/** spec/000 §3 "Activity": an update, transaction, document or asset performance update; lists add schemeName. */
export const ActivityView = Type.Object({
  id: Id(),
  type: StringEnum(ACTIVITY_TYPES),
  investorId: Id(),
  schemeId: Id(),
  title: Type.String(),
  content: Type.String(),
  category: Nullable(StringEnum(ACTIVITY_CATEGORIES, { description: "One of its type's categories; null for asset performance updates" })),
  amount: Nullable(Money({ description: 'Transactions: USD whole units' })),
  url: Nullable(Type.String()),
  documentUrl: Nullable(Type.String()),
  documentName: Nullable(Type.String({ description: 'Documents: the file name the admin gave; null when none was sent' })),
  documentType: Nullable(Type.String({ description: "Documents: upper-case file extension read from the stored file, e.g. 'PDF'" })),
  documentSize: Nullable(Type.String({ description: "Documents: the stored file's size as MB text, e.g. '1.2 MB'" })),
  assetId: Nullable(Id()),
  netProfits: Nullable(Money({ description: 'Asset performance updates: GBP whole units' })),
  createdAt: DateTime(),
  schemeName: Type.Optional(Type.String()),
  readAt: Type.Optional(
    Nullable(DateTime({ description: 'The first time the investor opened it (documents and updates), or its notice; null: not yet' })),
  ),
  postId: Type.Optional(
    Nullable(Id({ description: 'The scheme-wide post or distribution run it came with; null: posted to this investor alone' })),
  ),
});
export type ActivityView = Static<typeof ActivityView>;

const EnrollmentStatus = StringEnum(ENROLLMENT_STATUSES);

/** spec/001 §3 enrollments as the admin lists read them, with the scheme's and investor's names. */
export const EnrollmentView = Type.Object({
  id: Id(),
  investorId: Id(),
  schemeId: Id(),
  enrolledAt: DateTime(),
  status: EnrollmentStatus,
  investmentAmount: Money(),
  currentValue: Money(),
  totalPayouts: Money(),
  nextPayoutDate: Nullable(CalendarDate()),
  nextPayoutAmount: Nullable(Money()),
  schemeName: Type.String(),
  scheme: Type.Object({ name: Type.String(), productId: Nullable(Type.String()) }),
  investorName: Type.String(),
});
export type EnrollmentView = Static<typeof EnrollmentView>;

/** POST /api/payouts: the updated enrollment and the Payout transaction activity. */
export const PayoutView = Type.Object({ enrollment: EnrollmentView, activity: ActivityView });
export type PayoutView = Static<typeof PayoutView>;

/**
 * POST /api/schemes/{schemeId}/activities (issue 19 item 4): one activity was posted to each of
 * `investorCount` investors of the scheme (every holder, or the chosen ones), in one transaction.
 */
export const SchemePostingView = Type.Object({
  schemeId: Id(),
  schemeName: Type.String(),
  type: StringEnum(['update', 'transaction', 'document'] as const),
  investorCount: Type.Integer({ minimum: 1, description: 'Investors who received the activity: one activity each' }),
  postId: Type.Optional(Id({ description: "The post's id: its activities carry it (read receipts: GET /api/schemes/{schemeId}/posts)" })),
  notifiedCount: Type.Optional(
    Type.Integer({ minimum: 0, description: 'Investors told by e-mail (at once or in their digest); 0 when Notify investors was off' }),
  ),
});
export type SchemePostingView = Static<typeof SchemePostingView>;

/**
 * GET /api/schemes/{schemeId}/posts (admins, list convention, newest first): the scheme-wide posts and
 * distribution runs of the scheme with their read receipts (issue 20 item 4).
 */
export const SchemePostView = Type.Object({
  id: Id({ description: 'The post id (for a distribution run: the run id)' }),
  schemeId: Id(),
  kind: StringEnum(['post', 'distribution'] as const),
  type: StringEnum(ACTIVITY_TYPES),
  title: Type.String(),
  createdAt: DateTime(),
  recipients: Type.Integer({ minimum: 0, description: 'Investors it went to (one activity each)' }),
  readCount: Type.Integer({ minimum: 0, description: 'Of them, investors who opened it' }),
});
export type SchemePostView = Static<typeof SchemePostView>;

/** spec/000 §3 "Investment": one enrollment as its investor reads it. */
export const InvestmentView = Type.Object({
  id: Id(),
  investorId: Id(),
  schemeId: Id(),
  investmentAmount: Money(),
  currentValue: Money(),
  totalPayouts: Money(),
  nextPayoutDate: Nullable(CalendarDate()),
  nextPayoutAmount: Nullable(Money()),
  status: EnrollmentStatus,
  enrolledAt: DateTime(),
  returnPercentage: Type.Number({ description: '(currentValue - investmentAmount) / investmentAmount x 100, 2 decimals' }),
});
export type InvestmentView = Static<typeof InvestmentView>;

/** The scheme as an investment card shows it. */
export const CardSchemeView = Type.Object({
  id: Id(),
  name: Type.String(),
  country: Type.String(),
  status: StringEnum(SCHEME_STATUSES),
  term: Type.String(),
  productId: Type.String(),
});
export type CardSchemeView = Static<typeof CardSchemeView>;

/** One card of My Investments. */
export const InvestmentCardView = Type.Object({
  ...Type.Omit(InvestmentView, ['investorId', 'schemeId']).properties,
  scheme: CardSchemeView,
});
export type InvestmentCardView = Static<typeof InvestmentCardView>;

/**
 * GET /api/investments/{userId}/{schemeId}: the investor's latest DEFAULT_PAGE_SIZE activities in the
 * scheme, newest first, and how many there are; later pages come from GET /api/activities/{userId}
 * with filter.schemeId (or ?schemeId=) and a range.
 */
export const InvestmentDetailView = Type.Object({
  enrollment: InvestmentView,
  scheme: InvestorSchemeView,
  activities: Type.Array(ActivityView, { description: 'The latest activities, newest first (one page)' }),
  activitiesTotal: Type.Integer({ minimum: 0, description: 'How many activities the investor has in the scheme' }),
});
export type InvestmentDetailView = Static<typeof InvestmentDetailView>;
