import type { MigrationInterface, QueryRunner } from 'typeorm';

import { UPLOAD_KINDS } from '@fund/contracts';

// Every upload URL the server issues, until the expiry job settles it a day later: an object no row
// references by then is deleted. received_at is set by the one PUT an upload URL accepts.

const kinds = UPLOAD_KINDS.map((kind) => `'${kind}'`).join(', ');

export class UploadRecords1795500000000 implements MigrationInterface {
  name = 'UploadRecords1795500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE upload_records (
        key text PRIMARY KEY,
        kind text NOT NULL CONSTRAINT upload_records_kind_check CHECK (kind IN (${kinds})),
        issued_at timestamptz NOT NULL DEFAULT now(),
        received_at timestamptz
      );
      CREATE INDEX upload_records_issued_at_idx ON upload_records (issued_at);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE upload_records');
  }
}
