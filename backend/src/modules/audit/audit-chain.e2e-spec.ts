import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';

import { createUser, sessionFor, useTestApp } from '../../../test/test-app.js';
import { AuditService } from '../../common/audit/audit.service.js';
import { JobRunner } from '../../common/jobs/job-runner.js';
import { AuditChain1797500000000 } from '../../database/migrations/1797500000000-audit-chain.js';

// Issue 25 item 7: the audit log as a hash chain, verified by the API, by `npm run audit:verify`, and
// recorded once a day.

const run = promisify(execFile);
const BACKEND = path.resolve(import.meta.dirname, '../../..');

/** `npm run audit:verify`'s program, on the test's database (the compiled backend: npm run build -w backend). */
async function auditVerify(databaseUrl: string, dataDir: string): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [path.join(BACKEND, 'dist', 'audit-verify.js')], {
      env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, APP_ORIGIN: 'http://localhost:3000' },
    });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

describe('the audit hash chain', () => {
  const t = useTestApp();
  let admin: string;
  let superAdmin: string;
  const chain = (cookie: string) => request(t.server).get('/api/admin/audit-logs/chain').set('Cookie', cookie);
  const q = <R>(sql: string, params: unknown[] = []) => t.dataSource.query<R>(sql, params);

  beforeAll(async () => {
    admin = await sessionFor(t, await createUser(t, { role: 'admin' }));
    superAdmin = await sessionFor(t, await createUser(t, { role: 'super_admin' }));
  });

  it('chains 16 concurrent writers without a fork, in commit order, and verifies', async () => {
    const audit = t.app.get(AuditService);
    // 16 transactions at once, each writing three entries with pauses between them, so they interleave.
    await Promise.all(
      Array.from({ length: 16 }, (_, writer) =>
        t.dataSource.transaction(async (manager) => {
          for (let n = 0; n < 3; n++) {
            await audit.record({ action: 'ACTIVITY_POSTED', details: `writer ${writer} entry ${n} ‹عربي› "quoted"\nline two` }, manager);
            await manager.query('SELECT pg_sleep(0.005)');
          }
        }),
      ),
    );
    // Plain inserts, as older code and the tests write them, are chained too.
    await q(`INSERT INTO audit_logs (action, action_details) VALUES ('LOGIN', NULL), ('LOGOUT', E'tab\\there \\u0001')`);

    const rows = await q<{ seq: string; prev_hash: string; hash: string }[]>(
      'SELECT chain_seq::text AS seq, prev_hash, hash FROM audit_logs ORDER BY chain_seq',
    );
    expect(rows.length).toBe(50);
    expect(rows.map((r) => Number(r.seq))).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    // No fork: every hash is the previous hash of exactly the next entry.
    expect(new Set(rows.map((r) => r.prev_hash)).size).toBe(50);
    rows.slice(1).forEach((row, i) => expect(row.prev_hash).toBe(rows[i].hash));
    // A writer's three entries are consecutive: each transaction took its places when it committed.
    const order = await q<{ details: string }[]>(
      `SELECT action_details AS details FROM audit_logs WHERE action = 'ACTIVITY_POSTED' ORDER BY chain_seq`,
    );
    for (let i = 0; i < 48; i += 3) {
      const writer = /^writer (\d+)/.exec(order[i].details)?.[1];
      expect(order.slice(i, i + 3).map((r) => r.details.split(' entry ')[0])).toEqual([
        `writer ${writer}`,
        `writer ${writer}`,
        `writer ${writer}`,
      ]);
    }

    const res = await chain(admin).expect(200);
    expect(res.body).toMatchObject({ intact: true, entries: 50, firstBreak: null, head: null });
    expect(Date.parse(res.body.verifiedUpTo)).not.toBeNaN();
    const cli = await auditVerify(t.databaseUrl, t.config.dataDir);
    expect(cli.code).toBe(0);
    expect(cli.out).toContain('Audit chain intact: 50 entries verified');

    // 500 entries in one statement are linked one after another at its commit, the head written once.
    await q(`INSERT INTO audit_logs (action, action_details) SELECT 'LOGIN', 'bulk ' || g FROM generate_series(1, 500) g`);
    expect((await chain(admin).expect(200)).body).toMatchObject({ intact: true, entries: 550, firstBreak: null });
    expect(await q('SELECT seq::int AS seq FROM audit_chain_head')).toEqual([{ seq: 550 }]);
  });

  it('records the head once a day; super admins see it, admins do not', async () => {
    const [head] = await q<{ seq: string; hash: string }[]>('SELECT seq::text AS seq, hash FROM audit_chain_head');
    await t.app.get(JobRunner).add(null, 'audit-chain-head');
    await t.app.get(JobRunner).runDue();
    const [entry] = await q<{ action_details: string }[]>(`SELECT action_details FROM audit_logs WHERE action = 'AUDIT_HEAD_HASH'`);
    expect(entry.action_details).toBe(`Audit chain head: entry ${head.seq}, SHA-256 ${head.hash}. The chain was verified intact up to it.`);
    const res = await chain(superAdmin).expect(200);
    expect(res.body.head).toEqual({ seq: Number(head.seq), hash: head.hash, recordedAt: expect.any(String) });
    expect(res.body.intact).toBe(true);
    expect((await chain(admin).expect(200)).body.head).toBeNull();
  });

  it('refuses investors', async () => {
    const investor = await sessionFor(t, await createUser(t, { role: 'investor' }));
    await chain(investor).expect(403);
  });

  it('names an entry edited in SQL, then one deleted, in the API and in audit:verify', async () => {
    const [victim] = await q<{ id: string; details: string | null }[]>(
      `SELECT id, action_details AS details FROM audit_logs WHERE chain_seq = 17`,
    );
    await q(`UPDATE audit_logs SET action_details = 'nothing to see here' WHERE id = $1`, [victim.id]);

    const res = await chain(admin).expect(200);
    expect(res.body).toMatchObject({
      intact: false,
      entries: 16,
      firstBreak: { seq: 17, id: victim.id, reason: 'Entry 17 was changed after it was written: its content does not match its hash' },
    });
    const cli = await auditVerify(t.databaseUrl, t.config.dataDir);
    expect(cli.code).toBe(1);
    expect(cli.out).toContain(`Audit chain BROKEN at entry 17 (id ${victim.id}`);
    expect(cli.out).toContain('its content does not match its hash');

    // Put back, the chain verifies again; a deletion is then named by its place.
    await q(`UPDATE audit_logs SET action_details = $2 WHERE id = $1`, [victim.id, victim.details]);
    expect((await chain(admin).expect(200)).body.intact).toBe(true);
    await q(`DELETE FROM audit_logs WHERE chain_seq = 17`);
    const gone = await chain(admin).expect(200);
    expect(gone.body.firstBreak).toEqual({ seq: 17, id: null, timestamp: null, reason: 'Entry 17 is missing: it was deleted' });
  });

  it('the migration chains the entries already written, oldest first', async () => {
    const runner = t.dataSource.createQueryRunner();
    try {
      await new AuditChain1797500000000().down(runner);
      await runner.query(`INSERT INTO audit_logs (action, "timestamp") VALUES ('LOGOUT', now() - interval '1 day')`);
      await new AuditChain1797500000000().up(runner);
    } finally {
      await runner.release();
    }
    const [oldest] = await q<{ action: string; seq: string }[]>(
      `SELECT action, chain_seq::text AS seq FROM audit_logs ORDER BY "timestamp", id LIMIT 1`,
    );
    expect(oldest).toEqual({ action: 'LOGOUT', seq: '1' });
    expect((await chain(admin).expect(200)).body).toMatchObject({ intact: true, firstBreak: null });
  });
});
