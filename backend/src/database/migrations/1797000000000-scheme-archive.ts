import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 19 item 5: a scheme can be archived instead of deleted. archived_at is when (null: current); an
// archived scheme keeps every row of its history, is left out of the portal's opportunities and takes
// no new enrollment or expression of interest (SchemesService, EnrollmentsService, ExpressionsService).
// No index: there are tens of schemes, and the opportunities query already narrows them by status.

export class SchemeArchive1797000000000 implements MigrationInterface {
  name = 'SchemeArchive1797000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE schemes ADD COLUMN archived_at timestamptz');
  }

  /** Archived schemes become current again: the column goes, their rows stay. */
  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE schemes DROP COLUMN archived_at');
  }
}
