import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DEFAULT_NOTIFICATION_MODES, type NotificationMode, type UnmutableNoticeCategory } from '@fund/contracts';
import { DataSource, type EntityManager } from 'typeorm';

import { JobRunner } from '../../common/jobs/job-runner.js';

/** The job runner's task that e-mails the immediate notices (one e-mail per investor per run). */
export const NOTICES_TASK = 'notices';
/** The job runner's task that writes the notices of a post (queued by forActivities in the post's transaction). */
export const MAKE_NOTICES_TASK = 'make-notices';

/** Which activities a post made: those of one scheme-wide post or distribution run, or these ids. */
export type ActivitySource = { postId: string } | { activityIds: string[] };

export interface NoticeCounts {
  /** Notices made (one per investor told; shown in the portal's notification centre). */
  notified: number;
  /** Of them, investors who will get an e-mail (at once or in their digest): their preference is not 'off'. */
  emailed: number;
}

/** An activity's notice category and the portal page that shows it. */
const CATEGORY_OF_TYPE = `CASE a.type WHEN 'update' THEN 'updates' WHEN 'document' THEN 'documents' WHEN 'transaction' THEN 'payouts' ELSE 'asset_performance' END`;
const LINK_OF_TYPE = `CASE a.type WHEN 'update' THEN '/investor/updates?item=' WHEN 'document' THEN '/investor/documents?item='
  WHEN 'transaction' THEN '/investor/transactions?item=' ELSE '/investor/assets?item=' END || a.id`;

const sourceSql = (source: ActivitySource): [string, string | string[]] =>
  'postId' in source ? ['a.post_id = $1', source.postId] : ['a.id = ANY ($1::uuid[])', source.activityIds];

/**
 * Makes the notices (table notifications) of posted activities and ticket changes: one row per
 * investor, its delivery the investor's preference for the category (notification_preferences, else
 * DEFAULT_NOTIFICATION_MODES). A post's notices are written by the 'make-notices' job, queued in the
 * post's transaction (so a post to 10,000 investors holds its request no longer than before notices);
 * a ticket's one notice is written in the change's transaction. Immediate notices are e-mailed by the
 * 'notices' job at the start of the next minute, so every post of that minute makes one e-mail per
 * investor; digest notices wait for the investor's 08:00 (the 'digests' cron job).
 */
@Injectable()
export class NotificationsService implements OnModuleInit {
  constructor(
    private readonly jobs: JobRunner,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.jobs.register(MAKE_NOTICES_TASK, async (payload) => {
      const source: ActivitySource | null =
        typeof payload.postId === 'string'
          ? { postId: payload.postId }
          : Array.isArray(payload.activityIds) && payload.activityIds.every((id) => typeof id === 'string')
            ? { activityIds: payload.activityIds as string[] }
            : null;
      if (source) await this.dataSource.transaction((manager) => this.make(manager, source));
    });
  }

  /**
   * In the post's transaction: queues the writing of its notices and answers how many investors will
   * be told (their preferences now; the job reads them again when it writes).
   */
  async forActivities(manager: EntityManager, source: ActivitySource): Promise<NoticeCounts> {
    const [where, param] = sourceSql(source);
    const [counts] = await manager.query<NoticeCounts[]>(
      `SELECT count(*)::int AS notified, (count(*) FILTER (WHERE coalesce(p.mode, $2::jsonb ->> c.category) <> 'off'))::int AS emailed
       FROM activities a
       CROSS JOIN LATERAL (SELECT ${CATEGORY_OF_TYPE} AS category) c
       LEFT JOIN notification_preferences p ON p.investor_id = a.investor_id AND p.category = c.category
       WHERE ${where}`,
      [param, JSON.stringify(DEFAULT_NOTIFICATION_MODES)],
    );
    if (counts.notified > 0)
      await this.jobs.add(manager, MAKE_NOTICES_TASK, 'postId' in source ? { postId: source.postId } : { activityIds: source.activityIds });
    return counts;
  }

  /** Writes the notices of a post's activities (none twice: a job run again after a crash adds nothing). */
  async make(manager: EntityManager, source: ActivitySource): Promise<NoticeCounts> {
    const [where, param] = sourceSql(source);
    const rows = await manager.query<{ delivery: NotificationMode; n: number }[]>(
      `WITH made AS (
         INSERT INTO notifications (investor_id, category, delivery, activity_id, scheme_id, title, amount, link, read_at)
         SELECT a.investor_id, c.category, coalesce(p.mode, $2::jsonb ->> c.category), a.id, a.scheme_id, a.title,
                CASE WHEN a.type = 'asset_performance_update' THEN a.net_profits ELSE a.amount END, ${LINK_OF_TYPE},
                a.read_at -- an item the investor opened before its notice was written: the notice is born read
         FROM activities a
         CROSS JOIN LATERAL (SELECT ${CATEGORY_OF_TYPE} AS category) c
         LEFT JOIN notification_preferences p ON p.investor_id = a.investor_id AND p.category = c.category
         WHERE ${where} AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.activity_id = a.id)
         RETURNING delivery
       )
       SELECT delivery, count(*)::int AS n FROM made GROUP BY delivery`,
      [param, JSON.stringify(DEFAULT_NOTIFICATION_MODES)],
    );
    return this.scheduled(manager, rows);
  }

  /** The notice of a ticket change (its new status), in the change's transaction. */
  forTicket(manager: EntityManager, ticket: { id: string; investorId: string; title: string }): Promise<NoticeCounts> {
    return this.one(manager, {
      investorId: ticket.investorId,
      category: 'tickets',
      column: 'ticket_id',
      id: ticket.id,
      title: ticket.title,
    });
  }

  /** Issue 23: the notice of an issued statement, in the transaction that records it; its link opens the statement in the portal. */
  forDocument(manager: EntityManager, document: { investorId: string; documentId: string; title: string }): Promise<NoticeCounts> {
    const { investorId, documentId: id, title } = document;
    return this.one(manager, { investorId, category: 'statements', column: 'document_id', id, title });
  }

  /**
   * Issue 24: a notice to every investor holding the scheme (not exited), in the caller's transaction.
   * Its category cannot be muted ('sharia'): always delivered at once, whatever the preferences.
   */
  async forSchemeHolders(
    manager: EntityManager,
    notice: { schemeId: string; category: UnmutableNoticeCategory; title: string; link: string },
  ): Promise<NoticeCounts> {
    const rows = await manager.query<{ delivery: NotificationMode; n: number }[]>(
      `WITH made AS (
         INSERT INTO notifications (investor_id, category, delivery, scheme_id, title, link)
         SELECT DISTINCT e.investor_id, $2::text, 'immediate', $1::uuid, $3::text, $4::text
         FROM enrollments e WHERE e.scheme_id = $1 AND e.status <> 'exited'
         RETURNING delivery
       )
       SELECT delivery, count(*)::int AS n FROM made GROUP BY delivery`,
      [notice.schemeId, notice.category, notice.title, notice.link],
    );
    return this.scheduled(manager, rows);
  }

  /** One notice about the row `id` (a ticket, an issued document), its link the category's portal page with ?item=id, delivered by the investor's preference. */
  private async one(
    manager: EntityManager,
    notice: { investorId: string; category: 'tickets' | 'statements'; column: 'ticket_id' | 'document_id'; id: string; title: string },
  ): Promise<NoticeCounts> {
    const rows = await manager.query<{ delivery: NotificationMode; n: number }[]>(
      `WITH made AS (
         INSERT INTO notifications (investor_id, category, delivery, ${notice.column}, title, link)
         SELECT $1::uuid, $5::text, coalesce(p.mode, $4::text), $2::uuid, $3::text, $6::text || $2::uuid::text
         FROM (SELECT 1) one LEFT JOIN notification_preferences p ON p.investor_id = $1::uuid AND p.category = $5::text
         RETURNING delivery
       )
       SELECT delivery, count(*)::int AS n FROM made GROUP BY delivery`,
      [
        notice.investorId,
        notice.id,
        notice.title,
        DEFAULT_NOTIFICATION_MODES[notice.category],
        notice.category,
        `/investor/${notice.category}?item=`,
      ],
    );
    return this.scheduled(manager, rows);
  }

  /** Counts the notices made and, when any is immediate, queues the notices job for the next minute. */
  private async scheduled(manager: EntityManager, rows: { delivery: NotificationMode; n: number }[]): Promise<NoticeCounts> {
    const count = (mode: NotificationMode) => rows.find((r) => r.delivery === mode)?.n ?? 0;
    if (count('immediate') > 0) {
      const nextMinute = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 60_000);
      await this.jobs.add(manager, NOTICES_TASK, {}, { jobKey: NOTICES_TASK, jobKeyMode: 'preserve_run_at', runAt: nextMinute });
    }
    return { notified: count('immediate') + count('digest') + count('off'), emailed: count('immediate') + count('digest') };
  }
}
