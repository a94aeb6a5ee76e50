import type { MigrationInterface, QueryRunner } from 'typeorm';

// Idempotent money writes (issue 14): POST /api/payouts, /api/enrollments and /api/activities with an
// Idempotency-Key header keep the answer they gave, per calling user and key, for a day
// (common/idempotency). A row is written in the same transaction as the money write it answers for,
// so a committed write always has its key and a rolled-back one never does. The response body is kept
// as the JSON text that was sent (text, not jsonb, which would reorder its keys). The expiry job
// deletes rows past expires_at; until then an expired row is not honoured.
export class IdempotencyKeys1796100000000 implements MigrationInterface {
  name = 'IdempotencyKeys1796100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE idempotency_keys (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        key text NOT NULL CHECK (key ~ '^[ -~]{1,255}$'),
        request_hash text NOT NULL,
        response_status smallint NOT NULL,
        response_body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, key)
      );
      CREATE INDEX idempotency_keys_expires_at_idx ON idempotency_keys (expires_at);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE idempotency_keys`);
  }
}
