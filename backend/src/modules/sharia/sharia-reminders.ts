import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CERTIFICATE_REMINDER_DAYS, formatDate } from '@fund/contracts';
import { DataSource } from 'typeorm';

import { JobRunner } from '../../common/jobs/job-runner.js';
import { AppLogger } from '../../common/logging/logger.js';
import { MailQueue } from '../../common/mail/mail-queue.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/tokens.js';
import { DOCUMENTS_TASK } from '../documents/documents.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { hijriDayOf } from './zakat.js';

/** The job runner's task that sends the certificate reminders and expiry notices. */
export const SHARIA_REMINDERS_TASK = 'sharia-reminders';
/** Every hour at :05 (the fund's day changes at its midnight); runs missed while down are caught up (a day). */
export const SHARIA_REMINDERS_SCHEDULE = '5 * * * *';
const BACKFILL_MS = 24 * 60 * 60_000;
/** The sharia_reminders row of the investors' notice at expiry. */
const AT_EXPIRY = 0;

export interface ReminderReport {
  /** Admin e-mails queued (one per admin per certificate reminded). */
  reminders: number;
  /** Certificates that expired and whose holders were told. */
  expired: number;
  /** Investors' notices written. */
  notices: number;
  /** Annual zakat statements queued (investors whose zakat day it is). */
  zakatStatements: number;
}

interface DueRow {
  pronouncement_id: string;
  scheme_id: string;
  scheme_name: string;
  title: string;
  valid_until: string;
  days_left: number;
}

/**
 * Issue 24 item 3: a scheme's certificate reminds the admins 60, 30 and 7 days before it expires (each
 * once; a certificate entered with 20 days left gets the 30-day reminder only, then the 7-day one), and
 * the day after its last valid day the investors holding the scheme get a 'sharia' notice, which
 * cannot be muted. Each is recorded in sharia_reminders in the transaction that queues it, the row
 * locked, so two instances or a rerun send nothing twice.
 */
@Injectable()
export class ShariaReminders implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobRunner,
    private readonly queue: MailQueue,
    private readonly notifications: NotificationsService,
    private readonly logger: AppLogger,
  ) {}

  onModuleInit(): void {
    this.jobs.register(
      SHARIA_REMINDERS_TASK,
      async (payload) => {
        const cron = payload._cron as { ts?: string } | undefined;
        const report = await this.run(cron?.ts ? new Date(cron.ts) : new Date());
        if (report.reminders + report.expired + report.zakatStatements > 0)
          this.logger.pino.info({ context: 'ShariaReminders', ...report }, 'Sharia reminders sent');
      },
      { match: SHARIA_REMINDERS_SCHEDULE, backfillPeriod: BACKFILL_MS },
    );
  }

  /** The reminders and notices due on the fund's calendar day at `at`. */
  async run(at: Date): Promise<ReminderReport> {
    const report: ReminderReport = { reminders: 0, expired: 0, notices: 0, zakatStatements: 0 };
    // Each scheme's certificate (its latest-issued pronouncement with an expiry), its days left on that day.
    const due = await this.dataSource.query<DueRow[]>(
      `SELECT c.id AS pronouncement_id, s.id AS scheme_id, s.name AS scheme_name, c.title, c.valid_until::text AS valid_until,
         (c.valid_until - ($1::timestamptz AT TIME ZONE $2)::date)::int AS days_left
       FROM schemes s
       JOIN LATERAL (
         SELECT p.id, p.title, p.valid_until FROM sharia_pronouncements p
         WHERE p.scheme_id = s.id AND p.valid_until IS NOT NULL ORDER BY p.issued_on DESC, p.created_at DESC LIMIT 1
       ) c ON true
       WHERE s.archived_at IS NULL AND c.valid_until - ($1::timestamptz AT TIME ZONE $2)::date <= $3`,
      [at, this.config.fundTimeZone, Math.max(...CERTIFICATE_REMINDER_DAYS)],
    );
    for (const row of due) {
      if (row.days_left < 0) {
        const told = await this.expired(row);
        if (told !== null) {
          report.expired += 1;
          report.notices += told;
        }
      } else {
        report.reminders += await this.remind(row);
      }
    }
    report.zakatStatements = await this.zakatStatements(at);
    return report;
  }

  /**
   * Issue 24 item 6: on each investor's zakat day (their Hijri day and month; a day 30 falls on a 29-day
   * month's last day), their annual zakat statement is queued for the documents job (one per investor and
   * day: a rerun queues nothing). Investors with no current holding get none.
   */
  private zakatStatements(at: Date): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const [{ today }] = await manager.query<{ today: string }[]>(`SELECT (($1::timestamptz AT TIME ZONE $2)::date)::text AS today`, [
        at,
        this.config.fundTimeZone,
      ]);
      const hijri = hijriDayOf(today);
      const queued = await manager.query<unknown[]>(
        `INSERT INTO document_requests (kind, investor_id, zakat_date)
         SELECT 'zakat_statement', u.id, $1::date FROM users u
         WHERE u.role = 'investor' AND u.status = 'active' AND u.zakat_hijri_month = $2 AND (u.zakat_hijri_day = $3 OR ($4 AND u.zakat_hijri_day > $3))
           AND EXISTS (SELECT 1 FROM enrollments e WHERE e.investor_id = u.id AND e.status <> 'exited')
         ON CONFLICT DO NOTHING RETURNING id`,
        [today, hijri.month, hijri.day, hijri.lastOfMonth],
      );
      if (queued.length > 0) await this.jobs.add(manager, DOCUMENTS_TASK, {}, { jobKey: DOCUMENTS_TASK, maxAttempts: 5 });
      return queued.length;
    });
  }

  /** The reminder of the smallest threshold reached, once; the larger ones it passed count as sent. */
  private remind(row: DueRow): Promise<number> {
    const reached = CERTIFICATE_REMINDER_DAYS.filter((days) => row.days_left <= days);
    const threshold = Math.min(...reached);
    return this.dataSource.transaction(async (manager) => {
      const inserted = await manager.query<{ days: number }[]>(
        `INSERT INTO sharia_reminders (pronouncement_id, days) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING RETURNING days`,
        [row.pronouncement_id, reached],
      );
      if (!inserted.some((r) => r.days === threshold)) return 0;
      const admins = await manager.query<{ email: string; full_name: string }[]>(
        `SELECT email, full_name FROM users WHERE role IN ('admin', 'super_admin') AND status = 'active' ORDER BY email`,
      );
      for (const admin of admins)
        await this.queue.enqueue(manager, 'sharia-certificate-reminder', admin.email, {
          fullName: admin.full_name,
          schemeName: row.scheme_name,
          title: row.title,
          validUntil: formatDate(row.valid_until),
          daysLeft: row.days_left === 1 ? '1 day' : `${row.days_left} days`,
          link: `${this.config.appOrigin}/admin/sharia`,
        });
      return admins.length;
    });
  }

  /** At expiry: a notice to every investor holding the scheme, once; how many were told (null: told before). */
  private expired(row: DueRow): Promise<number | null> {
    return this.dataSource.transaction(async (manager) => {
      const inserted = await manager.query<unknown[]>(
        `INSERT INTO sharia_reminders (pronouncement_id, days) VALUES ($1, ${AT_EXPIRY}) ON CONFLICT DO NOTHING RETURNING days`,
        [row.pronouncement_id],
      );
      if (inserted.length === 0) return null;
      const { notified } = await this.notifications.forSchemeHolders(manager, {
        schemeId: row.scheme_id,
        category: 'sharia',
        title: `Its Sharia certificate expired on ${formatDate(row.valid_until)}. Your holding, its payouts and updates continue.`,
        link: `/investor/sharia?scheme=${row.scheme_id}`,
      });
      return notified;
    });
  }
}
