import { describe, expect, it } from 'vitest';

import { activityBody, assetPerformanceBody, CATEGORY_VALUES, httpUrl, payoutBody, percentText, today, wholeNumber } from './activityForms';

describe('activity forms', () => {
  it('offers the admin category lists of spec/001 §3', () => {
    expect(CATEGORY_VALUES.update).toEqual(['Performance Report', 'Scheme Update', 'Market Insight', 'General Notice']);
    expect(CATEGORY_VALUES.transaction).toEqual(['Contribution', 'Payout', 'Payout Adjustment', 'Service Fee', 'Exit']);
    expect(CATEGORY_VALUES.document).toEqual([
      'KYC / Identity',
      'Distribution Notice',
      'Legal Contracts',
      'Transaction Receipts',
      'Financial Statement',
      'Other',
    ]);
  });

  it('accepts whole amounts of at least the minimum and leaves blanks to the required rule', () => {
    const amount = wholeNumber(1, 'whole');
    expect(amount(3)).toBeUndefined();
    expect(amount('')).toBeUndefined();
    expect(amount(0)).toBe('whole');
    expect(amount(2.5)).toBe('whole');
  });

  it('accepts an empty link or an http(s) one, and percentages up to 100', () => {
    const url = httpUrl('Must be a valid URL');
    expect(url('')).toBeUndefined();
    expect(url('https://fund.example/report')).toBeUndefined();
    expect(url('ftp://fund.example')).toBe('Must be a valid URL');
    expect(url('not a link')).toBe('Must be a valid URL');
    const percent = percentText('bad');
    expect(percent('92%')).toBeUndefined();
    expect(percent('6.5')).toBeUndefined();
    expect(percent('120%')).toBe('bad');
    expect(percent('high')).toBe('bad');
  });

  it("gives today's date as YYYY-MM-DD in the local calendar", () => {
    expect(today(new Date(2026, 0, 7, 23, 30))).toBe('2026-01-07');
  });

  it('sends each activity type with only its own fields', () => {
    const base = { investorId: 'u1', schemeId: 's1', category: 'Scheme Update', title: ' Q1 letter ', content: ' Details ' };
    expect(activityBody('update', { ...base, url: '' })).toEqual({
      type: 'update',
      investorId: 'u1',
      schemeId: 's1',
      category: 'Scheme Update',
      title: 'Q1 letter',
      content: 'Details',
      notify: true,
    });
    // Notify investors (issue 20 item 2): on unless switched off.
    expect(activityBody('update', { ...base, notify: false })).toMatchObject({ notify: false });
    expect(activityBody('update', { ...base, url: 'https://x.example' })).toMatchObject({ url: 'https://x.example' });
    expect(activityBody('transaction', { ...base, category: 'Contribution', amount: '2500' })).toMatchObject({
      type: 'transaction',
      amount: 2500,
    });
    expect(
      activityBody(
        'document',
        { ...base, category: 'Legal Contracts' },
        { objectPath: '/api/objects/activity-document/abc', name: 'Subscription.pdf', size: 2048 },
      ),
    ).toMatchObject({
      type: 'document',
      documentUrl: '/api/objects/activity-document/abc',
      documentName: 'Subscription.pdf',
      documentType: 'PDF',
      documentSize: 2048,
    });
  });

  it('leaves the optional next payout out when blank', () => {
    const values = { investorId: 'u1', enrollmentId: 'e1', payoutAmount: '1500', payoutDate: '2026-03-31', description: ' Q1 profit ' };
    expect(payoutBody({ ...values, nextPayoutDate: '', nextPayoutAmount: null })).toEqual({
      investorId: 'u1',
      enrollmentId: 'e1',
      payoutAmount: 1500,
      payoutDate: '2026-03-31',
      description: 'Q1 profit',
      notify: true,
    });
    expect(payoutBody({ ...values, nextPayoutDate: '2026-06-30', nextPayoutAmount: 1600 })).toMatchObject({
      nextPayoutDate: '2026-06-30',
      nextPayoutAmount: 1600,
    });
  });

  it('sends only the asset figures that were filled in, percentages with their sign', () => {
    expect(
      assetPerformanceBody({ assetId: 'a1', notes: ' Lease renewed ', occupancyRate: '92', grossYield: '', currentValue: null }),
    ).toEqual({
      assetId: 'a1',
      notes: 'Lease renewed',
      occupancyRate: '92%',
      notify: true,
    });
    expect(
      assetPerformanceBody({ assetId: 'a1', notes: 'n', currentValue: 2_100_000, netProfits: -5000, grossYield: '6.5%' }),
    ).toMatchObject({
      currentValue: 2_100_000,
      netProfits: -5000,
      grossYield: '6.5%',
    });
  });
});
