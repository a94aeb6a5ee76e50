import type { MigrationInterface } from 'typeorm';

import { auditActionsMigration } from '../audit-action-constraint.js';

// Issue 21: the audit actions for corrected investor details, tickets reopened by a reply, resent
// admin invitations and the loaded demo data. The CHECK constraint takes the whole list of @fund/contracts, as
// 1796800000000-audit-actions-fund-quarter does, so a later migration that re-reads the list and this
// one never disagree, whichever ran last.

/** Down: back to the list before issue 21 for new rows; rows of the added actions stay (NOT VALID): audit rows are never deleted. */
const { up, down } = auditActionsMigration({
  added: ['INVESTOR_DETAILS_CHANGED', 'TICKET_REOPENED', 'ADMIN_INVITATION_RESENT', 'DEMO_DATA_LOADED'],
});

export class AuditActionsFirstRun1797200000000 implements MigrationInterface {
  name = 'AuditActionsFirstRun1797200000000';
  up = up;
  down = down;
}
