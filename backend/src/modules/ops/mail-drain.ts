import { Injectable, type OnModuleInit } from '@nestjs/common';

import { JobRunner } from '../../common/jobs/job-runner.js';
import { AppLogger } from '../../common/logging/logger.js';
import { MAIL_DRAIN_TASK, MAIL_QUEUE_NAME, MailQueue, type DrainReport } from '../../common/mail/mail-queue.js';

/** Every minute the drain also runs from the runner's cron: retries fall due between the jobs that enqueue() adds. */
export const MAIL_DRAIN_SCHEDULE = '* * * * *';

/**
 * Sends due e-mails (common/mail/mail-queue.ts) as the job runner's task 'mail-drain': queued by
 * MailQueue.enqueue for the e-mail's first due time, and every minute for retries. Rows are claimed
 * with FOR UPDATE SKIP LOCKED, so instances share the work and never send one e-mail twice.
 */
@Injectable()
export class MailDrain implements OnModuleInit {
  constructor(
    private readonly queue: MailQueue,
    private readonly logger: AppLogger,
    private readonly jobs: JobRunner,
  ) {}

  onModuleInit(): void {
    this.jobs.register(
      MAIL_DRAIN_TASK,
      async (_payload, helpers) => {
        const report = await this.run(helpers.abortSignal);
        if (report.sent + report.retried + report.failed > 0)
          this.logger.pino.info({ context: 'MailDrain', ...report }, 'mail queue drained');
      },
      { match: MAIL_DRAIN_SCHEDULE, queueName: MAIL_QUEUE_NAME },
    );
  }

  run(signal?: AbortSignal): Promise<DrainReport> {
    return this.queue.drain(signal);
  }
}
