import { BadRequestException, ConflictException, ForbiddenException, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import { MESSAGES, UPLOAD_KINDS, UPLOAD_POLICIES, type UploadKind } from '@fund/contracts';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import { fileTypeFromFile } from 'file-type';

import { UPLOAD_ROUTE_PREFIX } from '../http/request-guards.js';
import { assertContentType, assertSize } from './content-check.js';
import { isValidKey, ObjectStorage, objectPathOf, type StoredObject, type UploadTicket, type Visibility } from './object-storage.js';

export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

interface Meta {
  kind: UploadKind;
  size: number;
  contentType: string;
  visibility: Visibility;
}

/** Files under DATA_DIR/objects, uploaded through our own HMAC-signed PUT route. */
export class LocalObjectStorage extends ObjectStorage {
  private readonly root: string;

  constructor(
    dataDir: string,
    private readonly appOrigin: string,
    private readonly signingKey: string,
    private readonly now: () => number = Date.now,
  ) {
    super();
    this.root = path.join(dataDir, 'objects');
  }

  private file(key: string): string {
    return path.join(this.root, key);
  }
  private metaFile(key: string): string {
    return `${this.file(key)}.meta.json`;
  }

  private sign(key: string, expires: number): string {
    return createHmac('sha256', this.signingKey).update(`PUT\n${key}\n${expires}`).digest('base64url');
  }

  async createUpload(kind: UploadKind): Promise<UploadTicket> {
    const key = `${kind}/${randomUUID()}`;
    const expires = Math.floor(this.now() / 1000) + UPLOAD_URL_TTL_SECONDS;
    const uploadURL = `${this.appOrigin}${UPLOAD_ROUTE_PREFIX}${key}?expires=${expires}&signature=${this.sign(key, expires)}`;
    return { uploadURL, objectPath: objectPathOf(key), key };
  }

  /** Handles the PUT of a signed upload URL: checks the signature, streams with a size cap, sniffs the type. */
  async receive(key: string, expiresRaw: unknown, signature: unknown, req: IncomingMessage): Promise<StoredObject> {
    const expires = Number(expiresRaw);
    if (!isValidKey(key, UPLOAD_KINDS) || typeof signature !== 'string' || !Number.isSafeInteger(expires)) {
      throw new ForbiddenException(MESSAGES.uploadUrlInvalid);
    }
    const expected = Buffer.from(this.sign(key, expires));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected) || expires < this.now() / 1000) {
      throw new ForbiddenException(MESSAGES.uploadUrlInvalid);
    }
    const kind = key.split('/')[0] as UploadKind;
    const policy = UPLOAD_POLICIES[kind];
    const declared = Number(req.headers['content-length'] ?? NaN);
    if (Number.isFinite(declared)) assertSize(declared, policy);
    if (await this.stat(key)) throw new ConflictException(MESSAGES.uploadAlreadyUsed);

    const tmp = path.join(this.root, '.incoming', randomUUID());
    await mkdir(path.dirname(tmp), { recursive: true });
    let size = 0;
    const cap = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (size > policy.maxBytes) done(new PayloadTooLargeException(`File too large: the limit is ${policy.maxBytes / 1024 / 1024} MB`));
        else done(null, chunk);
      },
    });
    try {
      await pipeline(req, cap, createWriteStream(tmp, { mode: 0o600 }));
      assertSize(size, policy);
      const contentType = assertContentType((await fileTypeFromFile(tmp))?.mime, policy);
      const meta: Meta = { kind, size, contentType, visibility: 'private' };
      await mkdir(path.dirname(this.file(key)), { recursive: true });
      await writeFile(this.metaFile(key), JSON.stringify(meta), { flag: 'wx', mode: 0o600 }).catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'EEXIST' ? new ConflictException(MESSAGES.uploadAlreadyUsed) : error;
      });
      await rename(tmp, this.file(key));
      return { key, ...meta };
    } catch (error) {
      await rm(tmp, { force: true });
      if (error instanceof Error && !('getStatus' in error) && (error as NodeJS.ErrnoException).code === 'ECONNRESET') {
        throw new BadRequestException('Upload interrupted');
      }
      throw error;
    }
  }

  async verifyUpload(key: string, kind: UploadKind): Promise<StoredObject> {
    const object = await this.stat(key);
    if (!object || object.kind !== kind) throw new NotFoundException('Uploaded file not found');
    return object; // size and type were enforced while it streamed in
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
    await rm(this.file(key), { force: true });
    await rm(this.metaFile(key), { force: true });
  }
}
