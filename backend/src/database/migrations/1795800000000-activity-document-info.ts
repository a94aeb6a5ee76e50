import type { MigrationInterface, QueryRunner } from 'typeorm';

// spec/001 §3 "Activity payload": a document activity carries documentUrl and document info. The
// info is the document's name (the client's), type (upper-case extension) and size (MB text), the
// last two read from the stored file as on scheme documents. Activities that point to a saved scheme
// document take that document's info; other existing ones keep none.
export class ActivityDocumentInfo1795800000000 implements MigrationInterface {
  name = 'ActivityDocumentInfo1795800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE activities ADD COLUMN document_name text, ADD COLUMN document_type text, ADD COLUMN document_size text;
      UPDATE activities a SET document_name = d.name, document_type = d.type, document_size = d.size
        FROM scheme_documents d WHERE a.document_url = d.url;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE activities DROP COLUMN document_name, DROP COLUMN document_type, DROP COLUMN document_size`);
  }
}
