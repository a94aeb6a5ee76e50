import { rm } from 'node:fs/promises';
import pg from 'pg';

export default async function globalTeardown() {
  const embedded = globalThis.__embeddedPg;
  if (embedded) {
    await embedded.db.stop();
    await rm(embedded.dataDir, { recursive: true, force: true });
    return;
  }
  // An external server keeps running: drop the databases this run created.
  const admin = new pg.Client({ connectionString: process.env.FUND_TEST_SERVER_URL });
  await admin.connect();
  const { rows } = await admin.query('SELECT datname FROM pg_database WHERE datname LIKE $1', [`fund_test_${process.pid}_%`]);
  for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(datname)} WITH (FORCE)`);
  await admin.end();
}
