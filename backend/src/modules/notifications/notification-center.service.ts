import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DEFAULT_NOTIFICATION_MODES,
  MESSAGES,
  NOTIFICATION_CATEGORIES,
  NotificationView,
  type NotificationCategory,
  type NotificationMode,
  type NotificationPreferencesView,
  type UnreadCountsView,
  type UnsubscribeView,
} from '@fund/contracts';
import type { Request } from 'express';
import { DataSource, type EntityManager } from 'typeorm';

import { AuditService } from '../../common/audit/audit.service.js';
import type { AuthUser } from '../../common/auth/auth.types.js';
import { listSpec, parseListQuery, runSqlList, type ListQuery, type ListResult } from '../../common/lists/list-query.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/tokens.js';
import { poolOf } from '../../database/pool.js';
import type { UpdateNotificationPreferencesDto } from './dto/notification-preferences.dto.js';
import { CATEGORY_LABELS } from './notice-mailer.js';
import { UnsubscribeLinks } from './unsubscribe-links.js';

const NOTIFICATION_LIST = listSpec(NotificationView, {
  resource: 'notifications',
  fields: {
    id: 'n.id',
    category: 'n.category',
    title: 'n.title',
    schemeName: 's.name',
    amount: 'n.amount',
    link: 'n.link',
    activityId: 'n.activity_id',
    ticketId: 'n.ticket_id',
    createdAt: 'n.created_at',
    readAt: 'n.read_at',
  },
  search: ['n.title', 's.name'],
  defaultSort: ['createdAt', 'DESC'],
  paged: true,
});

const VIEW_COLUMNS = `n.id, n.category, n.title, s.name AS "schemeName", n.amount::text AS amount, n.link, n.activity_id AS "activityId",
  n.ticket_id AS "ticketId", n.created_at AS "createdAt", n.read_at AS "readAt"`;

interface ViewRow extends Omit<NotificationView, 'amount' | 'createdAt' | 'readAt'> {
  amount: string | null;
  createdAt: Date;
  readAt: Date | null;
}

const toView = (row: ViewRow): NotificationView => ({
  ...row,
  amount: row.amount === null ? null : Number(row.amount),
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt ? row.readAt.toISOString() : null,
});

/** "a***@example.com": enough to recognise one's address, not to learn someone's. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '***' : `${email[0]}***${email.slice(at)}`;
}

/** The portal's side of notices: preferences, the notification centre, unread counts, and the unsubscribe link. */
@Injectable()
export class NotificationCenterService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
    private readonly links: UnsubscribeLinks,
  ) {}

  async preferences(investorId: string, manager: EntityManager = this.dataSource.manager): Promise<NotificationPreferencesView> {
    const rows = await manager.query<{ category: NotificationCategory; mode: NotificationMode }[]>(
      'SELECT category, mode FROM notification_preferences WHERE investor_id = $1',
      [investorId],
    );
    const [user] = await manager.query<{ time_zone: string | null }[]>('SELECT time_zone FROM users WHERE id = $1', [investorId]);
    return {
      preferences: NOTIFICATION_CATEGORIES.map((category) => ({
        category,
        mode: rows.find((r) => r.category === category)?.mode ?? DEFAULT_NOTIFICATION_MODES[category],
      })),
      timeZone: user?.time_zone ?? null,
      fundTimeZone: this.config.fundTimeZone,
    };
  }

  /** Upserts the named categories and sets the time zone in one transaction, with an audit row naming what changed. */
  async updatePreferences(dto: UpdateNotificationPreferencesDto, user: AuthUser, req: Request): Promise<NotificationPreferencesView> {
    return this.dataSource.transaction(async (manager) => {
      if (typeof dto.timeZone === 'string') {
        const [known] = await manager.query<unknown[]>('SELECT 1 FROM pg_timezone_names WHERE name = $1', [dto.timeZone]);
        if (!known) throw new BadRequestException(MESSAGES.timeZoneInvalid);
      }
      // Lock the investor's row: two saves at once apply one after the other, each audited against what it found.
      await manager.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [user.id]);
      const before = await this.preferences(user.id, manager);
      const wanted = new Map<NotificationCategory, NotificationMode>();
      for (const p of dto.preferences ?? []) wanted.set(p.category, p.mode);
      const changes: string[] = [];
      for (const [category, mode] of wanted) {
        const was = before.preferences.find((p) => p.category === category)!.mode;
        if (was !== mode) changes.push(`${CATEGORY_LABELS[category]}: ${was} -> ${mode}`);
      }
      if (wanted.size > 0) {
        await manager.query(
          `INSERT INTO notification_preferences (investor_id, category, mode)
           SELECT $1, category, mode FROM unnest($2::text[], $3::text[]) AS p(category, mode)
           ON CONFLICT (investor_id, category) DO UPDATE SET mode = excluded.mode, updated_at = now()
           WHERE notification_preferences.mode IS DISTINCT FROM excluded.mode`,
          [user.id, [...wanted.keys()], [...wanted.values()]],
        );
        // Notices not yet e-mailed follow the new choice: 'off' now stops the next digest or e-mail.
        await manager.query(
          `UPDATE notifications n SET delivery = p.mode FROM unnest($2::text[], $3::text[]) AS p(category, mode)
           WHERE n.investor_id = $1 AND n.category = p.category AND n.emailed_at IS NULL AND n.delivery <> p.mode`,
          [user.id, [...wanted.keys()], [...wanted.values()]],
        );
      }
      if (dto.timeZone !== undefined && dto.timeZone !== before.timeZone) {
        await manager.query('UPDATE users SET time_zone = $2 WHERE id = $1', [user.id, dto.timeZone]);
        changes.push(
          `Time zone: ${before.timeZone ?? `fund's (${this.config.fundTimeZone})`} -> ${dto.timeZone ?? `fund's (${this.config.fundTimeZone})`}`,
        );
      }
      if (changes.length > 0) {
        await this.audit.record(
          {
            action: 'NOTIFICATION_PREFERENCES_CHANGED',
            userId: user.id,
            userRole: user.role,
            details: `Notice preferences: ${changes.join('; ')}`,
            req,
          },
          manager,
        );
      }
      return this.preferences(user.id, manager);
    });
  }

  /** The investor's notices, newest first (the bell and the notification centre). */
  async list(query: ListQuery, investorId: string): Promise<ListResult<NotificationView>> {
    const page = await runSqlList<ViewRow>(
      poolOf(this.dataSource),
      {
        select: VIEW_COLUMNS,
        from: 'notifications n LEFT JOIN schemes s ON s.id = n.scheme_id',
        where: 'n.investor_id = $1',
        params: [investorId],
      },
      NOTIFICATION_LIST,
      parseListQuery(query, NOTIFICATION_LIST),
    );
    return page.map(toView);
  }

  async unread(investorId: string): Promise<UnreadCountsView> {
    const [row] = await this.dataSource.query<UnreadCountsView[]>(
      `SELECT (SELECT count(*) FROM notifications WHERE investor_id = $1 AND read_at IS NULL)::int AS notifications,
              (SELECT count(*) FROM activities WHERE investor_id = $1 AND type = 'document' AND read_at IS NULL)::int AS documents,
              (SELECT count(*) FROM activities WHERE investor_id = $1 AND type = 'update' AND read_at IS NULL)::int AS updates`,
      [investorId],
    );
    return row;
  }

  /** Marks the notice read (the first time is kept) and opens its item: the activity's read_at, if not yet set. 404 for another's. */
  async markRead(id: string, investorId: string): Promise<NotificationView> {
    return this.dataSource.transaction(async (manager) => {
      // An UPDATE answers [rows, count] through TypeORM.
      const [[notice]] = await manager.query<[{ activity_id: string | null }[], number]>(
        `UPDATE notifications SET read_at = coalesce(read_at, now()) WHERE id = $1 AND investor_id = $2 RETURNING activity_id`,
        [id, investorId],
      );
      if (!notice) throw new NotFoundException(MESSAGES.notificationNotFound);
      if (notice.activity_id) {
        await manager.query(`UPDATE activities SET read_at = now() WHERE id = $1 AND investor_id = $2 AND read_at IS NULL`, [
          notice.activity_id,
          investorId,
        ]);
      }
      const [row] = await manager.query<ViewRow[]>(
        `SELECT ${VIEW_COLUMNS} FROM notifications n LEFT JOIN schemes s ON s.id = n.scheme_id WHERE n.id = $1`,
        [id],
      );
      return toView(row);
    });
  }

  /** What an unsubscribe link would change (GET: nothing is changed). */
  async lookUnsubscribe(token: string): Promise<UnsubscribeView> {
    const claim = this.links.verify(token);
    return this.unsubscribeView(this.dataSource.manager, claim.investorId, claim.categories);
  }

  /** Turns the link's categories off for its investor (RFC 8058 one-click, or the portal page's button), audited. */
  async unsubscribe(token: string, req: Request): Promise<UnsubscribeView> {
    const claim = this.links.verify(token);
    return this.dataSource.transaction(async (manager) => {
      const [investor] = await manager.query<{ id: string }[]>(
        `SELECT id FROM users WHERE id = $1 AND role = 'investor' FOR NO KEY UPDATE`,
        [claim.investorId],
      );
      if (!investor) throw new NotFoundException(MESSAGES.unsubscribeInvestorGone);
      const before = await this.unsubscribeView(manager, claim.investorId, claim.categories);
      if (before.state === 'done') return before;
      await manager.query(
        `INSERT INTO notification_preferences (investor_id, category, mode)
         SELECT $1, category, 'off' FROM unnest($2::text[]) AS category
         ON CONFLICT (investor_id, category) DO UPDATE SET mode = 'off', updated_at = now() WHERE notification_preferences.mode <> 'off'`,
        [claim.investorId, claim.categories],
      );
      // Nothing of these categories still waiting goes out after "Done".
      await manager.query(
        `UPDATE notifications SET delivery = 'off' WHERE investor_id = $1 AND category = ANY ($2::text[]) AND emailed_at IS NULL AND delivery <> 'off'`,
        [claim.investorId, claim.categories],
      );
      await this.audit.record(
        {
          action: 'NOTIFICATION_PREFERENCES_CHANGED',
          userId: claim.investorId,
          userRole: 'investor',
          details: `Notice preferences: ${claim.categories.map((c) => CATEGORY_LABELS[c]).join(', ')} turned off by the unsubscribe link of an e-mail`,
          req,
        },
        manager,
      );
      return this.unsubscribeView(manager, claim.investorId, claim.categories);
    });
  }

  private async unsubscribeView(manager: EntityManager, investorId: string, categories: NotificationCategory[]): Promise<UnsubscribeView> {
    const [user] = await manager.query<{ email: string }[]>(`SELECT email FROM users WHERE id = $1 AND role = 'investor'`, [investorId]);
    if (!user) throw new NotFoundException(MESSAGES.unsubscribeInvestorGone);
    const { preferences } = await this.preferences(investorId, manager);
    const off = categories.every((c) => preferences.find((p) => p.category === c)?.mode === 'off');
    return { state: off ? 'done' : 'valid', categories, emailHint: maskEmail(user.email) };
  }
}
