import 'reflect-metadata';

import { createApp } from './app.factory.js';
import { bootDatabase, configOrExit } from './boot.js';
import { AppLogger } from './common/logging/logger.js';
import { freezeObjectPrototype } from './common/runtime/freeze-prototypes.js';
import { forgetRunningServer, recordRunningServer } from './running-server.js';

async function main(): Promise<void> {
  const config = configOrExit();
  const logger = new AppLogger({ level: process.env.LOG_LEVEL });
  const started = Date.now();
  let stopDatabase = async () => {};

  try {
    const booted = await bootDatabase(config, logger);
    stopDatabase = booted.stopDatabase;
    const app = await createApp({ config, secrets: booted.secrets, databaseUrl: booted.databaseUrl, logger });
    await app.init();
    freezeObjectPrototype();
    await app.listen(config.port, config.host);
    // `npm run seed:demo` finds this server (and its database) here while it runs.
    await recordRunningServer(config.dataDir, { databaseUrl: booted.databaseUrl, origin: config.appOrigin });
    logger.log(
      `Ready in ${Date.now() - started} ms: open ${config.appOrigin} (investor portal /, admin /admin, API docs /api/docs); listening on ${config.host}:${config.port}`,
      'Boot',
    );

    let stopping = false;
    const shutdown = async (signal: string) => {
      if (stopping) process.exit(1); // a second Ctrl-C forces it
      stopping = true;
      logger.log(`${signal}: stopping`, 'Boot');
      await app.close().catch((error: Error) => logger.error(error.message, undefined, 'Boot'));
      await forgetRunningServer(config.dataDir).catch(() => {});
      await stopDatabase();
      logger.log('Stopped', 'Boot');
      process.exit(0);
    };
    process.on('SIGINT', () => void shutdown('SIGINT'));
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
  } catch (error) {
    logger.error(`Start failed: ${(error as Error).message}`, undefined, 'Boot');
    await stopDatabase();
    process.exit(1);
  }
}

void main();
