// Login cost on this machine: the argon2id hash, and the two-step login through HTTP.
//
//   cd backend && npm run build && node bench/auth-bench.mjs
//
// Uses the compiled backend (dist/). Starts a throwaway embedded PostgreSQL in a temporary directory
// (or uses BENCH_DATABASE_URL, an empty database it may migrate and write a user into), serves the
// real app on 127.0.0.1 with mail going to a temporary outbox, and prints medians:
//   - hashPassword: 20 calls;
//   - the password step for an unknown username and for a wrong password (20 each; they should be
//     close, so the answer's timing does not tell whether a username exists);
//   - a full login: POST /api/login, the code read from the outbox, POST /api/verify-otp (10 rounds).
// RATE_LIMIT_FACTOR is raised so the rounds are not refused. Not a test: it asserts nothing.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { hashPassword } from '../dist/common/auth/passwords.js';
import { machineLine, median, timed, withBenchApp } from './bench-kit.mjs';

const PASSWORD = 'Bench!Passw0rd';

const ms = (value) => `${value.toFixed(1)} ms`;

async function main() {
  const hashes = [];
  // Run once the database is migrated but before the app starts, so the figure is the hash alone.
  const hashAll = async () => {
    for (let i = 0; i < 20; i++) hashes.push((await timed(() => hashPassword(`${PASSWORD}${i}`))).ms);
  };

  await withBenchApp(
    async ({ base, dataDir, dataSource }) => {
      const username = `bench_${Date.now()}`;
      const email = `${username}@example.com`;
      const rows = await dataSource.query(
        `INSERT INTO users (username, password_hash, email, role, full_name, status, must_change_password)
         VALUES ($1, $2, $3, 'investor', 'Bench User', 'active', false) RETURNING id`,
        [username, await hashPassword(PASSWORD), email],
      );
      const userId = rows[0].id;

      const post = (route, body, cookie) =>
        fetch(`${base}${route}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          body: JSON.stringify(body),
        });
      const outbox = path.join(dataDir, 'outbox');
      const newestCode = async () => {
        const files = (await readdir(outbox)).sort();
        const eml = await readFile(path.join(outbox, files.at(-1)), 'utf8');
        return /Your login code is (\d{6})/.exec(eml)[1];
      };

      // Warm-up: the first requests pay for lazy initialisation.
      for (let i = 0; i < 2; i++) await post('/api/login', { username: 'nobody', password: PASSWORD });

      const unknown = [];
      const wrong = [];
      for (let i = 0; i < 20; i++) {
        unknown.push(
          (await timed(() => post('/api/login', { username: `nobody_${i}`, password: PASSWORD }).then((r) => r.arrayBuffer()))).ms,
        );
        wrong.push((await timed(() => post('/api/login', { username, password: `${PASSWORD}x` }).then((r) => r.arrayBuffer()))).ms);
      }

      const rounds = [];
      const steps = { login: [], verify: [] };
      for (let i = 0; i < 10; i++) {
        const round = await timed(async () => {
          const login = await timed(() => post('/api/login', { username, password: PASSWORD }));
          if (login.result.status !== 200) throw new Error(`login answered ${login.result.status}`);
          await login.result.arrayBuffer();
          const cookie = login.result.headers.get('set-cookie').split(';')[0];
          const otpCode = await newestCode();
          const verify = await timed(() => post('/api/verify-otp', { userId, otpCode }, cookie));
          if (verify.result.status !== 200) throw new Error(`verify-otp answered ${verify.result.status}`);
          await verify.result.arrayBuffer();
          steps.login.push(login.ms);
          steps.verify.push(verify.ms);
        });
        rounds.push(round.ms);
      }

      console.log(machineLine());
      console.log(`argon2id hashPassword (m=19456, t=2, p=1), median of 20: ${ms(median(hashes))}`);
      console.log(`POST /api/login, unknown username, median of 20:        ${ms(median(unknown))}`);
      console.log(`POST /api/login, wrong password, median of 20:          ${ms(median(wrong))}`);
      console.log(`login + code round trip over HTTP, median of 10:        ${ms(median(rounds))}`);
      console.log(`  of which POST /api/login ${ms(median(steps.login))}, POST /api/verify-otp ${ms(median(steps.verify))}`);
    },
    { beforeApp: hashAll },
  );
}

await main();
