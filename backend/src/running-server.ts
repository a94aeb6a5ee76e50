import { chmod, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

// DATA_DIR/server.json: which server runs on this DATA_DIR (its pid) and the database it uses. The
// demo seed reads it to fill a running server's database instead of starting another (the embedded
// PostgreSQL of DATA_DIR has one owner at a time). Owner-only: the database URL carries the embedded
// database's password (which secrets.json next to it holds anyway).

export interface RunningServer {
  pid: number;
  databaseUrl: string;
  /** Where the server answers (APP_ORIGIN). */
  origin: string;
}

const fileOf = (dataDir: string) => path.join(dataDir, 'server.json');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Written once the server listens. */
export async function recordRunningServer(dataDir: string, server: Omit<RunningServer, 'pid'>): Promise<void> {
  // mode applies only to a new file: an older record keeps its mode unless set again (it holds the database URL).
  await writeFile(fileOf(dataDir), JSON.stringify({ pid: process.pid, ...server }), { mode: 0o600 });
  await chmod(fileOf(dataDir), 0o600);
}

/** Removed when the server stops (only its own record). */
export async function forgetRunningServer(dataDir: string): Promise<void> {
  const recorded = await runningServerRecord(dataDir);
  if (recorded?.pid === process.pid) await rm(fileOf(dataDir), { force: true });
}

async function runningServerRecord(dataDir: string): Promise<RunningServer | undefined> {
  try {
    const parsed = JSON.parse(await readFile(fileOf(dataDir), 'utf8')) as Partial<RunningServer>;
    if (!Number.isInteger(parsed.pid) || typeof parsed.databaseUrl !== 'string' || typeof parsed.origin !== 'string') return undefined;
    return parsed as RunningServer;
  } catch {
    return undefined;
  }
}

/** The server running on this DATA_DIR, if one does (a record left by a killed server is ignored). */
export async function runningServer(dataDir: string): Promise<RunningServer | undefined> {
  const recorded = await runningServerRecord(dataDir);
  return recorded && recorded.pid !== process.pid && alive(recorded.pid) ? recorded : undefined;
}
