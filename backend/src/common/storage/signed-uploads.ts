import { BadRequestException, ConflictException, ForbiddenException } from '@nestjs/common';
import { MESSAGES, UPLOAD_KINDS, UPLOAD_POLICIES, type UploadKind } from '@fund/contracts';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromFile } from 'file-type';
import type { DataSource } from 'typeorm';

import { UPLOAD_ROUTE_PREFIX } from '../http/request-guards.js';
import { assertContentType, assertSize, fileTooLarge } from './content-check.js';
import { isValidKey, objectPathOf, type StoredObject, type UploadTicket } from './object-storage.js';

/** How long an upload URL accepts its one PUT (checked when the PUT starts). */
export const UPLOAD_URL_TTL_SECONDS = 5 * 60;

/** The upload_records table: every issued upload URL, and whether its one PUT has been accepted. */
export interface UploadRecords {
  issued(key: string, kind: UploadKind): Promise<void>;
  /** Takes the upload URL's one PUT; false when another PUT has it (or the URL was never recorded). */
  claim(key: string): Promise<boolean>;
  /** Gives the PUT back after a refused or broken upload, so the client may retry. */
  release(key: string): Promise<void>;
}

export class PgUploadRecords implements UploadRecords {
  constructor(private readonly dataSource: DataSource) {}

  async issued(key: string, kind: UploadKind): Promise<void> {
    await this.dataSource.query('INSERT INTO upload_records (key, kind) VALUES ($1, $2)', [key, kind]);
  }

  async claim(key: string): Promise<boolean> {
    const [{ n }] = await this.dataSource.query<{ n: number }[]>(
      `WITH claimed AS (UPDATE upload_records SET received_at = now() WHERE key = $1 AND received_at IS NULL RETURNING 1)
       SELECT count(*)::int AS n FROM claimed`,
      [key],
    );
    return n === 1;
  }

  async release(key: string): Promise<void> {
    await this.dataSource.query('UPDATE upload_records SET received_at = NULL WHERE key = $1', [key]);
  }
}

export interface SignedUploadsOptions {
  appOrigin: string;
  signingKey: string;
  /** Where a PUT's bytes wait while they are counted and their type is read (DATA_DIR/objects/.incoming). */
  incomingDir: string;
  records: UploadRecords;
  now?: () => number;
}

/**
 * Upload URLs for both storage drivers: our own route (PUT /api/storage/uploads/<kind>/<uuid>),
 * HMAC-signed for one key and 5 minutes, good for one accepted PUT. The bytes are capped at the
 * kind's size while they stream in and their type is read from their magic bytes; only then does the
 * driver store them under the key. So no URL a browser holds can write to the bucket, nothing
 * unchecked is ever stored, and stored bytes cannot be replaced.
 */
export class SignedUploads {
  private readonly now: () => number;

  constructor(private readonly options: SignedUploadsOptions) {
    this.now = options.now ?? Date.now;
  }

  private sign(key: string, expires: number): string {
    return createHmac('sha256', this.options.signingKey).update(`PUT\n${key}\n${expires}`).digest('base64url');
  }

  async issue(kind: UploadKind): Promise<UploadTicket> {
    const key = `${kind}/${randomUUID()}`;
    await this.options.records.issued(key, kind);
    const expires = Math.floor(this.now() / 1000) + UPLOAD_URL_TTL_SECONDS;
    const uploadURL = `${this.options.appOrigin}${UPLOAD_ROUTE_PREFIX}${key}?expires=${expires}&signature=${this.sign(key, expires)}`;
    return { uploadURL, objectPath: objectPathOf(key), key };
  }

  /**
   * The PUT of an upload URL: checks the signature and expiry, takes the URL's one PUT, streams the
   * body to a temporary file with the kind's size cap, reads its type, then hands it to `store`.
   */
  async receive(
    key: string,
    expiresRaw: unknown,
    signature: unknown,
    req: IncomingMessage,
    store: (file: string, object: StoredObject) => Promise<void>,
  ): Promise<StoredObject> {
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
    if (!(await this.options.records.claim(key))) throw new ConflictException(MESSAGES.uploadAlreadyUsed);

    const tmp = path.join(this.options.incomingDir, randomUUID());
    let size = 0;
    const cap = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (size > policy.maxBytes) done(fileTooLarge(policy));
        else done(null, chunk);
      },
    });
    try {
      await mkdir(this.options.incomingDir, { recursive: true, mode: 0o700 });
      await pipeline(req, cap, createWriteStream(tmp, { mode: 0o600 }));
      assertSize(size, policy);
      const contentType = assertContentType((await fileTypeFromFile(tmp))?.mime, policy);
      const object: StoredObject = { key, kind, size, contentType, visibility: 'private' };
      await store(tmp, object);
      return object;
    } catch (error) {
      await this.options.records.release(key);
      if (error instanceof Error && !('getStatus' in error) && (error as NodeJS.ErrnoException).code === 'ECONNRESET') {
        throw new BadRequestException('Upload interrupted');
      }
      throw error;
    } finally {
      await rm(tmp, { force: true });
    }
  }
}
