import 'reflect-metadata';

import { createApp } from './app.factory.js';
import { AppLogger } from './common/logging/logger.js';
import { ConfigError, loadConfig } from './config/config.js';
import { loadOrCreateSecrets } from './config/secrets.js';
import { migrate } from './database/data-source.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './database/embedded-postgres.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = new AppLogger({ level: process.env.LOG_LEVEL });
  const started = Date.now();
  let embedded: EmbeddedDatabase | undefined;
  const stopDatabase = async () => embedded?.stop();

  try {
    const secrets = await loadOrCreateSecrets(config.dataDir);
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      embedded = await startEmbeddedPostgres({
        dataDir: config.dataDir,
        password: secrets.embeddedDbPassword,
        database: 'fund',
        log: (line) => logger.pino.warn({ context: 'postgres' }, line),
      });
      databaseUrl = embedded.url;
      logger.log(`Embedded PostgreSQL running from ${config.dataDir}/postgres`, 'Boot');
    }
    const applied = await migrate(databaseUrl);
    if (applied.length) logger.log(`Applied migrations: ${applied.join(', ')}`, 'Boot');

    const app = await createApp({ config, secrets, databaseUrl, logger });
    await app.listen(config.port, config.host);
    logger.log(
      `Ready in ${Date.now() - started} ms on http://${config.host}:${config.port} (investor portal /, admin /admin, API docs /api/docs)`,
      'Boot',
    );

    let stopping = false;
    const shutdown = async (signal: string) => {
      if (stopping) process.exit(1); // a second Ctrl-C forces it
      stopping = true;
      logger.log(`${signal}: stopping`, 'Boot');
      await app.close().catch((error: Error) => logger.error(error.message, undefined, 'Boot'));
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
