import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { NotFoundException } from '@nestjs/common';

import type { UploadKind } from '@fund/contracts';

import type { SignedUploads } from './signed-uploads.js';

// One interface for the local and the S3 driver. Keys are chosen by the server: `<kind>/<uuid>`.
// Every object starts private; only kinds whose policy allows it can be made public.

export type Visibility = 'private' | 'public';

export interface StoredObject {
  key: string;
  kind: UploadKind;
  size: number;
  contentType: string;
  visibility: Visibility;
}

export interface UploadTicket {
  /** Where the client sends the file with one PUT: our own signed route, valid for 5 minutes. */
  uploadURL: string;
  /** The path the object is read from once uploaded: `/api/objects/<key>`. */
  objectPath: string;
  key: string;
}

/**
 * The storage the features use. Uploads are the same for both drivers (SignedUploads: our own signed
 * route, size and type checked before anything is stored); a driver only keeps bytes under keys.
 */
export abstract class ObjectStorage {
  constructor(private readonly uploads: SignedUploads) {}

  /** A signed upload URL for a new object of `kind`, recorded for the expiry job. */
  createUpload(kind: UploadKind): Promise<UploadTicket> {
    return this.uploads.issue(kind);
  }

  /** The one PUT of an upload URL; the object is stored only once its size and type passed. */
  receive(key: string, expires: unknown, signature: unknown, req: IncomingMessage): Promise<StoredObject> {
    return this.uploads.receive(key, expires, signature, req, (file, object) => this.put(file, object));
  }

  /** Stores a file the server made (an issued document) under a new private key of `kind`. */
  storeOwn(kind: UploadKind, bytes: Buffer, contentType: string): Promise<StoredObject> {
    return this.uploads.storeOwn(kind, bytes, contentType, (file, object) => this.put(file, object));
  }

  /** The uploaded object of `key` (its size and type were checked before it was stored); 404 if none. */
  async verifyUpload(key: string, kind: UploadKind): Promise<StoredObject> {
    const object = isValidKey(key, [kind]) ? await this.stat(key) : null;
    if (!object) throw new NotFoundException('Uploaded file not found');
    return object;
  }

  /** Stores the checked file (a temporary file the driver may move) as `object`; never replaces one. */
  protected abstract put(file: string, object: StoredObject): Promise<void>;
  abstract stat(key: string): Promise<StoredObject | null>;
  abstract setVisibility(key: string, visibility: Visibility): Promise<void>;
  abstract openRead(key: string): Promise<Readable>;
  abstract delete(key: string): Promise<void>;
}

export const OBJECT_PATH_PREFIX = '/api/objects/';
const KEY_PATTERN = /^([a-z-]+)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export function objectPathOf(key: string): string {
  return `${OBJECT_PATH_PREFIX}${key}`;
}

/** The key of an object path or upload URL this server issued, or null. */
export function keyFrom(value: string, kinds: readonly string[]): string | null {
  let pathname: string;
  try {
    pathname = new URL(value, 'http://local').pathname;
  } catch {
    return null;
  }
  const match = /([a-z-]+\/[0-9a-f-]{36})$/.exec(pathname);
  if (!match) return null;
  const parts = KEY_PATTERN.exec(match[1]);
  return parts && kinds.includes(parts[1]) ? match[1] : null;
}

export function isValidKey(key: string, kinds: readonly string[]): boolean {
  const parts = KEY_PATTERN.exec(key);
  return parts !== null && kinds.includes(parts[1]);
}
