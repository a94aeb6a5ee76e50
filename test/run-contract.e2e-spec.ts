import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

import { cleanEnv, MAIN, start, stop } from './support/server.js';

// The run contract of ARCHITECTURE.md, against the built server as `npm start` runs it: embedded
// PostgreSQL in DATA_DIR, one origin for API and both UIs, data kept across a restart, clean stop.

describe('run contract', () => {
  it('serves API and both apps on one origin, keeps data across a restart and stops cleanly', async () => {
    expect(existsSync(MAIN)).toBe(true);
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fund-run-'));
    await chmod(dataDir, 0o755);
    try {
      const first = await start(dataDir);
      const html = async (p: string) => {
        const res = await fetch(`${first.base}${p}`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toContain('text/html');
        return res.text();
      };
      const investorIndex = await html('/');
      const adminIndex = await html('/admin');
      expect(adminIndex).not.toBe(investorIndex);
      expect(adminIndex).toContain('/admin/assets/');
      for (const p of ['/admin/kyc', '/admin/anything/deep']) expect(await html(p)).toBe(adminIndex);
      for (const p of ['/investor/investments', '/kyc', '/kyc/submit', '/login', '/accept-invitation/abc123'])
        expect(await html(p)).toBe(investorIndex);

      const missing = await fetch(`${first.base}/api/nope`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ statusCode: 404, message: 'Cannot GET /api/nope', error: 'Not Found' });

      const setup = await fetch(`${first.base}/api/admin/setup`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ fullName: 'First Admin', email: 'first@example.com', username: 'first', password: 'Secret123!' }),
      });
      expect(setup.status).toBe(201);

      expect(await stop(first, 'SIGTERM')).toBe(0);
      expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

      const second = await start(dataDir);
      const state = await fetch(`${second.base}/api/admin/setup-required`).then((r) => r.json());
      expect(state).toEqual({ setupRequired: false });
      expect(await stop(second, 'SIGINT')).toBe(0);
      expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('refuses to boot on a bad env value with one line naming it', async () => {
    const child = spawn(process.execPath, [MAIN], { env: cleanEnv({ PORT: 'eighty' }), stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toBe('Invalid configuration: PORT must be an integer from 1 to 65535 (got "eighty")\n');
  });
});
