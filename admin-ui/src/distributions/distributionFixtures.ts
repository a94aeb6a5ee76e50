import type { DistributionPreview, DistributionPreviewLine, DistributionRunView, DistributionTerms } from '@fund/contracts';
import { distributionRunView } from '@fund/contracts/testing';

// Test data for the distribution screens' tests; they answer through @fund/ui/testing's stubFetch (a reply
// may depend on the request: the preview answers what the body asks for, a confirm can fail once).

export const SCHEME = {
  id: 's1',
  name: 'Gulf Trade Finance',
  productId: 'murabaha',
  productName: 'Murabaha',
  status: 'earning',
  country: 'UAE',
  description: 'Short-term trade finance.',
  minimumInvestment: 10_000,
  term: '12 months',
  roiPerAnnum: '8%',
  liquidity: 'Low',
  returnType: 'fixed',
  payoutFrequency: 'quarterly',
  capitalReturnMethod: 'end_of_term',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

export const ROUNDING_RULE =
  'Whole currency units: each investor gets the amount to split times their weight divided by all the weights, rounded down; the units left over go one each to the largest holdings first.';

/** Three holders of 1:1:1. */
export const HOLDERS = [
  { investorId: 'i1', investorName: 'Noor Haddad', enrollmentId: 'e1', invested: 30_000, currentValue: 31_000 },
  { investorId: 'i2', investorName: 'Layla Haddad', enrollmentId: 'e2', invested: 30_000, currentValue: 29_000 },
  { investorId: 'i3', investorName: 'Omar Saleh', enrollmentId: 'e3', invested: 30_000, currentValue: 30_000 },
];

/**
 * What the server answers a preview of `terms` over HOLDERS (total mode, equal weights): floors, then
 * the left-over units one each in holder order; excluded holders at 0, overrides fixed.
 */
export const previewOf = (terms: DistributionTerms): DistributionPreview => {
  const excluded = new Set(terms.excludedInvestorIds ?? []);
  const fixed = new Map((terms.overrides ?? []).map((o) => [o.investorId, o.amount]));
  const total = terms.totalAmount ?? 0;
  const sharing = HOLDERS.filter((h) => !excluded.has(h.investorId) && !fixed.has(h.investorId));
  const pool = total - [...fixed.values()].reduce((a, b) => a + b, 0);
  const floor = sharing.length ? Math.floor(pool / sharing.length) : 0;
  let left = pool - floor * sharing.length;
  const lines: DistributionPreviewLine[] = HOLDERS.map((h) => {
    const isExcluded = excluded.has(h.investorId);
    const override = fixed.get(h.investorId);
    let amount = 0;
    if (override !== undefined) amount = override;
    else if (!isExcluded) amount = floor + (left-- > 0 ? 1 : 0);
    return {
      ...h,
      share: isExcluded ? '0.0000' : ((amount / total) * 100).toFixed(4),
      amount,
      excluded: isExcluded,
      overridden: override !== undefined,
    };
  }).sort((a, b) => b.amount - a.amount || a.investorName.localeCompare(b.investorName));
  return {
    schemeId: SCHEME.id,
    schemeName: SCHEME.name,
    mode: terms.mode,
    basis: terms.basis,
    totalAmount: total,
    investorCount: lines.filter((l) => l.amount > 0).length,
    roundingRule: ROUNDING_RULE,
    lines,
  };
};

export const run = (overrides: Partial<DistributionRunView> = {}): DistributionRunView =>
  distributionRunView({
    id: 'r1',
    schemeId: SCHEME.id,
    schemeName: SCHEME.name,
    createdAt: '2026-06-30T09:00:00.000Z',
    createdBy: { id: 'a7', name: 'Amina Rahman' },
    canReverse: false,
    ...overrides,
  });

/** The Idempotency-Key each call carried. */
export const keysOf = (calls: { init: RequestInit }[]) => calls.map((call) => new Headers(call.init.headers).get('Idempotency-Key'));

/** The parsed JSON body each call carried. */
export const bodiesOf = (calls: { init: RequestInit }[]) =>
  calls.map((call) => JSON.parse(String(call.init.body)) as Record<string, unknown>);
