import { returnPercentage } from '@fund/contracts';

import type { ActivityView } from '../activities/activity.view.js';
import type { Enrollment } from '../enrollments/enrollment.entity.js';
import type { Scheme } from '../schemes/scheme.entity.js';
import type { InvestorSchemeView } from '../schemes/scheme.view.js';

// Response shapes of the investor's investment views (spec/000 §3 Investment); the scheme and
// activity shapes are the schemes and activities modules' own.

/** The scheme as an investment card shows it. */
export interface CardSchemeView {
  id: string;
  name: string;
  country: string;
  status: string;
  term: string;
  productId: string;
}

/** spec/000 §3 Investment: one card of My Investments. */
export interface InvestmentCardView {
  id: string;
  investmentAmount: number;
  currentValue: number;
  totalPayouts: number;
  nextPayoutDate: string | null;
  nextPayoutAmount: number | null;
  status: string;
  enrolledAt: string;
  /** (currentValue - investmentAmount) / investmentAmount x 100, 2 decimals. */
  returnPercentage: number;
  scheme: CardSchemeView;
}

export interface EnrollmentView {
  id: string;
  investorId: string;
  schemeId: string;
  investmentAmount: number;
  currentValue: number;
  totalPayouts: number;
  nextPayoutDate: string | null;
  nextPayoutAmount: number | null;
  status: string;
  enrolledAt: string;
  returnPercentage: number;
}

export interface InvestmentDetailView {
  enrollment: EnrollmentView;
  scheme: InvestorSchemeView;
  activities: ActivityView[];
}

export function mapEnrollment(e: Enrollment): EnrollmentView {
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

export function mapInvestmentCard(e: Enrollment, s: Scheme): InvestmentCardView {
  const { investorId: _investorId, schemeId: _schemeId, ...card } = mapEnrollment(e);
  return { ...card, scheme: { id: s.id, name: s.name, country: s.country, status: s.status, term: s.term, productId: s.productId } };
}
