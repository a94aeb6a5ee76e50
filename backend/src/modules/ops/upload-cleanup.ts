import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

import { AppLogger } from '../../common/logging/logger.js';
import { unreferencedKeys } from '../../common/storage/object-references.js';
import { ObjectStorage } from '../../common/storage/object-storage.js';

/** Uploads settled in one transaction. */
const BATCH = 500;
/** Storage deletes in flight at once within a batch. */
const PARALLEL_DELETES = 8;
/** A run settles batch after batch while there is work, for at most this long; the rest waits for the next run. */
export const UPLOAD_CLEANUP_BUDGET_MS = 2 * 60_000;

/**
 * Settles the uploads whose life is over (upload_records.settle_at: an hour after issue for anonymous
 * uploads, a day for signed-in users; upload-limits.ts). An object no row references by then (an
 * abandoned KYC wizard, an admin upload never saved, a URL never used) is deleted from storage, either
 * driver, and its record becomes a tombstone for a day; a referenced one's record goes (normally the
 * reference trigger settled it already): the object belongs to its row from then on.
 *
 * Each batch runs in its own transaction that holds its records' row locks from the reference check
 * to the commit of the tombstones. A row that starts to reference one of them meanwhile waits in its
 * trigger (migration 1796500000000) for that commit and is then refused (409), never left pointing
 * at a deleted object; a record a referencing transaction holds is skipped (SKIP LOCKED).
 */
@Injectable()
export class UploadCleanup {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(ObjectStorage) private readonly storage: ObjectStorage,
    private readonly logger: AppLogger,
  ) {}

  /**
   * Runs inside the expiry job's transaction (which holds the job's lock; the batches commit on their
   * own); answers the number of unreferenced uploads deleted.
   */
  async run(manager: EntityManager, budgetMs = UPLOAD_CLEANUP_BUDGET_MS): Promise<number> {
    const deadline = Date.now() + budgetMs;
    let deleted = 0;
    for (;;) {
      const batch = await this.dataSource.transaction((batchManager) => this.settleBatch(batchManager));
      deleted += batch.deleted;
      if (batch.examined < BATCH || Date.now() >= deadline) break;
    }
    // A tombstone only has to outlive a referencing transaction that read the object before it went.
    await manager.query(`DELETE FROM upload_records WHERE deleted_at < now() - interval '1 day'`);
    return deleted;
  }

  private async settleBatch(manager: EntityManager): Promise<{ examined: number; deleted: number }> {
    const due = await manager.query<{ key: string }[]>(
      `SELECT key FROM upload_records WHERE deleted_at IS NULL AND settle_at <= now()
       ORDER BY settle_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [BATCH],
    );
    const keys = due.map((r) => r.key);
    const unreferenced = await unreferencedKeys(manager, keys);
    const gone = new Set(unreferenced);
    const referenced = keys.filter((key) => !gone.has(key));
    const deleted: string[] = [];
    const failed: string[] = [];
    for (let i = 0; i < unreferenced.length; i += PARALLEL_DELETES) {
      const slice = unreferenced.slice(i, i + PARALLEL_DELETES);
      const results = await Promise.allSettled(slice.map((key) => this.storage.delete(key)));
      results.forEach((result, j) => {
        if (result.status === 'fulfilled') deleted.push(slice[j]);
        else {
          failed.push(slice[j]);
          this.logger.pino.warn(
            { context: 'Expiry', err: result.reason, key: slice[j] },
            'unreferenced upload not deleted; tried again in 10 minutes',
          );
        }
      });
    }
    if (referenced.length > 0) await manager.query('DELETE FROM upload_records WHERE key = ANY($1::text[])', [referenced]);
    if (deleted.length > 0)
      await manager.query('UPDATE upload_records SET deleted_at = now(), size = 0 WHERE key = ANY($1::text[])', [deleted]);
    if (failed.length > 0) {
      await manager.query(`UPDATE upload_records SET settle_at = now() + interval '10 minutes' WHERE key = ANY($1::text[])`, [failed]);
    }
    return { examined: keys.length, deleted: deleted.length };
  }
}
