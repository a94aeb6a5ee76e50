import { describe, expect, it } from 'vitest';

import { resetCall } from '../providers/adminMethods';
import { ticketUpdatePayload } from './TicketDialog';
import { groupOfFilter, STATUSES_OF_GROUP } from './ticketGroups';

describe('ticket groups and payloads', () => {
  it('shows resolved and closed tickets together (spec/001 §2)', () => {
    expect(STATUSES_OF_GROUP.resolved).toEqual(['resolved', 'closed']);
    expect(groupOfFilter(['closed'])).toBe('resolved');
    expect(groupOfFilter(['in_progress'])).toBe('in_progress');
    expect(groupOfFilter(undefined)).toBe('open');
  });

  it('sends status and the reply as adminNotes only, a blank reply as null', () => {
    expect(ticketUpdatePayload({ status: 'in_progress', reply: '  Calling the bank ' })).toEqual({
      status: 'in_progress',
      adminNotes: 'Calling the bank',
    });
    expect(ticketUpdatePayload({ status: 'resolved', reply: '  ' })).toEqual({ status: 'resolved', adminNotes: null });
  });

  it('resets a request with optional notes and an admin with an empty body', () => {
    expect(resetCall({ kind: 'request', id: 'r1', email: 'a@b.co', notes: ' by phone ' })).toEqual({
      url: '/api/admin/reset-investor-password/r1',
      body: JSON.stringify({ notes: 'by phone' }),
    });
    expect(resetCall({ kind: 'request', id: 'r1', email: 'a@b.co', notes: '' }).body).toBe('{}');
    expect(resetCall({ kind: 'admin', id: 'u2', email: 'a@b.co' })).toEqual({ url: '/api/admin/reset-admin-password/u2', body: '{}' });
  });
});
