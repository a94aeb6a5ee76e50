import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';

import { startEmbeddedPostgres } from './embedded-postgres.js';

// An app killed with -9 leaves its PostgreSQL running. Under a supervisor that is a subreaper (tini -s,
// systemd --user, many container runtimes) that server is reparented to the supervisor, not to PID 1,
// so its parent pid says nothing about whether an app still owns it. The restart must stop it anyway;
// only an owner that is still alive keeps DATA_DIR.

const DIST = path.resolve(import.meta.dirname, '../../dist/database/embedded-postgres.js');
const PASSWORD = 'owner-test-password';

/** prctl(PR_SET_CHILD_SUBREAPER) through perl (perl-base is in every Debian): Node cannot call it. */
const PRCTL = { x64: 157, arm64: 167 }[os.arch() as 'x64' | 'arm64'];
const SUBREAPER = `syscall(${PRCTL}, 36, 1, 0, 0, 0) == 0 or die "prctl: $!"; my $p = fork // die; if (!$p) { exec @ARGV or die } while (1) { sleep 1 if wait() == -1 }`;

/** An "app" that starts the embedded server on dataDir and waits, under a subreaper. */
function appUnderSubreaper(dataDir: string): ChildProcess {
  const app = `const { startEmbeddedPostgres } = await import(${JSON.stringify(DIST)});
const db = await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, password: ${JSON.stringify(PASSWORD)}, database: 'app', log: () => {} });
console.log('READY ' + process.pid + ' ' + db.url);
setInterval(() => {}, 1000);`;
  return spawn('perl', ['-e', SUBREAPER, process.execPath, '--input-type=module', '-e', app], { stdio: ['ignore', 'pipe', 'pipe'] });
}

function ready(child: ChildProcess): Promise<{ pid: number; url: string }> {
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /READY (\d+) (\S+)/.exec(out);
      if (match) resolve({ pid: Number(match[1]), url: match[2] });
    });
    child.on('exit', (code) => reject(new Error(`app exited (${code}): ${err}`)));
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function postmasterPid(dataDir: string): Promise<number> {
  return Number((await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
}

describe('the embedded PostgreSQL belongs to one app instance', () => {
  let dataDir: string;
  let supervisor: ChildProcess;
  let app: { pid: number; url: string };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'fund-owner-'));
    supervisor = appUnderSubreaper(dataDir);
    app = await ready(supervisor);
  }, 120_000);

  afterAll(async () => {
    supervisor.kill('SIGKILL');
    const server = await postmasterPid(dataDir).catch(() => 0);
    if (server && alive(server)) process.kill(server, 'SIGQUIT');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a second start while the owning app is alive, naming its pid', async () => {
    await expect(startEmbeddedPostgres({ dataDir, password: PASSWORD, database: 'app', log: () => {} })).rejects.toThrow(
      `DATA_DIR is in use: the app instance with pid ${app.pid} owns ${dataDir}`,
    );
    // The owner's database is untouched.
    const client = new pg.Client({ connectionString: app.url });
    await client.connect();
    expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await client.end();
  }, 60_000);

  it('after a kill -9 of the app under a subreaper, a restart stops the orphaned server and starts', async () => {
    const orphan = await postmasterPid(dataDir);
    process.kill(app.pid, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 300));
    expect(alive(orphan)).toBe(true); // left running, now a child of the subreaper

    const db = await startEmbeddedPostgres({ dataDir, password: PASSWORD, database: 'app', log: () => {} });
    try {
      expect(alive(orphan)).toBe(false);
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      await client.end();
    } finally {
      await db.stop();
    }
    // A clean stop gives DATA_DIR back: the next start needs no clean-up.
    const again = await startEmbeddedPostgres({ dataDir, password: PASSWORD, database: 'app', log: () => {} });
    await again.stop();
  }, 120_000);

  it('takes over from an owner that has exited but was not reaped (a zombie)', async () => {
    const other = await mkdtemp(path.join(os.tmpdir(), 'fund-owner-zombie-'));
    // The background `sleep 1` exits after its parent has exec'd into `sleep 60`, which never waits for it.
    // (A `sleep 0` could end while the parent was still the shell, which reaps it: CI failed so under load.)
    const parent = spawn('sh', ['-c', 'sleep 1 & echo $!; exec sleep 60'], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      const zombie = await new Promise<number>((resolve) =>
        parent.stdout?.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
      );
      let stat = '';
      for (let i = 0; i < 50 && !/\) Z /.test(stat); i++) {
        await new Promise((r) => setTimeout(r, 100));
        stat = await readFile(`/proc/${zombie}/stat`, 'utf8');
      }
      expect(stat).toMatch(/\) Z /);
      const started = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
      await writeFile(path.join(other, 'postgres.owner'), JSON.stringify({ pid: zombie, started }));
      const db = await startEmbeddedPostgres({ dataDir: other, password: PASSWORD, database: 'app', log: () => {} });
      await db.stop();
    } finally {
      parent.kill('SIGKILL');
      await rm(other, { recursive: true, force: true });
    }
  }, 120_000);

  it('never stops another cluster’s server whose pid a stale postmaster.pid names (a reboot reuses pids)', async () => {
    const other = await mkdtemp(path.join(os.tmpdir(), 'fund-owner-other-'));
    try {
      const first = await startEmbeddedPostgres({ dataDir: other, password: PASSWORD, database: 'app', log: () => {} });
      await first.stop();
      // Left by a crash before a reboot: a dead owner, and a pid that now belongs to this file's other server.
      const live = await startEmbeddedPostgres({ dataDir, password: PASSWORD, database: 'app', log: () => {} });
      try {
        const livePid = await postmasterPid(dataDir);
        await writeFile(path.join(other, 'postgres.owner'), JSON.stringify({ pid: 999_999, started: 'gone' }));
        await writeFile(path.join(other, 'postgres', 'postmaster.pid'), `${livePid}\n${path.join(other, 'postgres')}\n`);
        await startEmbeddedPostgres({ dataDir: other, password: PASSWORD, database: 'app', log: () => {} }).then(
          (db) => db.stop(),
          () => undefined,
        );
        expect(alive(livePid)).toBe(true);
      } finally {
        await live.stop();
      }
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  }, 180_000);
});
