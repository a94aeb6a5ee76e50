import { AUDIT_ACTIONS } from '@fund/contracts';
import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 21: the audit actions for corrected investor details, tickets reopened by a reply, resent
// admin invitations and the loaded demo data. The CHECK constraint takes the whole list of @fund/contracts, as
// 1796800000000-audit-actions-fund-quarter does, so a later migration that re-reads the list and this
// one never disagree, whichever ran last.

const ADDED = ['INVESTOR_DETAILS_CHANGED', 'TICKET_REOPENED', 'ADMIN_INVITATION_RESENT', 'DEMO_DATA_LOADED'];

const list = (values: readonly string[]) => values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');

export class AuditActionsFirstRun1797200000000 implements MigrationInterface {
  name = 'AuditActionsFirstRun1797200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE audit_logs
        DROP CONSTRAINT audit_logs_action_check,
        ADD CONSTRAINT audit_logs_action_check CHECK (action IN (${list(AUDIT_ACTIONS)}))
    `);
  }

  /** Back to the list before issue 21 for new rows; rows of the added action stay (NOT VALID): audit rows are never deleted. */
  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE audit_logs
        DROP CONSTRAINT audit_logs_action_check,
        ADD CONSTRAINT audit_logs_action_check CHECK (action IN (${list(AUDIT_ACTIONS.filter((action) => !ADDED.includes(action)))})) NOT VALID
    `);
  }
}
