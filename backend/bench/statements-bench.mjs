// Statement run for 1,000 investors (issue 23, "Performance"): how long the run takes from the click to
// its last PDF, the pages printed, the server's memory (this Node process and its Chromium) while it
// runs, and what GET /api/me answers meanwhile.
//
//   npm run build -w backend && cd backend && node bench/statements-bench.mjs
//
// Uses the compiled backend (dist/) with its job runner on, as `npm start` runs it. Seeds with bulk SQL:
// INVESTORS (default 1,000) investors with an address and a bank account, each holding 2 or 3 of 6
// schemes with a value change in the period and 8 to 14 transactions in it (2-3 pages each); payout
// advices are not queued for the seeded payouts (their trigger is off while seeding). Then starts a
// statement run for 1 Jul - 30 Sep 2026 for everyone over HTTP, polls its progress each second, samples
// memory (PSS of this process and of every Chromium process: see pssMb) every 500 ms, while a child process loops
// GET /api/me as an investor. Targets: under 5 minutes, memory under 1 GB, /api/me p99 < 100 ms.
// Not a test: it asserts nothing, it prints.
import { fork } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const INVESTORS = Number(process.env.INVESTORS ?? 1_000);

// The client: GET /api/me in a loop until told to stop, then its latencies.
if (process.argv[2] === 'client') {
  const { base, investorCookie } = JSON.parse(process.argv[3]);
  const times = [];
  let busy = true;
  process.on('message', (message) => {
    if (message === 'stop') busy = false;
  });
  while (busy) {
    const start = performance.now();
    const res = await fetch(`${base}/api/me`, { headers: { cookie: investorCookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`GET /api/me answered ${res.status}`);
    times.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  process.send({ times });
  process.exit(0);
}

const { machineLine, percentile, seed, withBenchApp } = await import('./bench-kit.mjs');

const SEED_SQL = `
  ALTER TABLE activities DISABLE TRIGGER activities_payout_advices;
  INSERT INTO users (username, password_hash, email, role, full_name, status)
  VALUES ('bench_admin', 'not-a-hash', 'bench_admin@example.com', 'admin', 'Bench Admin', 'active');

  INSERT INTO users (username, password_hash, email, role, full_name, status)
  SELECT 'bench_inv_' || lpad(g::text, 5, '0'), 'not-a-hash', 'bench_inv_' || g || '@example.com', 'investor',
         (ARRAY['Layla', 'Omar', 'Aisha', 'Yusuf', 'Huda', 'Karim', 'ليلى', 'عمر'])[1 + g % 8] || ' ' || (ARRAY['Haddad', 'Saleh', 'Karim', 'Nasser', 'Amin', 'حداد'])[1 + g % 6] || ' ' || g,
         'active'
  FROM generate_series(1, ${INVESTORS}) g;

  INSERT INTO kyc_applications (investor_id, status, full_name, date_of_birth, email, phone, country, full_address, id_type, id_upload_url,
    employment_status, previous_investments, source_of_income, account_name, account_number, sort_code, swift_bic, iban_number,
    bank_name, bank_address, nok_name, nok_contact_number, nok_contact_email, nok_passport_number, nok_relationship, terms_accepted, disclaimer_accepted)
  SELECT u.id, 'approved', u.full_name, '1980-01-01', u.email, '+971500000000', 'United Arab Emirates',
         (row_number() OVER ()) || ' Palm Street, Dubai', 'passport', '/api/objects/kyc-document/00000000-0000-4000-8000-000000000000',
         'employed', '1-3', 'Salary', u.full_name, '1000' || lpad((row_number() OVER ())::text, 6, '0'), '00-00-00', 'BANKAEAD', 'AE000000000000000000000',
         'Emirates Bank', 'Dubai', 'Next Of Kin', '+971500000001', 'kin@example.com', 'P0000000', 'spouse', true, true
  FROM users u WHERE u.role = 'investor';

  INSERT INTO schemes (product_id, name, description, country, status, minimum_investment, term, roi_per_annum, liquidity)
  SELECT (ARRAY['murabaha', 'musharakah', 'ijara'])[1 + g % 3], (ARRAY['Sukuk Income Fund', 'Marina Ijara', 'Gulf Trade Finance', 'Riyadh Logistics Park', 'Oxford Road Residences', 'Dubai Hills Musharakah'])[1 + g],
         'A scheme for the benchmark.', 'United Arab Emirates', 'earning', 1000, '24 months', '8.5%', 'Quarterly'
  FROM generate_series(0, 5) g;

  WITH inv AS (SELECT id, row_number() OVER (ORDER BY username) AS n FROM users WHERE role = 'investor'),
       sch AS (SELECT id, (row_number() OVER (ORDER BY name) - 1)::int AS i FROM schemes)
  INSERT INTO enrollments (investor_id, scheme_id, enrolled_at, investment_amount, current_value)
  SELECT inv.id, sch.id, timestamptz '2026-01-15' + (inv.n % 60) * interval '1 day', 10000 + (inv.n * 37 + k * 11) % 90 * 1000, 10000 + (inv.n * 37 + k * 11) % 90 * 1000
  FROM inv CROSS JOIN generate_series(0, 2) k
  JOIN sch ON sch.i = (inv.n + k * 2) % 6
  WHERE k < 2 OR inv.n % 2 = 0;

  -- A value change in the period (the valuation trigger records it at now(): moved into August).
  UPDATE enrollments SET current_value = current_value + 500 + (investment_amount % 7000);
  UPDATE enrollment_valuations v SET recorded_at = timestamptz '2026-08-20' + (extract(epoch FROM v.recorded_at)::bigint % 10) * interval '1 hour'
    WHERE v.recorded_at > timestamptz '2026-10-01';

  INSERT INTO activities (type, category, investor_id, scheme_id, title, content, amount, created_at)
  SELECT 'transaction', 'Contribution', e.investor_id, e.scheme_id, 'Contribution', 'Investment', e.investment_amount, e.enrolled_at FROM enrollments e;
  INSERT INTO activities (type, category, investor_id, scheme_id, title, content, amount, created_at)
  SELECT 'transaction', CASE WHEN m % 5 = 0 THEN 'Service Fee' ELSE 'Payout' END, e.investor_id, e.scheme_id, 'Payout',
         'Monthly distribution (payout date 2026-0' || (7 + m % 3) || '-28)', 100 + m * 17, timestamptz '2026-07-01' + m * interval '6 days' + (e.investment_amount % 600) * interval '1 minute'
  FROM enrollments e CROSS JOIN generate_series(0, 4 + (e.investment_amount / 1000)::int % 3) m;
  ALTER TABLE activities ENABLE TRIGGER activities_payout_advices;
  ANALYZE;
`;

/**
 * A process's proportional set size in MB (/proc/<pid>/smaps_rollup): its own pages plus its share of
 * pages mapped by several processes. Chromium's processes map the same 150 MB binary and share memory
 * with each other, so their RSS added up counts those pages once per process; their PSS adds up to what
 * they use together.
 */
async function pssMb(pid) {
  const rollup = await readFile(`/proc/${pid}/smaps_rollup`, 'utf8');
  return Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0) / 1024;
}

/** PSS in MB of every process whose command name says Chromium (the bundled headless_shell or Debian's chromium). */
async function chromiumMb() {
  let mb = 0;
  for (const pid of await readdir('/proc').catch(() => [])) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const name = (await readFile(`/proc/${pid}/comm`, 'utf8')).trim();
      if (/chrom|headless_shell/i.test(name)) mb += await pssMb(pid);
    } catch {
      // a process that ended meanwhile
    }
  }
  return mb;
}

const f = (ms) => `${ms.toFixed(1)} ms`;

async function main() {
  await withBenchApp(async ({ base, dataSource, sessionCookie }) => {
    const seedMs = await seed(dataSource, SEED_SQL);
    const [admin] = await dataSource.query(`SELECT id FROM users WHERE username = 'bench_admin'`);
    const [investor] = await dataSource.query(`SELECT id FROM users WHERE username = 'bench_inv_00001'`);
    const [counts] = await dataSource.query(
      `SELECT (SELECT count(*) FROM users WHERE role = 'investor')::int AS investors, (SELECT count(*) FROM enrollments)::int AS enrollments,
              (SELECT count(*) FROM activities)::int AS activities`,
    );
    console.log(machineLine());
    console.log(
      `seeded in ${(seedMs / 1000).toFixed(1)} s: ${counts.investors} investors, ${counts.enrollments} holdings, ${counts.activities} transactions`,
    );
    const adminCookie = await sessionCookie(admin.id);
    const investorCookie = await sessionCookie(investor.id);

    const client = fork(fileURLToPath(import.meta.url), ['client', JSON.stringify({ base, investorCookie })], { stdio: 'inherit' });
    const latencies = new Promise((resolve, reject) => {
      client.on('message', (message) => resolve(message.times));
      client.on('error', reject);
    });
    let peak = { node: 0, chromium: 0, total: 0 };
    const sampler = setInterval(() => {
      void Promise.all([pssMb(process.pid), chromiumMb()]).then(([node, chromium]) => {
        if (node + chromium > peak.total) peak = { node, chromium, total: node + chromium };
      });
    }, 500);

    const started = performance.now();
    const res = await fetch(`${base}/api/admin/statement-runs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: adminCookie },
      body: JSON.stringify({ periodStart: '2026-07-01', periodEnd: '2026-09-30' }),
    });
    const run = await res.json();
    if (res.status !== 201) throw new Error(`POST /api/admin/statement-runs answered ${res.status}: ${JSON.stringify(run)}`);
    let state = run;
    let lastPrinted = -1;
    while (state.state !== 'completed') {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      state = await (await fetch(`${base}/api/admin/statement-runs/${run.id}`, { headers: { cookie: adminCookie } })).json();
      const tenth = Math.floor(((state.done + state.failed) / state.total) * 10);
      if (tenth !== lastPrinted) {
        lastPrinted = tenth;
        console.log(
          `  ${((performance.now() - started) / 1000).toFixed(1)} s: ${state.done} of ${state.total} issued, ${state.failed} failed`,
        );
      }
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    client.send('stop');
    const times = await latencies;

    const [pages] = await dataSource.query(
      `SELECT min(pages)::int AS min, max(pages)::int AS max, round(avg(pages), 2)::text AS avg, sum(pages)::int AS total,
              round(avg(size) / 1024)::int AS kb FROM issued_documents WHERE run_id = $1`,
      [run.id],
    );
    const errors = await dataSource.query(
      `SELECT error, count(*)::int AS n FROM document_requests WHERE run_id = $1 AND error IS NOT NULL GROUP BY error ORDER BY n DESC LIMIT 3`,
      [run.id],
    );
    for (const e of errors) console.log(`  failed ${e.n}x: ${e.error}`);
    console.log(
      `statement run: ${state.done} issued, ${state.failed} failed in ${seconds.toFixed(1)} s (${(state.done / seconds).toFixed(1)} per second)   (target < 300 s for 1,000)`,
    );
    console.log(`  pages: ${pages.min}-${pages.max} per statement (mean ${pages.avg}, ${pages.total} in all), mean file ${pages.kb} KB`);
    console.log(
      `  memory peak: ${peak.total.toFixed(0)} MB (server ${peak.node.toFixed(0)} MB + Chromium ${peak.chromium.toFixed(0)} MB)   (target < 1,024 MB)`,
    );
    console.log(
      `GET /api/me during the run: p50 ${f(percentile(times, 50))}   p99 ${f(percentile(times, 99))}   max ${f(Math.max(...times))}   (n=${times.length}; target p99 < 100 ms)`,
    );
  });
}

await main();
