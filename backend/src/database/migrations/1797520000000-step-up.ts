import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 25 item 5: a payout above this amount (whole units, 50,000 by default; 0: every payout) asks the
// admin for a fresh second factor. One of the super admins' security settings.
export class StepUp1797520000000 implements MigrationInterface {
  name = 'StepUp1797520000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE security_settings ADD COLUMN payout_step_up_threshold bigint NOT NULL DEFAULT 50000
        CONSTRAINT security_settings_payout_step_up_threshold_check CHECK (payout_step_up_threshold >= 0)
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE security_settings DROP COLUMN payout_step_up_threshold');
  }
}
