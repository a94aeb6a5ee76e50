import { afterEach, describe, expect, it, vi } from 'vitest';

import { BANK_FIELDS } from '@fund/contracts';

import { clearKycDraft, KYC_DRAFT_KEY, KYC_DRAFT_MAX_AGE_MS, loadKycDraft, saveKycDraft } from './kycDraft';
import { dropStaleKycDraft } from './kycDraftStore';
import { EMPTY_KYC_VALUES, type KycFormValues } from './kycForm';
import { completeValues } from './kycTesting';

const DAY = 24 * 60 * 60 * 1000;

/** Every answer filled in, the optional passport number included. */
const filled = (overrides: Partial<KycFormValues> = {}) =>
  completeValues({ passportNumber: 'X7654321', annualIncome: '250k-500k', ...overrides });

/** What a shared computer must not keep: the date of birth, the ID's file and number, the bank details, the next of kin's passport number. */
const NOT_KEPT: readonly (keyof KycFormValues)[] = [
  'dateOfBirth',
  'idUploadUrl',
  'idFileName',
  'passportNumber',
  ...BANK_FIELDS,
  'nokPassportNumber',
];
/** What a reload gives back of `filled()`: every other answer (and the not-kept ones empty). */
const KEPT_OF_FILLED: Partial<KycFormValues> = Object.fromEntries(
  Object.entries(filled()).filter(([key]) => !NOT_KEPT.includes(key as keyof KycFormValues)),
);

const storedDraft = () =>
  JSON.parse(localStorage.getItem(KYC_DRAFT_KEY)!) as { version: number; savedAt: number; step: number; values: Record<string, unknown> };

describe('KYC saved progress', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    vi.useRealTimers();
  });

  it('has nothing to restore on a first visit', () => {
    expect(loadKycDraft()).toBeNull();
  });

  it('keeps no date of birth, ID document, passport, bank, account, sort-code or IBAN value in browser storage', () => {
    const values = filled();
    saveKycDraft(3, values);

    const raw = localStorage.getItem(KYC_DRAFT_KEY)!;
    for (const field of NOT_KEPT) {
      expect([field, raw.includes(JSON.stringify(values[field]))]).toEqual([field, false]);
      expect(storedDraft().values).not.toHaveProperty(field);
    }
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.length).toBe(1);
    // Exactly these answers are kept (a new field of the form is not kept until it is listed).
    expect(Object.keys(storedDraft().values).sort()).toEqual(Object.keys(KEPT_OF_FILLED).sort());
  });

  it('restores the kept answers, the rest empty, from step 1, where the date of birth is asked for again', () => {
    saveKycDraft(3, filled());

    expect(loadKycDraft()).toEqual({ step: 0, values: { ...EMPTY_KYC_VALUES, ...KEPT_OF_FILLED } });
  });

  it('keeps nothing while only unkept answers are typed on the first step', () => {
    saveKycDraft(0, { ...EMPTY_KYC_VALUES, dateOfBirth: '1985-04-12' });
    expect(localStorage.getItem(KYC_DRAFT_KEY)).toBeNull();

    saveKycDraft(0, { ...EMPTY_KYC_VALUES, fullName: 'Amina' });
    saveKycDraft(0, { ...EMPTY_KYC_VALUES, dateOfBirth: '1985-04-12' });
    expect(localStorage.getItem(KYC_DRAFT_KEY)).toBeNull();
  });

  it('expires 7 days after the last change: an older draft is discarded on load', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
    saveKycDraft(2, filled());
    expect(storedDraft().savedAt).toBe(Date.parse('2026-03-01T10:00:00Z'));
    expect(KYC_DRAFT_MAX_AGE_MS).toBe(7 * DAY);

    vi.setSystemTime(new Date(Date.parse('2026-03-01T10:00:00Z') + 7 * DAY - 1));
    expect(loadKycDraft()?.values.fullName).toBe('  Amina Yusuf ');

    vi.setSystemTime(new Date(Date.parse('2026-03-01T10:00:00Z') + 7 * DAY));
    expect(loadKycDraft()).toBeNull();
    expect(localStorage.getItem(KYC_DRAFT_KEY)).toBeNull();
  });

  it('discards a draft saved in the future (a clock set back) or without its time', () => {
    saveKycDraft(1, filled());
    localStorage.setItem(KYC_DRAFT_KEY, JSON.stringify({ ...storedDraft(), savedAt: Date.now() + DAY }));
    expect(loadKycDraft()).toBeNull();
    expect(localStorage.getItem(KYC_DRAFT_KEY)).toBeNull();

    saveKycDraft(1, filled());
    const { savedAt: _savedAt, ...untimed } = storedDraft();
    localStorage.setItem(KYC_DRAFT_KEY, JSON.stringify(untimed));
    expect(loadKycDraft()).toBeNull();
    expect(localStorage.getItem(KYC_DRAFT_KEY)).toBeNull();
  });

  it('removes a draft of the earlier format, which held passport and bank numbers', () => {
    const { idUploadUrl: _path, idFileName: _name, ...everything } = filled();
    localStorage.setItem(KYC_DRAFT_KEY, JSON.stringify({ version: 1, step: 2, values: everything }));

    expect(loadKycDraft()).toBeNull();
    expect(localStorage.getItem(KYC_DRAFT_KEY)).toBeNull();
  });

  it('is dropped at the app start on any page once stale, and kept while fresh', () => {
    saveKycDraft(2, filled());
    const fresh = localStorage.getItem(KYC_DRAFT_KEY);
    dropStaleKycDraft();
    expect(localStorage.getItem(KYC_DRAFT_KEY)).toBe(fresh);

    localStorage.setItem(KYC_DRAFT_KEY, JSON.stringify({ ...storedDraft(), savedAt: Date.now() - KYC_DRAFT_MAX_AGE_MS - 1 }));
    dropStaleKycDraft();
    expect(localStorage.getItem(KYC_DRAFT_KEY)).toBeNull();

    localStorage.setItem(KYC_DRAFT_KEY, JSON.stringify({ version: 1, step: 2, values: { ibanNumber: 'GB33BUKB20201555555555' } }));
    dropStaleKycDraft();
    expect(localStorage.getItem(KYC_DRAFT_KEY)).toBeNull();
  });

  it('is gone after clearing (a successful submit, or Discard)', () => {
    saveKycDraft(1, filled());
    clearKycDraft();
    expect(loadKycDraft()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('ignores unreadable, foreign or mistyped saved data, and removes it', () => {
    localStorage.setItem(KYC_DRAFT_KEY, '{not json');
    expect(loadKycDraft()).toBeNull();
    expect(localStorage.getItem(KYC_DRAFT_KEY)).toBeNull();
    localStorage.setItem(KYC_DRAFT_KEY, JSON.stringify({ version: 99, savedAt: Date.now(), step: 2, values: {} }));
    expect(loadKycDraft()).toBeNull();
    expect(localStorage.getItem(KYC_DRAFT_KEY)).toBeNull();

    saveKycDraft(0, { ...EMPTY_KYC_VALUES, fullName: 'Amina' });
    localStorage.setItem(
      KYC_DRAFT_KEY,
      JSON.stringify({
        ...storedDraft(),
        step: 42,
        values: {
          fullName: 7,
          email: 'a@b.co',
          termsAccepted: 'yes',
          sourceOfIncome: ['Savings', 'Lottery'],
          idUploadUrl: '/x',
          ibanNumber: 'GB33BUKB20201555555555',
        },
      }),
    );
    expect(loadKycDraft()).toEqual({ step: 0, values: { ...EMPTY_KYC_VALUES, email: 'a@b.co', sourceOfIncome: ['Savings'] } });
  });
});
