import type { MigrationInterface, QueryRunner } from 'typeorm';

import { NOTIFICATION_MODES } from '@fund/contracts';

import { oneOf } from '../audit-action-constraint.js';

// Issue 20: notices to investors.
// - notification_preferences: an investor's choice per category (no row: DEFAULT_NOTIFICATION_MODES).
// - users.time_zone: the investor's IANA time zone for the digest (null: FUND_TIME_ZONE).
// - notifications: one notice per investor per posted activity or ticket change; `delivery` is the
//   investor's preference when it was made; `emailed_at` is set when its e-mail (immediate or digest)
//   was queued; `read_at` when the investor opened it in the portal.
// - activities.read_at: the first time the investor opened the item (read receipts); activities.post_id
//   groups the activities of one scheme-wide post or distribution run (the run's id).
// - mail_queue.headers: extra e-mail headers (List-Unsubscribe, List-Unsubscribe-Post).

/** The categories as this migration created them (issue 23's migration adds 'statements'). */
export const NOTIFICATION_CATEGORIES_BEFORE = ['updates', 'documents', 'payouts', 'asset_performance', 'tickets'] as const;

export class Notifications1797100000000 implements MigrationInterface {
  name = 'Notifications1797100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE users ADD COLUMN time_zone text;
      ALTER TABLE activities ADD COLUMN post_id uuid, ADD COLUMN read_at timestamptz;
      CREATE INDEX activities_post_id_idx ON activities (post_id) WHERE post_id IS NOT NULL;
      UPDATE activities a SET post_id = l.run_id FROM distribution_lines l WHERE l.activity_id = a.id;
      ALTER TABLE mail_queue ADD COLUMN headers jsonb;
      CREATE TABLE notification_preferences (
        investor_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        category text NOT NULL CONSTRAINT notification_preferences_category_check ${oneOf('category', NOTIFICATION_CATEGORIES_BEFORE)},
        mode text NOT NULL CONSTRAINT notification_preferences_mode_check ${oneOf('mode', NOTIFICATION_MODES)},
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT notification_preferences_pkey PRIMARY KEY (investor_id, category)
      );
      CREATE TABLE notifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        investor_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        category text NOT NULL CONSTRAINT notifications_category_check ${oneOf('category', NOTIFICATION_CATEGORIES_BEFORE)},
        delivery text NOT NULL CONSTRAINT notifications_delivery_check ${oneOf('delivery', NOTIFICATION_MODES)},
        activity_id uuid REFERENCES activities (id) ON DELETE CASCADE,
        ticket_id uuid REFERENCES tickets (id) ON DELETE CASCADE,
        scheme_id uuid REFERENCES schemes (id) ON DELETE CASCADE,
        title text NOT NULL,
        amount bigint,
        link text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        read_at timestamptz,
        emailed_at timestamptz
      );
      CREATE INDEX notifications_investor_idx ON notifications (investor_id, created_at DESC);
      CREATE INDEX notifications_activity_idx ON notifications (activity_id) WHERE activity_id IS NOT NULL;
      CREATE INDEX notifications_ticket_idx ON notifications (ticket_id) WHERE ticket_id IS NOT NULL;
      CREATE INDEX notifications_scheme_idx ON notifications (scheme_id) WHERE scheme_id IS NOT NULL;
      CREATE INDEX notifications_unsent_idx ON notifications (delivery, created_at) WHERE emailed_at IS NULL AND delivery <> 'off';
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TABLE notifications; DROP TABLE notification_preferences;
      ALTER TABLE mail_queue DROP COLUMN headers;
      ALTER TABLE activities DROP COLUMN post_id, DROP COLUMN read_at;
      ALTER TABLE users DROP COLUMN time_zone;
    `);
  }
}
