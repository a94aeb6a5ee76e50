import 'reflect-metadata';

import { bootDatabase, configOrExit, type Booted } from '../boot.js';
import { AppLogger } from '../common/logging/logger.js';
import { freezeObjectPrototype } from '../common/runtime/freeze-prototypes.js';
import { loadOrCreateSecrets } from '../config/secrets.js';
import { runningServer } from '../running-server.js';
import { DemoDataRefused, runDemoSeed } from './demo-run.js';

// `npm run seed:demo`: fills a fresh install with a believable fund through the real API — the
// same routes the apps call — on the database `npm start` uses (demo-run.ts). With the server running
// on this DATA_DIR, it uses that server's database (recorded in DATA_DIR/server.json); stopped, it
// starts the database itself. It refuses a database that already has investors.

async function main(): Promise<void> {
  const started = Date.now();
  const config = configOrExit();
  const logger = new AppLogger({ level: process.env.LOG_LEVEL ?? 'warn' });
  const running = config.databaseUrl ? undefined : await runningServer(config.dataDir);
  let booted: Pick<Booted, 'secrets' | 'databaseUrl' | 'stopDatabase'>;
  if (running) {
    console.log(`A server is running on this DATA_DIR (pid ${running.pid}, ${running.origin}): the demo seed fills its database.`);
    booted = { secrets: await loadOrCreateSecrets(config.dataDir), databaseUrl: running.databaseUrl, stopDatabase: async () => {} };
  } else {
    booted = await bootDatabase(config, logger);
  }
  try {
    const logins = await runDemoSeed({
      config,
      secrets: booted.secrets,
      databaseUrl: booted.databaseUrl,
      logger,
      // Beside a running server, its worker runs the background jobs the seed's changes add.
      jobWorker: running ? false : config.jobWorker,
      onListening: freezeObjectPrototype,
    });
    console.log(
      `\nDemo fund ready in ${((Date.now() - started) / 1000).toFixed(1)} s. Logins (the login code is e-mailed to DATA_DIR/outbox):`,
    );
    for (const login of logins) console.log(`  ${login.role.padEnd(12)} ${login.username.padEnd(28)} ${login.password}`);
  } catch (error) {
    if (!(error instanceof DemoDataRefused)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await booted.stopDatabase();
  }
}

main().catch((error: Error) => {
  console.error(`Demo seed failed: ${error.message}`);
  process.exit(1);
});
