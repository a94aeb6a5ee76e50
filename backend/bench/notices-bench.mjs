// Notices to 10,000 investors (issue 20, "Performance"): after a scheme-wide post, how long until a
// local SMTP sink has accepted every immediate e-mail (target < 5 min, counted from the post: the
// notices job runs at the start of the next minute), what GET /api/me answers meanwhile (target p99
// < 100 ms), and how long a digest run takes for 10,000 investors with 5 notices each (target < 2 min).
//
//   npm run build -w backend && cd backend && node bench/notices-bench.mjs
//
// Uses the compiled backend (dist/). Starts a throwaway embedded PostgreSQL (or BENCH_DATABASE_URL)
// and an SMTP sink in this process (node:net, accepts everything, counts messages), then the real app
// with its job worker on (JOB_WORKER=on, as in production) and SMTP_URL pointing at the sink. Seeds with
// bulk SQL: INVESTORS (default 10,000) investors enrolled in one scheme, each with 'updates' set to
// immediate (updates default to the digest). The post is POST /api/schemes/{id}/activities (an update,
// notify true). GET /api/me is timed in a sequential loop from a child process. The digest: 5 digest
// notices per investor written with SQL, then NoticeMailer.runDigests at 08:00 UTC (queued, marked),
// and the time until the sink has them all. Not a test: it asserts nothing, it prints.
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const INVESTORS = Number(process.env.INVESTORS ?? 10_000);

// The /api/me client (a child process, so its work never delays the server's event loop).
if (process.argv[2] === 'client') {
  const { base, cookie } = JSON.parse(process.argv[3]);
  let stop = false;
  const times = [];
  process.on('message', (m) => {
    if (m.stop) stop = true;
  });
  while (!stop) {
    const start = performance.now();
    const res = await fetch(`${base}/api/me`, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`GET /api/me answered ${res.status}`);
    times.push(performance.now() - start);
    await new Promise((r) => setTimeout(r, 20));
  }
  process.send({ times });
  process.exit(0);
}

const { machineLine, percentile, seed, withBenchDatabase, sessionCookie } = await import('./bench-kit.mjs');
const { createApp } = await import('../dist/app.factory.js');
const { AppLogger } = await import('../dist/common/logging/logger.js');
const { loadConfig } = await import('../dist/config/config.js');
const { loadOrCreateSecrets } = await import('../dist/config/secrets.js');
const { NoticeMailer } = await import('../dist/modules/notifications/notice-mailer.js');
const { DataSource } = await import('typeorm');

/** An SMTP sink: greets, accepts every sender, recipient and message, counts the messages. */
async function sink() {
  let accepted = 0;
  const server = createServer((socket) => {
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    socket.on('error', () => {});
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          buffer = buffer.slice(end + 5);
          inData = false;
          accepted += 1;
          socket.write('250 queued\r\n');
          continue;
        }
        const nl = buffer.indexOf('\r\n');
        if (nl === -1) return;
        const verb = buffer.slice(0, 4).toUpperCase();
        buffer = buffer.slice(nl + 2);
        if (verb === 'DATA') {
          inData = true;
          socket.write('354 go\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
        } else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${server.address().port}`, count: () => accepted, close: () => new Promise((r) => server.close(r)) };
}

const SEED_SQL = `
  INSERT INTO users (username, password_hash, email, role, full_name, status)
  VALUES ('bench_admin', 'not-a-hash', 'bench_admin@example.com', 'admin', 'Bench Admin', 'active');
  INSERT INTO users (username, password_hash, email, role, full_name, status)
  SELECT 'bench_inv_' || lpad(g::text, 5, '0'), 'not-a-hash', 'bench_inv_' || g || '@example.com', 'investor', 'Bench Investor ' || g, 'active'
  FROM generate_series(1, ${INVESTORS}) g;
  INSERT INTO schemes (product_id, name, description, country, status, minimum_investment, term, roi_per_annum, liquidity)
  VALUES ('ijara', 'Bench Scheme', 'A scheme for the benchmark.', 'United Arab Emirates', 'earning', 1000, '24 months', '8.5%', 'Quarterly');
  INSERT INTO enrollments (investor_id, scheme_id, investment_amount, current_value)
  SELECT u.id, (SELECT id FROM schemes WHERE name = 'Bench Scheme'), 10000, 10000 FROM users u WHERE u.role = 'investor';
  INSERT INTO notification_preferences (investor_id, category, mode) SELECT id, 'updates', 'immediate' FROM users WHERE role = 'investor';
  ANALYZE;
`;

const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
const f = (ms) => `${ms.toFixed(1)} ms`;

async function waitFor(count, target, limitMs) {
  const start = performance.now();
  while (count() < target) {
    if (performance.now() - start > limitMs) return false;
    await new Promise((r) => setTimeout(r, 200));
  }
  return true;
}

await withBenchDatabase(async ({ dataDir, databaseUrl }) => {
  const smtp = await sink();
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    RATE_LIMIT_FACTOR: '1000',
    APP_ORIGIN: 'http://localhost:3000',
    SMTP_URL: smtp.url,
    JOB_WORKER: 'on',
  });
  const secrets = await loadOrCreateSecrets(dataDir);
  const app = await createApp({ config, secrets, databaseUrl, logger: new AppLogger({ level: 'silent' }) });
  try {
    await app.listen(0, '127.0.0.1');
    const base = `http://127.0.0.1:${app.getHttpServer().address().port}`;
    const dataSource = app.get(DataSource);
    const secret = config.sessionSecret ?? secrets.sessionSecret;
    const seedMs = await seed(dataSource, SEED_SQL);
    const [scheme] = await dataSource.query(`SELECT id FROM schemes WHERE name = 'Bench Scheme'`);
    const [admin] = await dataSource.query(`SELECT id FROM users WHERE username = 'bench_admin'`);
    const [investor] = await dataSource.query(`SELECT id FROM users WHERE username = 'bench_inv_00001'`);
    console.log(machineLine());
    console.log(`seeded in ${s(seedMs)}: ${INVESTORS} investors in one scheme ('updates' immediate)`);

    const client = fork(
      fileURLToPath(import.meta.url),
      ['client', JSON.stringify({ base, cookie: await sessionCookie(dataSource, secret, investor.id) })],
      { stdio: 'inherit' },
    );
    const meTimes = new Promise((resolve) => client.on('message', (m) => resolve(m.times)));
    await new Promise((r) => setTimeout(r, 2000));

    // The post.
    const adminCookie = await sessionCookie(dataSource, secret, admin.id);
    const before = smtp.count();
    const postStart = performance.now();
    const res = await fetch(`${base}/api/schemes/${scheme.id}/activities`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: adminCookie, 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        type: 'update',
        title: 'Quarterly update',
        content: 'The scheme performed to plan.',
        category: 'Scheme Update',
        notify: true,
      }),
    });
    const answer = await res.json();
    const postMs = performance.now() - postStart;
    if (res.status >= 300) throw new Error(`post answered ${res.status}: ${JSON.stringify(answer)}`);
    // The post queues the make-notices job; the job writes the notices moments later (the request only counts them).
    let notices = 0;
    const noticesMade = async () => (notices = (await dataSource.query(`SELECT count(*)::int AS n FROM notifications`))[0].n);
    const madeInTime = await (async () => {
      const start = performance.now();
      while ((await noticesMade()) < (answer.notifiedCount ?? 0) && performance.now() - start < 60_000)
        await new Promise((r) => setTimeout(r, 200));
      return performance.now() - postStart;
    })();
    console.log(
      `post to ${answer.investorCount ?? INVESTORS} investors: ${f(postMs)} (answer: ${JSON.stringify({ notifiedCount: answer.notifiedCount, postId: answer.postId })}); ${notices} notices written by the make-notices job ${f(madeInTime)} after the post`,
    );
    if (notices === 0) console.log('  (no notices were made: the drain figure below is then not measured)');

    const all = await waitFor(() => smtp.count() - before, notices, 10 * 60_000);
    const drainMs = performance.now() - postStart;
    client.send({ stop: true });
    const times = await meTimes;
    console.log(
      `immediate e-mails accepted by the sink: ${smtp.count() - before} of ${notices} in ${s(drainMs)} from the post ${all ? '' : '(GAVE UP after 10 min)'}  (target < 5 min)`,
    );
    console.log(
      `GET /api/me during the drain: p50 ${f(percentile(times, 50))}   p99 ${f(percentile(times, 99))}   max ${f(Math.max(...times))}   (n=${times.length}; target p99 < 100 ms)`,
    );

    // The digest: 5 digest notices per investor, then one run at 08:00 UTC (the fund's time zone).
    await dataSource.query(`
      INSERT INTO notifications (investor_id, category, delivery, scheme_id, title, link)
      SELECT u.id, 'asset_performance', 'digest', (SELECT id FROM schemes WHERE name = 'Bench Scheme'), 'Asset note ' || k, '/investor/assets'
      FROM users u CROSS JOIN generate_series(1, 5) k WHERE u.role = 'investor';
      ANALYZE notifications;`);
    const mailer = app.get(NoticeMailer);
    const beforeDigest = smtp.count();
    const digestStart = performance.now();
    const report = await mailer.runDigests(new Date('2031-01-02T08:00:00Z'));
    const digestMs = performance.now() - digestStart;
    console.log(
      `digest run: ${report.emails} e-mails with ${report.notices} notices queued and marked in ${s(digestMs)}   (target < 2 min)`,
    );
    const sent = await waitFor(() => smtp.count() - beforeDigest, report.emails, 10 * 60_000);
    console.log(
      `  and accepted by the sink ${s(performance.now() - digestStart)} after the run began ${sent ? '' : '(GAVE UP after 10 min)'}`,
    );
  } finally {
    await app.close();
    await smtp.close();
  }
});
