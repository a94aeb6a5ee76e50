import { Type, type Static } from '@sinclair/typebox';

import {
  DISTRIBUTION_BASES,
  DISTRIBUTION_KINDS,
  DISTRIBUTION_MODES,
  type DistributionBasis,
  type DistributionMode,
} from '../distribution.js';
import { CalendarDate, DateTime, Id, Money, Nullable, StringEnum } from './schema.js';

// Distribution runs (issue 19 item 1): one payout to every holder (enrollment) of a scheme, previewed,
// confirmed in one transaction, listed as the scheme's history and reversible on the day it was made.
// Routes (admins only):
//   POST /api/schemes/{schemeId}/distributions/preview   DistributionTerms -> DistributionPreview (writes nothing)
//   POST /api/schemes/{schemeId}/distributions           DistributionRequest (Idempotency-Key) -> 201 DistributionRunView
//   GET  /api/schemes/{schemeId}/distributions           list convention, newest first -> DistributionRunView[]
//   GET  /api/distributions/{id}                         -> DistributionRunDetail
//   POST /api/distributions/{id}/reversal                (Idempotency-Key) -> 201 DistributionRunView (the reversal)

/** An investor's fixed amount; the rest of the pool is split among the other included holders. */
export interface DistributionOverride {
  investorId: string;
  /** Whole currency units, 0 or more. */
  amount: number;
}

/** The body of the preview, and the first half of the confirm's body. */
export interface DistributionTerms {
  mode: DistributionMode;
  /** Required in mode 'total' (1 to MAX_MONEY_AMOUNT); ignored in mode 'per_unit'. */
  totalAmount?: number;
  /**
   * Required in mode 'per_unit' (then basis must be 'invested'), ignored in mode 'total': a decimal
   * text above 0 and at most MAX_RATE_PER_UNIT with at most 6 decimals, e.g. '0.025' pays 2.5% of the invested amount.
   */
  ratePerUnit?: string;
  basis: DistributionBasis;
  /** Holders left out (listed with amount 0); null or absent: none. */
  excludedInvestorIds?: string[] | null;
  /** At most one per investor; an investor is not both excluded and overridden; null or absent: none. */
  overrides?: DistributionOverride[] | null;
}

/** POST /api/schemes/{schemeId}/distributions: the terms, and what the payouts say. */
export interface DistributionRequest extends DistributionTerms {
  /** YYYY-MM-DD; today (UTC) when left out. */
  payoutDate?: string;
  /** 1 to 500 characters; each Payout activity reads `${description} (payout date ${payoutDate})`. */
  description: string;
  /** YYYY-MM-DD after the payout date (null or absent: unchanged): each paid enrollment's next payout becomes this date and its amount. */
  nextPayoutDate?: string | null;
  /** Issue 20: tell each investor paid (a notice, e-mailed by their preference); default true. */
  notify?: boolean | null;
}

const Mode = StringEnum(DISTRIBUTION_MODES, {
  description: "'total': totalAmount split by the basis; 'per_unit': ratePerUnit x each invested amount",
});
const Basis = StringEnum(DISTRIBUTION_BASES, { description: "Weights: 'invested' amount, current 'value', or 'equal' (1 per investor)" });

/** One holder in a preview. */
export const DistributionPreviewLine = Type.Object({
  investorId: Id(),
  investorName: Type.String(),
  enrollmentId: Id(),
  invested: Money({ description: "The enrollment's investment amount" }),
  currentValue: Money({ description: "The enrollment's current value" }),
  share: Type.String({
    description:
      "Percent of the pool with 4 decimals, e.g. '33.3333': the holder's weight over the included holders' weights; an override's amount over the total; '0.0000' when excluded",
  }),
  amount: Money({ description: 'What the holder is paid: whole currency units' }),
  excluded: Type.Boolean(),
  overridden: Type.Boolean(),
});
export type DistributionPreviewLine = Static<typeof DistributionPreviewLine>;

/** POST /api/schemes/{schemeId}/distributions/preview: what a confirm with the same terms pays. */
export const DistributionPreview = Type.Object({
  schemeId: Id(),
  schemeName: Type.String(),
  mode: Mode,
  basis: Basis,
  totalAmount: Money({ description: 'The sum of the lines: the total asked for, or in per_unit mode what the rate comes to' }),
  investorCount: Type.Integer({ minimum: 0, description: 'Lines with an amount above 0' }),
  roundingRule: Type.String({ description: 'The rounding rule, in words' }),
  lines: Type.Array(DistributionPreviewLine, {
    description: 'Every holder, by amount (largest first), then name; excluded holders with amount 0',
  }),
});
export type DistributionPreview = Static<typeof DistributionPreview>;

const Person = Type.Object({ id: Id(), name: Type.String() });

/** One distribution run (or the reversal of one) as the history lists it. */
export const DistributionRunView = Type.Object({
  id: Id(),
  schemeId: Id(),
  schemeName: Type.String(),
  kind: StringEnum(DISTRIBUTION_KINDS, { description: "'reversal': the correcting run of the run named by reversalOf" }),
  reversalOf: Nullable(Id()),
  mode: Mode,
  basis: Basis,
  ratePerUnit: Nullable(Type.String({ description: "Mode 'per_unit': the rate, e.g. '0.025'" })),
  totalAmount: Money({ description: 'What the run paid (a reversal: what it took back)' }),
  investorCount: Type.Integer({ minimum: 0, description: 'Investors paid (a reversal: investors corrected)' }),
  payoutDate: CalendarDate(),
  description: Type.String(),
  nextPayoutDate: Nullable(CalendarDate()),
  createdAt: DateTime(),
  createdBy: Person,
  reversedAt: Nullable(DateTime()),
  reversedBy: Nullable(Person),
  canReverse: Type.Boolean({ description: 'A distribution made today (UTC) and not reversed yet' }),
  readCount: Type.Optional(
    Type.Integer({ minimum: 0, description: 'Investors who opened their activity of this run in the portal (issue 20 read receipts)' }),
  ),
  notifiedCount: Type.Optional(
    Type.Integer({
      minimum: 0,
      description:
        'Investors told by e-mail of this run (at once or in their digest); 0 when confirmed with notify false, and for a reversal',
    }),
  ),
});
export type DistributionRunView = Static<typeof DistributionRunView>;

/** One investor paid (or corrected) by a run. */
export const DistributionRunLine = Type.Object({
  investorId: Id(),
  investorName: Type.String(),
  enrollmentId: Id(),
  amount: Money(),
  activityId: Id({ description: "The investor's Payout (or Payout Adjustment) transaction activity" }),
});
export type DistributionRunLine = Static<typeof DistributionRunLine>;

/** GET /api/distributions/{id}: the run and its lines, by amount (largest first), then name. */
export const DistributionRunDetail = Type.Object({
  ...DistributionRunView.properties,
  lines: Type.Array(DistributionRunLine),
});
export type DistributionRunDetail = Static<typeof DistributionRunDetail>;
