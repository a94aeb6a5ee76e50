import { createReadStream } from 'node:fs';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { ConflictException, NotFoundException } from '@nestjs/common';

import { MESSAGES, UPLOAD_KINDS, type UploadKind } from '@fund/contracts';

import { isValidKey, ObjectStorage, type StoredObject, type Visibility } from './object-storage.js';
import type { SignedUploads } from './signed-uploads.js';

interface Meta {
  kind: UploadKind;
  size: number;
  contentType: string;
  visibility: Visibility;
}

/** Files under DATA_DIR/objects, each with a `.meta.json` beside it (kind, size, type, visibility). */
export class LocalObjectStorage extends ObjectStorage {
  private readonly root: string;

  constructor(uploads: SignedUploads, dataDir: string) {
    super(uploads);
    this.root = path.join(dataDir, 'objects');
  }

  private file(key: string): string {
    return path.join(this.root, key);
  }
  private metaFile(key: string): string {
    return `${this.file(key)}.meta.json`;
  }

  /** A hard link puts the file in place only if none is there; the meta file, written last, makes it visible. */
  protected async put(file: string, object: StoredObject): Promise<void> {
    const { key, ...meta } = object;
    await mkdir(path.dirname(this.file(key)), { recursive: true });
    await link(file, this.file(key)).catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'EEXIST' ? new ConflictException(MESSAGES.uploadAlreadyUsed) : error;
    });
    await writeFile(this.metaFile(key), JSON.stringify(meta satisfies Meta), { mode: 0o600 }).catch(async (error: unknown) => {
      await rm(this.file(key), { force: true });
      throw error;
    });
  }

  async stat(key: string): Promise<StoredObject | null> {
    if (!isValidKey(key, UPLOAD_KINDS)) return null;
    try {
      const meta = JSON.parse(await readFile(this.metaFile(key), 'utf8')) as Meta;
      return { key, ...meta };
    } catch {
      return null;
    }
  }

  async setVisibility(key: string, visibility: Visibility): Promise<void> {
    const object = await this.stat(key);
    if (!object) throw new NotFoundException('Object not found');
    const meta: Meta = { kind: object.kind, size: object.size, contentType: object.contentType, visibility };
    await writeFile(this.metaFile(key), JSON.stringify(meta), { mode: 0o600 });
  }

  async openRead(key: string): Promise<Readable> {
    if (!(await this.stat(key))) throw new NotFoundException('Object not found');
    return createReadStream(this.file(key));
  }

  async delete(key: string): Promise<void> {
    if (!isValidKey(key, UPLOAD_KINDS)) return;
    await rm(this.metaFile(key), { force: true });
    await rm(this.file(key), { force: true });
  }
}
