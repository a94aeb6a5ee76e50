import type { EntityManager } from 'typeorm';

/**
 * Every column that may hold a link to a stored object, whatever its form (object path, absolute URL,
 * upload URL). An object is referenced while any of them ends in its key: the test errs towards
 * keeping, so a deleter built on it never removes a file a row still shows. A new column that can
 * hold an object path belongs here, and gets the reference trigger of migration 1796500000000 (which
 * settles an upload when a row starts to reference it) in a new migration.
 */
export const REFERENCES: readonly (readonly [table: string, column: string])[] = [
  ['users', 'profile_photo_url'],
  ['kyc_applications', 'id_upload_url'],
  ['schemes', 'video_url'],
  ['scheme_documents', 'url'],
  ['activities', 'document_url'],
  ['activities', 'url'],
  ['asset_media', 'media_url'],
  ['marketing_slides', 'image_url'],
  ['marketing_slides', 'button_url'],
  ['issued_documents', 'object_key'],
  ['sharia_board_members', 'photo_url'],
  ['sharia_pronouncements', 'document_url'],
  ['sharia_reports', 'document_url'],
  ['purification_marks', 'receipt_url'],
];

/** The key (`<kind>/<uuid>`) a stored link ends in, query and fragment aside. */
const KEY_AT_END = `'([a-z-]+/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})([?#].*)?$'`;

/** Of `keys`, those no row references. */
export async function unreferencedKeys(manager: EntityManager, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const referenced = REFERENCES.map(([table, column]) => `SELECT substring(${column} FROM ${KEY_AT_END}) FROM ${table}`).join(
    ' UNION ALL ',
  );
  const rows = await manager.query<{ key: string }[]>(`SELECT unnest($1::text[]) AS key EXCEPT (${referenced})`, [[...keys]]);
  return rows.map((row) => row.key);
}
