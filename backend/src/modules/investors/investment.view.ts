import { returnPercentage, type InvestmentCardView, type InvestmentView } from '@fund/contracts';

import type { Enrollment } from '../enrollments/enrollment.entity.js';
import type { Scheme } from '../schemes/scheme.entity.js';

// The investor's investment views (spec/000 §3 Investment); the scheme and activity shapes are the
// schemes and activities modules' own.

export function mapInvestment(e: Enrollment): InvestmentView {
  return {
    id: e.id,
    investorId: e.investorId,
    schemeId: e.schemeId,
    investmentAmount: e.investmentAmount,
    currentValue: e.currentValue,
    totalPayouts: e.totalPayouts,
    nextPayoutDate: e.nextPayoutDate,
    nextPayoutAmount: e.nextPayoutAmount,
    status: e.status,
    enrolledAt: e.enrolledAt.toISOString(),
    returnPercentage: returnPercentage(e.currentValue, e.investmentAmount),
  };
}

export function mapInvestmentCard(
  e: Enrollment,
  s: Pick<Scheme, 'id' | 'name' | 'country' | 'status' | 'term' | 'productId'>,
): InvestmentCardView {
  const { investorId: _investorId, schemeId: _schemeId, ...card } = mapInvestment(e);
  return { ...card, scheme: { id: s.id, name: s.name, country: s.country, status: s.status, term: s.term, productId: s.productId } };
}
