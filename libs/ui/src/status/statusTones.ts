import type {
  EnrollmentStatus,
  ExpressionStatus,
  InvitationStatus,
  KycStatus,
  ResetRequestStatus,
  SchemeStatus,
  ShariaStatus,
  TicketStatus,
  UserStatus,
} from '@fund/contracts';

/** The chip colours of STYLE.md, one map for both apps (the status chips and the CSV exports read it). */
export type StatusTone = 'warning' | 'success' | 'error' | 'info' | 'default';

/**
 * Each enumeration of the contracts mapped to a tone: pending/open = warning,
 * approved/active/resolved = success, rejected/disabled = error, in progress/contacted = info,
 * archived/closed = default. Typed against the contracts, so a new status fails the build here.
 */
export const STATUS_TONES = {
  kyc: { pending: 'warning', approved: 'success', rejected: 'error' } satisfies Record<KycStatus, StatusTone>,
  expression: {
    pending: 'warning',
    contacted: 'info',
    enrolled: 'success',
    rejected: 'error',
    archived: 'default',
  } satisfies Record<ExpressionStatus | 'archived', StatusTone>,
  scheme: { live: 'success', closing: 'warning', earning: 'info', matured: 'default' } satisfies Record<SchemeStatus, StatusTone>,
  ticket: { open: 'warning', in_progress: 'info', resolved: 'success', closed: 'default' } satisfies Record<TicketStatus, StatusTone>,
  enrollment: { earning: 'success', matured: 'info', exited: 'default' } satisfies Record<EnrollmentStatus, StatusTone>,
  user: { pending: 'warning', active: 'success', disabled: 'error' } satisfies Record<UserStatus, StatusTone>,
  invitation: { pending: 'warning', accepted: 'success', expired: 'default' } satisfies Record<InvitationStatus, StatusTone>,
  reset_request: { pending: 'warning', resolved: 'success', cancelled: 'default' } satisfies Record<ResetRequestStatus, StatusTone>,
  slide: { active: 'success', inactive: 'default' } satisfies Record<'active' | 'inactive', StatusTone>,
  // Issue 24: a scheme's Sharia certificate (the badge in both apps).
  sharia: { certified: 'success', expiring: 'warning', expired: 'error', none: 'default' } satisfies Record<ShariaStatus, StatusTone>,
} as const;

export type StatusKind = keyof typeof STATUS_TONES;

/** The tone of `status`, 'default' for a value the enumeration does not know. */
export const statusTone = (kind: StatusKind, status: string): StatusTone => {
  const tones: Record<string, StatusTone> = STATUS_TONES[kind];
  return Object.hasOwn(tones, status) ? tones[status] : 'default';
};
