import type { QueryRunner } from 'typeorm';

import { AUDIT_ACTIONS } from '@fund/contracts';

// The CHECK constraints of the enumerations, written once for the migrations (issue 22 item 3).
// Migrations that have run on installations call these: the SQL they produce must never change
// (audit-action-constraint.spec.ts holds the text they sent before).

/** Values as a SQL list of string literals: `'a', 'b'` (single quotes doubled). */
export const sqlList = (values: readonly string[]) => values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');

/** `CHECK (column IN ('a', 'b'))` */
/**
 * The actions up to issue 22, as the initial schema and the audit-action migrations before issue 23 wrote
 * them (their SQL must not change); later migrations add theirs (1797300000000: STATEMENTS_GENERATED).
 */
export const AUDIT_ACTIONS_BEFORE_ISSUE_23 = AUDIT_ACTIONS.slice(0, AUDIT_ACTIONS.indexOf('DEMO_DATA_LOADED') + 1);
/** The actions up to issue 23 (1797400000000's down goes back to them). */
export const AUDIT_ACTIONS_BEFORE_ISSUE_24 = AUDIT_ACTIONS.slice(0, AUDIT_ACTIONS.indexOf('STATEMENTS_GENERATED') + 1);
/** The actions up to issue 24 (1797500000000's down goes back to them). */
export const AUDIT_ACTIONS_BEFORE_ISSUE_25 = AUDIT_ACTIONS.slice(0, AUDIT_ACTIONS.indexOf('ZAKAT_SETTINGS_CHANGED') + 1);

export const oneOf = (column: string, values: readonly string[]) => `CHECK (${column} IN (${sqlList(values)}))`;

/**
 * The statement that swaps audit_logs' action CHECK for one allowing exactly `actions`. Going back
 * (a migration's down) it is NOT VALID: rows of the dropped actions stay, audit rows are never deleted.
 */
export const auditActionCheck = (actions: readonly string[], { notValid = false } = {}) => `
      ALTER TABLE audit_logs
        DROP CONSTRAINT audit_logs_action_check,
        ADD CONSTRAINT audit_logs_action_check ${oneOf('action', actions)}${notValid ? ' NOT VALID' : ''}
    `;

/**
 * A migration that adds audit actions: up allows the whole list of @fund/contracts (so a later
 * migration that re-reads the list and this one never disagree, whichever ran last); down allows
 * the list as it was before (`before`, default: the whole list without `added`) for new rows.
 */
export function auditActionsMigration({ added = [], before }: { added?: readonly string[]; before?: readonly string[] }) {
  const previous = before ?? AUDIT_ACTIONS.filter((action) => !added.includes(action));
  return {
    up: async (db: QueryRunner): Promise<void> => void (await db.query(auditActionCheck(AUDIT_ACTIONS))),
    down: async (db: QueryRunner): Promise<void> => void (await db.query(auditActionCheck(previous, { notValid: true }))),
  };
}
