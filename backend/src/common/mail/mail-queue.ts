import { Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MAIL_GIVE_UP_HOURS, type EmailStatus } from '@fund/contracts';
import { DataSource, type EntityManager } from 'typeorm';

import { JobRunner } from '../jobs/job-runner.js';
import { AppLogger } from '../logging/logger.js';
import { MAIL_ANSWER_WAIT_MS, MailService, type RenderedMail } from './mail.service.js';
import type { MailTemplateName } from './templates.js';

/** A queued e-mail, as enqueue answers it: deliver() it once the transaction has committed. */
export interface QueuedMail {
  id: string;
}

export interface DrainReport {
  sent: number;
  /** Attempts that failed and will be tried again. */
  retried: number;
  /** E-mails given up: still failing a day after they were queued. */
  failed: number;
}

interface ClaimedRow {
  id: string;
  /** The row's attempt count as this claim left it: finishing writes only while it is still this one. */
  attempts: number;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string> | null;
}

/** A new row waits this long for its first attempt from the request that queued it (deliver) before any drain may take it. */
const FIRST_ATTEMPT_RESERVED = '1 minute';
/** A claimed row is not due again until its attempt must be over (connect, greeting and the relay's 10-minute answer). */
const CLAIM_LEASE = '15 minutes';
/** An attempt that has no answer by then is abandoned (and retried), so it never outlives its lease. */
const ATTEMPT_DEADLINE_MS = 12 * 60_000;
/** Retries wait 1, 2, 4 … minutes, never more than an hour. */
const BACKOFF_CAP_MINUTES = 60;
/** Sent, failed and cancelled rows (bodiless) are kept this long for the super admin's view, then deleted. */
const KEEP_DONE_DAYS = 30;

/** The job runner's task that sends due e-mails (modules/ops/mail-drain.ts). */
export const MAIL_DRAIN_TASK = 'mail-drain';
/** Drains run one at a time in this job queue: a long drain never takes every job slot (notices, digests wait otherwise). */
export const MAIL_QUEUE_NAME = 'mail';

const SELECT_CLAIMABLE = `SELECT id FROM mail_queue WHERE status = 'pending'`;

/**
 * The e-mail outbox (table mail_queue). `enqueue` writes the e-mail in the caller's transaction, so it
 * exists exactly when the change that causes it commits; `deliver` makes the first attempt right after
 * the commit; the drain job (modules/ops/mail-drain.ts) retries due e-mails with backoff until they are
 * sent or, a day after they were queued, given up. Rows are claimed with FOR UPDATE SKIP LOCKED and a
 * lease, so several instances (and a request racing the job) never send one e-mail twice. A row that is
 * no longer pending drops its body and headers: bodies carry temporary passwords and credentials,
 * headers signed unsubscribe links.
 */
@Injectable()
export class MailQueue implements BeforeApplicationShutdown {
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly logger: AppLogger,
    private readonly jobs: JobRunner,
  ) {}

  /**
   * Queues an e-mail inside the caller's transaction. `replaces` is a key naming what the e-mail is
   * about: a pending e-mail queued with the same key is cancelled (a newer temporary password voids
   * the older), and cancel() with the key cancels this one.
   */
  async enqueue(
    manager: EntityManager,
    name: MailTemplateName,
    to: string,
    context: Record<string, unknown>,
    options: { replaces?: string } = {},
  ): Promise<QueuedMail> {
    const mail = this.mail.render(name, context);
    if (options.replaces) await this.cancel(manager, options.replaces, 'Replaced by a newer e-mail');
    const [row] = await manager.query<{ id: string; next_attempt_at: Date }[]>(
      `INSERT INTO mail_queue (template, recipient, subject, text_body, html_body, replace_key, next_attempt_at)
       VALUES ($1, $2, $3, $4, $5, $6, now() + interval '${FIRST_ATTEMPT_RESERVED}') RETURNING id, next_attempt_at`,
      [name, to, mail.subject, mail.text, mail.html, options.replaces ?? null],
    );
    // Should the first attempt (deliver) not happen, the drain takes the e-mail when its reservation ends.
    await this.scheduleDrain(manager, row.next_attempt_at);
    return { id: row.id };
  }

  /**
   * Queues many rendered e-mails at once for the drain (notices and digests: no first attempt from a
   * request), in the caller's transaction; `headers` are added to each (List-Unsubscribe).
   */
  async enqueueRendered(
    manager: EntityManager,
    mails: { template: string; to: string; mail: RenderedMail; headers?: Record<string, string> }[],
  ): Promise<void> {
    if (mails.length === 0) return;
    await manager.query(
      `INSERT INTO mail_queue (template, recipient, subject, text_body, html_body, headers, next_attempt_at)
       SELECT m.template, m.recipient, m.subject, m.text_body, m.html_body, m.headers, now()
       FROM jsonb_to_recordset($1::jsonb) AS m(template text, recipient text, subject text, text_body text, html_body text, headers jsonb)`,
      [
        JSON.stringify(
          mails.map((m) => ({
            template: m.template,
            recipient: m.to,
            subject: m.mail.subject,
            text_body: m.mail.text,
            html_body: m.mail.html,
            headers: m.headers ?? null,
          })),
        ),
      ],
    );
    await this.scheduleDrain(manager, null);
  }

  /** One drain job per due time: e-mails queued before it runs are sent by the same run. */
  private scheduleDrain(manager: EntityManager, at: Date | null): Promise<void> {
    return this.jobs.add(
      manager,
      MAIL_DRAIN_TASK,
      {},
      {
        jobKey: `${MAIL_DRAIN_TASK}:${at ? at.toISOString().slice(0, 16) : 'now'}`,
        jobKeyMode: 'preserve_run_at',
        runAt: at,
        queueName: MAIL_QUEUE_NAME,
      },
    );
  }

  /** Cancels the pending e-mail queued with this key (the thing it was about is gone), in the caller's transaction. */
  async cancel(manager: EntityManager, key: string, reason = 'Cancelled: no longer needed'): Promise<void> {
    await manager.query(
      `UPDATE mail_queue SET status = 'cancelled', text_body = NULL, html_body = NULL, headers = NULL, last_error = $2 WHERE replace_key = $1 AND status = 'pending'`,
      [key, reason],
    );
  }

  /**
   * The first attempt, right after the commit: 'sent' when the relay accepted the e-mail within
   * MAIL_ANSWER_WAIT_MS, otherwise 'queued' (a slower attempt goes on; a failed one is retried).
   */
  async deliver(queued: QueuedMail): Promise<EmailStatus> {
    const attempt = this.track(
      this.firstAttempt(queued.id).catch((error: unknown): EmailStatus => {
        // The change has committed: its answer stands; the drain job takes the e-mail from here.
        this.logger.pino.error({ context: 'MailQueue', mailId: queued.id, err: error }, 'first mail attempt failed');
        return 'queued';
      }),
    );
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<EmailStatus>((resolve) => (timer = setTimeout(() => resolve('queued'), MAIL_ANSWER_WAIT_MS)));
    try {
      return await Promise.race([attempt, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * One round of the drain job: every due e-mail is tried once; done rows past their keeping time go.
   * Stops between e-mails once `signal` aborts (the instance is shutting down; the rest wait for the next run).
   */
  async drain(signal?: AbortSignal): Promise<DrainReport> {
    const report: DrainReport = { sent: 0, retried: 0, failed: 0 };
    while (!signal?.aborted) {
      // One row per claim: a row claimed with others would wait for their sends while its lease ran,
      // and another drain could take it again once the lease ended (the e-mail sent twice).
      const [row] = await this.claim(`${SELECT_CLAIMABLE} AND next_attempt_at <= now() ORDER BY next_attempt_at LIMIT 1`);
      if (!row) break;
      report[await this.track(this.attempt(row))] += 1;
    }
    await this.dataSource.query(`DELETE FROM mail_queue WHERE status <> 'pending' AND created_at < now() - make_interval(days => $1)`, [
      KEEP_DONE_DAYS,
    ]);
    return report;
  }

  /** Lets attempts under way finish (for a while) before the database goes away. */
  async beforeApplicationShutdown(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.inFlight]),
      new Promise((resolve) => (timer = setTimeout(resolve, MAIL_ANSWER_WAIT_MS))),
    ]);
    clearTimeout(timer);
  }

  private async firstAttempt(id: string): Promise<EmailStatus> {
    const [row] = await this.claim(`${SELECT_CLAIMABLE} AND id = $1 AND attempts = 0`, [id]);
    if (row) return (await this.attempt(row)) === 'sent' ? 'sent' : 'queued';
    // Already taken by a drain (or cancelled): say what is known now.
    const [current] = await this.dataSource.query<{ status: string }[]>('SELECT status FROM mail_queue WHERE id = $1', [id]);
    return current?.status === 'sent' ? 'sent' : 'queued';
  }

  /** Takes rows for one attempt each: counted, and not due again until the lease ends. */
  private async claim(select: string, params: unknown[] = []): Promise<ClaimedRow[]> {
    const [rows] = await this.dataSource.query<[ClaimedRow[], number]>(
      `UPDATE mail_queue SET attempts = attempts + 1, next_attempt_at = now() + interval '${CLAIM_LEASE}'
       WHERE id IN (${select} FOR UPDATE SKIP LOCKED)
       RETURNING id, attempts, recipient, subject, text_body, html_body, headers`,
      params,
    );
    return rows;
  }

  private async attempt(row: ClaimedRow): Promise<keyof DrainReport> {
    try {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer from the mail server within ${ATTEMPT_DEADLINE_MS / 60_000} minutes`)),
          ATTEMPT_DEADLINE_MS,
        );
      });
      try {
        await Promise.race([
          this.mail.transmit(row.recipient, {
            subject: row.subject,
            text: row.text_body,
            html: row.html_body,
            headers: row.headers ?? undefined,
          }),
          deadline,
        ]);
      } finally {
        clearTimeout(timer);
      }
    } catch (error) {
      const reason = String((error as Error).message ?? error).slice(0, 500);
      const [[failed]] = await this.dataSource.query<[{ status: string; next_attempt_at: Date }[], number]>(
        `UPDATE mail_queue SET
           last_error = $2,
           status = CASE WHEN now() >= created_at + make_interval(hours => $3) THEN 'failed' ELSE 'pending' END,
           text_body = CASE WHEN now() >= created_at + make_interval(hours => $3) THEN NULL ELSE text_body END,
           html_body = CASE WHEN now() >= created_at + make_interval(hours => $3) THEN NULL ELSE html_body END,
           headers = CASE WHEN now() >= created_at + make_interval(hours => $3) THEN NULL ELSE headers END,
           next_attempt_at = now() + make_interval(mins => least(power(2, attempts - 1), $4)::int)
         WHERE id = $1 AND status = 'pending' AND attempts = $5
         RETURNING status, next_attempt_at`,
        [row.id, reason, MAIL_GIVE_UP_HOURS, BACKOFF_CAP_MINUTES, row.attempts],
      );
      const givenUp = failed?.status === 'failed';
      this.logger.pino.warn(
        {
          context: 'MailQueue',
          mailId: row.id,
          to: row.recipient,
          subject: row.subject,
          reason,
          ...(givenUp ? {} : { nextAttemptAt: failed?.next_attempt_at }),
        },
        givenUp ? 'mail given up' : 'mail not sent; will retry',
      );
      return givenUp ? 'failed' : 'retried';
    }
    const [, finished] = await this.dataSource.query<[unknown[], number]>(
      `UPDATE mail_queue SET status = 'sent', sent_at = now(), last_error = NULL, text_body = NULL, html_body = NULL, headers = NULL
       WHERE id = $1 AND attempts = $2 AND status = 'pending'`,
      [row.id, row.attempts],
    );
    if (finished === 0)
      this.logger.pino.warn({ context: 'MailQueue', mailId: row.id }, 'mail sent after its lease was taken over; it may arrive twice');
    return 'sent';
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work)).catch(() => {});
    return work;
  }
}
