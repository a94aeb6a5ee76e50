import { DOCUMENT_CATEGORIES, isDateInRange, TRANSACTION_CATEGORIES, UPDATE_CATEGORIES } from '@fund/contracts';

// The Activity Center's option lists, checks and request bodies (spec/001 §3, §5): each body carries
// only the fields its route takes (the API refuses unknown fields).

export const ACTIVITY_TABS = ['update', 'transaction', 'document', 'payout', 'asset_performance', 'distribution'] as const;
export type ActivityTab = (typeof ACTIVITY_TABS)[number];
export type PostedType = 'update' | 'transaction' | 'document';

/** The admin forms' category lists: the labels of spec/001 §3 (the investor-side keys are not offered). */
export const CATEGORY_VALUES: Record<PostedType, readonly string[]> = {
  update: UPDATE_CATEGORIES.slice(0, 4),
  transaction: TRANSACTION_CATEGORIES,
  document: DOCUMENT_CATEGORIES.slice(0, 6),
};

export const categoryChoices = (type: PostedType) =>
  CATEGORY_VALUES[type].map((value) => ({ id: value, name: `app.activity.categories.${type}.${value}` }));

type Validator = (value: unknown) => string | undefined;

const isBlank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** A whole number of at least `min` (blank passes: pair with a required rule). */
export const wholeNumber =
  (min: number, message: string): Validator =>
  (value) => {
    if (isBlank(value)) return undefined;
    const n = Number(value);
    return Number.isInteger(n) && n >= min ? undefined : message;
  };

/** Empty, or an absolute http(s) link. */
export const httpUrl =
  (message: string): Validator =>
  (value) => {
    if (isBlank(value)) return undefined;
    try {
      const url = new URL(String(value).trim());
      return url.protocol === 'http:' || url.protocol === 'https:' ? undefined : message;
    } catch {
      return message;
    }
  };

/** Empty, or a percentage from 0 to 100 with an optional % sign ('92%', '6.5'). */
export const percentText =
  (message: string): Validator =>
  (value) => {
    if (isBlank(value)) return undefined;
    const match = /^\s*(\d+(?:\.\d+)?)\s*%?\s*$/.exec(String(value));
    return match && Number(match[1]) <= 100 ? undefined : message;
  };

/** Empty, or a date the API stores: from EARLIEST_DATE to LATEST_DATE (@fund/contracts isDateInRange). */
export const dateInRange =
  (message: string): Validator =>
  (value) =>
    isBlank(value) || isDateInRange(value) ? undefined : message;

/** Empty, or a date after the form's payout date (left to the payout date's own rules when that is not a date). */
export const afterPayoutDate =
  (message: string) =>
  (value: unknown, values?: { payoutDate?: unknown }): string | undefined => {
    const payoutDate = values?.payoutDate;
    if (isBlank(value) || !isDateInRange(payoutDate)) return undefined;
    return String(value) > payoutDate ? undefined : message;
  };

/** Today as YYYY-MM-DD in the admin's own calendar (the payout date's default). */
export const today = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const blankToUndefined = (value: unknown) => (isBlank(value) ? undefined : value);
const numberOrUndefined = (value: unknown) => (isBlank(value) ? undefined : Number(value));
/** '92' reads as '92%'. */
const percentOrUndefined = (value: unknown) => {
  const t = text(value);
  if (!t) return undefined;
  return t.endsWith('%') ? t.replace(/\s+%$/, '%') : `${t}%`;
};

export interface UploadedDocumentInfo {
  objectPath: string;
  name: string;
  /** Bytes as stored. */
  size: number;
}

/** Who receives a posting (issue 19 item 4): one investor, every investor of a scheme, or chosen ones. */
export const RECIPIENTS = ['one', 'scheme', 'chosen'] as const;
export type Recipients = (typeof RECIPIENTS)[number];

export interface ActivityValues {
  recipients?: Recipients;
  investorId?: string;
  /** The chosen investors of the scheme (recipients 'chosen'). */
  investorIds?: string[];
  schemeId?: string;
  category?: string;
  title?: string;
  content?: string;
  url?: string;
  amount?: number | string;
  /** Notify investors (issue 20 item 2); on unless switched off. */
  notify?: boolean;
}

/** A form's Notify investors as the request's `notify`: anything but an explicit off is on (issue 20 item 2). */
export const notifyOf = (value: boolean | null | undefined) => value !== false;

/** POST /api/activities for an update, a transaction or a document. */
export const activityBody = (type: PostedType, values: ActivityValues, document?: UploadedDocumentInfo) => ({
  type,
  investorId: values.investorId,
  schemeId: values.schemeId,
  category: values.category,
  title: text(values.title),
  content: text(values.content),
  ...(type === 'update' && text(values.url) && { url: text(values.url) }),
  ...(type === 'transaction' && { amount: Number(values.amount) }),
  ...(type === 'document' &&
    document && {
      documentUrl: document.objectPath,
      documentName: document.name,
      documentType: /\.([A-Za-z0-9]+)$/.exec(document.name)?.[1].toUpperCase(),
      documentSize: document.size,
    }),
  notify: notifyOf(values.notify),
});

/**
 * POST /api/schemes/{schemeId}/activities: the same fields without investorId and schemeId (the scheme
 * is in the path), and the chosen investors when the recipients are chosen ones.
 */
export const schemePostingBody = (type: PostedType, values: ActivityValues, document?: UploadedDocumentInfo) => {
  const { investorId: _investor, schemeId: _scheme, ...fields } = activityBody(type, values, document);
  return values.recipients === 'chosen' ? { ...fields, investorIds: values.investorIds ?? [] } : fields;
};

export interface PayoutValues {
  investorId?: string;
  enrollmentId?: string;
  payoutAmount?: number | string;
  payoutDate?: string;
  description?: string;
  nextPayoutDate?: string | null;
  nextPayoutAmount?: number | string | null;
  notify?: boolean;
}

/** POST /api/payouts (spec/001 §3 "Payout"); the optional next payout is left out when blank. */
export const payoutBody = (values: PayoutValues) => ({
  investorId: values.investorId,
  enrollmentId: values.enrollmentId,
  payoutAmount: Number(values.payoutAmount),
  payoutDate: values.payoutDate,
  description: text(values.description),
  ...(blankToUndefined(values.nextPayoutDate) !== undefined && { nextPayoutDate: values.nextPayoutDate }),
  ...(numberOrUndefined(values.nextPayoutAmount) !== undefined && { nextPayoutAmount: Number(values.nextPayoutAmount) }),
  notify: notifyOf(values.notify),
});

export interface AssetPerformanceValues {
  assetId?: string;
  currentValue?: number | string | null;
  occupancyRate?: string;
  grossYield?: string;
  netProfits?: number | string | null;
  notes?: string;
  notify?: boolean;
}

/** POST /api/admin/asset-performance-update (spec/001 §3 "Asset performance"); blank figures stay as they are. */
export const assetPerformanceBody = (values: AssetPerformanceValues) => ({
  assetId: values.assetId,
  notes: text(values.notes),
  ...(numberOrUndefined(values.currentValue) !== undefined && { currentValue: Number(values.currentValue) }),
  ...(percentOrUndefined(values.occupancyRate) && { occupancyRate: percentOrUndefined(values.occupancyRate) }),
  ...(percentOrUndefined(values.grossYield) && { grossYield: percentOrUndefined(values.grossYield) }),
  ...(numberOrUndefined(values.netProfits) !== undefined && { netProfits: Number(values.netProfits) }),
  notify: notifyOf(values.notify),
});
