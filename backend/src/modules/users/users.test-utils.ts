import pg from 'pg';

import type { TestApp } from '../../../test/test-app.js';
import { SUPER_ADMIN_LOCK_KEY } from './user-locks.js';

/**
 * Holds the lock role and status changes take, so that concurrent requests all pass the guard and
 * then queue behind it: `release` lets them through once `waiters` of them are waiting.
 */
export async function holdSuperAdminLock(t: TestApp): Promise<{ release: (waiters: number) => Promise<void> }> {
  const holder = new pg.Client({ connectionString: t.databaseUrl });
  await holder.connect();
  await holder.query('BEGIN');
  await holder.query('SELECT pg_advisory_xact_lock(hashtext($1))', [SUPER_ADMIN_LOCK_KEY]);
  return {
    async release(waiters: number) {
      try {
        const deadline = Date.now() + 10_000;
        for (;;) {
          const waiting = await holder.query(
            `SELECT count(*)::int AS n FROM pg_locks
              WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
          );
          if (waiting.rows[0].n === waiters) break;
          if (Date.now() > deadline) throw new Error(`${waiters} requests never queued on the super admin lock`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await holder.query('COMMIT');
      } finally {
        await holder.end();
      }
    },
  };
}
