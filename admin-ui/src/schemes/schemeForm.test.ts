import { describe, expect, it } from 'vitest';

import type { SchemeView } from '@fund/contracts';

import {
  CAPITAL_RETURN_CHOICES,
  CREATE_DEFAULTS,
  documentSizeOf,
  documentTypeOf,
  parseMinimumInvestment,
  payoutFrequencyChoices,
  toSchemePayload,
  valuesOf,
} from './schemeForm';

const scheme: SchemeView = {
  id: 's1',
  productId: 'murabaha',
  productName: 'Murabaha Collective',
  name: 'Gulf Trade Finance I',
  description: 'Short-cycle trade finance.',
  videoUrl: null,
  country: 'United Arab Emirates',
  status: 'earning',
  minimumInvestment: 50000,
  term: '24 months',
  roiPerAnnum: '8.5%',
  liquidity: 'Quarterly exit window',
  returnType: 'fixed',
  payoutFrequency: 'end_of_term',
  capitalReturnMethod: 'return_and_capital',
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
  archivedAt: null,
};

const ids = (choices: { id: string }[]) => choices.map((c) => c.id);

describe('scheme form', () => {
  it('starts a new scheme with the spec defaults: live, fixed, quarterly, capital end of term', () => {
    expect(CREATE_DEFAULTS).toMatchObject({
      status: 'live',
      returnType: 'fixed',
      payoutFrequency: 'quarterly',
      capitalReturnMethod: 'capital_end_of_term',
    });
  });

  it('offers five payout frequencies when creating and three when editing', () => {
    expect(ids(payoutFrequencyChoices('create'))).toEqual(['monthly', 'quarterly', 'bi_annually', 'annually', 'end_of_term']);
    expect(ids(payoutFrequencyChoices('edit', 'quarterly'))).toEqual(['monthly', 'quarterly', 'annually']);
  });

  it("keeps an edited scheme's own frequency in the edit list when it is not one of the three", () => {
    expect(ids(payoutFrequencyChoices('edit', 'end_of_term'))).toEqual(['monthly', 'quarterly', 'annually', 'end_of_term']);
  });

  it('labels the capital return methods with spaces', () => {
    expect(CAPITAL_RETURN_CHOICES.map((c) => c.name)).toEqual([
      'app.schemes.options.capital_return_method.return_and_capital',
      'app.schemes.options.capital_return_method.capital_end_of_term',
    ]);
  });

  it('parses the minimum investment as an integer, falling back to 0', () => {
    expect(parseMinimumInvestment(50000)).toBe(50000);
    expect(parseMinimumInvestment(1500.75)).toBe(1500);
    expect(parseMinimumInvestment('75,000')).toBe(75000);
    expect(parseMinimumInvestment('')).toBe(0);
    expect(parseMinimumInvestment(null)).toBe(0);
    expect(parseMinimumInvestment('abc')).toBe(0);
  });

  it('sends only the fields the API takes, trimmed, with the product on create and an empty video as null', () => {
    const body = toSchemePayload({ ...valuesOf(scheme), name: '  Gulf Trade Finance II ', minimumInvestment: '25000' }, 'murabaha');
    // The scheme's fields but for what the server owns (id, product name, dates), with the changes.
    const { id: _id, productName: _productName, createdAt: _createdAt, updatedAt: _updatedAt, archivedAt: _archivedAt, ...fields } = scheme;
    expect(body).toEqual({ ...fields, name: 'Gulf Trade Finance II', minimumInvestment: 25000 });
    expect(body.videoUrl).toBeNull();
    expect(toSchemePayload(valuesOf(scheme))).not.toHaveProperty('productId');
  });

  it('describes a document as the API stores it: the upper-case extension and the size in MB', () => {
    expect(documentTypeOf('Term Sheet.v2.docx')).toBe('DOCX');
    expect(documentTypeOf('no-extension')).toBe('PDF');
    expect(documentSizeOf(1_258_291)).toBe('1.2 MB');
  });
});
