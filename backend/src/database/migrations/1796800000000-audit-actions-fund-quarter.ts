import type { MigrationInterface } from 'typeorm';

import { auditActionsMigration } from '../audit-action-constraint.js';

// Issue 19: audit actions for distribution runs and their reversal, asset allocations, and scheme
// archives, restores and deletions. The CHECK constraint takes the whole list of
// @fund/contracts, as 1795300000000-initial-schema does, so a later migration that re-reads the list
// (another action added) and this one never disagree, whichever ran last.

const ADDED = ['DISTRIBUTION_PAID', 'DISTRIBUTION_REVERSED', 'ASSET_ALLOCATED', 'SCHEME_ARCHIVED', 'SCHEME_RESTORED', 'SCHEME_DELETED'];

/** Down: back to the list before issue 19 for new rows; rows of the added actions stay (NOT VALID): audit rows are never deleted. */
const { up, down } = auditActionsMigration({ added: ADDED });

export class AuditActions1796800000000 implements MigrationInterface {
  name = 'AuditActions1796800000000';
  up = up;
  down = down;
}
