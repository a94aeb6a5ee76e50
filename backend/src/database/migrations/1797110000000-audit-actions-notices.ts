import { AUDIT_ACTIONS } from '@fund/contracts';
import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 20: the audit action for an investor's notice preferences (changed in the profile, or turned
// off by an unsubscribe link). The CHECK constraint takes the whole list of @fund/contracts, as
// 1796800000000-audit-actions-fund-quarter does, so a later migration that re-reads the list and this
// one never disagree, whichever ran last.

const ADDED = ['NOTIFICATION_PREFERENCES_CHANGED'];

const list = (values: readonly string[]) => values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');

export class AuditActionsNotices1797110000000 implements MigrationInterface {
  name = 'AuditActionsNotices1797110000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE audit_logs
        DROP CONSTRAINT audit_logs_action_check,
        ADD CONSTRAINT audit_logs_action_check CHECK (action IN (${list(AUDIT_ACTIONS)}))
    `);
  }

  /** Back to the list before issue 20 for new rows; rows of the added action stay (NOT VALID): audit rows are never deleted. */
  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE audit_logs
        DROP CONSTRAINT audit_logs_action_check,
        ADD CONSTRAINT audit_logs_action_check CHECK (action IN (${list(AUDIT_ACTIONS.filter((action) => !ADDED.includes(action)))})) NOT VALID
    `);
  }
}
