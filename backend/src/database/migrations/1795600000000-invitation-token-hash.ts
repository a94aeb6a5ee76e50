import type { MigrationInterface, QueryRunner } from 'typeorm';

// Invitation tokens are stored as their SHA-256 (hex), never in plain: the token is shown once, in the
// answer that creates the invitation (and in its e-mail). Tokens are 32 random bytes, so a plain hash
// is enough; the accept and lookup routes hash the presented token. Existing invitations keep working.
//
// Also indexes the user a login in progress is waiting for, so ending a user's logins (password
// change, reset, disable, delete) finds those sessions as it finds the logged-in ones.
export class InvitationTokenHash1795600000000 implements MigrationInterface {
  name = 'InvitationTokenHash1795600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE admin_invitations RENAME COLUMN invite_token TO invite_token_hash;
      ALTER TABLE admin_invitations RENAME CONSTRAINT admin_invitations_invite_token_key TO admin_invitations_invite_token_hash_key;
      UPDATE admin_invitations SET invite_token_hash = encode(sha256(convert_to(invite_token_hash, 'UTF8')), 'hex');
      CREATE INDEX session_pending_user_id_idx ON session ((sess ->> 'pendingUserId'));
    `);
  }

  /** The plain tokens cannot come back: after a revert, pending invitations must be sent again. */
  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP INDEX session_pending_user_id_idx;
      ALTER TABLE admin_invitations RENAME CONSTRAINT admin_invitations_invite_token_hash_key TO admin_invitations_invite_token_key;
      ALTER TABLE admin_invitations RENAME COLUMN invite_token_hash TO invite_token;
    `);
  }
}
