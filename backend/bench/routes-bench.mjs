// The product against a bare node:http + pg server (bare-server.mjs) on the same routes, the same
// database and the same sessions, at two sizes of fund:
//
//   npm run build -w backend && npm run bench:routes -w backend          # full run, about 15 minutes
//   npm run bench:routes -w backend -- --quick                           # SMALL only, short runs
//
// SMALL: 1,000 investors, 3,000 enrollments, 10,000 activities, 10,000 audit rows.
// LARGE: 10,000 investors, 30,000 enrollments, 1,000,000 activities, 100,000 audit rows.
// Both also have 30 schemes and one approved KYC application per investor plus pending (a fifth of the
// number of investors) and rejected (a tenth) ones. Each size is its own database on one throwaway
// embedded PostgreSQL (or on the server of BENCH_DATABASE_URL, whose user may create databases),
// migrated by the product's migrations and seeded with bulk SQL (generate_series), then VACUUM ANALYZE; the
// enrollments trigger fills investor_totals and scheme_totals, which the bench checks against the enrollments.
//
// Per size, the compiled product (dist/main.js, NODE_ENV=production, default logging to a pipe) and the
// bare server each run in a process of their own. The bench first checks that both give the same answer
// (status, Content-Range, JSON) on every route, then loads each route with CONNECTIONS (16) keep-alive
// connections (node:http Agent, no load-testing dependency), alternating product, bare, product, bare...
// ROUNDS (3) times DURATION (5) seconds each, after a WARMUP (1 s) per run. Investor routes rotate over
// 50 investors, each with their own session; admin routes use one admin's session.
//
// It prints per size, route and server: throughput, p50 and p99 latency under that load, the server
// process's CPU per request, the database's CPU per request (embedded PostgreSQL only) and the answer
// size; then the two columns: product / bare throughput at SMALL and product p50 LARGE / SMALL.
// Options: --quick (SMALL only, 1 round of 2 s, 0.5 s warm-up); SIZES=small,large; ROUTES=me,stats
// (a part of the route's name); DURATION, ROUNDS, WARMUP, CONNECTIONS. Not a test: it asserts nothing.
import { execSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

import { migrate } from '../dist/database/data-source.js';
import { BENCH_SCHEMES_SQL, machineLine, percentile, sessionCookie, timed, withBenchDatabase } from './bench-kit.mjs';

const quick = process.argv.includes('--quick');
const DURATION_MS = Number(process.env.DURATION ?? (quick ? 2 : 5)) * 1000;
const WARMUP_MS = Number(process.env.WARMUP ?? (quick ? 0.5 : 1)) * 1000;
const ROUNDS = Number(process.env.ROUNDS ?? (quick ? 1 : 3));
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 16);
const SIZES = (process.env.SIZES ?? (quick ? 'small' : 'small,large')).split(',');
const ROUTE_FILTER = process.env.ROUTES?.split(',');

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PRODUCT_MAIN = path.join(HERE, '..', 'dist', 'main.js');
const BARE_MAIN = path.join(HERE, 'bare-server.mjs');
const SESSION_SECRET = 'routes-bench-session-secret-0123456789abcdef';

const SIZE_SPECS = {
  small: { label: 'SMALL', investors: 1_000, activities: 10_000, auditRows: 10_000 },
  large: { label: 'LARGE', investors: 10_000, activities: 1_000_000, auditRows: 100_000 },
};

const range = (start, end) => `range=${encodeURIComponent(JSON.stringify([start, end]))}`;

/** The routes; `path(investor)` for an investor's own session, admin ones with the admin's. */
const ROUTES = [
  { name: 'GET /api/me', path: () => '/api/me' },
  { name: 'GET /api/investments/{id}', path: (inv) => `/api/investments/${inv.id}` },
  { name: 'GET /api/investments/{id}/{schemeId}', path: (inv) => `/api/investments/${inv.id}/${inv.schemeId}` },
  { name: 'GET /api/activities/{id}?type=transaction', path: (inv) => `/api/activities/${inv.id}?type=transaction` },
  { name: 'GET /api/admin/stats', admin: true, path: () => '/api/admin/stats' },
  { name: 'GET /api/admin/investor-summaries [0,24]', admin: true, path: () => `/api/admin/investor-summaries?${range(0, 24)}` },
  { name: 'GET /api/kyc?status=pending [0,24]', admin: true, path: () => `/api/kyc?status=pending&${range(0, 24)}` },
  { name: 'GET /api/admin/audit-logs?limit=100', admin: true, path: () => '/api/admin/audit-logs?limit=100' },
].filter((route) => !ROUTE_FILTER || ROUTE_FILTER.some((part) => route.name.includes(part)));

/** The rows of one size, as the app writes them (valid for every CHECK of the migrations). */
const seedSql = ({ investors, activities, auditRows }) => `
  INSERT INTO users (username, password_hash, email, role, full_name, status)
  VALUES ('bench_admin', 'not-a-hash', 'bench_admin@example.com', 'admin', 'Bench Admin', 'active');

  INSERT INTO users (username, password_hash, email, role, full_name, status, created_at)
  SELECT 'bench_inv_' || lpad(g::text, 5, '0'), 'not-a-hash', 'bench_inv_' || g || '@example.com', 'investor',
         'Bench Investor ' || g, 'active', now() - g * interval '1 minute'
  FROM generate_series(1, ${investors}) g;

  CREATE TEMP TABLE bench_investors AS
    SELECT id, full_name, email, row_number() OVER (ORDER BY username) AS n FROM users WHERE role = 'investor';

  -- One approved application per investor, linked to their user (the KYC path's end state), then
  -- unlinked pending and rejected ones.
  INSERT INTO kyc_applications (investor_id, status, submitted_at, reviewed_at, full_name, date_of_birth, email, phone, full_address, id_type,
    id_upload_url, employment_status, previous_investments, source_of_income, account_name, account_number, sort_code, swift_bic,
    iban_number, bank_name, bank_address, nok_name, nok_contact_number, nok_contact_email, nok_passport_number, nok_relationship,
    terms_accepted, disclaimer_accepted)
  SELECT CASE WHEN g <= ${investors} THEN i.id END,
         CASE WHEN g <= ${investors} THEN 'approved' WHEN g % 3 = 0 THEN 'rejected' ELSE 'pending' END,
         now() - g * interval '1 hour', CASE WHEN g <= ${investors} OR g % 3 = 0 THEN now() - g * interval '1 hour' + interval '1 day' END,
         coalesce(i.full_name, 'Applicant ' || g), '1980-01-01', coalesce(i.email, 'applicant' || g || '@example.com'),
         '+971 50' || lpad(g::text, 7, '0'), 'Villa ' || g || ', Al Wasl Road, Dubai', 'passport',
         '/api/objects/kyc-document/' || md5('kyc' || g)::uuid, 'employed', '1-3', 'Employment',
         coalesce(i.full_name, 'Applicant ' || g), '12345678', '12-34-56', 'EBILAEAD', 'AE070331234567890123456', 'Emirates NBD', 'Dubai',
         'Next Of Kin', '+971 500000001', 'nok' || g || '@example.com', 'P1234567', 'spouse', true, true
  FROM generate_series(1, ${investors + Math.round(investors * 0.3)}) g LEFT JOIN bench_investors i ON i.n = g;

  ${BENCH_SCHEMES_SQL}

  -- Three distinct schemes per investor: (n, n + 7, n + 14) mod 30.
  WITH sch AS (SELECT id, row_number() OVER (ORDER BY name) - 1 AS i FROM schemes)
  INSERT INTO enrollments (investor_id, scheme_id, enrolled_at, status, investment_amount, current_value, total_payouts, next_payout_date, next_payout_amount)
  SELECT inv.id, sch.id, now() - (inv.n * 3 + k) * interval '1 hour', CASE WHEN k = 2 THEN 'matured' ELSE 'earning' END,
         50000 + (inv.n * 37 + k * 11) % 100 * 1000,
         50000 + (inv.n * 37 + k * 11) % 100 * 1000 + (inv.n * 13 + k) % 21 * 500,
         (inv.n + k) % 9 * 750, current_date + (inv.n % 90)::int, 1500
  FROM bench_investors inv CROSS JOIN generate_series(0, 2) k JOIN sch ON sch.i = (inv.n + k * 7) % 30;

  -- Activities spread evenly over the enrollments, round by round: in each round every enrollment gets
  -- one, a contribution, an update, a payout or a document in turn.
  CREATE TEMP TABLE bench_enrollments AS
    SELECT investor_id, scheme_id, row_number() OVER (ORDER BY investor_id, scheme_id) - 1 AS n FROM enrollments;
  CREATE UNIQUE INDEX ON bench_enrollments (n);
  INSERT INTO activities (type, investor_id, scheme_id, title, content, category, amount, document_url, document_name, document_type,
    document_size, created_at)
  SELECT CASE r WHEN 0 THEN 'transaction' WHEN 1 THEN 'update' WHEN 2 THEN 'transaction' ELSE 'document' END,
         e.investor_id, e.scheme_id,
         CASE r WHEN 0 THEN 'Contribution received' WHEN 1 THEN 'Quarterly scheme update' WHEN 2 THEN 'Profit payout' ELSE 'Distribution notice' END,
         'Benchmark activity ' || a.g || '.',
         CASE r WHEN 0 THEN 'Contribution' WHEN 1 THEN 'Scheme Update' WHEN 2 THEN 'Payout' ELSE 'Distribution Notice' END,
         CASE WHEN r IN (0, 2) THEN 1000 + a.g % 50 * 100 END,
         CASE WHEN r = 3 THEN '/api/objects/activity-document/' || md5('doc' || a.g)::uuid END,
         CASE WHEN r = 3 THEN 'notice-' || a.g || '.pdf' END, CASE WHEN r = 3 THEN 'PDF' END, CASE WHEN r = 3 THEN '0.2 MB' END,
         now() - a.g * interval '30 seconds'
  FROM (SELECT g, (g - 1) / (SELECT count(*) FROM bench_enrollments) % 4 AS r, (g - 1) % (SELECT count(*) FROM bench_enrollments) AS n
        FROM generate_series(1, ${activities}) g) a
  JOIN bench_enrollments e ON e.n = a.n;

  INSERT INTO audit_logs (user_id, user_role, action, action_details, ip_address, user_agent, "timestamp")
  SELECT i.id, 'investor', (ARRAY['LOGIN', 'LOGOUT', 'LOGIN_FAILED', 'PASSWORD_CHANGED'])[1 + g % 4],
         (ARRAY['Investor logged in', 'Investor logged out', 'Wrong password', 'Password changed'])[1 + g % 4],
         '10.0.' || (g / 250 % 250) || '.' || (g % 250), 'Mozilla/5.0 (X11; Linux x86_64) Bench/' || (g % 7), now() - g * interval '5 seconds'
  FROM generate_series(1, ${auditRows}) g JOIN bench_investors i ON i.n = 1 + g % ${investors};
`;

/** A database of its own for one size on the bench's PostgreSQL, migrated; answers its URL. */
async function createSizeDatabase(baseUrl, name) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  await migrate(url.toString());
  return url.toString();
}

/** Tables bulk-loaded by the million: their indexes and foreign keys are built after the rows, not row by row. */
const BULK_TABLES = ['activities', 'audit_logs'];

/**
 * Drops the secondary indexes and foreign keys of BULK_TABLES, runs `load`, then re-creates them from
 * their own definitions (pg_get_indexdef, pg_get_constraintdef): the schema ends as migrated, whatever
 * indexes the migrations hold today, and every row is still checked against its foreign keys.
 */
async function withoutBulkIndexes(client, load) {
  const tables = BULK_TABLES.map((t) => `'${t}'::regclass`).join(', ');
  const { rows: indexes } = await client.query(`
    SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
    WHERE i.indrelid IN (${tables}) AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`);
  const { rows: foreignKeys } = await client.query(`
    SELECT conrelid::regclass::text AS "table", conname AS name, pg_get_constraintdef(oid) AS definition
    FROM pg_constraint WHERE conrelid IN (${tables}) AND contype = 'f'`);
  for (const fk of foreignKeys) await client.query(`ALTER TABLE ${fk.table} DROP CONSTRAINT ${fk.name}`);
  for (const index of indexes) await client.query(`DROP INDEX ${index.name}`);
  await load();
  await client.query(`SET maintenance_work_mem = '256MB'`);
  for (const index of indexes) await client.query(index.definition);
  for (const fk of foreignKeys) await client.query(`ALTER TABLE ${fk.table} ADD CONSTRAINT ${fk.name} ${fk.definition}`);
}

/** Seeds one size; answers the seeding time, the row counts, the admin's cookie and 50 investors with theirs. */
async function seedSize(databaseUrl, spec) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const client = await pool.connect();
    const seeding = await timed(async () => {
      try {
        await withoutBulkIndexes(client, () => client.query(seedSql(spec)));
      } finally {
        client.release();
      }
      await pool.query('VACUUM ANALYZE');
    });
    const [counts] = (
      await pool.query(`
        SELECT (SELECT count(*) FROM users WHERE role = 'investor')::int AS investors, (SELECT count(*) FROM enrollments)::int AS enrollments,
               (SELECT count(*) FROM activities)::int AS activities, (SELECT count(*) FROM audit_logs)::int AS audit,
               (SELECT count(*) FROM kyc_applications)::int AS kyc, (SELECT count(*) FROM kyc_applications WHERE status = 'pending')::int AS pending`)
    ).rows;
    // The enrollments trigger keeps investor_totals and scheme_totals (the stats and summaries read them):
    // the seeded enrollments must have filled them exactly, or both servers would answer the same wrong figures.
    const [{ wrong }] = (
      await pool.query(`
        SELECT (SELECT count(*) FROM (SELECT investor_id, count(*) AS n, sum(investment_amount) AS i, sum(current_value) AS v, sum(total_payouts) AS p
                                      FROM enrollments GROUP BY investor_id) e
                FULL JOIN investor_totals t USING (investor_id)
                WHERE (e.n, e.i, e.v, e.p) IS DISTINCT FROM (t.scheme_count, t.total_invested, t.current_value, t.total_payouts) AND coalesce(t.scheme_count, 0) + coalesce(e.n, 0) > 0)
             + (SELECT count(*) FROM (SELECT scheme_id, count(*) AS n, sum(investment_amount) AS i, sum(current_value) AS v, sum(total_payouts) AS p
                                      FROM enrollments GROUP BY scheme_id) e
                FULL JOIN scheme_totals t USING (scheme_id)
                WHERE (e.n, e.i, e.v, e.p) IS DISTINCT FROM (t.enrollment_count, t.total_invested, t.current_value, t.total_payouts) AND coalesce(t.enrollment_count, 0) + coalesce(e.n, 0) > 0)
             AS wrong`)
    ).rows;
    if (Number(wrong) !== 0) throw new Error(`${wrong} rows of investor_totals / scheme_totals differ from the seeded enrollments`);
    // So must the counts the stats and the audit log read (row_counts, kept by their tables' triggers).
    const { rows: counted } = await pool.query(`
      SELECT name, (SELECT coalesce(sum(n), 0) FROM row_counts c WHERE c.name = x.name)::int AS kept, actual::int
      FROM (VALUES ('investors', (SELECT count(*) FROM users WHERE role = 'investor')),
                   ('pending_kyc', (SELECT count(*) FROM kyc_applications WHERE status = 'pending')),
                   ('audit_logs', (SELECT count(*) FROM audit_logs))) AS x(name, actual)`);
    const off = counted.filter((c) => c.kept !== c.actual);
    if (off.length) throw new Error(`row_counts differ from the seeded rows: ${JSON.stringify(off)}`);
    const [admin] = (await pool.query(`SELECT id FROM users WHERE username = 'bench_admin'`)).rows;
    // 50 investors spread over the list, each with their own session and their newest enrollment's scheme.
    const { rows: investors } = await pool.query(
      `SELECT u.id, (SELECT e.scheme_id FROM enrollments e WHERE e.investor_id = u.id ORDER BY e.enrolled_at DESC LIMIT 1) AS "schemeId"
       FROM (SELECT id, row_number() OVER (ORDER BY username) AS n FROM users WHERE role = 'investor') u
       WHERE u.n % $1 = 1 ORDER BY u.n LIMIT 50`,
      [Math.floor(spec.investors / 50)],
    );
    const adminCookie = await sessionCookie(pool, SESSION_SECRET, admin.id);
    for (const investor of investors) investor.cookie = await sessionCookie(pool, SESSION_SECRET, investor.id);
    return { seedMs: seeding.ms, counts, adminCookie, investors };
  } finally {
    await pool.end();
  }
}

/** Starts `args` with `env`; answers { child, base } once a stdout line matches `ready` (its group 1 is host:port). */
function startServer(name, args, env, ready) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { PATH: process.env.PATH, TZ: process.env.TZ ?? 'UTC', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let buffered = '';
    const onData = (chunk) => {
      buffered += chunk;
      const match = ready.exec(buffered);
      if (!match) return;
      child.stdout.off('data', onData);
      child.off('exit', onExit);
      child.stdout.resume(); // the product's request log keeps flowing into the pipe and is dropped, as a log collector would read it
      resolve({ child, base: `http://${match[1]}` });
    };
    const onExit = (code) => reject(new Error(`${name} exited (${code}) before it was ready:\n${buffered.slice(-2000)}`));
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', onData);
    child.on('exit', onExit);
  });
}

async function stopServer({ child }) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function freePort() {
  const server = http.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function startProduct(databaseUrl, dataDir, port) {
  const env = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SESSION_SECRET,
    SMTP_URL: 'smtp://127.0.0.1:9', // never used: the bench sends no e-mail
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_ORIGIN: `http://localhost:${port}`,
    RATE_LIMIT_FACTOR: '1000',
  };
  return startServer('product', [PRODUCT_MAIN], env, /listening on (127\.0\.0\.1:\d+)/);
}

function startBare(databaseUrl) {
  return startServer(
    'bare server',
    [BARE_MAIN],
    { DATABASE_URL: databaseUrl, SESSION_SECRET, PORT: '0' },
    /listening on (127\.0\.0\.1:\d+)/,
  );
}

const CLOCK_TICK_MS = 1000 / Number(execSync('getconf CLK_TCK').toString().trim() || 100);

/** CPU time (user + system) of a process in ms, from /proc. */
function cpuMsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS;
  } catch {
    return 0; // gone meanwhile
  }
}

/** CPU time per PostgreSQL backend (the postmaster's children) by pid, or undefined without an embedded server. */
function databaseCpu(postmasterPid) {
  if (!postmasterPid) return undefined;
  const byPid = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) === postmasterPid) byPid.set(entry, (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS);
    } catch {
      // ended meanwhile
    }
  }
  return byPid;
}

/** The backends' CPU time between two databaseCpu() readings: a backend started since counts whole, one ended since not at all. */
function databaseCpuMsSince(before, postmasterPid) {
  if (!before) return undefined;
  let total = 0;
  for (const [pid, ms] of databaseCpu(postmasterPid)) total += ms - (before.get(pid) ?? 0);
  return total;
}

/** One GET; answers { status, headers, body }. */
function get(agent, url, cookie) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers: { cookie } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/**
 * CONNECTIONS workers on one keep-alive agent, each sending its next GET as soon as the last one is
 * answered, until `durationMs` has passed (requests under way then are awaited and counted). Any answer
 * but 200 stops the bench: a fast error page would flatter the figures.
 */
async function load(agent, base, request, durationMs) {
  const latencies = [];
  let bytes = 0;
  let next = 0;
  const start = performance.now();
  const end = start + durationMs;
  const worker = async () => {
    while (performance.now() < end) {
      const { path: urlPath, cookie } = request(next++);
      const sent = performance.now();
      const res = await get(agent, base + urlPath, cookie);
      latencies.push(performance.now() - sent);
      bytes += res.body.length;
      if (res.status !== 200) throw new Error(`${urlPath} answered ${res.status}: ${res.body.toString().slice(0, 300)}`);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return { latencies, bytes, seconds: (performance.now() - start) / 1000 };
}

/** Canonical JSON (keys sorted), so that two answers compare whatever order their keys come in. */
const canonical = (value) =>
  Array.isArray(value)
    ? value.map(canonical)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, canonical(value[key])]),
        )
      : value;

/** The first place where two JSON values differ, as `path: a != b`, or undefined. */
function difference(a, b, at = '') {
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return `${at || '(root)'}: ${a.length} items != ${b.length} items`;
    for (let i = 0; i < a.length; i++) {
      const found = difference(a[i], b[i], `${at}[${i}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const found = difference(a[key], b[key], `${at}.${key}`);
      if (found) return found;
    }
    return undefined;
  }
  return JSON.stringify(a) === JSON.stringify(b)
    ? undefined
    : `${at || '(root)'}: ${JSON.stringify(a)?.slice(0, 80)} != ${JSON.stringify(b)?.slice(0, 80)}`;
}

/** Product and bare server answer each route alike (status, Content-Range, JSON) for three callers; prints what differs. */
async function compareAnswers(servers, requestFor) {
  const agent = new http.Agent({ keepAlive: true });
  const differing = [];
  for (const route of ROUTES) {
    for (let i = 0; i < 3; i++) {
      const { path: urlPath, cookie } = requestFor(route)(i);
      const [product, bare] = await Promise.all([
        get(agent, servers.product.base + urlPath, cookie),
        get(agent, servers.bare.base + urlPath, cookie),
      ]);
      const parse = (res) => canonical(JSON.parse(res.body.toString()));
      const found =
        product.status !== bare.status
          ? `status ${product.status} != ${bare.status}`
          : product.headers['content-range'] !== bare.headers['content-range']
            ? `Content-Range ${product.headers['content-range']} != ${bare.headers['content-range']}`
            : difference(parse(product), parse(bare));
      if (found) {
        differing.push(route.name);
        console.log(`  answers differ: ${route.name} (${urlPath}): product != bare at ${found}`);
        break;
      }
    }
  }
  agent.destroy();
  console.log(
    differing.length
      ? `  ${differing.length} of ${ROUTES.length} routes answer differently: their figures compare unlike work`
      : `  answers: product and bare server agree on all ${ROUTES.length} routes`,
  );
}

const f1 = (n) => (n === undefined ? '-' : n.toFixed(1));
const f2 = (n) => (n === undefined ? '-' : n.toFixed(2));

/** Runs the routes of one size, alternating the servers; answers the figures per route and server. */
async function measureSize(servers, requestFor, postmasterPid) {
  const figures = new Map();
  for (const route of ROUTES) {
    const request = requestFor(route);
    const totals = {
      product: { latencies: [], bytes: 0, seconds: 0, cpu: 0, db: 0 },
      bare: { latencies: [], bytes: 0, seconds: 0, cpu: 0, db: 0 },
    };
    for (let round = 0; round < ROUNDS; round++) {
      for (const name of ['product', 'bare']) {
        const server = servers[name];
        const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
        await load(agent, server.base, request, WARMUP_MS);
        const cpuBefore = cpuMsOf(server.child.pid);
        const dbBefore = databaseCpu(postmasterPid);
        const run = await load(agent, server.base, request, DURATION_MS);
        const total = totals[name];
        total.cpu += cpuMsOf(server.child.pid) - cpuBefore;
        if (dbBefore !== undefined) total.db += databaseCpuMsSince(dbBefore, postmasterPid);
        total.latencies.push(...run.latencies);
        total.bytes += run.bytes;
        total.seconds += run.seconds;
        agent.destroy();
      }
    }
    const summary = {};
    for (const [name, t] of Object.entries(totals)) {
      const n = t.latencies.length;
      summary[name] = {
        n,
        rps: n / t.seconds,
        p50: percentile(t.latencies, 50),
        p99: percentile(t.latencies, 99),
        cpu: t.cpu / n,
        db: postmasterPid ? t.db / n : undefined,
        kb: t.bytes / n / 1024,
      };
      const s = summary[name];
      console.log(
        `  ${(name === 'product' ? route.name : '').padEnd(44)} ${name.padEnd(7)} ${s.rps.toFixed(0).padStart(6)} req/s   p50 ${f1(s.p50).padStart(7)} ms   p99 ${f1(s.p99).padStart(7)} ms   ` +
          `CPU ${f2(s.cpu).padStart(6)} ms/req   DB ${f2(s.db).padStart(6)} ms/req   ${f1(s.kb).padStart(6)} KB   (n=${n})`,
      );
    }
    figures.set(route.name, summary);
  }
  return figures;
}

async function main() {
  console.log(machineLine());
  let commit = 'unknown';
  try {
    commit = execSync('git describe --always --dirty', { cwd: HERE, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    // not a git checkout
  }
  console.log(`commit: ${commit} (dist/ as built from it)`);
  // Other work on the machine takes CPU from both servers alike (the runs alternate), but it shows in every figure.
  console.log(
    `load average at start: ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    `load: ${CONNECTIONS} keep-alive connections (node:http Agent), per route ${ROUNDS} round(s) of ${DURATION_MS / 1000} s per server (product, bare, ...), each after ${WARMUP_MS / 1000} s of warm-up`,
  );

  const results = {};
  await withBenchDatabase(async ({ dataDir, databaseUrl }) => {
    let postmasterPid;
    try {
      postmasterPid = process.env.BENCH_DATABASE_URL
        ? undefined
        : Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
    } catch {
      postmasterPid = undefined;
    }
    for (const size of SIZES) {
      const spec = SIZE_SPECS[size];
      if (!spec) throw new Error(`Unknown size ${size}: small or large`);
      const sizeUrl = await createSizeDatabase(databaseUrl, `fund_bench_${size}`);
      const seeded = await seedSize(sizeUrl, spec);
      const c = seeded.counts;
      console.log(
        `\n${spec.label}: seeded in ${(seeded.seedMs / 1000).toFixed(1)} s: ${c.investors} investors, ${c.enrollments} enrollments, ${c.activities} activities, ` +
          `${c.audit} audit rows, ${c.kyc} KYC applications (${c.pending} pending)`,
      );
      const nth = (i) => seeded.investors[i % seeded.investors.length];
      const requestFor = (route) =>
        route.admin
          ? () => ({ path: route.path(), cookie: seeded.adminCookie })
          : (i) => ({ path: route.path(nth(i)), cookie: nth(i).cookie });

      const servers = {};
      try {
        servers.product = await startProduct(sizeUrl, path.join(dataDir, `app-${size}`), await freePort());
        servers.bare = await startBare(sizeUrl);
        await compareAnswers(servers, requestFor);
        results[size] = await measureSize(servers, requestFor, postmasterPid);
      } finally {
        for (const server of Object.values(servers)) await stopServer(server);
      }
    }
  });

  console.log(
    `\nload average at the end: ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  console.log('\n| route | product / bare throughput (SMALL) | product p50 LARGE / SMALL |\n|---|---|---|');
  for (const route of ROUTES) {
    const small = results.small?.get(route.name);
    const large = results.large?.get(route.name);
    const ratio = small ? f2(small.product.rps / small.bare.rps) : '-';
    const growth =
      small && large ? `${f1(large.product.p50 / small.product.p50)} (${f1(small.product.p50)} -> ${f1(large.product.p50)} ms)` : '-';
    console.log(`| ${route.name} | ${ratio} | ${growth} |`);
  }
  console.log(
    '\n| route | size | server | req/s | p50 ms | p99 ms | server CPU ms/req | DB CPU ms/req | KB/answer |\n|---|---|---|---|---|---|---|---|---|',
  );
  for (const route of ROUTES) {
    for (const size of SIZES) {
      const figures = results[size]?.get(route.name);
      if (!figures) continue;
      for (const name of ['product', 'bare']) {
        const s = figures[name];
        console.log(
          `| ${route.name} | ${SIZE_SPECS[size].label} | ${name} | ${s.rps.toFixed(0)} | ${f1(s.p50)} | ${f1(s.p99)} | ${f2(s.cpu)} | ${f2(s.db)} | ${f1(s.kb)} |`,
        );
      }
    }
  }
}

await main();
