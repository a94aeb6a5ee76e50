// Read latency of the asset routes on a populated fund.
//
//   cd backend && npm run build && node bench/assets-bench.mjs
//
// Uses the compiled backend (dist/). Starts a throwaway embedded PostgreSQL in a temporary directory
// (or uses BENCH_DATABASE_URL, an empty database it may migrate and fill), seeds with bulk SQL
// (generate_series) INVESTORS investors (default 10,000) with two enrollments each over 30 schemes, 60
// assets with 3 images each, and one or two allocations per enrollment, serves the real app on
// 127.0.0.1 and times sequential requests over HTTP (after a warm-up), printing p50 and p95 of:
//   - GET /api/investor/assets (each investor's own session, rotating over 50 investors);
//   - GET /api/admin/assets, GET /api/admin/asset-allocations (first page of 25) and
//     GET /api/admin/allocated-assets (first page of 25) with an admin session.
// ROUNDS (default 200) sets the number of timed requests per route. Not a test: it asserts nothing.
import 'reflect-metadata';

import { createHmac, randomUUID } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { DataSource } from 'typeorm';

import { createApp } from '../dist/app.factory.js';
import { AppLogger } from '../dist/common/logging/logger.js';
import { loadConfig } from '../dist/config/config.js';
import { loadOrCreateSecrets } from '../dist/config/secrets.js';
import { migrate } from '../dist/database/data-source.js';
import { startEmbeddedPostgres } from '../dist/database/embedded-postgres.js';

const ROUNDS = Number(process.env.ROUNDS ?? 200);
const INVESTORS = Number(process.env.INVESTORS ?? 10_000);
const WARM_UP = 20;

const SEED_SQL = `
  INSERT INTO users (username, password_hash, email, role, full_name, status)
  SELECT 'bench_admin', 'not-a-hash', 'bench_admin@example.com', 'admin', 'Bench Admin', 'active';

  INSERT INTO users (username, password_hash, email, role, full_name, status)
  SELECT 'bench_inv_' || lpad(g::text, 6, '0'), 'not-a-hash', 'bench_inv_' || g || '@example.com', 'investor',
         'Bench Investor ' || g, 'active'
  FROM generate_series(1, ${INVESTORS}) g;

  INSERT INTO schemes (product_id, name, description, country, status, minimum_investment, term, roi_per_annum, liquidity)
  SELECT (ARRAY['murabaha', 'musharakah', 'ijara'])[1 + g % 3], 'Bench Scheme ' || lpad(g::text, 2, '0'),
         'A scheme for the benchmark.', 'United Kingdom', 'earning', 50000, '24 months', '8.5%', 'Quarterly'
  FROM generate_series(1, 30) g;

  WITH inv AS (SELECT id, row_number() OVER (ORDER BY username) AS n FROM users WHERE username LIKE 'bench_inv_%'),
       sch AS (SELECT id, row_number() OVER (ORDER BY name) - 1 AS i FROM schemes)
  INSERT INTO enrollments (investor_id, scheme_id, investment_amount, current_value)
  SELECT inv.id, sch.id, 100000, 104000
  FROM inv CROSS JOIN generate_series(0, 1) k JOIN sch ON sch.i = (inv.n + k * 11) % 30;

  INSERT INTO assets (name, purchase_value, current_value, address, property_type, occupancy_rate, gross_yield, operating_costs)
  SELECT 'Bench Asset ' || lpad(g::text, 2, '0'), 1000000 + g * 10000, 1100000 + g * 10000, g || ' High Street, London',
         (ARRAY['Commercial', 'Residential', 'Mix'])[1 + g % 3], (80 + g % 20) || '%', (5 + g % 4) || '.5%', 40000
  FROM generate_series(1, 60) g;

  INSERT INTO asset_media (asset_id, media_url, media_type, file_name)
  SELECT a.id, '/api/objects/asset-image/' || gen_random_uuid(), 'image/jpeg', 'photo-' || k || '.jpg'
  FROM assets a CROSS JOIN generate_series(1, 3) k;

  -- One asset per enrollment, a second one for every third enrollment.
  WITH e AS (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM enrollments),
       a AS (SELECT id, row_number() OVER (ORDER BY name) - 1 AS i FROM assets)
  INSERT INTO asset_enrollments (asset_id, enrollment_id)
  SELECT a.id, e.id FROM e CROSS JOIN generate_series(0, 1) k JOIN a ON a.i = (e.rn + k * 17) % 60
  WHERE k = 0 OR e.rn % 3 = 0;

  ANALYZE;
`;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (value) => `${value.toFixed(2)} ms`.padStart(9);

/** A live session for `userId`, as a completed login leaves it; answers the Cookie header value. */
async function sessionCookie(dataSource, secret, userId) {
  const sid = randomUUID();
  const expires = new Date(Date.now() + 30 * 60_000);
  const sess = { cookie: { originalMaxAge: 30 * 60_000, expires: expires.toISOString(), httpOnly: true, path: '/', sameSite: 'lax' }, userId, authenticatedAt: Date.now() };
  await dataSource.query('INSERT INTO session (sid, sess, expire) VALUES ($1, $2, $3)', [sid, JSON.stringify(sess), expires]);
  const signature = createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '');
  return `sid=${encodeURIComponent(`s:${sid}.${signature}`)}`;
}

async function measure(label, requests) {
  const get = async ({ url, cookie }) => {
    const start = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${label} answered ${res.status}`);
    return performance.now() - start;
  };
  for (let i = 0; i < WARM_UP; i++) await get(requests(i));
  const times = [];
  for (let i = 0; i < ROUNDS; i++) times.push(await get(requests(WARM_UP + i)));
  console.log(`${label.padEnd(44)} p50 ${ms(percentile(times, 50))}   p95 ${ms(percentile(times, 95))}   (n=${ROUNDS})`);
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fund-bench-'));
  await chmod(dataDir, 0o755); // as root, the embedded PostgreSQL runs as `postgres` and must reach it
  let embedded;
  let app;
  try {
    let databaseUrl = process.env.BENCH_DATABASE_URL;
    if (!databaseUrl) {
      embedded = await startEmbeddedPostgres({ dataDir, password: 'bench-only-password', database: 'fund_bench', log: () => {} });
      databaseUrl = embedded.url;
    }
    await migrate(databaseUrl);

    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, RATE_LIMIT_FACTOR: '1000', APP_ORIGIN: 'http://localhost:3000' });
    const secrets = await loadOrCreateSecrets(dataDir);
    app = await createApp({ config, secrets, databaseUrl, logger: new AppLogger({ level: 'silent' }) });
    await app.listen(0, '127.0.0.1');
    const base = `http://127.0.0.1:${app.getHttpServer().address().port}`;
    const dataSource = app.get(DataSource);

    const seedStart = performance.now();
    await dataSource.query(SEED_SQL);
    const seedMs = performance.now() - seedStart;
    const [counts] = await dataSource.query(`
      SELECT (SELECT count(*) FROM users WHERE role = 'investor')::int AS investors, (SELECT count(*) FROM enrollments)::int AS enrollments,
             (SELECT count(*) FROM assets)::int AS assets, (SELECT count(*) FROM asset_enrollments)::int AS allocations`);

    const secret = config.sessionSecret ?? secrets.sessionSecret;
    const [admin] = await dataSource.query(`SELECT id FROM users WHERE username = 'bench_admin'`);
    const adminCookie = await sessionCookie(dataSource, secret, admin.id);
    // 50 investors, each with their own session, taken in turn.
    const investors = await dataSource.query(`SELECT id FROM users WHERE role = 'investor' ORDER BY random() LIMIT 50`);
    for (const investor of investors) investor.cookie = await sessionCookie(dataSource, secret, investor.id);
    const nth = (i) => investors[i % investors.length];
    const firstPage = `range=${encodeURIComponent('[0,24]')}`;

    console.log(`machine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`);
    console.log(`seeded in ${(seedMs / 1000).toFixed(1)} s: ${counts.investors} investors, ${counts.enrollments} enrollments, ${counts.assets} assets, ${counts.allocations} allocations`);
    await measure('GET /api/investor/assets', (i) => ({ url: `${base}/api/investor/assets`, cookie: nth(i).cookie }));
    await measure('GET /api/admin/assets', () => ({ url: `${base}/api/admin/assets`, cookie: adminCookie }));
    await measure('GET /api/admin/asset-allocations (25)', () => ({ url: `${base}/api/admin/asset-allocations?${firstPage}`, cookie: adminCookie }));
    await measure('GET /api/admin/allocated-assets (25)', () => ({ url: `${base}/api/admin/allocated-assets?${firstPage}`, cookie: adminCookie }));
  } finally {
    await app?.close();
    await embedded?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
