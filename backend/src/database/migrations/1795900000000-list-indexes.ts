import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 13: the lists that grow with time read one page in the order they show it. Each list sorts by
// its time column, newest first, then by id (common/lists/list-query.ts), and filters by the columns
// the screens use; these indexes hold both, so a page is read from the index in order (no sort of
// every matching row) and a count is an index-only scan:
// - activities: the feed (investor, optionally type), an investment's activities (investor and scheme);
// - audit logs: all, by user, by action;
// - tickets: all (admin), by status (the admin groups), by investor (the portal);
// - expressions of interest: the unarchived ones, by status;
// - KYC applications: all, by status (the tabs).
// The older (column, time DESC) indexes are replaced by their (column, time DESC, id) versions.
const INDEXES: [name: string, definition: string, replaces?: [name: string, definition: string]][] = [
  [
    'activities_investor_created_id_idx',
    'activities (investor_id, created_at DESC, id)',
    ['activities_investor_created_idx', 'activities (investor_id, created_at DESC)'],
  ],
  [
    'activities_investor_type_created_id_idx',
    'activities (investor_id, type, created_at DESC, id)',
    ['activities_investor_type_idx', 'activities (investor_id, type, created_at DESC)'],
  ],
  ['activities_investor_scheme_created_id_idx', 'activities (investor_id, scheme_id, created_at DESC, id)'],
  ['audit_logs_timestamp_id_idx', 'audit_logs ("timestamp" DESC, id)', ['audit_logs_timestamp_idx', 'audit_logs ("timestamp" DESC)']],
  [
    'audit_logs_user_timestamp_id_idx',
    'audit_logs (user_id, "timestamp" DESC, id)',
    ['audit_logs_user_id_idx', 'audit_logs (user_id, "timestamp" DESC)'],
  ],
  [
    'audit_logs_action_timestamp_id_idx',
    'audit_logs (action, "timestamp" DESC, id)',
    ['audit_logs_action_idx', 'audit_logs (action, "timestamp" DESC)'],
  ],
  ['tickets_created_id_idx', 'tickets (created_at DESC, id)'],
  ['tickets_status_created_id_idx', 'tickets (status, created_at DESC, id)', ['tickets_status_idx', 'tickets (status, created_at DESC)']],
  [
    'tickets_investor_created_id_idx',
    'tickets (investor_id, created_at DESC, id)',
    ['tickets_investor_created_idx', 'tickets (investor_id, created_at DESC)'],
  ],
  ['expressions_of_interest_submitted_id_idx', 'expressions_of_interest (archived, submitted_at DESC, id)'],
  [
    'expressions_of_interest_status_submitted_id_idx',
    'expressions_of_interest (archived, status, submitted_at DESC, id)',
    ['expressions_of_interest_status_idx', 'expressions_of_interest (archived, status, submitted_at DESC)'],
  ],
  ['kyc_applications_submitted_id_idx', 'kyc_applications (submitted_at DESC, id)'],
  [
    'kyc_applications_status_submitted_id_idx',
    'kyc_applications (status, submitted_at DESC, id)',
    ['kyc_applications_status_idx', 'kyc_applications (status, submitted_at DESC)'],
  ],
];

export class ListIndexes1795900000000 implements MigrationInterface {
  name = 'ListIndexes1795900000000';

  async up(db: QueryRunner): Promise<void> {
    for (const [name, definition, replaces] of INDEXES) {
      await db.query(`CREATE INDEX ${name} ON ${definition}`);
      if (replaces) await db.query(`DROP INDEX ${replaces[0]}`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const [name, , replaces] of [...INDEXES].reverse()) {
      if (replaces) await db.query(`CREATE INDEX ${replaces[0]} ON ${replaces[1]}`);
      await db.query(`DROP INDEX ${name}`);
    }
  }
}
