import { afterEach, describe, expect, it } from 'vitest';

import { clearKycDraft, KYC_DRAFT_KEY, loadKycDraft, saveKycDraft } from './kycDraft';
import { EMPTY_KYC_VALUES } from './kycForm';
import { completeValues } from './kycTesting';

describe('KYC saved progress', () => {
  afterEach(() => localStorage.clear());

  it('has nothing to restore on a first visit', () => {
    expect(loadKycDraft()).toBeNull();
  });

  it('restores the answers and the step, but not the uploaded ID', () => {
    saveKycDraft(3, completeValues());

    const stored = JSON.parse(localStorage.getItem(KYC_DRAFT_KEY)!);
    expect(stored.values).not.toHaveProperty('idUploadUrl');
    expect(stored.values).not.toHaveProperty('idFileName');

    expect(loadKycDraft()).toEqual({ step: 3, values: completeValues({ idUploadUrl: '', idFileName: '' }) });
  });

  it('is gone after clearing (a successful submit)', () => {
    saveKycDraft(1, completeValues());
    clearKycDraft();
    expect(loadKycDraft()).toBeNull();
  });

  it('ignores unreadable, foreign or mistyped saved data', () => {
    localStorage.setItem(KYC_DRAFT_KEY, '{not json');
    expect(loadKycDraft()).toBeNull();
    localStorage.setItem(KYC_DRAFT_KEY, JSON.stringify({ version: 99, step: 2, values: {} }));
    expect(loadKycDraft()).toBeNull();

    localStorage.setItem(
      KYC_DRAFT_KEY,
      JSON.stringify({ version: 1, step: 42, values: { fullName: 7, email: 'a@b.co', termsAccepted: 'yes', sourceOfIncome: ['Savings', 'Lottery'], idUploadUrl: '/x' } }),
    );
    expect(loadKycDraft()).toEqual({ step: 4, values: { ...EMPTY_KYC_VALUES, email: 'a@b.co', sourceOfIncome: ['Savings'] } });
  });
});
