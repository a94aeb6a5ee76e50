import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 25 items 2, 3: second factors and the admins' policy.
// - totp_factors: one authenticator app per user. The secret is AES-256-GCM ciphertext under a key
//   derived from the session secret (never the database's); confirmed_at is null while enrolling;
//   last_time_step is the RFC 6238 step of the last accepted code, so a code is used once.
// - recovery_codes: 10 one-time codes per user, each an HMAC-SHA256 under a server key; used_at marks a used one.
// - security_settings: one row, the super admins' policy ("admins must use a second factor"), off by default.
export class SecondFactors1797510000000 implements MigrationInterface {
  name = 'SecondFactors1797510000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE totp_factors (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        secret_ciphertext text NOT NULL,
        confirmed_at timestamptz,
        last_time_step bigint,
        created_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE recovery_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        code_hash text NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT recovery_codes_user_hash_key UNIQUE (user_id, code_hash)
      );

      CREATE TABLE security_settings (
        id boolean PRIMARY KEY DEFAULT true CONSTRAINT security_settings_one_row CHECK (id),
        admins_need_second_factor boolean NOT NULL DEFAULT false,
        updated_at timestamptz,
        updated_by uuid REFERENCES users (id) ON DELETE SET NULL
      );
      INSERT INTO security_settings DEFAULT VALUES;
      CREATE INDEX security_settings_updated_by_idx ON security_settings (updated_by) WHERE updated_by IS NOT NULL;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TABLE security_settings;
      DROP TABLE recovery_codes;
      DROP TABLE totp_factors;
    `);
  }
}
