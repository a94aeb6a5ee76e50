import { HttpException, HttpStatus } from '@nestjs/common';

import { MESSAGES } from '@fund/contracts';

// What unreferenced uploads may take, in one place (issue 18 item 5). An upload is unreferenced
// from the moment its URL is issued until a row references its object (a trigger on every column of
// object-references.ts settles its upload_records row in the same transaction) or the cleanup deletes
// it (modules/ops/upload-cleanup.ts). Everything is counted in upload_records (PostgreSQL), so it holds
// across instances.

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;

/**
 * Bytes of unreferenced uploads. An anonymous upload (the public KYC wizard) counts against its
 * client address (IPv4, or the IPv6 /64); a signed-in user's against that user, never against the
 * address, so colleagues behind one office address cannot use up each other's room; every upload
 * counts in the total. The per-address and per-user figures are multiplied by RATE_LIMIT_FACTOR like
 * the rate limits; the total is about the disk, so it is not. A PUT reserves its declared length (the
 * kind's maximum when chunked) before any byte is stored. Anonymous uploads together may hold only
 * part of the total, so addresses enough to fill it (a few dozen IPv6 /64s) still leave room for
 * investors and admins, who are signed in.
 */
export const UPLOAD_QUOTA = {
  perAddressBytes: 50 * MiB,
  perUserBytes: 100 * MiB,
  anonymousBytes: 1 * GiB,
  totalBytes: 2 * GiB,
} as const;

export type UploadQuota = { -readonly [K in keyof typeof UPLOAD_QUOTA]: number };

/** The quota with RATE_LIMIT_FACTOR applied to the per-address and per-user figures. */
export function uploadQuota(rateLimitFactor: number): UploadQuota {
  return {
    perAddressBytes: Math.ceil(UPLOAD_QUOTA.perAddressBytes * rateLimitFactor),
    perUserBytes: Math.ceil(UPLOAD_QUOTA.perUserBytes * rateLimitFactor),
    anonymousBytes: UPLOAD_QUOTA.anonymousBytes,
    totalBytes: UPLOAD_QUOTA.totalBytes,
  };
}

/**
 * How long an unreferenced upload is kept after its URL was issued: an hour for anonymous uploads
 * (the KYC wizard submits within minutes; nobody can be asked about the rest), a day for signed-in
 * users (an admin's half-filled form may wait over lunch, and their bytes are bounded per user).
 * Uploads issued outside a request (seed scripts) get the day.
 */
export const UNREFERENCED_UPLOAD_LIFE_SECONDS = {
  anonymous: 60 * 60,
  signedIn: 24 * 60 * 60,
} as const;

/**
 * Free disk space an upload must leave where uploads are spooled (DATA_DIR/objects/.incoming: the
 * local driver's objects, and every driver's incoming bytes, share that disk, often with the embedded
 * PostgreSQL): the larger of 1 GiB and 5% of the disk.
 */
export const DISK_FLOOR = { bytes: GiB, fraction: 0.05 } as const;

export function diskFloor(totalBytes: number): number {
  return Math.max(DISK_FLOOR.bytes, Math.ceil(totalBytes * DISK_FLOOR.fraction));
}

export type QuotaScope = 'address' | 'user' | 'total';

/** 429 for one client's quota (it frees as its uploads are used or expire), 507 for the server's. */
export function quotaExceeded(scope: QuotaScope): HttpException {
  if (scope === 'total') return new HttpException(MESSAGES.uploadStorageFull, HttpStatus.INSUFFICIENT_STORAGE);
  return new HttpException(scope === 'address' ? MESSAGES.uploadQuotaAddress : MESSAGES.uploadQuotaUser, HttpStatus.TOO_MANY_REQUESTS);
}

export function diskFull(): HttpException {
  return new HttpException(MESSAGES.uploadStorageFull, HttpStatus.INSUFFICIENT_STORAGE);
}

/** SQLSTATE raised by the reference trigger when a row names an object already deleted as unreferenced. */
export const UPLOAD_GONE_SQLSTATE = 'UP410';
