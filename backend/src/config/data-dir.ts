import { chmod, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';

// DATA_DIR holds the generated secrets (secrets.json, 0600), private objects and the mail outbox
// (0700 each) and the embedded PostgreSQL cluster (0700, owned by whoever runs PostgreSQL). DATA_DIR
// itself is 0711: nobody else may list or read it, but the embedded PostgreSQL, which runs as the
// `postgres` user when the app is started as root, can traverse it to reach its own cluster.

export const DATA_DIR_MODE = 0o711;
export const PRIVATE_DIR_MODE = 0o700;
export const SECRET_FILE_MODE = 0o600;

/** Sets `mode` on a path this process owns; one another user owns is left as its owner set it. */
export async function setModeIfOwned(target: string, mode: number): Promise<void> {
  const uid = process.getuid?.();
  if (uid === undefined || (await stat(target)).uid !== uid) return;
  await chmod(target, mode);
}

/** Creates DATA_DIR and the named private directories in it, or tightens them when they exist. */
export async function prepareDataDir(dataDir: string, privateDirs: string[] = []): Promise<void> {
  await mkdir(dataDir, { recursive: true, mode: DATA_DIR_MODE });
  await setModeIfOwned(dataDir, DATA_DIR_MODE);
  for (const name of privateDirs) {
    const dir = path.join(dataDir, name);
    await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
    await setModeIfOwned(dir, PRIVATE_DIR_MODE);
  }
}
