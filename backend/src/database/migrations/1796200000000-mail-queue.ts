import type { MigrationInterface, QueryRunner } from 'typeorm';

// The e-mail outbox (common/mail/mail-queue.ts): a row is written in the same transaction as the
// change that causes the e-mail, tried at once after the commit, then by the drain job (FOR UPDATE
// SKIP LOCKED, so several instances share the work) with backoff until it is sent or, a day after
// it was queued, given up. A row that is no longer pending keeps no body: bodies carry temporary
// passwords and credentials. replace_key names what a newer e-mail cancels (a newer temporary
// password makes the pending one useless).

export class MailQueue1796200000000 implements MigrationInterface {
  name = 'MailQueue1796200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE mail_queue (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        template text NOT NULL,
        recipient text NOT NULL,
        subject text NOT NULL,
        text_body text,
        html_body text,
        replace_key text,
        status text NOT NULL DEFAULT 'pending' CONSTRAINT mail_queue_status_check CHECK (status IN ('pending', 'sent', 'failed', 'cancelled')),
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        CONSTRAINT mail_queue_body_check CHECK (status = 'pending' OR (text_body IS NULL AND html_body IS NULL))
      );
      CREATE INDEX mail_queue_due_idx ON mail_queue (next_attempt_at) WHERE status = 'pending';
      CREATE INDEX mail_queue_replace_idx ON mail_queue (replace_key) WHERE status = 'pending';
      CREATE INDEX mail_queue_status_created_idx ON mail_queue (status, created_at);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE mail_queue');
  }
}
