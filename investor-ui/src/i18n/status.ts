import type { EnrollmentStatus, SchemeStatus } from '@fund/contracts';

// Status words shared by the portal's cards (schemes, enrollments).

export const status = {
  scheme: { live: 'Live', closing: 'Closing', earning: 'Earning', matured: 'Matured' } satisfies Record<SchemeStatus, string>,
  enrollment: { earning: 'Active', matured: 'Matured', exited: 'Exited' } satisfies Record<EnrollmentStatus, string>,
} as const;
