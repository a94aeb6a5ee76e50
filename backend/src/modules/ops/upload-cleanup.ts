import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { AppLogger } from '../../common/logging/logger.js';
import { unreferencedKeys } from '../../common/storage/object-references.js';
import { ObjectStorage } from '../../common/storage/object-storage.js';

/** Uploads settled in one round at most; the rest wait for the next round. */
const BATCH = 500;

/**
 * Settles the uploads issued more than a day ago (upload_records): an object no row references by
 * then (an abandoned KYC wizard, an admin upload never saved, a URL never used) is deleted from
 * storage, either driver. Once settled the record goes: a referenced object belongs to its row from
 * then on, and is deleted with it.
 */
@Injectable()
export class UploadCleanup {
  constructor(
    @Inject(ObjectStorage) private readonly storage: ObjectStorage,
    private readonly logger: AppLogger,
  ) {}

  /** Runs inside the expiry job's transaction; answers the number of unreferenced uploads deleted. */
  async run(manager: EntityManager): Promise<number> {
    const due = await manager.query<{ key: string }[]>(
      `SELECT key FROM upload_records WHERE issued_at < now() - interval '1 day' ORDER BY issued_at LIMIT $1`,
      [BATCH],
    );
    const unreferenced = new Set(await unreferencedKeys(manager, due.map((r) => r.key)));
    const settled: string[] = [];
    for (const { key } of due) {
      try {
        if (unreferenced.has(key)) await this.storage.delete(key);
        settled.push(key);
      } catch (err) {
        this.logger.pino.warn({ context: 'Expiry', err, key }, 'unreferenced upload not deleted; kept for the next round');
      }
    }
    if (settled.length > 0) await manager.query('DELETE FROM upload_records WHERE key = ANY($1::text[])', [settled]);
    return settled.filter((key) => unreferenced.has(key)).length;
  }
}
