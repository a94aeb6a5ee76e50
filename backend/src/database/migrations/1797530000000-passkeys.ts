import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 25 item 2: passkeys (WebAuthn) as a second factor, several per user, each named by its owner.
// - credential_id: the authenticator's credential id (base64url), unique across users: an assertion
//   names it, and it must belong to the user who passed the password step.
// - public_key: the COSE public key (bytea); counter: the signature counter last seen (a counter that
//   goes backwards means a cloned key and is refused, unless both are 0); transports: the browser's hints.
// Rows go with their user (ON DELETE CASCADE): an investor's deletion and the admin reset remove them.
export class Passkeys1797530000000 implements MigrationInterface {
  name = 'Passkeys1797530000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE passkeys (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name text NOT NULL CONSTRAINT passkeys_name_length CHECK (char_length(name) BETWEEN 1 AND 60),
        credential_id text NOT NULL CONSTRAINT passkeys_credential_id_key UNIQUE,
        public_key bytea NOT NULL,
        counter bigint NOT NULL DEFAULT 0 CONSTRAINT passkeys_counter_check CHECK (counter >= 0),
        transports text[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz
      );
      CREATE INDEX passkeys_user_id_idx ON passkeys (user_id, created_at);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE passkeys');
  }
}
