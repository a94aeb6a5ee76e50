import { Injectable } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';

import { AppLogger } from '../../common/logging/logger.js';
import { MailQueue, type DrainReport } from '../../common/mail/mail-queue.js';

export const MAIL_DRAIN_INTERVAL_MS = 30_000;

/**
 * Retries queued e-mails (common/mail/mail-queue.ts) every 30 seconds on every instance: rows are
 * claimed with FOR UPDATE SKIP LOCKED, so instances share the work and never send one e-mail twice.
 */
@Injectable()
export class MailDrain {
  constructor(
    private readonly queue: MailQueue,
    private readonly logger: AppLogger,
  ) {}

  @Interval('mail-queue', MAIL_DRAIN_INTERVAL_MS)
  async scheduled(): Promise<void> {
    try {
      const report = await this.run();
      if (report.sent + report.retried + report.failed > 0) this.logger.pino.info({ context: 'MailDrain', ...report }, 'mail queue drained');
    } catch (error) {
      this.logger.pino.error({ context: 'MailDrain', err: error }, 'mail queue drain failed');
    }
  }

  run(): Promise<DrainReport> {
    return this.queue.drain();
  }
}
