import type { MigrationInterface, QueryRunner } from 'typeorm';

// Rate-limit counters live in PostgreSQL so every app instance counts the same hits.
export class RateLimits1795400000000 implements MigrationInterface {
  name = 'RateLimits1795400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE rate_limit_counters (
        key text PRIMARY KEY,
        hits integer NOT NULL,
        reset_at timestamptz NOT NULL
      );
      CREATE INDEX rate_limit_counters_reset_at_idx ON rate_limit_counters (reset_at);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE rate_limit_counters');
  }
}
