import { AUDIT_ACTIONS } from '@fund/contracts';
import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 19: audit actions for distribution runs and their reversal, asset allocations, and scheme
// archives, restores and deletions. The CHECK constraint takes the whole list of
// @fund/contracts, as 1795300000000-initial-schema does, so a later migration that re-reads the list
// (another action added) and this one never disagree, whichever ran last.

const ADDED = ['DISTRIBUTION_PAID', 'DISTRIBUTION_REVERSED', 'ASSET_ALLOCATED', 'SCHEME_ARCHIVED', 'SCHEME_RESTORED', 'SCHEME_DELETED'];

const list = (values: readonly string[]) => values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');

export class AuditActions1796800000000 implements MigrationInterface {
  name = 'AuditActions1796800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE audit_logs
        DROP CONSTRAINT audit_logs_action_check,
        ADD CONSTRAINT audit_logs_action_check CHECK (action IN (${list(AUDIT_ACTIONS)}))
    `);
  }

  /** Back to the list before issue 19 for new rows; rows of the added actions stay (NOT VALID): audit rows are never deleted. */
  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE audit_logs
        DROP CONSTRAINT audit_logs_action_check,
        ADD CONSTRAINT audit_logs_action_check CHECK (action IN (${list(AUDIT_ACTIONS.filter((action) => !ADDED.includes(action)))})) NOT VALID
    `);
  }
}
