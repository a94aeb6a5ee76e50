// The fixed cost of one API request (issue 13 item 5): GET /api/me and the portfolio routes of a
// signed-in investor (three investments, 40 activities each) and the public GET /api/health, hammered
// by 16 keep-alive connections from a child process for a few seconds while this process (the server alone) is CPU-profiled. Prints throughput, the server's CPU time per
// request, the SQL statements per request, and which parts of the request path the CPU went to.
//
//   npm run build -w backend && cd backend && node bench/request-path-bench.mjs
//
// SECONDS (default 8), CONNECTIONS (default 16), ROUTES (parts of route names) and DETAIL (a part's
// heaviest functions, or `all`) in the environment change the run. The logger runs at
// `info` into /dev/null, as in production, so logging costs what it costs there.
import 'reflect-metadata';

import { fork } from 'node:child_process';
import { Session } from 'node:inspector/promises';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { DataSource } from 'typeorm';

import { AppLogger } from '../dist/common/logging/logger.js';
import { createBenchApp, machineLine, sessionCookie, withBenchDatabase } from './bench-kit.mjs';

const SECONDS = Number(process.env.SECONDS ?? 8);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 16);

// The client: CONNECTIONS loops of sequential keep-alive GETs for SECONDS; reports the count of 200s.
if (process.argv[2] === 'client') {
  const [, , , url, cookie] = process.argv;
  const { Agent, request } = await import('node:http');
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const until = Date.now() + SECONDS * 1000;
  let ok = 0;
  let other = 0;
  const get = () =>
    new Promise((resolve, reject) => {
      const req = request(url, { agent, headers: cookie ? { cookie } : {} }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      });
      req.on('error', reject);
      req.end();
    });
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) {
        if ((await get()) === 200) ok++;
        else other++;
      }
    }),
  );
  process.send({ ok, other });
  process.exit(0);
}

const PARTS = [
  ['helmet', /node_modules\/helmet\//],
  ['request log (pino, pino-http)', /node_modules\/(pino|pino-http|pino-std-serializers|sonic-boom|thread-stream|fast-redact|@pinojs)\//],
  [
    'session (express-session, connect-pg-simple, session.js)',
    /node_modules\/(express-session|connect-pg-simple|cookie-signature|uid-safe|on-headers)\/|dist\/common\/auth\/session\.js/,
  ],
  ['UI static files (serve-static, send)', /node_modules\/(serve-static|send|range-parser)\//],
  ['PostgreSQL client (pg)', /node_modules\/(pg|pg-pool|pg-protocol|pg-types|postgres-\w+)\//],
  ['TypeORM', /node_modules\/typeorm\//],
  ['NestJS', /node_modules\/@nestjs\//],
  [
    'Express and body parsing',
    /node_modules\/(express|router|body-parser|raw-body|type-is|content-type|qs|finalhandler|path-to-regexp|parseurl|iconv-lite|etag|fresh|cookie|mime-types|mime-db|media-typer)\//,
  ],
  ['the app (dist/)', /backend\/dist\//],
];

/** DETAIL=<part name prefix> prints that part's heaviest functions too (DETAIL=all: the heaviest of all parts). */
const DETAIL = process.env.DETAIL;
/** ROUTES=me,activities: only the routes whose name holds one of these parts. */
const ONLY = process.env.ROUTES?.split(',');

function attribute(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  // A sample counts for the nearest frame on its stack that belongs to a part: JSON.stringify called by
  // pino is logging, a socket write called by pg is the PostgreSQL client.
  const partOf = (id) => {
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const found = PARTS.find(([, re]) => re.test(byId.get(at).callFrame.url));
      if (found) return found[0];
    }
    return 'Node.js core and other';
  };
  const self = new Map();
  const interval = profile.timeDeltas.reduce((a, b) => a + b, 0) / profile.samples.length;
  for (const id of profile.samples) self.set(id, (self.get(id) ?? 0) + interval);
  const totals = new Map();
  const details = new Map();
  let busy = 0;
  for (const [id, micros] of self) {
    const { functionName } = byId.get(id).callFrame;
    if (!['(idle)', '(program)'].includes(functionName)) busy += micros;
  }
  for (const [id, micros] of self) {
    const { callFrame } = byId.get(id);
    if (['(idle)', '(program)'].includes(callFrame.functionName)) continue;
    const part = callFrame.functionName === '(garbage collector)' ? 'garbage collection' : partOf(id);
    totals.set(part, (totals.get(part) ?? 0) + micros);
    if (DETAIL && (DETAIL === 'all' || part.startsWith(DETAIL))) {
      const name = `${callFrame.functionName || '(anonymous)'} ${callFrame.url.replace(/^.*node_modules\//, '')}:${callFrame.lineNumber + 1}`;
      details.set(name, (details.get(name) ?? 0) + micros);
    }
  }
  for (const [name, micros] of [...details].sort((a, b) => b[1] - a[1]).slice(0, DETAIL === 'all' ? 40 : 15)) {
    console.log(`      ${((100 * micros) / busy).toFixed(2).padStart(5)} %  ${name}`);
  }
  return { busy, totals };
}

/** Load from the child process for SECONDS; answers the count of 200s (anything else is reported). */
async function load(url, cookie) {
  const child = fork(fileURLToPath(import.meta.url), ['client', url, cookie ?? ''], {
    env: { ...process.env, SECONDS: String(SECONDS), CONNECTIONS: String(CONNECTIONS) },
  });
  const { ok, other } = await new Promise((resolve) => child.once('message', resolve));
  if (other) console.log(`  (${other} answers were not 200)`);
  return ok;
}

/**
 * Two passes: one plain (throughput, the server's CPU time and SQL statements per request), one under
 * the CPU profiler (where that CPU time went; the profiler slows the pass down, so only shares are kept).
 */
async function run(label, url, cookie, countStatements) {
  const cpu = process.cpuUsage();
  const statementsBefore = countStatements();
  const ok = await load(url, cookie);
  const used = process.cpuUsage(cpu);
  const statements = countStatements() - statementsBefore;
  console.log(
    `${label}: ${Math.round(ok / SECONDS)} req/s, server CPU ${((used.user + used.system) / ok).toFixed(0)} µs per request, ${(statements / ok).toFixed(2)} SQL statements per request`,
  );

  if (process.env.NOPROFILE) return;
  const profiler = new Session();
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.setSamplingInterval', { interval: 500 });
  await profiler.post('Profiler.start');
  await load(url, cookie);
  const { profile } = await profiler.post('Profiler.stop');
  profiler.disconnect();
  const { busy, totals } = attribute(profile);
  for (const [part, micros] of [...totals].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${part.padEnd(58)} ${((100 * micros) / busy).toFixed(1).padStart(5)} %`);
  }
}

console.log(machineLine());
console.log(`${CONNECTIONS} keep-alive connections, ${SECONDS} s per route`);
await withBenchDatabase(async ({ dataDir, databaseUrl }) => {
  const logger = new AppLogger({ level: 'info', destination: pino.destination({ dest: '/dev/null', sync: false }) });
  const { app, secret } = await createBenchApp({ dataDir, databaseUrl }, logger);
  try {
    await app.listen(0, '127.0.0.1');
    const base = `http://127.0.0.1:${app.getHttpServer().address().port}`;
    const dataSource = app.get(DataSource);
    const [{ id }] = await dataSource.query(
      `INSERT INTO users (username, email, full_name, role, status, must_change_password, password_hash)
       VALUES ('bench_investor', 'bench@example.com', 'Bench Investor', 'investor', 'active', false, 'x') RETURNING id`,
    );
    const cookie = await sessionCookie(dataSource, secret, id);
    // Three investments with 40 activities each, so the portfolio routes answer what a portal shows.
    const [{ scheme_id: schemeId }] = await dataSource.query(
      `WITH s AS (
         INSERT INTO schemes (product_id, name, description, country, status, minimum_investment, term, roi_per_annum, liquidity)
         SELECT (ARRAY['murabaha', 'musharakah', 'ijara'])[g], 'Bench Scheme ' || g, 'A scheme.', 'United Arab Emirates', 'live', 50000, '24 months', '8.5%', 'Quarterly'
         FROM generate_series(1, 3) g RETURNING id),
       e AS (
         INSERT INTO enrollments (investor_id, scheme_id, status, investment_amount, current_value, total_payouts)
         SELECT $1, id, 'earning', 50000, 52000, 750 FROM s RETURNING scheme_id)
       SELECT scheme_id FROM e LIMIT 1`,
      [id],
    );
    await dataSource.query(
      `INSERT INTO activities (type, investor_id, scheme_id, title, content, category, amount, created_at)
       SELECT CASE WHEN g % 2 = 0 THEN 'transaction' ELSE 'update' END, $1, e.scheme_id, 'Activity ' || g, 'Text ' || g,
              CASE WHEN g % 2 = 0 THEN 'Payout' ELSE 'Scheme Update' END, CASE WHEN g % 2 = 0 THEN 1000 END, now() - g * interval '1 hour'
       FROM enrollments e CROSS JOIN generate_series(1, 40) g WHERE e.investor_id = $1`,
      [id],
    );

    // Every statement the app's pool sends, counted at the pg client.
    const pool = dataSource.driver.master;
    let statements = 0;
    const query = pool.Client.prototype.query;
    pool.Client.prototype.query = function (...args) {
      statements++;
      return query.apply(this, args);
    };
    const investorRoutes = [
      ['GET /api/me', '/api/me'],
      ['GET /api/investments/{id}', `/api/investments/${id}`],
      ['GET /api/investments/{id}/{schemeId}', `/api/investments/${id}/${schemeId}`],
      ['GET /api/activities/{id}?type=transaction', `/api/activities/${id}?type=transaction`],
    ].filter(([name]) => !ONLY || ONLY.some((part) => name.includes(part)));
    for (const [name, path] of investorRoutes) await run(`${name} (signed-in investor)`, `${base}${path}`, cookie, () => statements);
    if (!ONLY || ONLY.some((part) => 'health'.includes(part)))
      await run('GET /api/health (public)', `${base}/api/health`, undefined, () => statements);
  } finally {
    await app.close();
  }
});
process.exit(0);
