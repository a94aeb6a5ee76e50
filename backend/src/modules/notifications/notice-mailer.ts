import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DIGEST_LOCAL_HOUR,
  NOTICE_CATEGORIES,
  NOTIFICATION_CATEGORIES,
  formatMoneyFull,
  type NoticeCategory,
  type NotificationCategory,
} from '@fund/contracts';
import { DataSource, type EntityManager } from 'typeorm';

import { JobRunner } from '../../common/jobs/job-runner.js';
import { AppLogger } from '../../common/logging/logger.js';
import { MailQueue } from '../../common/mail/mail-queue.js';
import { MailService } from '../../common/mail/mail.service.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/tokens.js';
import { NOTICES_TASK } from './notifications.service.js';
import { UnsubscribeLinks } from './unsubscribe-links.js';

/** The job runner's task that sends the daily digests of the investors whose local time is 08:00. */
export const DIGESTS_TASK = 'digests';
/**
 * Every quarter hour (time zones such as Asia/Kolkata, Asia/Kathmandu or America/St_Johns are 30 or 45
 * minutes off the hour); runs missed while every instance was down are run when one is back (up to a day).
 */
export const DIGESTS_SCHEDULE = '*/15 * * * *';
const DIGESTS_BACKFILL_MS = 24 * 60 * 60_000;
/** Investors e-mailed per transaction: their notices are locked, their e-mails queued and the notices marked in it. */
export const NOTICE_BATCH_INVESTORS = 500;

/** How each category is named in an e-mail (the digest's headings, the unsubscribe line). */
export const CATEGORY_LABELS: Readonly<Record<NotificationCategory, string>> = {
  updates: 'Updates',
  documents: 'Documents',
  payouts: 'Payouts and transactions',
  asset_performance: 'Asset performance',
  tickets: 'Support tickets',
  statements: 'Statements',
};
/** Issue 24: the unmutable categories' headings (a digest never holds them: they are e-mailed at once). */
const NOTICE_LABELS: Readonly<Record<NoticeCategory, string>> = { ...CATEGORY_LABELS, sharia: 'Sharia certificates' };

export interface NoticeRunReport {
  /** E-mails queued (one per investor). */
  emails: number;
  /** Notices they carry. */
  notices: number;
}

interface NoticeRow {
  id: string;
  investor_id: string;
  category: NoticeCategory;
  title: string;
  amount: string | null;
  /** A payout's purification (issue 24), when its scheme has a share for the payout's date. */
  purification: string | null;
  link: string;
  scheme_name: string | null;
  email: string;
  full_name: string;
}

type Delivery = 'immediate' | 'digest';

/**
 * E-mails the notices (table notifications) as the job runner's tasks: 'notices' (the immediate ones,
 * one e-mail per investor, queued by NotificationsService for the minute after a post) and 'digests'
 * (every quarter hour: the digest notices of the investors whose local time is DIGEST_LOCAL_HOUR). Each batch locks
 * its notices FOR UPDATE SKIP LOCKED, queues the e-mails (MailQueue.enqueueRendered, sent by the mail
 * drain) and marks the notices emailed in one transaction: a crash re-sends nothing and loses nothing,
 * and two instances never e-mail one notice twice.
 */
@Injectable()
export class NoticeMailer implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobRunner,
    private readonly queue: MailQueue,
    private readonly mail: MailService,
    private readonly links: UnsubscribeLinks,
    private readonly logger: AppLogger,
  ) {}

  onModuleInit(): void {
    this.jobs.register(NOTICES_TASK, async () => this.log('notices', await this.runNotices()));
    this.jobs.register(
      DIGESTS_TASK,
      async (payload) => {
        const cron = payload._cron as { ts?: string } | undefined;
        const at = cron?.ts ? new Date(cron.ts) : new Date(Math.floor(Date.now() / 900_000) * 900_000);
        this.log('digests', await this.runDigests(at));
      },
      { match: DIGESTS_SCHEDULE, backfillPeriod: DIGESTS_BACKFILL_MS },
    );
  }

  /** The immediate notices made before this run started: one e-mail per investor. */
  async runNotices(): Promise<NoticeRunReport> {
    const [{ started }] = await this.dataSource.query<{ started: Date }[]>('SELECT now() AS started');
    return this.inBatches(
      'immediate',
      (manager, after) =>
        manager.query<{ investor_id: string }[]>(
          `SELECT DISTINCT investor_id FROM notifications
           WHERE delivery = 'immediate' AND emailed_at IS NULL AND created_at <= $1 AND investor_id > $2
           ORDER BY investor_id LIMIT ${NOTICE_BATCH_INVESTORS}`,
          [started, after],
        ),
      `n.created_at <= $2`,
      [started],
    );
  }

  /**
   * The digests due at `at` (a quarter hour; the cron job's scheduled time): every investor whose local
   * time then (their time zone, else FUND_TIME_ZONE) is in 08:00-08:14 and who has digest notices not yet e-mailed
   * gets one e-mail with all of them, grouped by category. Nothing for an investor with none.
   */
  async runDigests(at: Date): Promise<NoticeRunReport> {
    return this.inBatches('digest', (manager, after) =>
      manager.query<{ investor_id: string }[]>(
        `SELECT DISTINCT n.investor_id FROM notifications n JOIN users u ON u.id = n.investor_id
         WHERE n.delivery = 'digest' AND n.emailed_at IS NULL AND n.investor_id > $3
           AND ($1::timestamptz AT TIME ZONE coalesce(u.time_zone, $2))::time >= make_time(${DIGEST_LOCAL_HOUR}, 0, 0)
           AND ($1::timestamptz AT TIME ZONE coalesce(u.time_zone, $2))::time < make_time(${DIGEST_LOCAL_HOUR}, 15, 0)
         ORDER BY n.investor_id LIMIT ${NOTICE_BATCH_INVESTORS}`,
        [at, this.config.fundTimeZone, after],
      ),
    );
  }

  private async inBatches(
    delivery: Delivery,
    investorsAfter: (manager: EntityManager, after: string) => Promise<{ investor_id: string }[]>,
    extraCondition = 'true',
    extraParams: unknown[] = [],
  ): Promise<NoticeRunReport> {
    const report: NoticeRunReport = { emails: 0, notices: 0 };
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const done = await this.dataSource.transaction(async (manager) => {
        const investors = (await investorsAfter(manager, after)).map((r) => r.investor_id);
        if (investors.length === 0) return true;
        after = investors[investors.length - 1];
        const rows = await manager.query<NoticeRow[]>(
          `SELECT n.id, n.investor_id, n.category, n.title, n.amount::text AS amount, n.link, s.name AS scheme_name, u.email, u.full_name,
             nullif(pp.amount, 0)::text AS purification
           FROM notifications n JOIN users u ON u.id = n.investor_id LEFT JOIN schemes s ON s.id = n.scheme_id
           LEFT JOIN payout_purifications pp ON pp.activity_id = n.activity_id
           WHERE n.investor_id = ANY ($1::uuid[]) AND n.delivery = '${delivery}' AND n.emailed_at IS NULL AND ${extraCondition}
           ORDER BY n.investor_id, n.created_at, n.id
           FOR UPDATE OF n SKIP LOCKED`,
          [investors, ...extraParams],
        );
        if (rows.length === 0) return false;
        const byInvestor = new Map<string, NoticeRow[]>();
        for (const row of rows) {
          const list = byInvestor.get(row.investor_id);
          if (list) list.push(row);
          else byInvestor.set(row.investor_id, [row]);
        }
        const mails = [...byInvestor.values()].map((notices) => this.compose(delivery, notices));
        await this.queue.enqueueRendered(manager, mails);
        await manager.query(`UPDATE notifications SET emailed_at = now() WHERE id = ANY ($1::uuid[])`, [rows.map((r) => r.id)]);
        report.emails += mails.length;
        report.notices += rows.length;
        return false;
      });
      if (done) return report;
    }
  }

  /** One investor's e-mail: their notices, the portal links, and the signed unsubscribe link for the categories in it. */
  private compose(delivery: Delivery, notices: NoticeRow[]) {
    const { investor_id: investorId, email, full_name: fullName } = notices[0];
    // The unsubscribe link names the mutable categories in the e-mail; one of 'sharia' notices alone has none.
    const categories = NOTIFICATION_CATEGORIES.filter((c) => notices.some((n) => n.category === c));
    const token = categories.length > 0 ? this.links.token(investorId, categories) : null;
    const item = (n: NoticeRow) => ({
      schemeName: n.scheme_name,
      title: n.title,
      // Asset performance notes carry the asset's net profit, in pounds as the portal shows it; the rest are dollars.
      amount: n.amount === null ? null : formatMoneyFull(Number(n.amount), n.category === 'asset_performance' ? 'GBP' : 'USD'),
      purification: n.purification === null ? null : formatMoneyFull(Number(n.purification)),
      url: `${this.config.appOrigin}${n.link}`,
    });
    const count = notices.length === 1 ? '1 new notice' : `${notices.length} new notices`;
    const single = notices[0].scheme_name ? `${notices[0].scheme_name}: ${notices[0].title}` : notices[0].title;
    const context = {
      fullName,
      subject: delivery === 'digest' ? `Your daily summary: ${count}` : notices.length === 1 ? single : count,
      items: notices.map(item),
      groups: NOTICE_CATEGORIES.filter((c) => notices.some((n) => n.category === c)).map((c) => ({
        label: NOTICE_LABELS[c],
        items: notices.filter((n) => n.category === c).map(item),
      })),
      categoryNames: categories.map((c) => CATEGORY_LABELS[c].toLowerCase()).join(', '),
      unsubscribeUrl: token ? this.links.pageUrl(token) : null,
      preferencesUrl: `${this.config.appOrigin}/investor/profile#notifications`,
    };
    const template = delivery === 'digest' ? 'digest' : 'notices';
    return {
      template,
      to: email,
      mail: this.mail.render(template, context),
      headers: token
        ? { 'List-Unsubscribe': `<${this.links.apiUrl(token)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
        : undefined,
    };
  }

  private log(task: string, report: NoticeRunReport): void {
    if (report.emails > 0) this.logger.pino.info({ context: 'NoticeMailer', task, ...report }, 'notices e-mailed');
  }
}
