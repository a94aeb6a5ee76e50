import { describe, expect, it } from 'vitest';

import { allocationPayload } from './AllocationDialog';
import { assetPayload, wholeOf } from './assetPayload';

describe('asset payloads', () => {
  it('sends only the fields the API accepts, purchaseValue as a whole number and empty optionals as null', () => {
    const payload = assetPayload({
      id: 'a1',
      name: 'Canary Wharf Offices',
      type: 'Real Estate',
      purchaseValue: '450000.7',
      address: '1 Canada Square, London',
      propertyType: 'Commercial',
      currentValue: '',
      operatingCosts: 12000,
      occupancyRate: ' 92% ',
      grossYield: undefined,
      media: [{ id: 'm1' }],
      allocationCount: 2,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    expect(payload).toEqual({
      name: 'Canary Wharf Offices',
      type: 'Real Estate',
      purchaseValue: 450000,
      address: '1 Canada Square, London',
      propertyType: 'Commercial',
      currentValue: null,
      operatingCosts: 12000,
      occupancyRate: '92%',
      grossYield: null,
    });
  });

  it('parses purchaseValue as an integer with 0 as the fallback (spec/001 §5)', () => {
    expect(wholeOf('abc')).toBe(0);
    expect(wholeOf(undefined)).toBe(0);
    expect(wholeOf('1200.9')).toBe(1200);
  });

  it('allocates with the asset, the enrollment and the chosen investor', () => {
    expect(allocationPayload({ assetId: 'a1', investorId: 'u1', enrollmentId: 'e1' })).toEqual({
      assetId: 'a1',
      enrollmentId: 'e1',
      investorId: 'u1',
    });
  });
});
