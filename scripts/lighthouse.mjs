// Lighthouse scores of the built apps (issue 21 item 5): performance, accessibility and best
// practices, with LCP and TBT, for the login screen, the portal dashboard and the admin dashboard,
// on Lighthouse's mobile and desktop presets.
//
//   npm run build && npm run lighthouse
//   npm run lighthouse -- --runs 3              the median run (by performance) of 3 per page and preset
//   npm run lighthouse -- --preset mobile       one preset (mobile or desktop)
//   npm run lighthouse -- --page portal         one page (login, portal or admin)
//   npm run lighthouse -- --details             also each run's main opportunities and where its main thread went
//   npm run lighthouse -- --json /tmp/lh        also each run's whole report, as <page>-<preset>-<n>.json
//   npm run lighthouse -- --serve               no Lighthouse: print the server's address and the two sessions'
//                                               cookies, and serve until Ctrl-C (for profiling by hand)
//
// Starts the built server (backend/dist, serving admin-ui/dist and investor-ui/dist) on a throwaway
// embedded PostgreSQL (backend/bench/bench-kit.mjs), fills it with the demo fund through the API (the
// seed of `npm run seed:demo`), signs in its super admin and its investor with the most schemes the
// way a person does (password, then the code e-mailed to DATA_DIR/outbox), and hands Lighthouse that
// session's cookie. Chromium is CHROME_PATH (default /usr/bin/chromium), run headless. Lighthouse's
// scores depend on the machine: the load average is printed beside each run, and the figures in README
// come from an otherwise idle machine.
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '..');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

const PAGES = [
  { name: 'login', label: '/login', path: '/login', as: undefined },
  { name: 'portal', label: 'portal dashboard', path: '/investor', as: 'investor' },
  { name: 'admin', label: 'admin dashboard', path: '/admin/', as: 'admin' },
];

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    preset: { type: 'string' },
    page: { type: 'string' },
    details: { type: 'boolean', default: false },
    json: { type: 'string' },
    serve: { type: 'boolean', default: false },
  },
});
const RUNS = Number(args.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs must be a whole number from 1');
const presets = ['mobile', 'desktop'].filter((p) => !args.preset || args.preset === p);
const pages = PAGES.filter((p) => !args.page || args.page === p.name);
if (presets.length === 0 || pages.length === 0) throw new Error('--preset is mobile or desktop; --page is login, portal or admin');

for (const built of ['backend/dist/main.js', 'admin-ui/dist/index.html', 'investor-ui/dist/index.html']) {
  if (!existsSync(path.join(ROOT, built))) {
    console.error(`${built} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}
if (!existsSync(CHROME_PATH)) {
  console.error(`No Chromium at ${CHROME_PATH}: set CHROME_PATH.`);
  process.exit(1);
}

// Imported after the checks above: they load the compiled backend.
const { withBenchDatabase } = await import('../backend/bench/bench-kit.mjs');
const { createApp } = await import('../backend/dist/app.factory.js');
const { AppLogger } = await import('../backend/dist/common/logging/logger.js');
const { loadConfig } = await import('../backend/dist/config/config.js');
const { loadOrCreateSecrets } = await import('../backend/dist/config/secrets.js');
const { DemoClient } = await import('../backend/dist/seed/demo-client.js');
const { seedFund } = await import('../backend/dist/seed/demo-fund.js');
const { DEMO_ADMIN_PASSWORD, DEMO_PASSWORD } = await import('../backend/dist/seed/demo-data.js');
const { default: lighthouse } = await import('lighthouse');
const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
const chromeLauncher = await import('chrome-launcher');
const { DataSource } = await import('typeorm');

function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The two-step login: the password, then the code e-mailed to `email` (a new file in the outbox), in
 * the session the first step started; answers the signed-in session's Cookie value.
 */
async function signIn(base, outbox, username, password, email) {
  const sessionOf = (res) =>
    res.headers
      .getSetCookie()
      .find((c) => c.startsWith('sid=') || c.startsWith('__Host-sid='))
      ?.split(';')[0];
  const post = async (url, body, cookie) => {
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(cookie && { Cookie: cookie }) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`POST ${url} -> ${res.status}: ${await res.text()}`);
    return res;
  };
  const mails = async () => (await readdir(outbox).catch(() => [])).filter((f) => f.endsWith('.eml'));
  const before = new Set(await mails());
  const login = await post('/api/login', { username, password });
  const { userId } = await login.json();
  const deadline = Date.now() + 20_000;
  for (;;) {
    for (const file of (await mails()).filter((f) => !before.has(f))) {
      const eml = (await readFile(path.join(outbox, file), 'utf8')).replace(/=\r?\n/g, '');
      const code = eml.includes(`To: ${email}`) && /login code is (\d{6})/.exec(eml)?.[1];
      if (!code) continue;
      const session = sessionOf(await post('/api/verify-otp', { userId, otpCode: code }, sessionOf(login)));
      if (!session) throw new Error(`no session cookie after ${username}'s login`);
      return session;
    }
    if (Date.now() > deadline) throw new Error(`no login code e-mailed to ${email}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The demo fund, and a signed-in super admin and investor (the one enrolled in the most schemes). */
async function seed(app, base, dataDir) {
  const outbox = path.join(dataDir, 'outbox');
  const client = () => new DemoClient(base, outbox);
  const superAdmin = { fullName: 'Amina Rahman', username: 'amina.rahman', email: 'amina.rahman@example.com', password: 'Lighthouse#2026' };
  const admin = client();
  await admin.call('POST', '/api/admin/setup', superAdmin);
  await admin.login(superAdmin.username, superAdmin.password, superAdmin.email);
  const db = app.get(DataSource);
  await seedFund({ admin, client, db, logins: [], passwords: { investor: DEMO_PASSWORD, admin: DEMO_ADMIN_PASSWORD } });
  const [investor] = await db.query(`
    SELECT u.username, u.email FROM users u JOIN enrollments e ON e.investor_id = u.id
    WHERE u.role = 'investor' GROUP BY u.id ORDER BY count(*) DESC, u.username LIMIT 1`);
  return {
    admin: await signIn(base, outbox, superAdmin.username, superAdmin.password, superAdmin.email),
    investor: await signIn(base, outbox, investor.username, DEMO_PASSWORD, investor.email),
  };
}

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

async function audit(url, preset, cookie) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const load = os.loadavg()[0];
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      ...(cookie && { extraHeaders: { Cookie: cookie } }),
    };
    const { lhr } = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
      throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}: the session was not accepted`);
    }
    return {
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      bestPractices: score(lhr, 'best-practices'),
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
      load: Math.max(load, os.loadavg()[0]),
      lhr,
    };
  } finally {
    await chrome.kill();
  }
}

/** The opportunities Lighthouse names, the main thread's time by kind of work, and the scripts that took most of it. */
function details(lhr) {
  const opportunities = Object.values(lhr.audits)
    .filter((a) => a.details?.type === 'opportunity' && (a.score ?? 1) < 0.9)
    .sort((a, b) => (b.numericValue ?? 0) - (a.numericValue ?? 0))
    .slice(0, 6)
    .map((a) => `      ${a.title}${a.displayValue ? `: ${a.displayValue}` : ''}`);
  const work = (lhr.audits['mainthread-work-breakdown']?.details?.items ?? [])
    .slice(0, 5)
    .map((i) => `${i.groupLabel ?? i.group} ${Math.round(i.duration)} ms`)
    .join(', ');
  const scripts = (lhr.audits['bootup-time']?.details?.items ?? [])
    .slice(0, 4)
    .map((i) => `${String(i.url).replace(/^https?:\/\/[^/]+/, '')} ${Math.round(i.total)} ms`)
    .join(', ');
  return [...opportunities, `      main thread: ${work}`, `      scripts: ${scripts}`];
}

await withBenchDatabase(async ({ dataDir, databaseUrl }) => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    RATE_LIMIT_FACTOR: '1000',
    APP_ORIGIN: base,
    PORT: String(port),
  });
  const secrets = await loadOrCreateSecrets(dataDir);
  const app = await createApp({ config, secrets, databaseUrl, logger: new AppLogger({ level: 'silent' }) });
  try {
    await app.listen(port, '127.0.0.1');
    const started = Date.now();
    const cookies = await seed(app, base, dataDir);
    if (args.serve) {
      console.log(JSON.stringify({ base, cookies }));
      await new Promise((resolve) => process.once('SIGINT', resolve));
      return;
    }
    console.log(
      `machine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}; demo fund seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    console.log(
      `Lighthouse ${lighthouse.version ?? '12.2.3'}, ${CHROME_PATH} ${CHROME_FLAGS.join(' ')}${RUNS > 1 ? `; median of ${RUNS} runs by performance` : ''}\n`,
    );
    console.log(
      `${'page'.padEnd(18)}${'preset'.padEnd(9)}${'perf'.padStart(5)}${'a11y'.padStart(6)}${'b-p'.padStart(5)}${'LCP'.padStart(9)}${'TBT'.padStart(9)}   load avg`,
    );
    for (const page of pages) {
      for (const preset of presets) {
        const runs = [];
        for (let i = 0; i < RUNS; i++) {
          runs.push(await audit(`${base}${page.path}`, preset, page.as && cookies[page.as]));
          if (args.json) {
            await mkdir(args.json, { recursive: true });
            await writeFile(path.join(args.json, `${page.name}-${preset}-${i + 1}.json`), JSON.stringify(runs.at(-1).lhr));
          }
        }
        runs.sort((a, b) => a.performance - b.performance);
        const r = runs[Math.floor(runs.length / 2)];
        const loads = runs.map((x) => x.load.toFixed(2)).join(', ');
        console.log(
          `${page.label.padEnd(18)}${preset.padEnd(9)}${String(r.performance).padStart(5)}${String(r.accessibility).padStart(6)}${String(r.bestPractices).padStart(5)}` +
            `${`${(r.lcpMs / 1000).toFixed(1)} s`.padStart(9)}${`${Math.round(r.tbtMs)} ms`.padStart(9)}   ${loads}`,
        );
        if (args.details) for (const line of details(r.lhr)) console.log(line);
      }
    }
  } finally {
    await app.close();
  }
});
