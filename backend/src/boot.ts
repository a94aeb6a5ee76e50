import pg from 'pg';

import type { AppLogger } from './common/logging/logger.js';
import { ConfigError, loadConfig, type AppConfig } from './config/config.js';
import { prepareDataDir } from './config/data-dir.js';
import { loadOrCreateSecrets, type Secrets } from './config/secrets.js';
import { migrate } from './database/data-source.js';
import { startEmbeddedPostgres } from './database/embedded-postgres.js';

// What every entry point (server, demo seed) does first: read the config, then bring up a migrated
// database — the embedded one in DATA_DIR unless DATABASE_URL names another.

export interface Booted {
  config: AppConfig;
  secrets: Secrets;
  databaseUrl: string;
  /** Stops the embedded PostgreSQL, if one was started. */
  stopDatabase: () => Promise<void>;
}

/** The validated config, or exit 1 with the one line naming the bad variable. */
export function configOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

export async function bootDatabase(config: AppConfig, logger: AppLogger): Promise<Booted> {
  // Owner-only inside (config/data-dir.ts): local objects and the outbox are private.
  await prepareDataDir(config.dataDir, ['objects', 'outbox']);
  const secrets = await loadOrCreateSecrets(config.dataDir);
  let databaseUrl = config.databaseUrl;
  let stopDatabase = async () => {};
  if (!databaseUrl) {
    const embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      password: secrets.embeddedDbPassword,
      database: 'fund',
      log: (line) => logger.pino.warn({ context: 'postgres' }, line),
    });
    databaseUrl = embedded.url;
    stopDatabase = () => embedded.stop();
    logger.log(`Embedded PostgreSQL running from ${config.dataDir}/postgres`, 'Boot');
  }
  try {
    const applied = await migrate(databaseUrl);
    if (applied.length) logger.log(`Applied migrations: ${applied.join(', ')}`, 'Boot');
    await checkFundTimeZone(databaseUrl, config.fundTimeZone);
  } catch (error) {
    await stopDatabase();
    throw error;
  }
  return { config, secrets, databaseUrl, stopDatabase };
}

/**
 * FUND_TIME_ZONE must be known to PostgreSQL too (the digests compute local time there): a zone this
 * runtime still accepts but PostgreSQL's time-zone data dropped (US/Pacific-New) stops the start.
 */
export async function checkFundTimeZone(databaseUrl: string, zone: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_timezone_names WHERE name = $1', [zone]);
    if (!rowCount)
      throw new ConfigError('FUND_TIME_ZONE', `must be a time zone PostgreSQL knows, such as Asia/Dubai or UTC (got "${zone}")`);
  } finally {
    await client.end();
  }
}
