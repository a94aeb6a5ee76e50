import 'reflect-metadata';

import path from 'node:path';
import { DataSource } from 'typeorm';

import { createApp } from '../app.factory.js';
import { bootDatabase, configOrExit } from '../boot.js';
import { freezeObjectPrototype } from '../common/runtime/freeze-prototypes.js';
import { setupTokenFor } from '../modules/users/setup.service.js';
import { AuditService } from '../common/audit/audit.service.js';
import { generateTemporaryPassword } from '../common/auth/passwords.js';
import { AppLogger } from '../common/logging/logger.js';
import { createAccount } from '../modules/users/new-account.js';
import { DemoClient } from './demo-client.js';
import { seedFund, type SeedLogin } from './demo-fund.js';

// `npm run seed:demo`: fills a fresh install with a believable fund through the real API — the
// same routes the apps call — on the database `npm start` uses. It refuses a database that already
// has investors.

async function main(): Promise<void> {
  const started = Date.now();
  const config = configOrExit();
  const logger = new AppLogger({ level: process.env.LOG_LEVEL ?? 'warn' });
  const booted = await bootDatabase(config, logger);
  // E-mails go to the outbox (the seed reads login codes there) and the seed's own burst of
  // requests must not trip the rate limits.
  const seedConfig = { ...config, smtpUrl: undefined, rateLimitFactor: 1000 };
  const app = await createApp({ config: seedConfig, secrets: booted.secrets, databaseUrl: booted.databaseUrl, logger });
  try {
    const db = app.get(DataSource);
    const [{ investors }] = await db.query(`SELECT count(*)::int AS investors FROM users WHERE role = 'investor'`);
    if (investors > 0) {
      console.error(`This database already has ${investors} investors: the demo seed only fills an empty install.`);
      process.exitCode = 1;
      return;
    }
    await app.init();
    freezeObjectPrototype();
    await app.listen(0, '127.0.0.1');
    const base = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
    const client = () => new DemoClient(base, path.join(config.dataDir, 'outbox'));

    const logins: SeedLogin[] = [];
    const admin = client();
    const superAdmin = { username: 'amina.rahman', email: 'amina.rahman@example.com', password: generateTemporaryPassword() };
    const { setupRequired } = await admin.call<{ setupRequired: boolean }>('GET', '/api/admin/setup-required');
    if (setupRequired) {
      await admin.call('POST', '/api/admin/setup', { fullName: 'Amina Rahman', ...superAdmin, setupToken: setupTokenFor(config, booted.secrets) });
    } else {
      // Setup was already done by a person whose password we do not know: add our own super admin.
      superAdmin.username = `demo.admin.${Date.now().toString(36)}`;
      superAdmin.email = `${superAdmin.username}@example.com`;
      await db.transaction((manager) =>
        createAccount(
          manager,
          app.get(AuditService),
          { ...superAdmin, fullName: 'Demo Super Admin', role: 'super_admin' },
          { details: () => 'Demo super admin created by the demo seed' },
        ),
      );
    }
    await admin.login(superAdmin.username, superAdmin.password, superAdmin.email);
    logins.push({ role: 'super_admin', username: superAdmin.username, password: superAdmin.password });

    await seedFund({ admin, client, db, logins });
    await db.query('DELETE FROM rate_limit_counters');

    console.log(`\nDemo fund ready in ${((Date.now() - started) / 1000).toFixed(1)} s. Logins (the login code is e-mailed to DATA_DIR/outbox):`);
    for (const login of logins) console.log(`  ${login.role.padEnd(12)} ${login.username.padEnd(28)} ${login.password}`);
  } finally {
    await app.close();
    await booted.stopDatabase();
  }
}

main().catch((error: Error) => {
  console.error(`Demo seed failed: ${error.message}`);
  process.exit(1);
});
