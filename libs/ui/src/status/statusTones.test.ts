import { describe, expect, it } from 'vitest';

import {
  ENROLLMENT_STATUSES,
  EXPRESSION_STATUSES,
  INVITATION_STATUSES,
  KYC_STATUSES,
  RESET_REQUEST_STATUSES,
  SCHEME_STATUSES,
  SHARIA_STATUSES,
  TICKET_STATUSES,
  USER_STATUSES,
} from '@fund/contracts';

import { STATUS_TONES, statusTone, type StatusKind } from './statusTones';

const ENUMERATIONS: [StatusKind, readonly string[]][] = [
  ['kyc', KYC_STATUSES],
  ['expression', [...EXPRESSION_STATUSES, 'archived']],
  ['scheme', SCHEME_STATUSES],
  ['ticket', TICKET_STATUSES],
  ['enrollment', ENROLLMENT_STATUSES],
  ['user', USER_STATUSES],
  ['invitation', INVITATION_STATUSES],
  ['reset_request', RESET_REQUEST_STATUSES],
  ['slide', ['active', 'inactive']],
  ['sharia', SHARIA_STATUSES],
];

describe('status tones', () => {
  it.each([
    ['kyc', 'pending', 'warning'],
    ['ticket', 'open', 'warning'],
    ['kyc', 'approved', 'success'],
    ['user', 'active', 'success'],
    ['ticket', 'resolved', 'success'],
    ['kyc', 'rejected', 'error'],
    ['user', 'disabled', 'error'],
    ['ticket', 'in_progress', 'info'],
    ['expression', 'contacted', 'info'],
    ['expression', 'archived', 'default'],
    ['sharia', 'expired', 'error'],
    ['sharia', 'expiring', 'warning'],
    ['ticket', 'closed', 'default'],
    ['scheme', 'live', 'success'],
    ['enrollment', 'matured', 'info'],
  ] as const)('colours %s %s as %s (STYLE.md)', (kind, status, tone) => {
    expect(statusTone(kind, status)).toBe(tone);
  });

  it('answers default for a value the enumeration does not know, prototype keys included', () => {
    expect(statusTone('kyc', 'unheard_of')).toBe('default');
    expect(statusTone('kyc', 'toString')).toBe('default');
    expect(statusTone('ticket', '__proto__')).toBe('default');
  });

  it.each(ENUMERATIONS)('maps every %s status of the contracts', (kind, values) => {
    expect(Object.keys(STATUS_TONES[kind]).sort()).toEqual([...values].sort());
  });
});
