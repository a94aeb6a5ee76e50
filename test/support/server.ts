import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

// Starts and stops the built server (backend/dist/main.js) as `npm start` runs it, for journeys.

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const MAIN = path.join(ROOT, 'backend', 'dist', 'main.js');

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface Running {
  child: ChildProcess;
  base: string;
  output: () => string;
}

export function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of ['DATABASE_URL', 'SMTP_URL', 'APP_ORIGIN', 'SESSION_SECRET', 'STORAGE_DRIVER', 'PORT', 'HOST', 'DATA_DIR'])
    delete env[key];
  return { ...env, LOG_LEVEL: 'warn', ...extra };
}

export async function start(dataDir: string, env: Record<string, string> = {}): Promise<Running> {
  const port = await freePort();
  // info: the boot's Ready line (below) is logged at info. A journey's sessions stay fresh for step-up
  // (issue 25 item 5) for the whole file, an hour, unless the journey is about step-up.
  const child = spawn(process.execPath, [MAIN], {
    env: cleanEnv({ DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'info', STEP_UP_SECONDS: '3600', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  // The default APP_ORIGIN is http://localhost:PORT: a browser must use that origin (CSRF check, upload URLs).
  const base = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    // Journey files run in parallel: another file's server may hold this port (freePort only picks one
    // that was free a moment ago) and answer the health check. Only our own Ready line counts.
    if (!output.includes('Ready in')) {
      await new Promise((r) => setTimeout(r, 200));
      continue;
    }
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, base, output: () => output };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server not healthy within 60 s: ${output}`);
}

export function stop(running: Running, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    running.child.once('exit', (code) => resolve(code));
    running.child.kill(signal);
  });
}
