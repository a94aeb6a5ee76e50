import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { prepareDataDir, SECRET_FILE_MODE, setModeIfOwned } from './data-dir.js';

// Secrets the operator did not set are generated once and kept in DATA_DIR/secrets.json (mode 600),
// so sessions, signed upload URLs and the embedded database survive restarts.

export interface Secrets {
  sessionSecret: string;
  uploadSigningKey: string;
  embeddedDbPassword: string;
}

export async function loadOrCreateSecrets(dataDir: string): Promise<Secrets> {
  const file = path.join(dataDir, 'secrets.json');
  await prepareDataDir(dataDir);
  let stored: Partial<Secrets> = {};
  let exists = false;
  try {
    const text = await readFile(file, 'utf8');
    exists = true;
    stored = JSON.parse(text) as Partial<Secrets>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secrets: Secrets = {
    sessionSecret: stored.sessionSecret ?? randomBytes(32).toString('base64url'),
    uploadSigningKey: stored.uploadSigningKey ?? randomBytes(32).toString('base64url'),
    embeddedDbPassword: stored.embeddedDbPassword ?? randomBytes(18).toString('base64url'),
  };
  // writeFile's mode applies only to a new file: an existing one is made owner-only first, before any
  // new secret is written into it.
  if (exists) await setModeIfOwned(file, SECRET_FILE_MODE);
  if (JSON.stringify(secrets) !== JSON.stringify(stored)) {
    await writeFile(file, JSON.stringify(secrets, null, 2), { mode: SECRET_FILE_MODE });
    await setModeIfOwned(file, SECRET_FILE_MODE);
  }
  return secrets;
}
