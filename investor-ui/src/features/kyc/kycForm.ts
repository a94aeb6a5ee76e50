import {
  ANNUAL_INCOMES,
  COUNTRIES,
  DEFAULT_COUNTRY_CODE,
  EMPLOYMENT_STATUSES,
  ID_TYPES,
  isPastDate,
  KYC_STEPS,
  NOK_RELATIONSHIPS,
  PHONE_CODES,
  PREVIOUS_INVESTMENTS,
  SOURCES_OF_INCOME,
} from '@fund/contracts';

// The KYC wizard's answers, its five steps' checks and the application it sends (spec/000 §3, §5).

export type SourceOfIncome = (typeof SOURCES_OF_INCOME)[number];

/** The bank and next-of-kin answers: text in the form and in the request body alike. */
type BankAndNextOfKin = Record<
  | 'accountName'
  | 'accountNumber'
  | 'sortCode'
  | 'swiftBic'
  | 'ibanNumber'
  | 'bankName'
  | 'bankAddress'
  | 'nokName'
  | 'nokContactNumber'
  | 'nokContactEmail'
  | 'nokPassportNumber'
  | 'nokRelationship',
  string
>;

/** What the form holds. Selects hold '' until chosen; the phone number is held without its code. */
export type KycFormValues = {
  fullName: string;
  dateOfBirth: string;
  email: string;
  countryCode: string;
  phoneNumber: string;
  country: string;
  fullAddress: string;
  idType: string;
  /** The uploaded ID's object path ('' until uploaded); never saved on the device. */
  idUploadUrl: string;
  /** The uploaded file's name, for display; never saved on the device. */
  idFileName: string;
  passportNumber: string;
  employmentStatus: string;
  annualIncome: string;
  previousInvestments: string;
  sourceOfIncome: SourceOfIncome[];
  termsAccepted: boolean;
  disclaimerAccepted: boolean;
} & BankAndNextOfKin;

export type KycField = keyof KycFormValues;

/** The body of POST /api/kyc: the spec's field names, phone with its code, flags as text. */
export type KycApplicationInput = {
  fullName: string;
  dateOfBirth: string;
  email: string;
  countryCode: string;
  phone: string;
  country: string;
  fullAddress: string;
  idType: string;
  idUploadUrl: string;
  passportNumber?: string;
  employmentStatus: string;
  annualIncome?: string;
  previousInvestments: string;
  sourceOfIncome: string;
  termsAccepted: 'true' | 'false';
  disclaimerAccepted: 'true' | 'false';
} & BankAndNextOfKin;

export const EMPTY_KYC_VALUES: KycFormValues = {
  fullName: '',
  dateOfBirth: '',
  email: '',
  countryCode: DEFAULT_COUNTRY_CODE,
  phoneNumber: '',
  country: '',
  fullAddress: '',
  idType: '',
  idUploadUrl: '',
  idFileName: '',
  passportNumber: '',
  employmentStatus: '',
  annualIncome: '',
  previousInvestments: '',
  sourceOfIncome: [],
  accountName: '',
  accountNumber: '',
  sortCode: '',
  swiftBic: '',
  ibanNumber: '',
  bankName: '',
  bankAddress: '',
  nokName: '',
  nokContactNumber: '',
  nokContactEmail: '',
  nokPassportNumber: '',
  nokRelationship: '',
  termsAccepted: false,
  disclaimerAccepted: false,
};

export type KycStepId = 'personal' | 'kycDetails' | 'bank' | 'nextOfKin' | 'terms';

/** The five steps in order, each with the fields it asks for (the ones its Next checks). */
export const KYC_STEP_FIELDS: { id: KycStepId; fields: KycField[] }[] = [
  { id: 'personal', fields: ['fullName', 'dateOfBirth', 'email', 'countryCode', 'phoneNumber', 'country', 'fullAddress'] },
  {
    id: 'kycDetails',
    fields: ['idType', 'idUploadUrl', 'passportNumber', 'employmentStatus', 'annualIncome', 'previousInvestments', 'sourceOfIncome'],
  },
  { id: 'bank', fields: ['accountName', 'accountNumber', 'sortCode', 'swiftBic', 'ibanNumber', 'bankName', 'bankAddress'] },
  { id: 'nextOfKin', fields: ['nokName', 'nokContactNumber', 'nokContactEmail', 'nokPassportNumber', 'nokRelationship'] },
  { id: 'terms', fields: ['termsAccepted', 'disclaimerAccepted'] },
];

if (KYC_STEP_FIELDS.length !== KYC_STEPS) throw new Error('The KYC wizard must have KYC_STEPS steps');

/** Optional in spec/000 §5: passport number and annual income. Everything else is required. */
const OPTIONAL: ReadonlySet<KycField> = new Set(['passportNumber', 'annualIncome', 'idFileName']);

export function isRequiredKycField(field: KycField): boolean {
  return !OPTIONAL.has(field);
}

/** Why a field is refused; the screen turns it into the catalog's words. */
export type KycIssue =
  | 'required'
  | 'invalidEmail'
  | 'phoneDigits'
  | 'dateOfBirthPast'
  | 'dateOfBirthFormat'
  | 'sourceOfIncome'
  | 'idUpload'
  | 'idUploading'
  | 'terms'
  | 'disclaimer'
  | 'invalidChoice';

export type KycIssues = Partial<Record<KycField, KycIssue>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_DIGITS = /^\d{4,15}$/;

/** The digits of a typed phone number ('050 123-4567' -> '0501234567'). */
export function phoneDigits(phoneNumber: string): string {
  return phoneNumber.replace(/\D/g, '');
}

const CHOICES: Partial<Record<KycField, readonly string[]>> = {
  countryCode: PHONE_CODES.map((option) => option.code),
  country: COUNTRIES,
  idType: ID_TYPES,
  employmentStatus: EMPLOYMENT_STATUSES,
  annualIncome: ANNUAL_INCOMES,
  previousInvestments: PREVIOUS_INVESTMENTS,
  nokRelationship: NOK_RELATIONSHIPS,
};

type CheckContext = { uploading?: boolean; today?: string };

function issueOf(field: KycField, values: KycFormValues, { uploading = false, today }: CheckContext): KycIssue | undefined {
  const value = values[field];
  switch (field) {
    case 'idUploadUrl':
      if (uploading) return 'idUploading';
      return values.idUploadUrl ? undefined : 'idUpload';
    case 'sourceOfIncome':
      return values.sourceOfIncome.length > 0 ? undefined : 'sourceOfIncome';
    case 'termsAccepted':
      return values.termsAccepted ? undefined : 'terms';
    case 'disclaimerAccepted':
      return values.disclaimerAccepted ? undefined : 'disclaimer';
    default:
      break;
  }
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return isRequiredKycField(field) ? 'required' : undefined;
  const choices = CHOICES[field];
  if (choices && !choices.includes(text)) return 'invalidChoice';
  if ((field === 'email' || field === 'nokContactEmail') && !EMAIL.test(text)) return 'invalidEmail';
  if (field === 'phoneNumber' && !PHONE_DIGITS.test(phoneDigits(text))) return 'phoneDigits';
  if (field === 'dateOfBirth') {
    const iso = parseDateOfBirth(text);
    if (iso === null) return 'dateOfBirthFormat';
    // The API's rule (@fund/contracts isPastDate): from 1900-01-01 up to yesterday.
    if (!isPastDate(iso, today)) return 'dateOfBirthPast';
  }
  return undefined;
}

/**
 * The date of birth as typed, DD/MM/YYYY (issue 21: one format whatever the browser's locale, said
 * beside the field; '/', '.' or '-' between the parts, day and month of one or two digits), or as
 * YYYY-MM-DD: the calendar date as YYYY-MM-DD, or null when it is not one.
 */
export function parseDateOfBirth(typed: string): string | null {
  const text = typed.trim();
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const parts = dmy ? [dmy[3], dmy[2], dmy[1]] : ymd ? [ymd[1], ymd[2], ymd[3]] : null;
  if (!parts) return null;
  const [year, month, day] = parts;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** The issues of one step's fields (0-based step index). */
export function checkKycStep(step: number, values: KycFormValues, context: CheckContext = {}): KycIssues {
  const issues: KycIssues = {};
  for (const field of KYC_STEP_FIELDS[step].fields) {
    const issue = issueOf(field, values, context);
    if (issue) issues[field] = issue;
  }
  return issues;
}

/** The issues of every step, and the first step that has one (or -1). */
export function checkKycApplication(values: KycFormValues, context: CheckContext = {}): { issues: KycIssues; firstStep: number } {
  let firstStep = -1;
  const issues: KycIssues = {};
  KYC_STEP_FIELDS.forEach((_step, index) => {
    const stepIssues = checkKycStep(index, values, context);
    if (firstStep < 0 && Object.keys(stepIssues).length > 0) firstStep = index;
    Object.assign(issues, stepIssues);
  });
  return { issues, firstStep };
}

/** Percent complete shown beside "Step n of 5": the step (1-based) divided by 5. */
export function kycProgress(step: number): number {
  return Math.round(((step + 1) / KYC_STEPS) * 100);
}

/** Sources in the spec's order, joined with ', ' (spec/000 §3). */
export function joinSourcesOfIncome(sources: readonly string[]): string {
  return SOURCES_OF_INCOME.filter((source) => sources.includes(source)).join(', ');
}

const flag = (value: boolean) => (value ? 'true' : 'false');

/** The application as POST /api/kyc takes it: trimmed texts, 'code number' phone, joined sources, text flags. */
export function toKycApplication(values: KycFormValues): KycApplicationInput {
  const text = (value: string) => value.trim();
  const application: KycApplicationInput = {
    fullName: text(values.fullName),
    dateOfBirth: parseDateOfBirth(values.dateOfBirth) ?? values.dateOfBirth.trim(),
    email: text(values.email),
    countryCode: values.countryCode,
    phone: `${values.countryCode} ${phoneDigits(values.phoneNumber)}`,
    country: values.country,
    fullAddress: text(values.fullAddress),
    idType: values.idType,
    idUploadUrl: values.idUploadUrl,
    employmentStatus: values.employmentStatus,
    previousInvestments: values.previousInvestments,
    sourceOfIncome: joinSourcesOfIncome(values.sourceOfIncome),
    accountName: text(values.accountName),
    accountNumber: text(values.accountNumber),
    sortCode: text(values.sortCode),
    swiftBic: text(values.swiftBic),
    ibanNumber: text(values.ibanNumber),
    bankName: text(values.bankName),
    bankAddress: text(values.bankAddress),
    nokName: text(values.nokName),
    nokContactNumber: text(values.nokContactNumber),
    nokContactEmail: text(values.nokContactEmail),
    nokPassportNumber: text(values.nokPassportNumber),
    nokRelationship: values.nokRelationship,
    termsAccepted: flag(values.termsAccepted),
    disclaimerAccepted: flag(values.disclaimerAccepted),
  };
  if (text(values.passportNumber)) application.passportNumber = text(values.passportNumber);
  if (values.annualIncome) application.annualIncome = values.annualIncome;
  return application;
}
