import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';

import { bootDatabase } from './boot.js';
import { AppLogger } from './common/logging/logger.js';
import { loadConfig } from './config/config.js';

// DATA_DIR holds the generated secrets, private objects and the mail outbox: owner-only inside.
// Started as root, the embedded PostgreSQL runs as the `postgres` user and must traverse DATA_DIR
// to reach its own 0700 cluster directory, so DATA_DIR itself is 0711.

const mode = async (p: string) => (await stat(p)).mode & 0o777;
const quietLogger = () => new AppLogger({ destination: new Writable({ write: (_c, _e, done) => done() }) });
const asRoot = process.getuid?.() === 0;

describe('DATA_DIR permissions at boot', () => {
  it('starts on a fresh private directory (mktemp -d) and leaves everything in it owner-only', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fund-boot-'));
    expect(await mode(dataDir)).toBe(0o700);
    // Left by an older version with looser modes.
    await mkdir(path.join(dataDir, 'objects'), { mode: 0o755 });
    await chmod(path.join(dataDir, 'objects'), 0o755);
    try {
      const booted = await bootDatabase(loadConfig({ DATA_DIR: dataDir }), quietLogger());
      try {
        expect(await mode(dataDir)).toBe(0o711);
        expect(await mode(path.join(dataDir, 'secrets.json'))).toBe(0o600);
        expect(await mode(path.join(dataDir, 'objects'))).toBe(0o700);
        expect(await mode(path.join(dataDir, 'outbox'))).toBe(0o700);
        expect(await mode(path.join(dataDir, 'postgres'))).toBe(0o700);
      } finally {
        await booted.stopDatabase();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it(
    asRoot
      ? 'refuses, with one clear line, a DATA_DIR whose parent the postgres user cannot traverse'
      : 'starts under a private parent directory (PostgreSQL runs as this same user)',
    async () => {
      const parent = await mkdtemp(path.join(os.tmpdir(), 'fund-boot-parent-'));
      const dataDir = path.join(parent, 'data');
      try {
        const boot = bootDatabase(loadConfig({ DATA_DIR: dataDir }), quietLogger());
        if (asRoot) {
          await expect(boot).rejects.toThrow(
            `DATA_DIR ${dataDir} is not reachable by the unprivileged "postgres" user; move it out of a private home directory or set DATABASE_URL`,
          );
          expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false);
        } else {
          await (await boot).stopDatabase();
        }
        expect(await mode(dataDir)).toBe(0o711);
      } finally {
        await rm(parent, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
