import {
  isDateInRange,
  type BoardMemberInput,
  type NisabPriceInput,
  type PronouncementInput,
  type PronouncementKind,
  type PurificationBasis,
  type PurificationRateInput,
  type ShariaOpinion,
} from '@fund/contracts';

// The Sharia forms' checks before anything is sent (the server checks the same and answers 400 with
// the contracts' words, which the dialogs show). Decimals stay text: they are compared digit by digit,
// never read as floating point.

const V = 'app.sharia.validation';

type Errors<T> = Partial<Record<keyof T, string>>;

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';
const text = (value: string | null | undefined) => (value ?? '').trim();
const orNull = (value: string | null | undefined) => (text(value) === '' ? null : text(value));

/** "0" to "100" with at most 4 decimals ("3.25", "100.0000"); what the API takes for a share. */
export const isDecimalPercent = (value: string): boolean => {
  const match = /^(\d{1,3})(?:\.(\d{1,4}))?$/.exec(value);
  if (!match) return false;
  const whole = Number(match[1]);
  return whole < 100 || (whole === 100 && /^0*$/.test(match[2] ?? ''));
};

/** A decimal above 0 with at most 4 decimals ("78.45"): a nisab price per gram. */
export const isPositiveDecimal = (value: string): boolean => /^\d+(?:\.\d{1,4})?$/.test(value) && /[1-9]/.test(value);

export interface PronouncementValues {
  schemeId?: string;
  kind?: PronouncementKind;
  title?: string;
  issuer?: string;
  signatories?: string;
  issuedOn?: string;
  validUntil?: string | null;
  documentUrl?: string | null;
  summary?: string;
}

/** A certificate needs a last valid day (the badge and the gate read it); a fatwa or resolution may have none. */
export const pronouncementErrors = (values: PronouncementValues): Errors<PronouncementValues> => {
  const errors: Errors<PronouncementValues> = {};
  if (blank(values.schemeId)) errors.schemeId = `${V}.scheme`;
  if (!values.kind) errors.kind = `${V}.kind`;
  if (blank(values.title)) errors.title = `${V}.title`;
  if (blank(values.issuer)) errors.issuer = `${V}.issuer`;
  if (blank(values.signatories)) errors.signatories = `${V}.signatories`;
  const issued = isDateInRange(values.issuedOn);
  if (!issued) errors.issuedOn = `${V}.issued_on`;
  if (blank(values.validUntil)) {
    if (values.kind === 'certificate') errors.validUntil = `${V}.valid_until`;
  } else if (!isDateInRange(values.validUntil)) errors.validUntil = `${V}.valid_until`;
  else if (issued && String(values.validUntil) < String(values.issuedOn)) errors.validUntil = `${V}.valid_until_before_issue`;
  return errors;
};

export const pronouncementPayload = (values: PronouncementValues): PronouncementInput => ({
  schemeId: String(values.schemeId),
  kind: values.kind ?? 'certificate',
  title: text(values.title),
  issuer: text(values.issuer),
  signatories: text(values.signatories),
  issuedOn: String(values.issuedOn),
  validUntil: orNull(values.validUntil),
  documentUrl: orNull(values.documentUrl),
  summary: text(values.summary),
});

export type BoardMemberValues = Partial<Omit<BoardMemberInput, 'photoUrl' | 'endedOn'>> & {
  photoUrl?: string | null;
  endedOn?: string | null;
};

export const boardMemberErrors = (values: BoardMemberValues): Errors<BoardMemberValues> => {
  const errors: Errors<BoardMemberValues> = {};
  if (blank(values.fullName)) errors.fullName = `${V}.full_name`;
  if (blank(values.title)) errors.title = `${V}.member_title`;
  if (blank(values.credentials)) errors.credentials = `${V}.credentials`;
  if (blank(values.bioEn)) errors.bioEn = `${V}.bio_en`;
  const appointed = isDateInRange(values.appointedOn);
  if (!appointed) errors.appointedOn = `${V}.appointed_on`;
  if (!blank(values.endedOn)) {
    if (!isDateInRange(values.endedOn)) errors.endedOn = `${V}.ended_on`;
    else if (appointed && String(values.endedOn) < String(values.appointedOn)) errors.endedOn = `${V}.ends_before_appointed`;
  }
  return errors;
};

export const boardMemberPayload = (values: BoardMemberValues): BoardMemberInput => ({
  fullName: text(values.fullName),
  title: text(values.title),
  credentials: text(values.credentials),
  photoUrl: orNull(values.photoUrl),
  bioEn: text(values.bioEn),
  bioAr: text(values.bioAr),
  appointedOn: String(values.appointedOn),
  endedOn: orNull(values.endedOn),
  conflicts: text(values.conflicts),
});

export interface ReportValues {
  year?: number | null;
  opinion?: ShariaOpinion;
  documentUrl?: string | null;
  summary?: string;
}

export const reportErrors = (values: ReportValues): Errors<ReportValues> => {
  const errors: Errors<ReportValues> = {};
  if (!Number.isInteger(values.year) || Number(values.year) < 2000 || Number(values.year) > 2100) errors.year = `${V}.year`;
  if (!values.opinion) errors.opinion = `${V}.opinion`;
  if (blank(values.documentUrl)) errors.documentUrl = `${V}.document`;
  return errors;
};

export interface PurificationRateValues {
  schemeId?: string;
  periodStart?: string;
  periodEnd?: string;
  basis?: PurificationBasis;
  percent?: string | null;
  amount?: number | null;
  note?: string;
}

export const purificationRateErrors = (values: PurificationRateValues): Errors<PurificationRateValues> => {
  const errors: Errors<PurificationRateValues> = {};
  if (blank(values.schemeId)) errors.schemeId = `${V}.scheme`;
  const started = isDateInRange(values.periodStart);
  if (!started) errors.periodStart = `${V}.period_start`;
  if (!isDateInRange(values.periodEnd)) errors.periodEnd = `${V}.period_end`;
  else if (started && String(values.periodEnd) < String(values.periodStart)) errors.periodEnd = `${V}.period_end_before_start`;
  if (values.basis === 'amount') {
    if (!Number.isInteger(values.amount) || Number(values.amount) < 0) errors.amount = `${V}.amount`;
  } else if (!isDecimalPercent(text(values.percent))) errors.percent = `${V}.percent`;
  return errors;
};

/** Only the figure of the basis chosen is sent; the other is null. */
export const purificationRatePayload = (values: PurificationRateValues): PurificationRateInput => {
  const basis = values.basis ?? 'percent';
  return {
    schemeId: String(values.schemeId),
    periodStart: String(values.periodStart),
    periodEnd: String(values.periodEnd),
    basis,
    percent: basis === 'percent' ? text(values.percent) : null,
    amount: basis === 'amount' ? (values.amount ?? null) : null,
    note: text(values.note),
  };
};

export type NisabPriceValues = Partial<NisabPriceInput>;

export const nisabPriceErrors = (values: NisabPriceValues): Errors<NisabPriceValues> => {
  const errors: Errors<NisabPriceValues> = {};
  if (!values.metal) errors.metal = `${V}.metal`;
  if (!isPositiveDecimal(text(values.pricePerGram))) errors.pricePerGram = `${V}.price`;
  if (!isDateInRange(values.effectiveOn)) errors.effectiveOn = `${V}.effective_on`;
  return errors;
};

export const nisabPricePayload = (values: NisabPriceValues): NisabPriceInput => ({
  metal: values.metal ?? 'gold',
  pricePerGram: text(values.pricePerGram),
  effectiveOn: String(values.effectiveOn),
});

/** A musharakah scheme's zakatable share: empty (none entered) or a percentage. */
export const zakatPercentError = (value: string): string | undefined =>
  text(value) === '' || isDecimalPercent(text(value)) ? undefined : `${V}.zakat_percent`;
