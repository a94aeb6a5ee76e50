import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isAdminRole, UPLOAD_KINDS, UPLOAD_POLICIES, type UploadKind } from '@fund/contracts';
import { DataSource } from 'typeorm';

import type { AuthUser } from '../auth/auth.types.js';
import { AppLogger } from '../logging/logger.js';
import { unreferencedKeys } from './object-references.js';
import { keyFrom, ObjectStorage, objectPathOf, type StoredObject } from './object-storage.js';

/**
 * Who may read a private object beyond admins (e.g. the investor created from a KYC application),
 * registered by the feature that owns that kind.
 */
export type ReadAccessRule = (user: AuthUser, object: StoredObject) => Promise<boolean>;

@Injectable()
export class StorageService {
  private readonly readRules = new Map<UploadKind, ReadAccessRule>();

  constructor(
    @Inject(ObjectStorage) readonly storage: ObjectStorage,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly logger: AppLogger,
  ) {}

  registerReadRule(kind: UploadKind, rule: ReadAccessRule): void {
    this.readRules.set(kind, rule);
  }

  async makePublic(key: string): Promise<void> {
    const object = await this.storage.stat(key);
    if (!object) throw new NotFoundException('Object not found');
    if (!UPLOAD_POLICIES[object.kind].mayBePublic) throw new ForbiddenException('This file cannot be made public');
    await this.storage.setVisibility(key, 'public');
  }

  /** The object if the caller may read it; private objects answer 404 to everyone else. */
  async readable(key: string, user: AuthUser | undefined): Promise<StoredObject> {
    const object = await this.storage.stat(key);
    if (!object) throw new NotFoundException('Object not found');
    if (object.visibility === 'public') return object;
    // A caller who must still change their password reads nothing private, admins included.
    if (!user || user.mustChangePassword) throw new NotFoundException('Object not found');
    if (isAdminRole(user?.role)) return object;
    const rule = this.readRules.get(object.kind);
    if (rule && (await rule(user, object))) return object;
    throw new NotFoundException('Object not found');
  }

  /**
   * Deletes the stored objects behind these object paths (what a row held before it changed or went)
   * that no row references any more: another row may show the same file. Anything that is not one of
   * our object paths is ignored; a failure is logged, never thrown. Call it after the change commits.
   *
   * Each object is checked and deleted under its advisory lock, which the reference trigger takes too
   * (migration 1796500000000), and leaves a tombstone in upload_records: a row that starts to
   * reference the object meanwhile either commits first (and the object stays) or is refused (409).
   */
  async deleteIfUnreferenced(objectPaths: readonly (string | null | undefined)[]): Promise<void> {
    const keys = objectPaths.flatMap((value) => {
      const key = value ? keyFrom(value, UPLOAD_KINDS) : null;
      return key && value === objectPathOf(key) ? [key] : [];
    });
    for (const key of new Set(keys)) {
      await this.dataSource
        .transaction(async (manager) => {
          await manager.query(`SELECT pg_advisory_xact_lock(hashtext('fund:object'), hashtext($1))`, [key]);
          if ((await unreferencedKeys(manager, [key])).length === 0) return;
          await this.storage.delete(key);
          await manager.query(
            `INSERT INTO upload_records (key, kind, settle_at, deleted_at) VALUES ($1, $2, now(), now())
             ON CONFLICT (key) DO UPDATE SET deleted_at = now(), size = 0`,
            [key, key.slice(0, key.indexOf('/'))],
          );
        })
        .catch((err: unknown) => this.logger.pino.warn({ err, key }, 'unreferenced object not deleted'));
    }
  }
}
