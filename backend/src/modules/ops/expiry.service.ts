import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

import { JobRunner } from '../../common/jobs/job-runner.js';
import { AppLogger } from '../../common/logging/logger.js';
import { UploadCleanup } from './upload-cleanup.js';

/** Every 10 minutes (a crontab time spec for the job runner). */
export const EXPIRY_SCHEDULE = '*/10 * * * *';

export interface ExpiryReport {
  /** False when another instance held the job's lock, so this one did nothing. */
  ran: boolean;
  deletedLoginCodes: number;
  expiredInvitations: number;
  expiredTemporaryPasswords: number;
  prunedRateLimitCounters: number;
  /** Uploads still unreferenced a day after they were issued, deleted from storage. */
  deletedUploads: number;
  /** Idempotency-Key answers past their day (common/idempotency). */
  expiredIdempotencyKeys: number;
  /** Sessions past their expiry (common/auth/session.ts reads only live ones; this deletes the rest). */
  prunedSessions: number;
}

const NOT_RUN: ExpiryReport = {
  ran: false,
  deletedLoginCodes: 0,
  expiredInvitations: 0,
  expiredTemporaryPasswords: 0,
  prunedRateLimitCounters: 0,
  deletedUploads: 0,
  expiredIdempotencyKeys: 0,
  prunedSessions: 0,
};

/** A password hash no password verifies against: what an expired temporary password becomes. */
export const EXPIRED_PASSWORD_HASH = '!expired-temporary-password';

/**
 * Housekeeping every 10 minutes, as the job runner's cron task 'housekeeping'. The runner starts each
 * scheduled run once across instances; the transaction-scoped advisory lock also keeps a run started
 * by hand (or a slow one overlapping the next) from running twice at once: the other skips its round.
 */
@Injectable()
export class ExpiryService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly logger: AppLogger,
    private readonly uploads: UploadCleanup,
    private readonly jobs: JobRunner,
  ) {}

  onModuleInit(): void {
    this.jobs.register(
      'housekeeping',
      async () => {
        const report = await this.run();
        if (report.ran) this.logger.pino.info({ context: 'Expiry', ...report }, 'expiry jobs done');
      },
      { match: EXPIRY_SCHEDULE },
    );
  }

  /** Runs the jobs unless another instance is running them; `during` lets tests hold the lock. */
  run(during?: () => Promise<void>): Promise<ExpiryReport> {
    return this.dataSource.transaction(async (manager) => {
      const [{ locked }] = await manager.query('SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked', ['fund:ops:expiry']);
      if (!locked) return NOT_RUN;
      const report = await this.expire(manager);
      await during?.();
      return report;
    });
  }

  private async expire(manager: EntityManager): Promise<ExpiryReport> {
    const count = async (sql: string, params: unknown[] = []) => {
      const rows: unknown[] = await manager.query(`WITH done AS (${sql} RETURNING 1) SELECT count(*)::int AS n FROM done`, params);
      return (rows[0] as { n: number }).n;
    };
    return {
      ran: true,
      deletedLoginCodes: await count(`DELETE FROM login_otps WHERE expires_at < now() OR verified OR attempts >= 5`),
      expiredInvitations: await count(`UPDATE admin_invitations SET status = 'expired' WHERE status = 'pending' AND expires_at < now()`),
      expiredTemporaryPasswords: await count(
        `UPDATE users SET password_hash = $1, temporary_password_expires_at = NULL, updated_at = now()
         WHERE must_change_password AND temporary_password_expires_at < now()`,
        [EXPIRED_PASSWORD_HASH],
      ),
      prunedRateLimitCounters: await count(`DELETE FROM rate_limit_counters WHERE reset_at < now()`),
      deletedUploads: await this.uploads.run(manager),
      expiredIdempotencyKeys: await count(`DELETE FROM idempotency_keys WHERE expires_at <= now()`),
      prunedSessions: await count(`DELETE FROM session WHERE expire < now()`),
    };
  }
}
