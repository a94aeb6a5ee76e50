import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, statfs, writeFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BadRequestException, ConflictException, ForbiddenException } from '@nestjs/common';
import { fileTypeFromFile } from 'file-type';
import type { DataSource, EntityManager } from 'typeorm';

import { MESSAGES, UPLOAD_KINDS, UPLOAD_POLICIES, type UploadKind } from '@fund/contracts';

import { UPLOAD_ROUTE_PREFIX } from '../http/request-guards.js';
import { assertContentType, assertSize, fileTooLarge } from './content-check.js';
import { isValidKey, objectPathOf, type StoredObject, type UploadTicket } from './object-storage.js';
import { diskFloor, diskFull, quotaExceeded, UNREFERENCED_UPLOAD_LIFE_SECONDS, UPLOAD_QUOTA, type UploadQuota } from './upload-limits.js';
import { uploadOwners, type UploadOwner } from './upload-owner.js';

/** How long an upload URL accepts its one PUT (checked when the PUT starts). */
export const UPLOAD_URL_TTL_SECONDS = 5 * 60;

/**
 * The upload_records table: every issued upload URL until it is settled (referenced by a row, or
 * deleted as unreferenced), its owner, and the bytes its one PUT reserved or stored.
 */
export interface UploadRecords {
  /**
   * Records a new upload URL of `owner` (null: issued outside a request), kept `lifeSeconds` unless a
   * row references it; 429/507 when the owner's or the server's room is used up already.
   */
  issued(key: string, kind: UploadKind, owner: UploadOwner | null, lifeSeconds: number): Promise<void>;
  /**
   * Takes the upload URL's one PUT and reserves `bytes` of its owner's quota; false when another PUT
   * has it (or the URL was never recorded); 429/507 when the bytes would not fit.
   */
  claim(key: string, bytes: number): Promise<boolean>;
  /** The stored object's size, once it is in place (the reservation may have been the kind's maximum). */
  stored(key: string, bytes: number): Promise<void>;
  /** Gives the PUT and its reservation back after a refused or broken upload, so the client may retry. */
  release(key: string): Promise<void>;
}

interface Usage {
  total: number;
  /** Of anonymous uploads (no signed-in user), whatever their address. */
  anonymous: number;
  byUser: number;
  byAddress: number;
}

/** The quota's scope an owner's `bytes` more would pass, if any: their own first (429), then the server's (507). */
function overQuota(quota: UploadQuota, usage: Usage, owner: UploadOwner | null, bytes: number) {
  if (owner?.userId) {
    if (usage.byUser + bytes > quota.perUserBytes) return 'user';
  } else {
    if (owner?.address && usage.byAddress + bytes > quota.perAddressBytes) return 'address';
    if (usage.anonymous + bytes > quota.anonymousBytes) return 'total';
  }
  return usage.total + bytes > quota.totalBytes ? 'total' : undefined;
}

export class PgUploadRecords implements UploadRecords {
  constructor(
    private readonly dataSource: DataSource,
    private readonly quota: UploadQuota = { ...UPLOAD_QUOTA },
  ) {}

  /** Bytes of unsettled uploads: all of them, the anonymous ones, the user's, and the address's anonymous ones. */
  private async usage(manager: EntityManager, owner: UploadOwner | null): Promise<Usage> {
    const [row] = await manager.query<{ total: string; anonymous: string; by_user: string; by_address: string }[]>(
      `SELECT coalesce(sum(size), 0) AS total,
              coalesce(sum(size) FILTER (WHERE user_id IS NULL), 0) AS anonymous,
              coalesce(sum(size) FILTER (WHERE user_id = $1), 0) AS by_user,
              coalesce(sum(size) FILTER (WHERE user_id IS NULL AND client_address = $2), 0) AS by_address
       FROM upload_records WHERE size > 0 AND deleted_at IS NULL`,
      [owner?.userId ?? null, owner?.address ?? null],
    );
    return { total: Number(row.total), anonymous: Number(row.anonymous), byUser: Number(row.by_user), byAddress: Number(row.by_address) };
  }

  async issued(key: string, kind: UploadKind, owner: UploadOwner | null, lifeSeconds: number): Promise<void> {
    // A URL is refused only once the room is used up: the PUT reserves the file's real length.
    const scope = overQuota(this.quota, await this.usage(this.dataSource.manager, owner), owner, 1);
    if (scope) throw quotaExceeded(scope);
    await this.dataSource.query(
      `INSERT INTO upload_records (key, kind, user_id, client_address, settle_at) VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
      [key, kind, owner?.userId ?? null, owner?.address ?? null, lifeSeconds],
    );
  }

  async claim(key: string, bytes: number): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      // One claim at a time, across instances: two PUTs cannot both fit in the last room.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('fund:upload-quota'))`);
      const [row] = await manager.query<{ user_id: string | null; client_address: string | null }[]>(
        `SELECT user_id, client_address FROM upload_records WHERE key = $1 AND received_at IS NULL AND deleted_at IS NULL FOR UPDATE`,
        [key],
      );
      if (!row) return false;
      const owner: UploadOwner = { userId: row.user_id, address: row.client_address };
      const scope = overQuota(this.quota, await this.usage(manager, owner), owner, bytes);
      if (scope) throw quotaExceeded(scope);
      await manager.query('UPDATE upload_records SET received_at = now(), size = $2 WHERE key = $1', [key, bytes]);
      return true;
    });
  }

  async stored(key: string, bytes: number): Promise<void> {
    await this.dataSource.query('UPDATE upload_records SET size = $2 WHERE key = $1 AND deleted_at IS NULL', [key, bytes]);
  }

  async release(key: string): Promise<void> {
    await this.dataSource.query('UPDATE upload_records SET received_at = NULL, size = 0 WHERE key = $1 AND deleted_at IS NULL', [key]);
  }
}

/** Free and total bytes of the file system holding `dir`. */
export type DiskSpace = (dir: string) => Promise<{ freeBytes: number; totalBytes: number }>;

const statfsSpace: DiskSpace = async (dir) => {
  const stats = await statfs(dir);
  return { freeBytes: stats.bavail * stats.bsize, totalBytes: stats.blocks * stats.bsize };
};

export interface SignedUploadsOptions {
  appOrigin: string;
  signingKey: string;
  /** Where a PUT's bytes wait while they are counted and their type is read (DATA_DIR/objects/.incoming). */
  incomingDir: string;
  records: UploadRecords;
  now?: () => number;
  /** How free space is read (statfs by default). */
  diskSpace?: DiskSpace;
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

  /** An upload URL for the owner of the request being served (see upload-owner.ts). */
  async issue(kind: UploadKind): Promise<UploadTicket> {
    const key = `${kind}/${randomUUID()}`;
    const owner = uploadOwners.getStore() ?? null;
    const life =
      owner !== null && owner.userId === null ? UNREFERENCED_UPLOAD_LIFE_SECONDS.anonymous : UNREFERENCED_UPLOAD_LIFE_SECONDS.signedIn;
    await this.options.records.issued(key, kind, owner, life);
    const expires = Math.floor(this.now() / 1000) + UPLOAD_URL_TTL_SECONDS;
    const uploadURL = `${this.options.appOrigin}${UPLOAD_ROUTE_PREFIX}${key}?expires=${expires}&signature=${this.sign(key, expires)}`;
    return { uploadURL, objectPath: objectPathOf(key), key };
  }

  /**
   * The PUT of an upload URL: checks the signature and expiry, takes the URL's one PUT with its
   * declared length (the kind's maximum when chunked) within the quota, checks the disk keeps its
   * floor, streams the body to a temporary file with the kind's size cap, reads its type, then hands
   * it to `store`. Every refusal comes before a byte is written.
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
    const reserved = Number.isFinite(declared) ? declared : policy.maxBytes;
    if (!(await this.options.records.claim(key, reserved))) throw new ConflictException(MESSAGES.uploadAlreadyUsed);

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
      const { freeBytes, totalBytes } = await (this.options.diskSpace ?? statfsSpace)(this.options.incomingDir);
      if (freeBytes - reserved < diskFloor(totalBytes)) throw diskFull();
      await pipeline(req, cap, createWriteStream(tmp, { mode: 0o600 }));
      assertSize(size, policy);
      const contentType = assertContentType((await fileTypeFromFile(tmp))?.mime, policy);
      const object: StoredObject = { key, kind, size, contentType, visibility: 'private' };
      await store(tmp, object);
      // The reservation (at least the size) stays counted if this write fails: it errs towards less room.
      await this.options.records.stored(key, size).catch(() => undefined);
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

  /**
   * A file the server made itself (an issued document), stored under a new private key of `kind`:
   * written where uploads wait, then handed to the driver, with the same free-space floor as uploads.
   */
  async storeOwn(
    kind: UploadKind,
    bytes: Buffer,
    contentType: string,
    store: (file: string, object: StoredObject) => Promise<void>,
  ): Promise<StoredObject> {
    const object: StoredObject = { key: `${kind}/${randomUUID()}`, kind, size: bytes.length, contentType, visibility: 'private' };
    const tmp = path.join(this.options.incomingDir, randomUUID());
    try {
      await mkdir(this.options.incomingDir, { recursive: true, mode: 0o700 });
      const { freeBytes, totalBytes } = await (this.options.diskSpace ?? statfsSpace)(this.options.incomingDir);
      if (freeBytes - bytes.length < diskFloor(totalBytes)) throw diskFull();
      await writeFile(tmp, bytes, { mode: 0o600 });
      await store(tmp, object);
      return object;
    } finally {
      await rm(tmp, { force: true });
    }
  }
}
