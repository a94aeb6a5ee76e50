import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';

import type { AppContext } from '../app.module.js';
import { AuditService } from '../common/audit/audit.service.js';
import { generateTemporaryPassword } from '../common/auth/passwords.js';
import { sessionCookie } from '../common/auth/session.js';
import { createAccount } from '../modules/users/new-account.js';
import { setupTokenFor } from '../modules/users/setup.service.js';
import { DemoClient } from './demo-client.js';
import { DEMO_ADMIN_PASSWORD, DEMO_PASSWORD } from './demo-data.js';
import { seedFund, type DemoProgress, type SeedLogin } from './demo-fund.js';

// The demo seed's one way of filling an install, for `npm run seed:demo` (demo-seed.ts) and the back
// office's "Load demo data" job (modules/demo): an app instance of its own on the install's database,
// listening on a loopback port, driven through the real API as the apps drive it. Its own instance
// writes e-mails to DATA_DIR/outbox (where the seed reads login codes, and demo addresses never reach
// a mail relay) and has rate limits loose enough for the seed's burst of requests.

/** The addresses the seed's requests come from, as rate-limit counters name them (counterKey hashes the subject). */
const LOOPBACK_SUBJECTS = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

/** The install already has investors: the seed only fills an empty one. */
export class DemoDataRefused extends Error {}

export interface DemoRunOptions extends AppContext {
  /** Seed as this (super admin) user, through a session opened for them; else the first super admin is created or a demo one added. */
  asUserId?: string;
  /** Whether the seed's instance runs background jobs (off beside a running server, whose worker runs them). */
  jobWorker: boolean;
  progress?: (progress: DemoProgress) => Promise<void> | void;
  /** Called once the seed's instance listens (the CLI freezes Object.prototype there, as main.ts does). */
  onListening?: () => void;
}

/** Investors and schemes already there: the seed mixes its fund into none of a real fund's records. */
export async function countFilled(db: Pick<DataSource, 'query'>): Promise<{ investors: number; schemes: number }> {
  const [counts] = await db.query(
    `SELECT (SELECT count(*)::int FROM users WHERE role = 'investor') AS investors, (SELECT count(*)::int FROM schemes) AS schemes`,
  );
  return counts;
}

export function refusal({ investors, schemes }: { investors: number; schemes: number }): DemoDataRefused {
  return new DemoDataRefused(
    `This database already has ${investors} investors and ${schemes} schemes: the demo seed only fills an empty install.`,
  );
}

/** Fills the install; answers the logins it made (super admin, admin, investors). */
export async function runDemoSeed(options: DemoRunOptions): Promise<SeedLogin[]> {
  const { config, secrets, databaseUrl, logger } = options;
  const seedConfig = { ...config, smtpUrl: undefined, rateLimitFactor: 1000, secureCookies: false, jobWorker: options.jobWorker };
  // Imported here: this module is part of the application that app.factory builds.
  const { createApp } = await import('../app.factory.js');
  const app: NestExpressApplication = await createApp({ config: seedConfig, secrets, databaseUrl, logger });
  try {
    const db = app.get(DataSource);
    const filled = await countFilled(db);
    if (filled.investors > 0 || filled.schemes > 0) throw refusal(filled);
    // The counters there before the seed: only the seed's own are cleared at the end.
    const countersBefore = (await db.query<{ key: string }[]>('SELECT key FROM rate_limit_counters')).map(({ key }) => key);
    await app.listen(0, '127.0.0.1');
    options.onListening?.();
    const base = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
    const client = () => new DemoClient(base, path.join(config.dataDir, 'outbox'));

    const logins: SeedLogin[] = [];
    const admin = client();
    if (options.asUserId) {
      // The super admin who asked: a session opened for them on the seed's instance, ended at the end.
      const sid = randomBytes(24).toString('base64url');
      await db.query(`INSERT INTO session (sid, sess, expire) VALUES ($1, $2, now() + interval '30 minutes')`, [
        sid,
        JSON.stringify({ userId: options.asUserId, authenticatedAt: Date.now() }),
      ]);
      admin.useCookie(sessionCookie(sid, config.sessionSecret ?? secrets.sessionSecret, false));
      // Inside a running install the demo accounts get passwords nobody knows (the CLI's are in README).
      const passwords = { investor: generateTemporaryPassword(), admin: generateTemporaryPassword() };
      try {
        await seedFund({ admin, client, db, logins, passwords, progress: options.progress });
      } finally {
        await db.query('DELETE FROM session WHERE sid = $1', [sid]);
      }
    } else {
      const superAdmin = { username: 'amina.rahman', email: 'amina.rahman@example.com', password: generateTemporaryPassword() };
      const { setupRequired } = await admin.call<{ setupRequired: boolean }>('GET', '/api/admin/setup-required');
      if (setupRequired) {
        await admin.call('POST', '/api/admin/setup', {
          fullName: 'Amina Rahman',
          ...superAdmin,
          setupToken: setupTokenFor(config, secrets),
        });
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
      await seedFund({
        admin,
        client,
        db,
        logins,
        passwords: { investor: DEMO_PASSWORD, admin: DEMO_ADMIN_PASSWORD },
        progress: options.progress,
      });
    }
    // The seed's burst came from loopback: its counts must not hold back the people who use the app next.
    // Only counters it made (none of them was there before it started) and the loopback address's (the
    // seed's instance listens there): a lockout of someone guessing a real account's password stays.
    await db.query(`DELETE FROM rate_limit_counters WHERE NOT (key = ANY($1::text[])) OR split_part(key, ':', 3) = ANY($2::text[])`, [
      countersBefore,
      LOOPBACK_SUBJECTS.map((address) => createHash('sha256').update(address).digest('base64url')),
    ]);
    return logins;
  } finally {
    await app.close();
  }
}
