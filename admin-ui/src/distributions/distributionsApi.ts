import {
  isDateInRange,
  isRatePerUnit,
  MAX_MONEY_AMOUNT,
  type DistributionBasis,
  type DistributionMode,
  type DistributionPreview,
  type DistributionRequest,
  type DistributionRunDetail,
  type DistributionRunView,
  type DistributionTerms,
  type SchemePostView,
} from '@fund/contracts';

import { notifyOf } from '../activity/activityForms';
import { API_URL, httpClient, moneyWrite } from '../providers/dataProvider';

// Distribution runs (issue 19 item 1) live under /schemes/{id}/distributions and /distributions/{id}:
// no react-admin records, so they go through the console's httpClient (README "Conventions").

const schemePath = (schemeId: string) => `${API_URL}/schemes/${encodeURIComponent(schemeId)}/distributions`;
const runPath = (runId: string) => `${API_URL}/distributions/${encodeURIComponent(runId)}`;

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

/** POST /api/schemes/{id}/distributions/preview: what each holder would be paid; writes nothing. */
export const previewDistribution = async (schemeId: string, terms: DistributionTerms, signal?: AbortSignal): Promise<DistributionPreview> => {
  const { json } = await httpClient(`${schemePath(schemeId)}/preview`, { method: 'POST', body: JSON.stringify(terms), signal });
  return json as DistributionPreview;
};

/** POST /api/schemes/{id}/distributions (a money write: see `moneyWrite`): pays every included holder in one transaction. */
export const confirmDistribution = (schemeId: string, body: DistributionRequest) => moneyWrite<DistributionRunView>(schemePath(schemeId), body);

/** POST /api/distributions/{id}/reversal (a money write: see `moneyWrite`). */
export const reverseDistribution = (runId: string) => moneyWrite<DistributionRunView>(`${runPath(runId)}/reversal`, {});

/** GET /api/distributions/{id}: the run and what each investor was paid. */
export const fetchDistribution = async (runId: string, signal?: AbortSignal): Promise<DistributionRunDetail> =>
  (await httpClient(runPath(runId), { signal })).json as DistributionRunDetail;

/** The total of a Content-Range answer ('distributions 0-24/57' → 57). */
export const totalOf = (contentRange: string | null, fallback: number) => {
  const total = Number(contentRange?.split('/').pop());
  return Number.isInteger(total) ? total : fallback;
};

/** GET /api/schemes/{id}/distributions: one page of the runs, newest first, and how many there are. */
export const fetchDistributionRuns = async (schemeId: string, page: number, perPage: number, signal?: AbortSignal) => {
  const query = new URLSearchParams({ range: JSON.stringify([page * perPage, page * perPage + perPage - 1]) });
  const { json, headers } = await httpClient(`${schemePath(schemeId)}?${query}`, { signal });
  const data = json as DistributionRunView[];
  return { data, total: totalOf(headers.get('Content-Range'), data.length) };
};

/**
 * GET /api/schemes/{id}/posts (issue 20 item 4): one page of the scheme's posts and distribution runs,
 * newest first, each with how many investors it went to and how many read it.
 */
export const fetchSchemePosts = async (schemeId: string, page: number, perPage: number, signal?: AbortSignal) => {
  const query = new URLSearchParams({
    sort: JSON.stringify(['createdAt', 'DESC']),
    range: JSON.stringify([page * perPage, page * perPage + perPage - 1]),
  });
  const { json, headers } = await httpClient(`${API_URL}/schemes/${encodeURIComponent(schemeId)}/posts?${query}`, { signal });
  const data = json as SchemePostView[];
  return { data, total: totalOf(headers.get('Content-Range'), data.length) };
};

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
