import type { MigrationInterface, QueryRunner } from 'typeorm';

import { ROLES, TICKET_TEXT_MAX } from '@fund/contracts';

import { oneOf } from '../audit-action-constraint.js';

// Issue 21 item 7: a ticket is a thread. ticket_messages holds the replies of the team and the investor
// after the ticket's opening message (its description); each keeps its author's name and role as they
// were when it was written (author_id is emptied if that account goes). The single admin response
// (tickets.admin_notes) becomes the thread's first team reply, dated when the ticket was last updated,
// and the column goes: the ticket's adminNotes is now read from the thread (its latest team reply).

export class TicketMessages1797210000000 implements MigrationInterface {
  name = 'TicketMessages1797210000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE ticket_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        ticket_id uuid NOT NULL REFERENCES tickets (id) ON DELETE CASCADE,
        author_id uuid REFERENCES users (id) ON DELETE SET NULL,
        author_name text NOT NULL,
        author_role text NOT NULL CONSTRAINT ticket_messages_author_role_check ${oneOf('author_role', ROLES)},
        body text NOT NULL CONSTRAINT ticket_messages_body_check CHECK (char_length(body) BETWEEN 1 AND ${TICKET_TEXT_MAX}),
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX ticket_messages_ticket_created_idx ON ticket_messages (ticket_id, created_at, id);
      CREATE INDEX ticket_messages_author_id_idx ON ticket_messages (author_id) WHERE author_id IS NOT NULL;
      INSERT INTO ticket_messages (ticket_id, author_id, author_name, author_role, body, created_at)
        SELECT id, NULL, 'Support team', 'admin', left(btrim(admin_notes), ${TICKET_TEXT_MAX}), updated_at
        FROM tickets WHERE btrim(coalesce(admin_notes, '')) <> '';
      ALTER TABLE tickets DROP COLUMN admin_notes;
    `);
  }

  /** The latest team reply goes back into admin_notes; the investors' replies are lost. */
  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE tickets ADD COLUMN admin_notes text;
      UPDATE tickets t SET admin_notes = m.body
        FROM (SELECT DISTINCT ON (ticket_id) ticket_id, body FROM ticket_messages WHERE author_role <> 'investor' ORDER BY ticket_id, created_at DESC, id DESC) m
        WHERE m.ticket_id = t.id;
      DROP TABLE ticket_messages;
    `);
  }
}
