import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

import { ApiSession } from './support/api.js';
import { cleanEnv, ROOT, start, stop } from './support/server.js';

const SEED = path.join(ROOT, 'backend', 'dist', 'seed', 'demo-seed.js');

function seed(dataDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [SEED], { env: cleanEnv({ DATA_DIR: dataDir }), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('npm run seed:demo', () => {
  it('fills the install of a running server through it, with 40 distinct investors who can log in, and refuses to run twice (server up or stopped)', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fund-seed-'));
    await chmod(dataDir, 0o755);
    try {
      const server = await start(dataDir);
      let first: { code: number | null; output: string };
      let investors: RegExpMatchArray[];
      try {
        // While the server runs (it holds DATA_DIR's database): the seed uses that database.
        first = await seed(dataDir);
        expect(first.output).toContain('Demo fund ready');
        expect(first.code).toBe(0);
        expect(first.output).toContain('A server is running on this DATA_DIR');
        investors = [...first.output.matchAll(/^\s+investor\s+(\S+)\s+(\S+)$/gm)];
        expect(investors).toHaveLength(40);

        const [, username, password] = investors[7];
        const login = await fetch(`${server.base}/api/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ username, password }),
        });
        expect(login.status).toBe(200);
        expect(await login.json()).toMatchObject({ otpSent: true, role: 'investor' });
        const slides = (await fetch(`${server.base}/api/marketing-slides`).then((r) => r.json())) as { imageUrl: string }[];
        expect(slides).toHaveLength(3);
        expect((await fetch(`${server.base}${slides[0].imageUrl}`)).headers.get('content-type')).toBe('image/png');

        const superAdmin = /^\s+super_admin\s+(\S+)\s+(\S+)$/m.exec(first.output)!;
        const admin = new ApiSession(server.base, dataDir);
        await admin.login(superAdmin[1], superAdmin[2], `${superAdmin[1]}@example.com`);
        // Forty investors, forty names: no list of the back office shows one person twice.
        const summaries = await admin.call<{ investor: { fullName: string } }[]>(
          'GET',
          `/api/admin/investor-summaries?range=${encodeURIComponent('[0,99]')}`,
        );
        const names = summaries.map((s) => s.investor.fullName);
        expect(names).toHaveLength(40);
        expect(new Set(names).size).toBe(40);

        // The year of payouts is there as scheme-wide distribution runs (issue 19): a quarterly scheme
        // earning for a year shows four runs, each paid to every one of its holders.
        const schemes = await admin.call<{ id: string; name: string }[]>('GET', '/api/schemes');
        const manchester = schemes.find((s) => s.name === 'Manchester Student Living')!;
        const runs = await admin.call<{ kind: string; description: string; investorCount: number; canReverse: boolean }[]>(
          'GET',
          `/api/schemes/${manchester.id}/distributions`,
        );
        expect(runs.map((r) => [r.kind, r.description, r.canReverse])).toEqual(
          Array(4).fill(['distribution', 'Quarterly profit distribution', false]),
        );
        const holders = await admin.call<unknown[]>(
          'GET',
          `/api/enrollments?filter=${encodeURIComponent(JSON.stringify({ schemeId: manchester.id }))}`,
        );
        expect(runs.every((r) => r.investorCount === holders.length && holders.length > 0)).toBe(true);

        const again = await seed(dataDir);
        expect(again.code).toBe(1);
        expect(again.output).toContain('This database already has 40 investors');
      } finally {
        expect(await stop(server, 'SIGTERM')).toBe(0);
      }

      // With the server stopped, the seed starts the database itself (and still refuses a filled one).
      const stopped = await seed(dataDir);
      expect(stopped.output).not.toContain('A server is running');
      expect(stopped.output).toContain('This database already has 40 investors');
      expect(stopped.code).toBe(1);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 420_000);
});
