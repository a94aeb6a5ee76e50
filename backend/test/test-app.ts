import 'reflect-metadata';

import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import { DataSource } from 'typeorm';

import type { Role } from '@fund/contracts';

import { createApp } from '../src/app.factory.js';
import { hashPassword } from '../src/common/auth/passwords.js';
import { AppLogger } from '../src/common/logging/logger.js';
import { loadConfig, type AppConfig } from '../src/config/config.js';
import { loadOrCreateSecrets, type Secrets } from '../src/config/secrets.js';
import { User } from '../src/modules/users/user.entity.js';

// The real application on its own database (cloned from the migrated template), its own DATA_DIR
// (objects, outbox) and a log capture. No service is mocked.

export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_PASSWORD = 'Str0ng!Passw0rd';

export interface TestApp {
  app: NestExpressApplication;
  server: ReturnType<NestExpressApplication['getHttpServer']>;
  dataSource: DataSource;
  config: AppConfig;
  secrets: Secrets;
  databaseUrl: string;
  /** Every log line written so far, as raw JSON text. */
  logs: string[];
  outbox(): Promise<string[]>;
  close(): Promise<void>;
}

async function cloneTemplate(): Promise<string> {
  const server = process.env.FUND_TEST_SERVER_URL;
  const template = process.env.FUND_TEST_TEMPLATE_DB;
  if (!server || !template) throw new Error('The jest global setup did not run');
  const name = `fund_test_${process.env.FUND_TEST_RUN}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface TestAppOptions {
  /** Another instance's database: several app instances on one database. */
  databaseUrl?: string;
}

export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const databaseUrl = options.databaseUrl ?? (await cloneTemplate());
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fund-test-data-'));
  // Tests of rate limits pass RATE_LIMIT_FACTOR=1; the rest must not trip over them. supertest
  // connects from loopback, trusted as a proxy by default so that X-Forwarded-For sets the client
  // address; tests of the product's default pass TRUST_PROXY=false.
  const config = loadConfig({
    DATA_DIR: dataDir,
    APP_ORIGIN: TEST_ORIGIN,
    DATABASE_URL: databaseUrl,
    RATE_LIMIT_FACTOR: '100',
    TRUST_PROXY: 'loopback',
    // Background jobs are added but not run unless a test asks (JOB_WORKER: 'on', or JobRunner.runDue()):
    // a cron run in the middle of a test would take the rows the test is about.
    JOB_WORKER: 'off',
    // Issue 25 item 5: a session's second factor stays fresh for 30 minutes here (5 in the product), so a
    // long test file's sessions are not asked to step up; step-up.e2e-spec.ts signs in an hour back.
    STEP_UP_SECONDS: '1800',
    ...env,
  });
  const secrets = await loadOrCreateSecrets(dataDir);
  const logs: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _enc, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const logger = new AppLogger({ level: 'info', destination });
  const app = await createApp({ config, secrets, databaseUrl, logger });
  await app.init();
  const outboxDir = path.join(dataDir, 'outbox');
  return {
    app,
    server: app.getHttpServer(),
    dataSource: app.get(DataSource),
    config,
    secrets,
    databaseUrl,
    logs,
    async outbox() {
      const files = (await readdir(outboxDir).catch(() => [])).sort();
      return Promise.all(files.map((f) => readFile(path.join(outboxDir, f), 'utf8')));
    },
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let passwordHash: Promise<string> | undefined;

/** A user row, active unless told otherwise; the password is TEST_PASSWORD. */
/**
 * The app for a test file or describe block (issue 22 item 3): created before its tests (before the
 * block's own beforeAll, declared after this call) and closed after them. The returned TestApp is
 * filled in when the app starts, so it is read inside hooks and tests only.
 */
export function useTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(env, options));
  });
  afterAll(() => t.close());
  return t;
}

export async function createUser(t: TestApp, overrides: Partial<User> & { role?: Role } = {}): Promise<User> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const suffix = randomBytes(4).toString('hex');
  const repo = t.dataSource.getRepository(User);
  const user = repo.create({
    username: `user_${suffix}`,
    email: `user_${suffix}@example.com`,
    fullName: `Test User ${suffix}`,
    role: 'investor',
    status: 'active',
    mustChangePassword: false,
    passwordHash: await passwordHash,
    ...overrides,
  });
  return repo.save(user);
}

/** Signs a session id the way express-session (cookie-signature) does. */
export function signedCookie(t: TestApp, sid: string): string {
  const secret = t.config.sessionSecret ?? t.secrets.sessionSecret;
  const signature = createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '');
  return `sid=${encodeURIComponent(`s:${sid}.${signature}`)}`;
}

/**
 * A live session for `user`, written to the session store as a completed login would leave it.
 * Returns the Cookie header value.
 */
export async function sessionFor(t: TestApp, user: Pick<User, 'id'>, authenticatedAt = Date.now()): Promise<string> {
  const sid = randomUUID();
  const expires = new Date(Date.now() + 30 * 60_000);
  const sess = {
    cookie: { originalMaxAge: 30 * 60_000, expires: expires.toISOString(), httpOnly: true, path: '/', sameSite: 'lax' },
    userId: user.id,
    authenticatedAt,
  };
  await t.dataSource.query('INSERT INTO session (sid, sess, expire) VALUES ($1, $2, $3)', [sid, JSON.stringify(sess), expires]);
  return signedCookie(t, sid);
}
