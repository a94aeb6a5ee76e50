// The audit hash chain (issue 25 item 7): what chaining costs a write, and how long a whole walk takes.
//
//   npm run build -w backend && cd backend && node bench/audit-chain-bench.mjs
//
// Uses the compiled backend (dist/) on a throwaway embedded PostgreSQL (bench-kit.mjs). Prints:
// - single-row audit inserts per second, one after another (each its own transaction, chained at commit);
// - the same with 16 writers at once (the head row serialises only the commit-time link);
// - a bulk of ROWS entries (default 200,000) inserted in one statement (chained at its commit), the
//   migration chaining them all as an upgrade would, and the walk of the whole chain (verifyAuditChain, what GET /api/admin/audit-logs/chain and npm run
//   audit:verify run) in seconds and entries per second.
// Not a test: it asserts nothing, it prints.
import pg from 'pg';

import { verifyAuditChain } from '../dist/common/audit/audit-chain.js';
import { AuditChain1797500000000 } from '../dist/database/migrations/1797500000000-audit-chain.js';
import { machineLine, timed, withBenchDatabase } from './bench-kit.mjs';

const ROWS = Number(process.env.ROWS ?? 200_000);
const SINGLE = Number(process.env.SINGLE ?? 2_000);

const insert = (db, n, table) =>
  db.query(
    `INSERT INTO ${table} (action, action_details, ip_address, user_agent) VALUES ('LOGIN', $1, '203.0.113.7', 'Mozilla/5.0 bench')`,
    [`bench entry ${n}`],
  );

/** Inserts per second into `table`, one writer then 16 at once. */
async function rates(pool, table, label) {
  const one = await timed(async () => {
    for (let n = 0; n < SINGLE; n++) await insert(pool, n, table);
  });
  const parallel = await timed(() =>
    Promise.all(
      Array.from({ length: 16 }, async (_, writer) => {
        for (let n = 0; n < SINGLE / 16; n++) await insert(pool, writer * 1_000_000 + n, table);
      }),
    ),
  );
  const perSecond = (ms) => Math.round(SINGLE / (ms / 1000));
  console.log(`${label}: ${perSecond(one.ms)} inserts per second one after another, ${perSecond(parallel.ms)} with 16 writers at once`);
}

console.log(machineLine());
await withBenchDatabase(async ({ databaseUrl }) => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 16 });
  try {
    // The same rows into a copy of the table without the chain's trigger: what chaining costs.
    await pool.query('CREATE TABLE audit_plain (LIKE audit_logs INCLUDING DEFAULTS)');
    await rates(pool, 'audit_plain', 'without the chain');
    await rates(pool, 'audit_logs', 'with the chain   ');

    const bulk = await timed(() =>
      pool.query(
        `INSERT INTO audit_logs (action, action_details, ip_address, user_agent)
         SELECT 'ACTIVITY_POSTED', 'bulk entry ' || g, '203.0.113.7', 'Mozilla/5.0 bench' FROM generate_series(1, $1) g`,
        [ROWS],
      ),
    );
    console.log(`bulk insert of ${ROWS} entries (chained at commit): ${(bulk.ms / 1000).toFixed(2)} s`);

    // An install upgrading with this many entries: the migration chains them in one pass.
    const runner = { query: (sql) => pool.query(sql).then((r) => r.rows) };
    await new AuditChain1797500000000().down(runner);
    const migrated = await timed(() => new AuditChain1797500000000().up(runner));
    console.log(`the migration chaining ${ROWS + 2 * SINGLE} existing entries: ${(migrated.ms / 1000).toFixed(2)} s`);

    const walk = await timed(() => verifyAuditChain(pool));
    const { entries, intact } = walk.result;
    console.log(
      `walk of the whole chain: ${entries} entries in ${(walk.ms / 1000).toFixed(2)} s = ${Math.round(entries / (walk.ms / 1000))} entries per second, intact: ${intact}`,
    );
  } finally {
    await pool.end();
  }
});
