import {
  CAPITAL_RETURN_METHODS,
  EDIT_PAYOUT_FREQUENCIES,
  PAYOUT_FREQUENCIES,
  RETURN_TYPES,
  SCHEME_STATUSES,
  type PayoutFrequency,
  type ProductType,
  type SchemeView,
  type SchemeWritableField,
} from '@fund/contracts';

// The scheme form of spec/001 §3-§5 and §9: its values, defaults, option lists and the body the API
// takes (POST /api/schemes, PATCH /api/schemes/{id} refuse unknown fields).

export type SchemeFormMode = 'create' | 'edit';

export interface SchemeFormValues extends Omit<Pick<SchemeView, SchemeWritableField>, 'minimumInvestment'> {
  videoUrl: string;
  minimumInvestment: number | string | null;
}

/** The body of a create (with productId) or an update. */
export interface SchemePayload extends Omit<SchemeFormValues, 'minimumInvestment' | 'videoUrl'> {
  productId?: ProductType;
  minimumInvestment: number;
  videoUrl: string | null;
}

/** spec/001 §4 create defaults; the minimum investment starts empty under its 50000 placeholder. */
export const CREATE_DEFAULTS: SchemeFormValues = {
  name: '',
  description: '',
  videoUrl: '',
  country: '',
  status: 'live',
  minimumInvestment: '',
  term: '',
  roiPerAnnum: '',
  liquidity: '',
  returnType: 'fixed',
  payoutFrequency: 'quarterly',
  capitalReturnMethod: 'capital_end_of_term',
};

/** The edit form's values from a scheme. */
export const valuesOf = (scheme: SchemeView): SchemeFormValues => ({
  name: scheme.name,
  description: scheme.description,
  videoUrl: scheme.videoUrl ?? '',
  country: scheme.country,
  status: scheme.status,
  minimumInvestment: scheme.minimumInvestment,
  term: scheme.term,
  roiPerAnnum: scheme.roiPerAnnum,
  liquidity: scheme.liquidity,
  returnType: scheme.returnType,
  payoutFrequency: scheme.payoutFrequency,
  capitalReturnMethod: scheme.capitalReturnMethod,
});

/** spec/001 §5: the minimum investment is parsed as an integer, falling back to 0. */
export const parseMinimumInvestment = (value: SchemeFormValues['minimumInvestment']): number => {
  const parsed = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(String(value ?? '').replace(/[\s,]/g, ''), 10);
  return Number.isFinite(parsed) ? parsed : 0;
};

const trim = (value: string | null | undefined) => (value ?? '').trim();

/** Only the fields the API takes, trimmed; an empty video link clears it. */
export const toSchemePayload = (values: SchemeFormValues, productId?: ProductType): SchemePayload => ({
  ...(productId && { productId }),
  name: trim(values.name),
  description: trim(values.description),
  videoUrl: trim(values.videoUrl) || null,
  country: trim(values.country),
  status: values.status,
  minimumInvestment: parseMinimumInvestment(values.minimumInvestment),
  term: trim(values.term),
  roiPerAnnum: trim(values.roiPerAnnum),
  liquidity: trim(values.liquidity),
  returnType: values.returnType,
  payoutFrequency: values.payoutFrequency,
  capitalReturnMethod: values.capitalReturnMethod,
});

export interface Choice {
  id: string;
  name: string;
}

const choicesOf = (group: string, values: readonly string[]): Choice[] =>
  values.map((value) => ({ id: value, name: `app.schemes.options.${group}.${value}` }));

export const STATUS_CHOICES = choicesOf('status', SCHEME_STATUSES);
export const RETURN_TYPE_CHOICES = choicesOf('return_type', RETURN_TYPES);
export const CAPITAL_RETURN_CHOICES = choicesOf('capital_return_method', CAPITAL_RETURN_METHODS);

/**
 * spec/001 §9: the create form offers five payout frequencies, the edit form three. A scheme saved
 * with one of the other two keeps it in the edit list, so opening and saving never changes it.
 */
export const payoutFrequencyChoices = (mode: SchemeFormMode, current?: PayoutFrequency): Choice[] => {
  if (mode === 'create') return choicesOf('payout_frequency', PAYOUT_FREQUENCIES);
  const offered: readonly PayoutFrequency[] = EDIT_PAYOUT_FREQUENCIES;
  const values = current && !offered.includes(current) ? PAYOUT_FREQUENCIES.filter((f) => offered.includes(f) || f === current) : offered;
  return choicesOf('payout_frequency', values);
};

/** The upper-case extension the API stores as a document's type ('PDF'). */
export const documentTypeOf = (fileName: string) => /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1].toUpperCase() ?? 'PDF';

/** A size as the API's MB text ('1.2 MB'). */
export const documentSizeOf = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
