import 'reflect-metadata';

import pg from 'pg';

import { bootDatabase, configOrExit } from './boot.js';
import { verifyAuditChain } from './common/audit/audit-chain.js';
import { AppLogger } from './common/logging/logger.js';
import { runningServer } from './running-server.js';

// `npm run audit:verify` (issue 25 item 7): walks the audit log's hash chain on the database `npm start`
// uses (the running server's, when one runs on this DATA_DIR; else it starts the database itself) and
// names the first entry that does not match. Exit code 0 when the chain is intact, 1 when it is not,
// 2 when it could not be read.

async function main(): Promise<number> {
  const config = configOrExit();
  const logger = new AppLogger({ level: process.env.LOG_LEVEL ?? 'warn' });
  const running = config.databaseUrl ? undefined : await runningServer(config.dataDir);
  const booted = running ? { databaseUrl: running.databaseUrl, stopDatabase: async () => {} } : await bootDatabase(config, logger);
  const pool = new pg.Pool({ connectionString: booted.databaseUrl, max: 1 });
  try {
    const started = Date.now();
    const report = await verifyAuditChain(pool);
    const seconds = ((Date.now() - started) / 1000).toFixed(2);
    if (report.intact) {
      console.log(
        `Audit chain intact: ${report.entries} entries verified in ${seconds} s, up to ${report.verifiedUpTo ?? 'the start (empty log)'}.`,
      );
      console.log(`Head: entry ${report.headSeq}, SHA-256 ${report.headHash}`);
      return 0;
    }
    const broken = report.firstBreak;
    console.error(`Audit chain BROKEN at entry ${broken?.seq}${broken?.id ? ` (id ${broken.id}, written ${broken.timestamp})` : ''}:`);
    console.error(`  ${broken?.reason}`);
    console.error(`${report.entries} entries before it verified, up to ${report.verifiedUpTo ?? 'the start'}.`);
    return 1;
  } finally {
    await pool.end();
    await booted.stopDatabase();
  }
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`Audit verification failed: ${error.message}`);
    process.exit(2);
  },
);
