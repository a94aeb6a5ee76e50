// Fault experiments of issue 14 (faults 1 and 2), run against the real app with a signed-in investor:
//
// 1. Database connections killed under load: 20 clients loop on GET /api/me while every 250 ms all of
//    the app's PostgreSQL connections are terminated (pg_terminate_backend). Counts the answers by status
//    and the reset sockets, then checks that the same cookie still works afterwards (nobody logged out).
// 2. The session's expiry write fails: a trigger refuses every UPDATE of the session table while the
//    session's expiry is kept due for renewal, under the same load. Counts answers and reset sockets.
//
// Lines written to stderr during each experiment are counted too (the JSON logs go to /dev/null).
//
//   npm run build -w backend && cd backend && node bench/session-faults.mjs
import 'reflect-metadata';

import { Agent, request } from 'node:http';
import pg from 'pg';
import { pino } from 'pino';
import { DataSource } from 'typeorm';

import { AppLogger } from '../dist/common/logging/logger.js';
import { createBenchApp, machineLine, sessionCookie, withBenchDatabase } from './bench-kit.mjs';

const SECONDS = Number(process.env.SECONDS ?? 10);
const CLIENTS = 20;

/** Loops GET /api/me on CLIENTS keep-alive connections until `until`; counts statuses and socket errors. */
async function hammer(url, cookie, until) {
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  const counts = {};
  const get = () =>
    new Promise((resolve) => {
      const req = request(url, { agent, headers: { cookie } }, (res) => {
        res.resume();
        res.on('end', () => resolve(String(res.statusCode)));
        res.on('error', () => resolve('reset'));
      });
      req.on('error', () => resolve('reset'));
      req.end();
    });
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (Date.now() < until) {
        const outcome = await get();
        counts[outcome] = (counts[outcome] ?? 0) + 1;
      }
    }),
  );
  agent.destroy();
  return counts;
}

/** Counts the lines written to stderr while `run` runs. */
async function stderrLines(run) {
  let lines = 0;
  const write = process.stderr.write.bind(process.stderr);
  process.stderr.write = (chunk, ...rest) => {
    lines += String(chunk).split('\n').filter(Boolean).length;
    return write(chunk, ...rest);
  };
  try {
    return { result: await run(), lines };
  } finally {
    process.stderr.write = write;
  }
}

const show = (counts) =>
  Object.entries(counts)
    .sort()
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');

console.log(machineLine());
await withBenchDatabase(async ({ dataDir, databaseUrl }) => {
  const logger = new AppLogger({ level: 'info', destination: pino.destination({ dest: '/dev/null', sync: false }) });
  const { app, secret } = await createBenchApp({ dataDir, databaseUrl }, logger);
  // The experimenter's own connection, outside the app's pool (never terminated: it is the one asking).
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', (error) => console.log(`   experimenter's connection failed: ${error.message}`));
  await client.connect();
  const admin = { query: async (sql) => (await client.query(sql)).rows };
  try {
    await app.listen(0, '127.0.0.1');
    const url = `http://127.0.0.1:${app.getHttpServer().address().port}/api/me`;
    const dataSource = app.get(DataSource);
    const [{ id }] = await dataSource.query(
      `INSERT INTO users (username, email, full_name, role, status, must_change_password, password_hash)
       VALUES ('fault_investor', 'fault@example.com', 'Fault Investor', 'investor', 'active', false, 'x') RETURNING id`,
    );
    const newCookie = () => sessionCookie(dataSource, secret, id);
    let cookie = await newCookie();
    const after = async () => (await hammer(url, cookie, Date.now() + 1000))['200'] ?? 0;

    // 1. Killed connections.
    let kills = 0;
    const killed = await stderrLines(async () => {
      const until = Date.now() + SECONDS * 1000;
      const killer = (async () => {
        while (Date.now() < until) {
          const rows = await admin.query(
            `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
          );
          kills += rows.length;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      })();
      const counts = await hammer(url, cookie, until);
      await killer;
      return counts;
    });
    console.log(
      `1. connections killed under load (${SECONDS} s, ${kills} backends terminated): ${show(killed.result)}; stderr lines: ${killed.lines}`,
    );
    console.log(`   the same cookie afterwards: ${(await after()) > 0 ? 'still signed in (200)' : 'signed out'}`);

    // 2. The expiry write fails (a fresh session, in case the first experiment ended the other).
    cookie = await newCookie();
    await admin.query(`
      CREATE OR REPLACE FUNCTION fault_session_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'session writes refused (fault experiment)'; END $$;
      CREATE TRIGGER fault_session_update BEFORE UPDATE ON session FOR EACH ROW EXECUTE FUNCTION fault_session_update();
    `);
    const due = () =>
      admin.query(
        `ALTER TABLE session DISABLE TRIGGER fault_session_update; UPDATE session SET expire = now() + interval '25 minutes'; ALTER TABLE session ENABLE TRIGGER fault_session_update`,
      );
    const refused = await stderrLines(async () => {
      const until = Date.now() + SECONDS * 1000;
      const keeper = (async () => {
        while (Date.now() < until) {
          await due();
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })();
      const counts = await hammer(url, cookie, until);
      await keeper;
      return counts;
    });
    await admin.query('DROP TRIGGER fault_session_update ON session');
    console.log(`2. session expiry writes refused under load (${SECONDS} s): ${show(refused.result)}; stderr lines: ${refused.lines}`);
    console.log(`   the same cookie afterwards: ${(await after()) > 0 ? 'still signed in (200)' : 'signed out'}`);
  } finally {
    await client.end();
    await app.close();
  }
});
process.exit(0);
