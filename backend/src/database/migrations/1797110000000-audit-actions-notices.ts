import type { MigrationInterface } from 'typeorm';

import { auditActionsMigration } from '../audit-action-constraint.js';

// Issue 20: the audit action for an investor's notice preferences (changed in the profile, or turned
// off by an unsubscribe link). The CHECK constraint takes the whole list of @fund/contracts, as
// 1796800000000-audit-actions-fund-quarter does, so a later migration that re-reads the list and this
// one never disagree, whichever ran last.

/** Down: back to the list before issue 20 for new rows; rows of the added action stay (NOT VALID): audit rows are never deleted. */
const { up, down } = auditActionsMigration({ added: ['NOTIFICATION_PREFERENCES_CHANGED'] });

export class AuditActionsNotices1797110000000 implements MigrationInterface {
  name = 'AuditActionsNotices1797110000000';
  up = up;
  down = down;
}
