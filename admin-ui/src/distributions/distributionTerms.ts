import {
  isDateInRange,
  isRatePerUnit,
  MAX_MONEY_AMOUNT,
  type DistributionBasis,
  type DistributionMode,
  type DistributionRequest,
  type DistributionTerms,
} from '@fund/contracts';

import { notifyOf } from '../activity/activityForms';
import { API_URL } from '../providers/dataProvider';

// Distribution runs (issue 19 item 1): the form's terms and rules. The calls (preview, confirm, reverse,
// history, posts) are custom methods of the data provider (providers/adminMethods.ts).

/** The form's values, as react-admin's inputs hold them. */
export interface DistributionValues {
  schemeId?: string | null;
  mode?: DistributionMode;
  totalAmount?: number | string | null;
  ratePerUnit?: string | null;
  basis?: DistributionBasis;
  payoutDate?: string | null;
  description?: string | null;
  nextPayoutDate?: string | null;
  /** Notify investors (issue 20 item 2); on unless switched off. */
  notify?: boolean;
}

/** The per-investor choices made in the preview table. */
export interface Adjustments {
  excluded: ReadonlySet<string>;
  /** investorId → the typed amount (kept as typed; only whole numbers of 0 or more are sent). */
  overrides: ReadonlyMap<string, string>;
}

export const NO_ADJUSTMENTS: Adjustments = { excluded: new Set(), overrides: new Map() };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const isBlank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** A typed override that can be sent: a whole number from 0 to MAX_MONEY_AMOUNT. */
export const overrideAmount = (typed: string): number | undefined => {
  if (!/^\s*\d+\s*$/.test(typed)) return undefined;
  const n = Number(typed);
  return Number.isSafeInteger(n) && n <= MAX_MONEY_AMOUNT ? n : undefined;
};

/** The amount terms of the form: what decides the split (scheme aside). An amount per unit is always pro rata to invested. */
export const baseTermsOf = (values: DistributionValues): DistributionTerms =>
  values.mode === 'per_unit'
    ? { mode: 'per_unit', ratePerUnit: text(values.ratePerUnit), basis: 'invested' }
    : { mode: 'total', totalAmount: Number(values.totalAmount), basis: values.basis ?? 'invested' };

/** The request body of a preview or a confirm: the terms and the table's exclusions and valid overrides. */
export const termsOf = (base: DistributionTerms, adjustments: Adjustments): DistributionTerms => {
  const excludedInvestorIds = [...adjustments.excluded];
  const overrides = [...adjustments.overrides]
    .filter(([investorId]) => !adjustments.excluded.has(investorId))
    .flatMap(([investorId, typed]) => {
      const amount = overrideAmount(typed);
      return amount === undefined ? [] : [{ investorId, amount }];
    });
  return {
    ...base,
    ...(excludedInvestorIds.length > 0 && { excludedInvestorIds }),
    ...(overrides.length > 0 && { overrides }),
  };
};

/**
 * POST /api/schemes/{id}/distributions: the terms plus the payout's date, description, optional next
 * payout date and whether to notify the investors paid (issue 20; the preview carries no notify).
 */
export const confirmBodyOf = (terms: DistributionTerms, values: DistributionValues): DistributionRequest => ({
  ...terms,
  ...(!isBlank(values.payoutDate) && { payoutDate: String(values.payoutDate) }),
  description: text(values.description),
  ...(!isBlank(values.nextPayoutDate) && { nextPayoutDate: String(values.nextPayoutDate) }),
  notify: notifyOf(values.notify),
});

// Validators for react-admin's inputs (blank passes: pair with required()).

export const totalAmountRule = (message: string) => (value: unknown) => {
  if (isBlank(value)) return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= MAX_MONEY_AMOUNT ? undefined : message;
};

/** A decimal above 0, at most 1000, with at most 6 decimals (contracts' isRatePerUnit, as the API checks it). */
export const rateRule = (message: string) => (value: unknown) => (isBlank(value) || isRatePerUnit(text(value)) ? undefined : message);

export const dateRule = (message: string) => (value: unknown) => (isBlank(value) || isDateInRange(value) ? undefined : message);

/** GET /api/schemes/{id}/posts/{postId}/reads.csv: who read a post, as a download (the session cookie goes with it). */
export const readsCsvUrl = (schemeId: string, postId: string) =>
  `${API_URL}/schemes/${encodeURIComponent(schemeId)}/posts/${encodeURIComponent(postId)}/reads.csv`;

/** Query keys: the history of one scheme, one run, and the scheme's posts (a new run is a new post too). */
export const distributionKeys = {
  all: ['distributions'] as const,
  history: (schemeId: string, page: number, perPage: number) => ['distributions', 'scheme', schemeId, page, perPage] as const,
  run: (runId: string) => ['distributions', 'run', runId] as const,
  posts: (schemeId: string, page: number, perPage: number) => ['distributions', 'posts', schemeId, page, perPage] as const,
};
