import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  Logger as WorkerLogger,
  parseCronItems,
  run,
  runOnce,
  type CronItem,
  type JobHelpers,
  type LogLevel,
  type Runner,
  type TaskList,
} from 'graphile-worker';
import pg from 'pg';
import { DataSource, type EntityManager } from 'typeorm';

import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/tokens.js';
import { AppLogger } from '../logging/logger.js';

export type { JobHelpers };

/** A background job's code: its payload is the JSON the job was added with. Throwing retries it with backoff. */
export type JobHandler = (payload: Record<string, unknown>, helpers: JobHelpers) => Promise<void>;

export interface AddJobOptions {
  /**
   * Jobs with the same key collapse into one (graphile-worker job keys): with mode 'preserve_run_at'
   * a later add keeps the earlier run time, so everything added until then is done by one run.
   */
  jobKey?: string;
  jobKeyMode?: 'replace' | 'preserve_run_at';
  /** When the job may run: a Date, or null/absent for now. */
  runAt?: Date | null;
  maxAttempts?: number;
  /** Jobs of one named queue run one at a time (e.g. the mail drains), leaving the other slots to other jobs. */
  queueName?: string;
}

/** graphile-worker's own schema: created and migrated by migrate() (database/data-source.ts) at boot. */
export const JOB_SCHEMA = 'graphile_worker';

/**
 * The one job runner (graphile-worker 0.17, on the application's PostgreSQL). Modules register their
 * tasks and cron schedules in onModuleInit; add() queues a job inside the caller's transaction, so it
 * exists exactly when the change that causes it commits. Every instance with JOB_WORKER on runs jobs
 * (each job runs once across instances); cron items with `fill` are caught up after a downtime.
 */
@Injectable()
export class JobRunner implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly tasks: TaskList = {};
  private readonly cron: CronItem[] = [];
  private readonly pool: pg.Pool;
  private readonly logger: WorkerLogger;
  private runner: Runner | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    appLogger: AppLogger,
  ) {
    // The runner's own small pool: its LISTEN connection and job fetches never wait behind requests.
    this.pool = new pg.Pool({ connectionString: (dataSource.options as { url: string }).url, max: 4 });
    const onError = (error: Error) => appLogger.pino.warn({ context: 'JobRunner', err: error }, 'job runner connection error');
    this.pool.on('error', onError);
    this.pool.on('connect', (client) => client.on('error', onError));
    this.logger = new WorkerLogger((scope) => (level: LogLevel, message: string) => {
      const line = { context: 'JobRunner', ...scope };
      if (level === 'error') appLogger.pino.error(line, message);
      else if (level === 'warning') appLogger.pino.warn(line, message);
      else appLogger.pino.debug(line, message);
    });
  }

  /** Registers a task; with `cron` (a crontab time spec), also runs it on that schedule. */
  register(name: string, handler: JobHandler, cron?: { match: string; backfillPeriod?: number; queueName?: string }): void {
    if (this.tasks[name]) throw new Error(`job task ${name} registered twice`);
    this.tasks[name] = (payload, helpers) => handler((payload ?? {}) as Record<string, unknown>, helpers);
    if (cron)
      this.cron.push({
        task: name,
        match: cron.match,
        identifier: name,
        options: { backfillPeriod: cron.backfillPeriod ?? 0, maxAttempts: 3, queueName: cron.queueName },
      });
  }

  /** Queues a job in the caller's transaction (or on its own when `manager` is null). */
  async add(
    manager: EntityManager | null,
    name: string,
    payload: Record<string, unknown> = {},
    options: AddJobOptions = {},
  ): Promise<void> {
    await (manager ?? this.dataSource.manager).query(
      `SELECT ${JOB_SCHEMA}.add_job($1, $2::json, run_at => $3::timestamptz, job_key => $4, job_key_mode => $5, max_attempts => $6, queue_name => $7)`,
      [
        name,
        JSON.stringify(payload),
        options.runAt ?? null,
        options.jobKey ?? null,
        options.jobKeyMode ?? 'replace',
        options.maxAttempts ?? 25,
        options.queueName ?? null,
      ],
    );
  }

  /** Runs every job that is due now, then returns (the tests' way to run the queue without waiting). */
  async runDue(): Promise<void> {
    await runOnce({ pgPool: this.pool, taskList: this.tasks, logger: this.logger, noHandleSignals: true });
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.jobWorker) return;
    this.runner = await run({
      pgPool: this.pool,
      taskList: this.tasks,
      parsedCronItems: parseCronItems(this.cron),
      concurrency: 2,
      pollInterval: 2000,
      noHandleSignals: true,
      logger: this.logger,
    });
  }

  async beforeApplicationShutdown(): Promise<void> {
    const runner = this.runner;
    this.runner = undefined;
    if (runner) await runner.stop().catch(() => {});
    await this.pool.end().catch(() => {});
  }
}
