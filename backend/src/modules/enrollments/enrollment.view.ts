import type { EnrollmentStatus, EnrollmentView } from '@fund/contracts';

/** The row EnrollmentsQueries selects: bigint columns arrive as text, dates already YYYY-MM-DD. */
export interface EnrollmentRow {
  id: string;
  investorId: string;
  schemeId: string;
  enrolledAt: Date;
  status: EnrollmentStatus;
  investmentAmount: string;
  currentValue: string;
  totalPayouts: string;
  nextPayoutDate: string | null;
  nextPayoutAmount: string | null;
  schemeName: string;
  productId: string | null;
  investorName: string;
}

export function mapEnrollment(row: EnrollmentRow): EnrollmentView {
  return {
    id: row.id,
    investorId: row.investorId,
    schemeId: row.schemeId,
    enrolledAt: new Date(row.enrolledAt).toISOString(),
    status: row.status,
    investmentAmount: Number(row.investmentAmount),
    currentValue: Number(row.currentValue),
    totalPayouts: Number(row.totalPayouts),
    nextPayoutDate: row.nextPayoutDate,
    nextPayoutAmount: row.nextPayoutAmount === null ? null : Number(row.nextPayoutAmount),
    schemeName: row.schemeName,
    scheme: { name: row.schemeName, productId: row.productId },
    investorName: row.investorName,
  };
}
