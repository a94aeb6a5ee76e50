import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

import { loadOrCreateSecrets } from './secrets.js';

const mode = async (p: string) => (await stat(p)).mode & 0o777;

describe('generated secrets', () => {
  it('are written once to DATA_DIR/secrets.json, owner-only', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fund-secrets-'));
    try {
      const first = await loadOrCreateSecrets(dataDir);
      expect(await mode(path.join(dataDir, 'secrets.json'))).toBe(0o600);
      expect(await loadOrCreateSecrets(dataDir)).toEqual(first);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('make a readable secrets.json owner-only again, also when nothing is added to it', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fund-secrets-'));
    const file = path.join(dataDir, 'secrets.json');
    try {
      const stored = { sessionSecret: 's'.repeat(43), uploadSigningKey: 'u'.repeat(43), embeddedDbPassword: 'p'.repeat(24) };
      await writeFile(file, JSON.stringify(stored));
      await chmod(file, 0o644);
      expect(await loadOrCreateSecrets(dataDir)).toEqual(stored);
      expect(await mode(file)).toBe(0o600);
      await chmod(file, 0o640);
      await writeFile(file, JSON.stringify({ sessionSecret: stored.sessionSecret }));
      const completed = await loadOrCreateSecrets(dataDir);
      expect(completed.sessionSecret).toBe(stored.sessionSecret);
      expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(completed);
      expect(await mode(file)).toBe(0o600);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
