import type { AllocationView } from '@fund/contracts';

/** The row allocationQuery selects. */
export interface AllocationRow extends Omit<AllocationView, 'createdAt'> {
  createdAt: Date;
}

export function mapAllocation(row: AllocationRow): AllocationView {
  return { ...row, createdAt: new Date(row.createdAt).toISOString() };
}
