// Where the KYC wizard's saved progress lives (localStorage), its format and its 7-day life. Kept apart
// from kycDraft.ts (which decides which answers are kept) so the app's entry can drop a stale draft on
// any page without loading the wizard's code.

export const KYC_DRAFT_KEY = 'kyc-application-draft';
const VERSION = 2;

/** A saved draft is discarded this long after its last change. */
export const KYC_DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // Disabled storage (private mode, policies): the wizard still works, unsaved.
  }
}

/** Stores the kept answers with the time of this change. */
export function writeStoredDraft(step: number, values: object): void {
  storage()?.setItem(KYC_DRAFT_KEY, JSON.stringify({ version: VERSION, savedAt: Date.now(), step, values }));
}

/** Forgets the saved answers (a successful submit, or Discard in the wizard's Cancel dialog). */
export function clearKycDraft(): void {
  try {
    storage()?.removeItem(KYC_DRAFT_KEY);
  } catch {
    // Nothing stored where storage cannot be reached.
  }
}

/**
 * The stored draft if it is of this format and younger than 7 days (savedAt not in the future); an
 * unreadable, expired or earlier-format one (version 1 held passport and bank numbers) is removed.
 */
export function readStoredDraft(): { step: unknown; values: object } | null {
  let raw: string | null | undefined;
  try {
    raw = storage()?.getItem(KYC_DRAFT_KEY);
  } catch {
    return null;
  }
  if (raw === null || raw === undefined) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const { version, savedAt, step, values } = (parsed ?? {}) as { version?: unknown; savedAt?: unknown; step?: unknown; values?: unknown };
  const now = Date.now();
  const fresh = typeof savedAt === 'number' && savedAt <= now && now - savedAt < KYC_DRAFT_MAX_AGE_MS;
  if (version !== VERSION || !fresh || !values || typeof values !== 'object') {
    clearKycDraft();
    return null;
  }
  return { step, values };
}

/** Run at start on every page: a stale draft does not wait for the wizard to be opened again. */
export function dropStaleKycDraft(): void {
  readStoredDraft();
}
