import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

import { recordRunningServer } from './running-server.js';

describe('DATA_DIR/server.json', () => {
  it('is readable by its owner only, even when an older record was readable by everyone (it holds the database URL)', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'running-server-'));
    try {
      const file = path.join(dir, 'server.json');
      await writeFile(file, '{}', { mode: 0o644 });
      await recordRunningServer(dir, { databaseUrl: 'postgres://fund:secret@127.0.0.1:5432/fund', origin: 'http://localhost:3000' });
      expect((await stat(file)).mode & 0o777).toBe(0o600);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
