// Guessing the e-mailed login code with the right password, from one address (issue 18 item 2).
//
//   cd backend && npm run build && node bench/code-guessing.mjs            # 12 minutes
//   DURATION=90s node bench/code-guessing.mjs                               # a shorter run
//   BASE_URL=http://127.0.0.1:3000 BENCH_USERNAME=… BENCH_PASSWORD=… BENCH_EMAIL=… OUTBOX=<DATA_DIR>/outbox \
//     node bench/code-guessing.mjs                                          # a server already running
//
// Without BASE_URL it starts the real app (compiled, dist/) with RATE_LIMIT_FACTOR=1 on a throwaway
// embedded PostgreSQL (or BENCH_DATABASE_URL), mail going to a temporary outbox, and creates an
// investor whose password it knows. A server given by BASE_URL must run with RATE_LIMIT_FACTOR=1 and
// without SMTP_URL (its outbox, OUTBOX, is where the e-mails are counted); the investor is yours.
//
// For DURATION (default 12 minutes) it does what an attacker with the password does, as fast as the
// server allows: a right-password login, then random codes in that session until the code is dead (5
// tries), then a fresh login; on 429 it waits the Retry-After (at most 30 s, so it keeps probing).
// It prints the codes checked (answers to POST /api/verify-otp other than 429), the code e-mails sent
// and the warning e-mails to the owner. Not a test: it asserts nothing. The target: at most 20
// codes checked and exactly one warning e-mail.
import 'reflect-metadata';

import { randomInt } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { machineLine, withBenchDatabase } from './bench-kit.mjs';

const PASSWORD = 'Bench!Passw0rd';
const OTP_TRIES = 5; // OTP_MAX_ATTEMPTS: a code dies after this many wrong tries
const MAX_WAIT_MS = 30_000;

/** DURATION as seconds ("720"), or with a unit ("90s", "12m"); default 12 minutes. */
function durationMs(text = '12m') {
  const match = /^(\d+(?:\.\d+)?)(s|m)?$/.exec(text.trim());
  if (!match) throw new Error(`DURATION must look like 720, 90s or 12m, not ${text}`);
  return Number(match[1]) * (match[2] === 'm' ? 60_000 : 1000);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The e-mails to `email` in the outbox, by kind. */
async function countMails(outbox, email) {
  const files = await readdir(outbox).catch(() => []);
  const counts = { codes: 0, warnings: 0 };
  for (const file of files) {
    const eml = await readFile(path.join(outbox, file), 'utf8');
    if (!eml.includes(`\nTo: ${email}\n`)) continue;
    const subject = /\nSubject: ([^\n]*)/.exec(`\n${eml}`)?.[1] ?? '';
    if (/login code/i.test(subject)) counts.codes += 1;
    else if (/Someone entered your/i.test(subject)) counts.warnings += 1;
  }
  return counts;
}

async function attack({ base, username, password, userId, durationMs: duration }) {
  const tally = { logins: 0, loginRefused: 0, codesChecked: 0, codeRefused: 0, guessed: 0, otherAnswers: {} };
  const messages = new Set();
  const end = Date.now() + duration;
  const post = (route, body, cookie) =>
    fetch(`${base}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const waitFor = async (res) => {
    const body = await res.json().catch(() => ({}));
    if (body.message) messages.add(`${res.status} ${body.message}`);
    const retryAfter = Number(res.headers.get('retry-after') ?? 1) * 1000;
    await sleep(Math.max(0, Math.min(retryAfter, MAX_WAIT_MS, end - Date.now())));
  };
  const other = async (res) => {
    tally.otherAnswers[res.status] = (tally.otherAnswers[res.status] ?? 0) + 1;
    await res.arrayBuffer();
  };

  while (Date.now() < end) {
    const login = await post('/api/login', { username, password });
    if (login.status === 429) {
      tally.loginRefused += 1;
      await waitFor(login);
      continue;
    }
    if (login.status !== 200) {
      await other(login);
      await sleep(1000);
      continue;
    }
    tally.logins += 1;
    const body = await login.json();
    const cookie = login.headers.get('set-cookie').split(';')[0];
    for (let i = 0; i < OTP_TRIES && Date.now() < end; i++) {
      const otpCode = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const verify = await post('/api/verify-otp', { userId: body.userId ?? userId, otpCode }, cookie);
      if (verify.status === 429) {
        tally.codeRefused += 1;
        await waitFor(verify);
        break;
      }
      tally.codesChecked += 1;
      if (verify.status === 200) {
        tally.guessed += 1;
        await verify.arrayBuffer();
        break;
      }
      if (verify.status === 401) await verify.arrayBuffer();
      else await other(verify);
    }
  }
  return { tally, messages };
}

function report({ tally, messages }, mails, duration) {
  console.log(machineLine());
  console.log(`guessing for ${(duration / 60_000).toFixed(1)} minutes from one address, RATE_LIMIT_FACTOR=1`);
  console.log(`codes checked (non-429 answers to POST /api/verify-otp): ${tally.codesChecked}   (target: at most 20)`);
  console.log(`code e-mails sent to the owner:                          ${mails.codes}`);
  console.log(`warning e-mails to the owner:                            ${mails.warnings}   (target: exactly 1)`);
  console.log(
    `codes guessed: ${tally.guessed}; logins answered 200: ${tally.logins}, 429: ${tally.loginRefused}; codes answered 429: ${tally.codeRefused}`,
  );
  if (Object.keys(tally.otherAnswers).length) console.log(`other answers: ${JSON.stringify(tally.otherAnswers)}`);
  for (const message of messages) console.log(`  refused with: ${message}`);
}

async function main() {
  const duration = durationMs(process.env.DURATION);
  if (process.env.BASE_URL) {
    const { BENCH_USERNAME: username, BENCH_PASSWORD: password, BENCH_EMAIL: email, OUTBOX: outbox } = process.env;
    if (!username || !password || !email || !outbox)
      throw new Error('With BASE_URL, set BENCH_USERNAME, BENCH_PASSWORD, BENCH_EMAIL and OUTBOX');
    const before = await countMails(outbox, email);
    const result = await attack({ base: process.env.BASE_URL.replace(/\/$/, ''), username, password, durationMs: duration });
    await sleep(2000); // a warning queued by the last request is delivered just after its answer
    const after = await countMails(outbox, email);
    report(result, { codes: after.codes - before.codes, warnings: after.warnings - before.warnings }, duration);
    return;
  }

  const { createApp } = await import('../dist/app.factory.js');
  const { AppLogger } = await import('../dist/common/logging/logger.js');
  const { hashPassword } = await import('../dist/common/auth/passwords.js');
  const { loadConfig } = await import('../dist/config/config.js');
  const { loadOrCreateSecrets } = await import('../dist/config/secrets.js');
  const { DataSource } = await import('typeorm');

  await withBenchDatabase(async ({ dataDir, databaseUrl }) => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      RATE_LIMIT_FACTOR: '1',
      APP_ORIGIN: 'http://localhost:3000',
    });
    const app = await createApp({
      config,
      secrets: await loadOrCreateSecrets(dataDir),
      databaseUrl,
      logger: new AppLogger({ level: 'silent' }),
    });
    try {
      await app.listen(0, '127.0.0.1');
      const base = `http://127.0.0.1:${app.getHttpServer().address().port}`;
      const dataSource = app.get(DataSource);
      const username = `owner_${Date.now()}`;
      const email = `${username}@example.com`;
      const [{ id: userId }] = await dataSource.query(
        `INSERT INTO users (username, password_hash, email, role, full_name, status, must_change_password)
         VALUES ($1, $2, $3, 'investor', 'Bench Owner', 'active', false) RETURNING id`,
        [username, await hashPassword(PASSWORD), email],
      );
      const result = await attack({ base, username, password: PASSWORD, userId, durationMs: duration });
      await sleep(2000);
      report(result, await countMails(path.join(dataDir, 'outbox'), email), duration);
    } finally {
      await app.close();
    }
  });
}

await main();
