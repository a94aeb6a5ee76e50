// A distribution run over a scheme with 10,000 holders (issue 19 item 1, "Performance"): how long the
// preview and the confirm take over HTTP, what GET /api/me answers meanwhile, and whether the totals the
// triggers keep still equal a full recount afterwards.
//
//   npm run build -w backend && cd backend && node bench/distribution-bench.mjs
//
// Uses the compiled backend (dist/). Starts a throwaway embedded PostgreSQL (or BENCH_DATABASE_URL, an
// empty database it may migrate and fill) and seeds with bulk SQL: HOLDERS (default 10,000) investors
// enrolled in one scheme, each also holding one of 20 other schemes (so the run's statement updates
// investor totals shared with other schemes), with some payouts already made. This process serves the
// real app alone; a child process is the client: it warms the routes up on a small scheme, then times
// POST /api/schemes/{id}/distributions/preview (twice) and POST /api/schemes/{id}/distributions (one
// confirm with an Idempotency-Key) while a loop of sequential GET /api/me (an investor's session) runs
// beside them, and reports p50/p99/max of those, and the CPU time the app and the database spent on
// each (wall-clock figures on a busy machine include waiting for a core). Targets: preview < 1 s,
// confirm < 5 s, /api/me p99 < 100 ms. Not a test: it asserts nothing, it prints.
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const HOLDERS = Number(process.env.HOLDERS ?? 10_000);

// The client (a child process, so its JSON parsing never delays the server's event loop).
if (process.argv[2] === 'client') {
  const { base, adminCookie, investorCookie, schemeId, warmSchemeId } = JSON.parse(process.argv[3]);
  // Marks for the server, which reads its own CPU time and its database's at each one (see cpuNow).
  let marks = 0;
  const mark = (label) =>
    new Promise((resolve) => {
      const id = ++marks;
      const onMessage = (message) => {
        if (message.marked !== id) return;
        process.off('message', onMessage);
        resolve();
      };
      process.on('message', onMessage);
      process.send({ mark: label, id });
    });
  const post = async (path, body, headers = {}, label) => {
    if (label) await mark(`${label} start`);
    const start = performance.now();
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: adminCookie, ...headers },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    const ms = performance.now() - start;
    if (res.status >= 300) throw new Error(`POST ${path} answered ${res.status}: ${text.slice(0, 300)}`);
    if (label) await mark(`${label} end`);
    return { ms, body: JSON.parse(text), bytes: text.length };
  };
  const me = async () => {
    const start = performance.now();
    const res = await fetch(`${base}/api/me`, { headers: { cookie: investorCookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`GET /api/me answered ${res.status}`);
    return performance.now() - start;
  };
  const terms = { mode: 'total', totalAmount: 1_234_567, basis: 'invested' };

  // Warm-up: the routes, their SQL and the JIT, on a small scheme, and /api/me alone.
  for (let i = 0; i < 5; i++) await post(`/api/schemes/${warmSchemeId}/distributions/preview`, terms);
  await post(`/api/schemes/${warmSchemeId}/distributions`, { ...terms, description: 'Warm-up' }, { 'Idempotency-Key': randomUUID() });
  const idle = [];
  for (let i = 0; i < 200; i++) idle.push(await me());

  // The measured window: /api/me in a loop while the previews and the confirm run.
  const during = [];
  let busy = true;
  const loop = (async () => {
    while (busy) during.push(await me());
  })();
  const preview1 = await post(`/api/schemes/${schemeId}/distributions/preview`, terms, {}, 'preview');
  const preview2 = await post(`/api/schemes/${schemeId}/distributions/preview`, terms, {}, 'preview again');
  const confirm = await post(
    `/api/schemes/${schemeId}/distributions`,
    { ...terms, payoutDate: '2026-03-31', description: 'Q1 2026 distribution', nextPayoutDate: '2026-06-30' },
    { 'Idempotency-Key': randomUUID() },
    'confirm',
  );
  busy = false;
  await loop;
  process.send({
    done: true,
    idle,
    during,
    preview: [preview1.ms, preview2.ms],
    previewBytes: preview1.bytes,
    lines: preview1.body.lines.length,
    previewTotal: preview1.body.totalAmount,
    confirm: confirm.ms,
    run: confirm.body,
  });
  process.exit(0);
}

const { machineLine, percentile, seed, withBenchApp } = await import('./bench-kit.mjs');

const SEED_SQL = `
  INSERT INTO users (username, password_hash, email, role, full_name, status)
  VALUES ('bench_admin', 'not-a-hash', 'bench_admin@example.com', 'admin', 'Bench Admin', 'active');

  INSERT INTO users (username, password_hash, email, role, full_name, status)
  SELECT 'bench_inv_' || lpad(g::text, 5, '0'), 'not-a-hash', 'bench_inv_' || g || '@example.com', 'investor', 'Bench Investor ' || g, 'active'
  FROM generate_series(1, ${HOLDERS}) g;

  INSERT INTO schemes (product_id, name, description, country, status, minimum_investment, term, roi_per_annum, liquidity)
  SELECT (ARRAY['murabaha', 'musharakah', 'ijara'])[1 + g % 3], 'Bench Scheme ' || lpad(g::text, 2, '0'),
         'A scheme for the benchmark.', 'United Arab Emirates', 'earning', 1000, '24 months', '8.5%', 'Quarterly'
  FROM generate_series(0, 21) g;

  -- Every investor holds Bench Scheme 00 (the one distributed to) and one of schemes 01-20; scheme 21 is the warm-up's (5 holders).
  WITH inv AS (SELECT id, row_number() OVER (ORDER BY username) AS n FROM users WHERE username LIKE 'bench_inv_%'),
       sch AS (SELECT id, (row_number() OVER (ORDER BY name) - 1)::int AS i FROM schemes)
  INSERT INTO enrollments (investor_id, scheme_id, enrolled_at, investment_amount, current_value, total_payouts)
  SELECT inv.id, sch.id, now() - (inv.n * 2 + k) * interval '1 minute',
         10000 + (inv.n * 37 + k * 11) % 500 * 1000, 10000 + (inv.n * 41 + k) % 520 * 1000, (inv.n + k) % 9 * 250
  FROM inv CROSS JOIN generate_series(0, 1) k
  JOIN sch ON sch.i = CASE WHEN k = 0 THEN 0 ELSE 1 + inv.n % 20 END;

  INSERT INTO enrollments (investor_id, scheme_id, investment_amount, current_value)
  SELECT u.id, (SELECT id FROM schemes WHERE name = 'Bench Scheme 21'), 50000, 50000
  FROM users u WHERE u.username LIKE 'bench_inv_%' ORDER BY u.username LIMIT 5;

  ANALYZE;
`;

/** Kept totals that differ from a full recount of the enrollments (0 and 0: equal). */
const RECOUNT_SQL = `
  WITH by_investor AS (
    SELECT investor_id, count(*)::int AS n, sum(investment_amount) AS invested, sum(current_value) AS value, sum(total_payouts) AS payouts FROM enrollments GROUP BY investor_id
  ), by_scheme AS (
    SELECT scheme_id, count(*)::int AS n, sum(investment_amount) AS invested, sum(current_value) AS value, sum(total_payouts) AS payouts FROM enrollments GROUP BY scheme_id
  )
  SELECT
    (SELECT count(*)::int FROM investor_totals t FULL JOIN by_investor r USING (investor_id)
      WHERE (coalesce(t.scheme_count, 0), coalesce(t.total_invested, 0), coalesce(t.current_value, 0), coalesce(t.total_payouts, 0))
            IS DISTINCT FROM (coalesce(r.n, 0), coalesce(r.invested, 0), coalesce(r.value, 0), coalesce(r.payouts, 0))) AS investors,
    (SELECT count(*)::int FROM scheme_totals t FULL JOIN by_scheme r USING (scheme_id)
      WHERE (coalesce(t.enrollment_count, 0), coalesce(t.total_invested, 0), coalesce(t.current_value, 0), coalesce(t.total_payouts, 0))
            IS DISTINCT FROM (coalesce(r.n, 0), coalesce(r.invested, 0), coalesce(r.value, 0), coalesce(r.payouts, 0))) AS schemes`;

const f = (ms) => `${ms.toFixed(1)} ms`;

/**
 * CPU time used so far, in ms: this process (the app server) and the database's server processes (every
 * process pg_stat_activity lists, read from /proc: Linux only). On a loaded machine the wall-clock figures
 * include waiting for a core; these say what the work itself costs.
 */
async function cpuNow(dataSource) {
  const { user, system } = process.cpuUsage();
  let database = 0;
  const { readFile } = await import('node:fs/promises');
  for (const { pid } of await dataSource.query('SELECT pid FROM pg_stat_activity')) {
    try {
      const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
      database += ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in clock ticks of 10 ms
    } catch {
      // a process that ended meanwhile
    }
  }
  return { app: (user + system) / 1000, database };
}

async function main() {
  await withBenchApp(async ({ base, dataSource, sessionCookie }) => {
    const seedMs = await seed(dataSource, SEED_SQL);
    const [scheme] = await dataSource.query(`SELECT id FROM schemes WHERE name = 'Bench Scheme 00'`);
    const [warm] = await dataSource.query(`SELECT id FROM schemes WHERE name = 'Bench Scheme 21'`);
    const [admin] = await dataSource.query(`SELECT id FROM users WHERE username = 'bench_admin'`);
    const [investor] = await dataSource.query(`SELECT id FROM users WHERE username = 'bench_inv_00001'`);
    const [counts] = await dataSource.query(
      `
      SELECT (SELECT count(*) FROM users WHERE role = 'investor')::int AS investors, (SELECT count(*) FROM enrollments)::int AS enrollments,
             (SELECT count(*) FROM enrollments WHERE scheme_id = $1)::int AS holders`,
      [scheme.id],
    );
    const [before] = await dataSource.query('SELECT sum(total_payouts)::text AS payouts FROM enrollments WHERE scheme_id = $1', [
      scheme.id,
    ]);

    console.log(machineLine());
    console.log(
      `seeded in ${(seedMs / 1000).toFixed(1)} s: ${counts.investors} investors, ${counts.enrollments} enrollments, ${counts.holders} holders in the scheme distributed to`,
    );

    const args = {
      base,
      adminCookie: await sessionCookie(admin.id),
      investorCookie: await sessionCookie(investor.id),
      schemeId: scheme.id,
      warmSchemeId: warm.id,
    };
    const cpu = new Map();
    const result = await new Promise((resolve, reject) => {
      const child = fork(fileURLToPath(import.meta.url), ['client', JSON.stringify(args)], { stdio: 'inherit' });
      child.on('message', (message) => {
        if (message.done) resolve(message);
        else void cpuNow(dataSource).then((now) => (cpu.set(message.mark, now), child.send({ marked: message.id })), reject);
      });
      child.on('error', reject);
      child.on('exit', (code) => code !== 0 && reject(new Error(`client exited with ${code}`)));
    });

    const [after] = await dataSource.query('SELECT sum(total_payouts)::text AS payouts FROM enrollments WHERE scheme_id = $1', [scheme.id]);
    const [{ lines, activities }] = await dataSource.query(
      `SELECT (SELECT count(*)::int FROM distribution_lines WHERE run_id = $1) AS lines,
              (SELECT count(*)::int FROM activities WHERE scheme_id = $2 AND category = 'Payout') AS activities`,
      [result.run.id, scheme.id],
    );
    const [recount] = await dataSource.query(RECOUNT_SQL);

    const used = (label) => {
      const [start, end] = [cpu.get(`${label} start`), cpu.get(`${label} end`)];
      return `CPU: app ${f(end.app - start.app)} with its /api/me answers, database ${f(end.database - start.database)}`;
    };
    console.log(
      `preview (${result.lines} lines, ${(result.previewBytes / 1e6).toFixed(1)} MB): ${f(result.preview[0])} (${used('preview')}), again ${f(result.preview[1])} (${used('preview again')})   (target < 1 s)`,
    );
    console.log(`confirm (HTTP round trip, committed): ${f(result.confirm)} (${used('confirm')})   (target < 5 s)`);
    console.log(
      `  paid ${result.run.totalAmount} to ${result.run.investorCount} investors (preview total ${result.previewTotal}); enrollments' payouts grew by ${BigInt(after.payouts) - BigInt(before.payouts)}; ${lines} lines, ${activities} Payout activities`,
    );
    const line = (label, times) =>
      console.log(
        `${label.padEnd(36)} p50 ${f(percentile(times, 50))}   p99 ${f(percentile(times, 99))}   max ${f(Math.max(...times))}   (n=${times.length})`,
      );
    line('GET /api/me alone', result.idle);
    line('GET /api/me during preview + confirm', result.during);
    console.log(`  (target p99 < 100 ms)`);
    console.log(
      `totals recount: ${recount.investors === 0 && recount.schemes === 0 ? 'equal' : `DIFFERENT (${recount.investors} investor rows, ${recount.schemes} scheme rows)`}`,
    );
  });
}

await main();
