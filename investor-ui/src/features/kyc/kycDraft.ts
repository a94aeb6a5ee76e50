import { KYC_STEPS, SOURCES_OF_INCOME } from '@fund/contracts';

import { clearKycDraft, readStoredDraft, writeStoredDraft } from './kycDraftStore';
import { EMPTY_KYC_VALUES, isRequiredKycField, KYC_STEP_FIELDS, type KycField, type KycFormValues, type SourceOfIncome } from './kycForm';

// "Progress is saved" (spec/000 §2): some answers survive a reload on this device, for 7 days after
// the last change. On a shared computer the next person can read the browser's storage,
// so nothing that identifies the applicant's documents or money is kept: no date of birth, no ID
// document (file or upload path), no passport number (the applicant's or the next of kin's) and
// nothing of the bank step (account name and number, sort code, SWIFT/BIC, IBAN, bank name and
// address). Those are held in memory only and asked for again after a reload.

export { clearKycDraft, KYC_DRAFT_KEY, KYC_DRAFT_MAX_AGE_MS } from './kycDraftStore';

/** The only answers kept in browser storage; a field the form gains is not kept until listed here. */
export const KYC_DRAFT_FIELDS = [
  'fullName',
  'email',
  'countryCode',
  'phoneNumber',
  'country',
  'fullAddress',
  'idType',
  'employmentStatus',
  'annualIncome',
  'previousInvestments',
  'sourceOfIncome',
  'nokName',
  'nokContactNumber',
  'nokContactEmail',
  'nokRelationship',
  'termsAccepted',
  'disclaimerAccepted',
] as const satisfies readonly KycField[];

export type KycDraft = { step: number; values: KycFormValues };

const KEPT: ReadonlySet<KycField> = new Set(KYC_DRAFT_FIELDS);

/**
 * A restored application resumes at the first step with a required answer that is never kept (step 1:
 * the date of birth), so the applicant goes through the steps in order instead of being sent back
 * from Submit.
 */
const FIRST_STEP_TO_ENTER_AGAIN = KYC_STEP_FIELDS.findIndex(({ fields }) =>
  fields.some((field) => isRequiredKycField(field) && !KEPT.has(field)),
);

function keptValues(values: KycFormValues): Partial<KycFormValues> {
  return Object.fromEntries(KYC_DRAFT_FIELDS.map((field) => [field, values[field]]));
}

function isEmpty(kept: Partial<KycFormValues>): boolean {
  return KYC_DRAFT_FIELDS.every((field) => JSON.stringify(kept[field]) === JSON.stringify(EMPTY_KYC_VALUES[field]));
}

export function saveKycDraft(step: number, values: KycFormValues): void {
  const kept = keptValues(values);
  try {
    // Nothing worth restoring yet (e.g. only a date of birth typed): keep nothing at all.
    if (step === 0 && isEmpty(kept)) {
      clearKycDraft();
      return;
    }
    writeStoredDraft(step, kept);
  } catch {
    // A full storage must not break the form.
  }
}

/**
 * The saved answers over the empty form, keeping only listed fields with values of the right type;
 * null when none. An expired, unreadable or earlier-format draft is removed from storage.
 */
export function loadKycDraft(): KycDraft | null {
  const stored = readStoredDraft();
  if (!stored) return null;

  const restored: KycFormValues = { ...EMPTY_KYC_VALUES };
  const record = restored as Record<KycField, unknown>;
  for (const field of KYC_DRAFT_FIELDS) {
    const empty = EMPTY_KYC_VALUES[field];
    const value = (stored.values as Record<string, unknown>)[field];
    if (typeof empty === 'string' && typeof value === 'string') record[field] = value;
    else if (typeof empty === 'boolean' && typeof value === 'boolean') record[field] = value;
    else if (Array.isArray(empty) && Array.isArray(value)) {
      record[field] = value.filter((item): item is SourceOfIncome => (SOURCES_OF_INCOME as readonly unknown[]).includes(item));
    }
  }
  const { step } = stored;
  const savedStep = typeof step === 'number' && Number.isInteger(step) ? Math.min(Math.max(step, 0), KYC_STEPS - 1) : 0;
  return { step: FIRST_STEP_TO_ENTER_AGAIN < 0 ? savedStep : Math.min(savedStep, FIRST_STEP_TO_ENTER_AGAIN), values: restored };
}
