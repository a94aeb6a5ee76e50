/** spec/001 §3 "asset_enrollments" read form, with the ids the admin UI links by. */
export interface AllocationView {
  id: string;
  assetId: string;
  enrollmentId: string;
  assetName: string;
  assetPropertyType: string;
  investorId: string;
  investorName: string;
  schemeId: string;
  schemeName: string;
  createdAt: string;
}

/** The row allocationQuery selects. */
export interface AllocationRow extends Omit<AllocationView, 'createdAt'> {
  createdAt: Date;
}

export function mapAllocation(row: AllocationRow): AllocationView {
  return { ...row, createdAt: new Date(row.createdAt).toISOString() };
}
