import { KYC_STEPS, SOURCES_OF_INCOME } from '@fund/contracts';

import { EMPTY_KYC_VALUES, type KycFormValues, type SourceOfIncome } from './kycForm';

// "Progress is saved" (spec/000 §2): the answers and the step survive a reload on this device.
// The ID document is not saved: neither the file nor the path of its upload.

export const KYC_DRAFT_KEY = 'kyc-application-draft';
const VERSION = 1;

/** Fields that never leave memory. */
const UNSAVED = ['idUploadUrl', 'idFileName'] as const satisfies readonly (keyof KycFormValues)[];

export type KycDraft = { step: number; values: KycFormValues };

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // Disabled storage (private mode, policies): the wizard still works, unsaved.
  }
}

export function saveKycDraft(step: number, values: KycFormValues): void {
  const saved: Partial<KycFormValues> = { ...values };
  for (const field of UNSAVED) delete saved[field];
  try {
    storage()?.setItem(KYC_DRAFT_KEY, JSON.stringify({ version: VERSION, step, values: saved }));
  } catch {
    // A full storage must not break the form.
  }
}

export function clearKycDraft(): void {
  storage()?.removeItem(KYC_DRAFT_KEY);
}

/** The saved answers over the empty form, keeping only values of the right type; null when none. */
export function loadKycDraft(): KycDraft | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage()?.getItem(KYC_DRAFT_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const { version, step, values } = parsed as { version?: unknown; step?: unknown; values?: unknown };
  if (version !== VERSION || !values || typeof values !== 'object') return null;

  const restored: KycFormValues = { ...EMPTY_KYC_VALUES };
  const record = restored as Record<keyof KycFormValues, unknown>;
  for (const [field, empty] of Object.entries(EMPTY_KYC_VALUES) as [keyof KycFormValues, unknown][]) {
    if ((UNSAVED as readonly string[]).includes(field)) continue;
    const value = (values as Record<string, unknown>)[field];
    if (typeof empty === 'string' && typeof value === 'string') record[field] = value;
    else if (typeof empty === 'boolean' && typeof value === 'boolean') record[field] = value;
    else if (Array.isArray(empty) && Array.isArray(value)) {
      record[field] = value.filter((item): item is SourceOfIncome => (SOURCES_OF_INCOME as readonly unknown[]).includes(item));
    }
  }
  const savedStep = typeof step === 'number' && Number.isInteger(step) ? Math.min(Math.max(step, 0), KYC_STEPS - 1) : 0;
  return { step: savedStep, values: restored };
}
