import { returnPercentage, type ActivityType } from '@fund/contracts';

import type { Activity } from '../activities/activity.entity.js';
import type { Enrollment } from '../enrollments/enrollment.entity.js';
import type { Scheme } from '../schemes/scheme.entity.js';

// Response shapes of the investor's investment views (spec/000 §3 Investment, Scheme, Activity).

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

/** spec/000 §3 Scheme (investor view). */
export interface InvestorSchemeView {
  id: string;
  name: string;
  description: string;
  country: string;
  status: string;
  minimumInvestment: number;
  term: string;
  roiPerAnnum: string;
  liquidity: string;
  returnType: string;
  payoutFrequency: string;
  capitalReturnMethod: string;
  videoUrl: string | null;
  productId: string;
  productName: string;
}

/** spec/000 §3 Activity. */
export interface ActivityView {
  id: string;
  type: ActivityType;
  title: string;
  content: string;
  createdAt: string;
  category: string | null;
  amount: number | null;
  url: string | null;
  documentUrl: string | null;
  schemeId: string;
  assetId: string | null;
  netProfits: number | null;
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

export function mapInvestorScheme(s: Scheme, productName: string): InvestorSchemeView {
  return {
    id: s.id,
    name: s.name,
    description: s.description,
    country: s.country,
    status: s.status,
    minimumInvestment: s.minimumInvestment,
    term: s.term,
    roiPerAnnum: s.roiPerAnnum,
    liquidity: s.liquidity,
    returnType: s.returnType,
    payoutFrequency: s.payoutFrequency,
    capitalReturnMethod: s.capitalReturnMethod,
    videoUrl: s.videoUrl,
    productId: s.productId,
    productName,
  };
}

export function mapActivity(a: Activity): ActivityView {
  return {
    id: a.id,
    type: a.type,
    title: a.title,
    content: a.content,
    createdAt: a.createdAt.toISOString(),
    category: a.category,
    amount: a.amount,
    url: a.url,
    documentUrl: a.documentUrl,
    schemeId: a.schemeId,
    assetId: a.assetId,
    netProfits: a.netProfits,
  };
}
