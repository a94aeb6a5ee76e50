import 'reflect-metadata';

import { chmod, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

// One PostgreSQL for the whole run (embedded, or TEST_DATABASE_URL) and one migrated template
// database; every test file clones its own database from it (test/test-app.ts). Jest loads global
// setup outside its ESM transform, so this file uses the compiled backend (`npm test` builds first).
import { migrate } from '../dist/database/data-source.js';
import { startEmbeddedPostgres } from '../dist/database/embedded-postgres.js';

export default async function globalSetup() {
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fund-test-pg-'));
    await chmod(dataDir, 0o755); // run as root, PostgreSQL runs as `postgres` and must reach it
    const db = await startEmbeddedPostgres({ dataDir, password: 'test-only-password', database: 'postgres', log: () => {} });
    globalThis.__embeddedPg = { db, dataDir };
    serverUrl = db.url;
  }
  const template = `fund_test_${process.pid}_template`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();
  const templateUrl = new URL(serverUrl);
  templateUrl.pathname = `/${template}`;
  await migrate(templateUrl.toString());
  process.env.FUND_TEST_SERVER_URL = serverUrl;
  process.env.FUND_TEST_TEMPLATE_DB = template;
  process.env.FUND_TEST_RUN = String(process.pid);
}
