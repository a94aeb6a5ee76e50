import { describe, expect, it } from 'vitest';

import {
  boardMemberErrors,
  isDecimalPercent,
  isPositiveDecimal,
  nisabPriceErrors,
  pronouncementErrors,
  pronouncementPayload,
  purificationRateErrors,
  purificationRatePayload,
  reportErrors,
  zakatPercentError,
} from './shariaForms';

const V = 'app.sharia.validation';

describe('Sharia form checks', () => {
  it('takes percentages from 0 to 100 with at most 4 decimals, as text', () => {
    for (const good of ['0', '3.25', '100', '100.0000', '0.0001', '62.5']) expect(isDecimalPercent(good)).toBe(true);
    for (const bad of ['', '-1', '100.0001', '101', '3.12345', '1e2', '3,25', ' 3', 'abc', '.5']) expect(isDecimalPercent(bad)).toBe(false);
  });

  it('takes prices above 0 with at most 4 decimals', () => {
    for (const good of ['78.45', '0.0001', '1', '250.1234']) expect(isPositiveDecimal(good)).toBe(true);
    for (const bad of ['0', '0.0000', '-1', '1.23456', '', 'x']) expect(isPositiveDecimal(bad)).toBe(false);
  });

  it('asks for every field of a pronouncement and a valid until on or after the issue date', () => {
    expect(pronouncementErrors({ kind: 'certificate' })).toEqual({
      schemeId: `${V}.scheme`,
      title: `${V}.title`,
      issuer: `${V}.issuer`,
      signatories: `${V}.signatories`,
      issuedOn: `${V}.issued_on`,
      validUntil: `${V}.valid_until`,
    });
    const base = { schemeId: 's1', kind: 'certificate' as const, title: 'T', issuer: 'Board', signatories: 'A, B', issuedOn: '2026-06-01' };
    expect(pronouncementErrors({ ...base, validUntil: '2026-05-31' })).toEqual({ validUntil: `${V}.valid_until_before_issue` });
    expect(pronouncementErrors({ ...base, validUntil: '2026-06-01' })).toEqual({});
    // A resolution may have no expiry.
    expect(pronouncementErrors({ ...base, kind: 'resolution', validUntil: '' })).toEqual({});
  });

  it('sends a pronouncement trimmed, with no expiry as null', () => {
    expect(
      pronouncementPayload({
        schemeId: 's1',
        kind: 'resolution',
        title: ' Resolution 4 ',
        issuer: 'Board',
        signatories: 'A',
        issuedOn: '2026-06-01',
        validUntil: '',
        documentUrl: '',
        summary: ' ok ',
      }),
    ).toEqual({
      schemeId: 's1',
      kind: 'resolution',
      title: 'Resolution 4',
      issuer: 'Board',
      signatories: 'A',
      issuedOn: '2026-06-01',
      validUntil: null,
      documentUrl: null,
      summary: 'ok',
    });
  });

  it('asks a board member for a name, a title, credentials, a bio and an end on or after the appointment', () => {
    expect(boardMemberErrors({})).toEqual({
      fullName: `${V}.full_name`,
      title: `${V}.member_title`,
      credentials: `${V}.credentials`,
      bioEn: `${V}.bio_en`,
      appointedOn: `${V}.appointed_on`,
    });
    const member = { fullName: 'Dr A', title: 'Chair', credentials: 'PhD', bioEn: 'Bio', appointedOn: '2024-01-01' };
    expect(boardMemberErrors({ ...member, endedOn: '2023-12-31' })).toEqual({ endedOn: `${V}.ends_before_appointed` });
    expect(boardMemberErrors({ ...member, endedOn: '' })).toEqual({});
  });

  it('asks a report for its year, opinion and signed PDF', () => {
    expect(reportErrors({ year: 1800 })).toEqual({ year: `${V}.year`, opinion: `${V}.opinion`, documentUrl: `${V}.document` });
    expect(reportErrors({ year: 2025, opinion: 'qualified', documentUrl: 'sharia-document/x' })).toEqual({});
  });

  it('asks a purification share for a period and a percent or an amount by its basis', () => {
    const base = { schemeId: 's1', periodStart: '2026-01-01', periodEnd: '2026-12-31' };
    expect(purificationRateErrors({ ...base, basis: 'percent', percent: '100.5' })).toEqual({ percent: `${V}.percent` });
    expect(purificationRateErrors({ ...base, basis: 'amount', amount: null })).toEqual({ amount: `${V}.amount` });
    expect(purificationRateErrors({ ...base, periodEnd: '2025-12-31', basis: 'amount', amount: 150 })).toEqual({
      periodEnd: `${V}.period_end_before_start`,
    });
    expect(purificationRateErrors({ ...base, basis: 'percent', percent: '3.25' })).toEqual({});
    expect(purificationRatePayload({ ...base, basis: 'percent', percent: '3.25', amount: 40, note: ' ' })).toEqual({
      ...base,
      basis: 'percent',
      percent: '3.25',
      amount: null,
      note: '',
    });
  });

  it('asks a nisab price for a price above 0 and a date, and a zakatable share for a percentage', () => {
    expect(nisabPriceErrors({ metal: 'gold', pricePerGram: '0', effectiveOn: '' })).toEqual({
      pricePerGram: `${V}.price`,
      effectiveOn: `${V}.effective_on`,
    });
    expect(nisabPriceErrors({ metal: 'silver', pricePerGram: '0.95', effectiveOn: '2026-11-01' })).toEqual({});
    expect(zakatPercentError('62.5')).toBeUndefined();
    expect(zakatPercentError('')).toBeUndefined();
    expect(zakatPercentError('120')).toBe(`${V}.zakat_percent`);
  });
});
