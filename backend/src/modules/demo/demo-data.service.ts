import { ConflictException, Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MESSAGES, type DemoDataStatusView } from '@fund/contracts';
import type { Request } from 'express';
import { DataSource } from 'typeorm';

import { AuditService } from '../../common/audit/audit.service.js';
import type { AuthUser } from '../../common/auth/auth.types.js';
import { JobRunner } from '../../common/jobs/job-runner.js';
import { AppLogger } from '../../common/logging/logger.js';
import type { AppConfig } from '../../config/config.js';
import type { Secrets } from '../../config/secrets.js';
import { APP_CONFIG, SECRETS } from '../../config/tokens.js';
import { countFilled, runDemoSeed } from '../../seed/demo-run.js';

/** The job runner's task that loads the demo data (one run of demo_data_runs). */
export const DEMO_DATA_TASK = 'demo-data';

interface RunRow {
  status: Exclude<DemoDataStatusView['state'], 'none'>;
  step: string | null;
  done: number;
  total: number;
  error: string | null;
  created_at: Date;
  finished_at: Date | null;
}

const view = (row: RunRow | undefined): DemoDataStatusView =>
  row
    ? {
        state: row.status,
        step: row.step,
        done: row.done,
        total: row.total,
        error: row.error,
        startedAt: row.created_at.toISOString(),
        finishedAt: row.finished_at?.toISOString() ?? null,
      }
    : { state: 'none', step: null, done: 0, total: 0, error: null, startedAt: null, finishedAt: null };

/** A run under way that has not moved for this long stopped with its server (or no instance runs jobs). */
const STALE_AFTER = `interval '10 minutes'`;
const GIVE_UP_STALE = `UPDATE demo_data_runs SET status = 'failed', finished_at = now(),
    error = 'Loading stopped without finishing (the server stopped, or no instance runs background jobs). Try again.'
  WHERE status IN ('queued', 'running') AND updated_at < now() - ${STALE_AFTER}`;

const LATEST = `SELECT status, step, done, total, error, created_at, finished_at FROM demo_data_runs ORDER BY created_at DESC, id DESC LIMIT 1`;

/**
 * "Load demo data" on an empty install (issue 21 item 3): a super admin asks, a run is queued as a job
 * (demo_data_runs keeps its progress), and the job runs the demo seed's logic (seed/demo-run.ts) as
 * that super admin. Audited as DEMO_DATA_LOADED when the data is in.
 */
@Injectable()
export class DemoDataService implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SECRETS) private readonly secrets: Secrets,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobRunner,
    private readonly audit: AuditService,
    private readonly logger: AppLogger,
  ) {}

  onModuleInit(): void {
    this.jobs.register(DEMO_DATA_TASK, (payload) => this.run(String(payload.runId)));
  }

  async status(): Promise<DemoDataStatusView> {
    await this.dataSource.query(GIVE_UP_STALE);
    return view((await this.dataSource.query<RunRow[]>(LATEST))[0]);
  }

  /** Queues the run: 409 when the fund has investors, or a run is already under way. */
  async start(by: AuthUser, _req: Request): Promise<DemoDataStatusView> {
    return this.dataSource.transaction(async (manager) => {
      // Two clicks at once: the second waits here, then sees the first's run.
      await manager.query('LOCK TABLE demo_data_runs IN SHARE ROW EXCLUSIVE MODE');
      await manager.query(GIVE_UP_STALE);
      const filled = await countFilled(manager);
      if (filled.investors > 0 || filled.schemes > 0) throw new ConflictException(MESSAGES.demoDataNotEmpty);
      const [active] = await manager.query(`SELECT 1 FROM demo_data_runs WHERE status IN ('queued', 'running')`);
      if (active) throw new ConflictException(MESSAGES.demoDataUnderWay);
      const [{ id }] = await manager.query<{ id: string }[]>(
        `INSERT INTO demo_data_runs (status, requested_by) VALUES ('queued', $1) RETURNING id`,
        [by.id],
      );
      await this.jobs.add(manager, DEMO_DATA_TASK, { runId: id }, { maxAttempts: 1 });
      return view((await manager.query<RunRow[]>(LATEST))[0]);
    });
  }

  /** The job: the demo seed as the super admin who asked, its progress written as it goes. */
  async run(runId: string): Promise<void> {
    const [claimed] = await this.dataSource.query<{ requested_by: string | null }[]>(
      // A SELECT around the UPDATE: TypeORM answers a bare UPDATE ... RETURNING as [rows, count].
      `WITH claimed AS (UPDATE demo_data_runs SET status = 'running', updated_at = now() WHERE id = $1 AND status = 'queued' RETURNING requested_by) SELECT requested_by FROM claimed`,
      [runId],
    );
    if (!claimed) return;
    const started = Date.now();
    try {
      if (!claimed.requested_by) throw new Error('The super admin who asked for demo data no longer exists');
      const logins = await runDemoSeed({
        config: this.config,
        secrets: this.secrets,
        databaseUrl: (this.dataSource.options as { url: string }).url,
        logger: this.logger,
        asUserId: claimed.requested_by,
        jobWorker: false,
        progress: async ({ step, done, total }) => {
          await this.dataSource.query('UPDATE demo_data_runs SET step = $2, done = $3, total = $4, updated_at = now() WHERE id = $1', [
            runId,
            step,
            done,
            total,
          ]);
        },
      });
      const investors = logins.filter((l) => l.role === 'investor').length;
      await this.dataSource.transaction(async (manager) => {
        await manager.query(`UPDATE demo_data_runs SET status = 'done', finished_at = now() WHERE id = $1`, [runId]);
        await this.audit.record(
          {
            action: 'DEMO_DATA_LOADED',
            userId: claimed.requested_by,
            userRole: 'super_admin',
            details: `Demo data loaded in ${Math.round((Date.now() - started) / 1000)} s: ${investors} investors with their schemes, payouts, documents, assets and tickets`,
          },
          manager,
        );
      });
    } catch (error) {
      const message = (error as Error).message.slice(0, 1000);
      this.logger.pino.error({ context: 'DemoData', err: error }, 'demo data not loaded');
      await this.dataSource.query(`UPDATE demo_data_runs SET status = 'failed', error = $2, finished_at = now() WHERE id = $1`, [
        runId,
        message,
      ]);
    }
  }
}
