import type { UploadKind } from '@fund/contracts';
import type { Readable } from 'node:stream';

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
  /** Where the client sends the file with one PUT, valid for 15 minutes. */
  uploadURL: string;
  /** The path the object is read from once uploaded: `/api/objects/<key>`. */
  objectPath: string;
  key: string;
}

export abstract class ObjectStorage {
  abstract createUpload(kind: UploadKind): Promise<UploadTicket>;
  /**
   * Checks an uploaded object against its kind's policy (size, type by magic bytes). A bad object is
   * deleted and the call throws a 4xx; a missing one throws 404.
   */
  abstract verifyUpload(key: string, kind: UploadKind): Promise<StoredObject>;
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
