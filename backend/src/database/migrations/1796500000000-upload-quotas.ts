import type { MigrationInterface, QueryRunner } from 'typeorm';

// Unreferenced uploads (issue 18 items 5 and 9): upload_records gains each upload's owner (user_id, or
// the anonymous client's address group), the bytes its PUT reserved or stored (size), when the cleanup
// settles it (settle_at: an hour after issue for anonymous uploads, a day for signed-in users) and,
// once the cleanup or a delete removed its object as unreferenced, a tombstone (deleted_at, kept a day).
//
// A row-level trigger on every column that may reference an object (common/storage/object-references.ts
// REFERENCES; its test checks the two lists agree) settles the upload in the writer's transaction: it
// takes the object's advisory lock, deletes the upload's record (waiting for the cleanup's row lock on
// it), and refuses the write (SQLSTATE UP410) when the record is a tombstone. So a row never comes to
// reference an object that is being or has been deleted, and the quota counts only unreferenced bytes.
// A row without a link costs nothing (the trigger's WHEN skips it); one with a link about 0.1 ms.
// Triggers do not fire under session_replication_role = replica: there the cleanup still re-checks
// references before deleting anything, and the quota counts a referenced upload until the cleanup
// settles it.

const REFERENCES: readonly (readonly [table: string, column: string])[] = [
  ['users', 'profile_photo_url'],
  ['kyc_applications', 'id_upload_url'],
  ['schemes', 'video_url'],
  ['scheme_documents', 'url'],
  ['activities', 'document_url'],
  ['activities', 'url'],
  ['asset_media', 'media_url'],
  ['marketing_slides', 'image_url'],
  ['marketing_slides', 'button_url'],
];

/** The key (`<kind>/<uuid>`) a stored link ends in, query and fragment aside (as object-references.ts). */
const KEY_AT_END = `'([a-z-]+/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})([?#].*)?$'`;

const triggerName = (table: string, column: string) => `settle_upload_${table}_${column}`;

export class UploadQuotas1796500000000 implements MigrationInterface {
  name = 'UploadQuotas1796500000000';

  async up(db: QueryRunner): Promise<void> {
    const referenced = REFERENCES.map(([table, column]) => `SELECT substring(${column} FROM ${KEY_AT_END}) FROM ${table}`).join(
      ' UNION ALL ',
    );
    await db.query(`
      ALTER TABLE upload_records
        ADD COLUMN user_id uuid,
        ADD COLUMN client_address text,
        ADD COLUMN size bigint NOT NULL DEFAULT 0 CONSTRAINT upload_records_size_check CHECK (size >= 0),
        ADD COLUMN settle_at timestamptz,
        ADD COLUMN deleted_at timestamptz;
      UPDATE upload_records SET settle_at = issued_at + interval '1 day';
      ALTER TABLE upload_records ALTER COLUMN settle_at SET NOT NULL;
      DROP INDEX upload_records_issued_at_idx;
      CREATE INDEX upload_records_settle_at_idx ON upload_records (settle_at) WHERE deleted_at IS NULL;
      CREATE INDEX upload_records_deleted_at_idx ON upload_records (deleted_at) WHERE deleted_at IS NOT NULL;
      CREATE INDEX upload_records_holding_idx ON upload_records (user_id, client_address) INCLUDE (size) WHERE size > 0 AND deleted_at IS NULL;

      -- Uploads already referenced are settled now; the triggers settle the later ones.
      DELETE FROM upload_records WHERE key IN (${referenced});

      CREATE FUNCTION settle_upload_record() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        link text := to_jsonb(NEW) ->> TG_ARGV[0];
        object_key text;
        gone timestamptz;
      BEGIN
        IF TG_OP = 'UPDATE' AND link IS NOT DISTINCT FROM (to_jsonb(OLD) ->> TG_ARGV[0]) THEN
          RETURN NULL;
        END IF;
        object_key := substring(link FROM ${KEY_AT_END});
        IF object_key IS NULL THEN
          RETURN NULL;
        END IF;
        PERFORM pg_advisory_xact_lock(hashtext('fund:object'), hashtext(object_key));
        DELETE FROM upload_records WHERE key = object_key RETURNING deleted_at INTO gone;
        IF gone IS NOT NULL THEN
          RAISE EXCEPTION 'the object % was deleted as unreferenced', object_key USING ERRCODE = 'UP410';
        END IF;
        RETURN NULL;
      END $$;
    `);
    for (const [table, column] of REFERENCES) {
      await db.query(
        `CREATE TRIGGER ${triggerName(table, column)} AFTER INSERT OR UPDATE OF ${column} ON ${table}
         FOR EACH ROW WHEN (NEW.${column} IS NOT NULL) EXECUTE FUNCTION settle_upload_record('${column}')`,
      );
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const [table, column] of REFERENCES) await db.query(`DROP TRIGGER ${triggerName(table, column)} ON ${table}`);
    await db.query(`
      DROP FUNCTION settle_upload_record();
      DELETE FROM upload_records WHERE deleted_at IS NOT NULL;
      DROP INDEX upload_records_holding_idx;
      DROP INDEX upload_records_deleted_at_idx;
      DROP INDEX upload_records_settle_at_idx;
      ALTER TABLE upload_records DROP COLUMN user_id, DROP COLUMN client_address, DROP COLUMN size, DROP COLUMN settle_at, DROP COLUMN deleted_at;
      CREATE INDEX upload_records_issued_at_idx ON upload_records (issued_at);
    `);
  }
}
