import type { MigrationInterface } from 'typeorm';

import { AUDIT_ACTIONS } from '@fund/contracts';

import { auditActionsMigration } from '../audit-action-constraint.js';

// Issue 18 item 6: audit actions beyond the spec's ten (enrollments, payouts, postings, investor
// deletions, login status and bank-detail changes). The CHECK constraint takes the whole list of
// @fund/contracts, as 1795300000000-initial-schema does, so a later migration that re-reads the list
// (another action added) and this one never disagree, whichever ran last.

/** The spec's ten (spec/000), the first ten of the list in @fund/contracts. */
const SPEC_ACTIONS = AUDIT_ACTIONS.slice(0, 10);

/** Down: back to the spec's ten for new rows; rows of the other actions stay (NOT VALID): audit rows are never deleted. */
const { up, down } = auditActionsMigration({ before: SPEC_ACTIONS });

export class AuditActions1796600000000 implements MigrationInterface {
  name = 'AuditActions1796600000000';
  up = up;
  down = down;
}
