// Shared set-up for the benchmarks in this folder, so each script keeps only its own seed and timings.
//
// Not a benchmark itself. Uses the compiled backend (dist/): build it first (`npm run build`).
import 'reflect-metadata';

import { createHmac, randomUUID } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { DataSource } from 'typeorm';

import { SESSION_IDLE_MINUTES } from '@fund/contracts';

import { createApp } from '../dist/app.factory.js';
import { AppLogger } from '../dist/common/logging/logger.js';
import { loadConfig } from '../dist/config/config.js';
import { loadOrCreateSecrets } from '../dist/config/secrets.js';
import { migrate } from '../dist/database/data-source.js';
import { startEmbeddedPostgres } from '../dist/database/embedded-postgres.js';

/** The 30 schemes both seeding benches start from: every product and status, named 'Bench Scheme NN'. */
export const BENCH_SCHEMES_SQL = `INSERT INTO schemes (product_id, name, description, country, status, minimum_investment, term, roi_per_annum, liquidity)
  SELECT (ARRAY['murabaha', 'musharakah', 'ijara'])[1 + g % 3], 'Bench Scheme ' || lpad(g::text, 2, '0'),
         'A scheme for the benchmark.', 'United Arab Emirates', (ARRAY['live', 'closing', 'earning', 'matured'])[1 + g % 4],
         50000, '24 months', '8.5%', 'Quarterly'
  FROM generate_series(1, 30) g;`;

/** Timed requests per route in measure(); ROUNDS in the environment overrides it for a quick run. */
export const ROUNDS = Number(process.env.ROUNDS ?? 200);
/** Untimed requests before each route's timed ones: the first pay for lazy initialisation and cold caches. */
export const WARM_UP = 20;

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Nearest-rank percentile: always one of the measured values, never an interpolation. */
export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Padded so the p50/p95 columns line up from one route to the next. */
const ms = (value) => `${value.toFixed(2)} ms`.padStart(9);

export async function timed(fn) {
  const start = performance.now();
  const result = await fn();
  return { ms: performance.now() - start, result };
}

/** The first line every bench prints: figures mean little without the machine they came from. */
export const machineLine = () => `machine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`;

/**
 * A fresh DATA_DIR and a migrated database, handed to `run` as { dataDir, databaseUrl }; both are torn
 * down afterwards, even when `run` throws. The database is a throwaway embedded PostgreSQL in the
 * DATA_DIR, or BENCH_DATABASE_URL (an empty database it may migrate and fill).
 */
export async function withBenchDatabase(run) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fund-bench-'));
  await chmod(dataDir, 0o755); // as root, the embedded PostgreSQL runs as `postgres` and must reach it
  let embedded;
  try {
    let databaseUrl = process.env.BENCH_DATABASE_URL;
    if (!databaseUrl) {
      embedded = await startEmbeddedPostgres({ dataDir, password: 'bench-only-password', database: 'fund_bench', log: () => {} });
      databaseUrl = embedded.url;
    }
    await migrate(databaseUrl);
    return await run({ dataDir, databaseUrl });
  } finally {
    await embedded?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * The product's app on a bench database (rate limits x1000, the default origin), not listening yet,
 * with the session secret a bench signs its cookies with.
 */
export async function createBenchApp({ dataDir, databaseUrl }, logger) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    RATE_LIMIT_FACTOR: '1000',
    APP_ORIGIN: 'http://localhost:3000',
  });
  const secrets = await loadOrCreateSecrets(dataDir);
  const app = await createApp({ config, secrets, databaseUrl, logger });
  return { app, secret: config.sessionSecret ?? secrets.sessionSecret };
}

/**
 * withBenchDatabase, then the real app served on 127.0.0.1 (a free port), handed to `run`; the app is
 * closed afterwards, even when `run` throws. `beforeApp` runs after the migration and before the app
 * starts (auth-bench times hashing there). RATE_LIMIT_FACTOR is raised so the timed rounds are not refused.
 */
export async function withBenchApp(run, { beforeApp } = {}) {
  return withBenchDatabase(async ({ dataDir, databaseUrl }) => {
    let app;
    try {
      await beforeApp?.();
      let secret;
      ({ app, secret } = await createBenchApp({ dataDir, databaseUrl }, new AppLogger({ level: 'silent' })));
      await app.listen(0, '127.0.0.1');
      const base = `http://127.0.0.1:${app.getHttpServer().address().port}`;
      const dataSource = app.get(DataSource);

      return await run({ app, base, dataDir, dataSource, sessionCookie: (userId) => sessionCookie(dataSource, secret, userId) });
    } finally {
      await app?.close();
    }
  });
}

/**
 * A live session for `userId`, as a completed login leaves it (src/common/auth/session.ts: sess holds
 * userId and authenticatedAt, expire is the database's now() + the idle life); answers the Cookie
 * header value. Written straight into the session table so the benches need no login (argon2 + emailed
 * code) per user.
 */
export async function sessionCookie(dataSource, secret, userId) {
  const sid = randomUUID();
  const sess = { userId, authenticatedAt: Date.now() };
  await dataSource.query(`INSERT INTO session (sid, sess, expire) VALUES ($1, $2, now() + interval '${SESSION_IDLE_MINUTES} minutes')`, [
    sid,
    JSON.stringify(sess),
  ]);
  // The cookie's signed form: `s:` + sid + `.` + base64 HMAC-SHA256 without padding.
  const signature = createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '');
  return `sid=${encodeURIComponent(`s:${sid}.${signature}`)}`;
}

/** Runs the seed SQL; answers how long it took in ms, which the benches print with the row counts. */
export async function seed(dataSource, sql) {
  return (await timed(() => dataSource.query(sql))).ms;
}

/**
 * Sequential GETs, WARM_UP untimed then `rounds` timed, and one line with p50 and p95. `requests(i)`
 * answers { url, cookie } for the i-th request, so a route can rotate over users. Any answer but 200
 * stops the bench: a fast error page would flatter the figures.
 */
export async function measure(label, requests, rounds = ROUNDS) {
  const get = async ({ url, cookie }) => {
    const start = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${label} answered ${res.status}`);
    return performance.now() - start;
  };
  for (let i = 0; i < WARM_UP; i++) await get(requests(i));
  const times = [];
  for (let i = 0; i < rounds; i++) times.push(await get(requests(WARM_UP + i)));
  console.log(`${label.padEnd(44)} p50 ${ms(percentile(times, 50))}   p95 ${ms(percentile(times, 95))}   (n=${rounds})`);
}
