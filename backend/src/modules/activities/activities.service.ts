import {
  BadRequestException,
  Inject,
  Injectable,
  NotFoundException,
  type OnModuleInit,
  UnprocessableEntityException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ActivityView, MESSAGES, SchemePostView, type ActivityReadView, type SchemePostingView } from '@fund/contracts';
import type { Request } from 'express';
import { DataSource } from 'typeorm';

import { AuditService } from '../../common/audit/audit.service.js';
import type { AuthUser } from '../../common/auth/auth.types.js';
import { assertCanActFor } from '../../common/auth/ownership.js';
import { idempotentTransaction } from '../../common/idempotency/idempotency.js';
import { SCHEME_NAME_SQL } from '../../common/lists/display-names.js';
import { listSpec, parseListQuery, runSqlList, type ListQuery, type ListResult, type SqlSource } from '../../common/lists/list-query.js';
import { keyFrom, ObjectStorage, objectPathOf, type StoredObject, type UploadTicket } from '../../common/storage/object-storage.js';
import { StorageService } from '../../common/storage/storage.service.js';
import { Enrollment } from '../enrollments/enrollment.entity.js';
import { SchemeDocument } from '../schemes/scheme-document.entity.js';
import { poolOf } from '../../database/pool.js';
import { documentType, sizeText } from '../schemes/scheme-document-file.js';
import { Activity } from './activity.entity.js';
import { ACTIVITY_COLUMNS, mapActivity, type ActivityRow } from './activity.view.js';
import type { ActivitiesQueryDto } from './dto/activities-query.dto.js';
import type { ActivityFieldsDto, CreateActivityDto, PostToSchemeDto } from './dto/create-activity.dto.js';
import { lockEnrollmentsOf } from '../enrollments/enrollment-locks.js';
import { NotificationsService, type NoticeCounts } from '../notifications/notifications.service.js';
import { notifies, noticesAudit } from './dto/notify.js';

/** Objects a document activity may point to: its own upload, or a scheme document saved through save-document. */
const DOCUMENT_KINDS = ['activity-document', 'scheme-document'] as const;

type DocumentColumns = Pick<Activity, 'documentUrl' | 'documentName' | 'documentType' | 'documentSize'>;
const NO_DOCUMENT: DocumentColumns = { documentUrl: null, documentName: null, documentType: null, documentSize: null };

const ACTIVITY_LIST = listSpec(ActivityView, {
  resource: 'activities',
  fields: {
    id: 'a.id',
    type: 'a.type',
    investorId: 'a.investor_id',
    schemeId: 'a.scheme_id',
    category: 'a.category',
    title: 'a.title',
    createdAt: 'a.created_at',
    content: 'a.content',
    amount: 'a.amount',
    url: 'a.url',
    documentUrl: 'a.document_url',
    documentName: 'a.document_name',
    documentType: 'a.document_type',
    documentSize: 'a.document_size',
    assetId: 'a.asset_id',
    netProfits: 'a.net_profits',
    schemeName: SCHEME_NAME_SQL,
    readAt: 'a.read_at',
    postId: 'a.post_id',
    /** filter {unread: true} (or ?unread=true): not yet opened by the investor (read_at empty); false: opened. */
    unread: '(a.read_at IS NULL)',
  },
  search: ['a.title', 'a.content'],
  defaultSort: ['createdAt', 'DESC'],
  paged: true,
  filterSchemas: { unread: { enum: [true, false, 'true', 'false'], description: 'true: not yet read by the investor; false: read' } },
});

/**
 * Issue 20 item 4: a scheme's scheme-wide posts and distribution runs (activities grouped by post_id),
 * each with its recipients and how many of them opened it.
 */
const POST_LIST = listSpec(SchemePostView, {
  resource: 'posts',
  fields: {
    id: 'p.id',
    schemeId: 'p.scheme_id',
    kind: `(CASE WHEN r.id IS NULL THEN 'post' ELSE 'distribution' END)`,
    type: 'p.type',
    title: 'p.title',
    createdAt: 'p.created_at',
    recipients: 'p.recipients',
    readCount: 'p.read_count',
  },
  search: ['p.title'],
  defaultSort: ['createdAt', 'DESC'],
  paged: true,
});

const postRows = (schemeId: string): SqlSource => ({
  select: `p.id, p.scheme_id AS "schemeId", ${POST_LIST.fields.kind} AS kind, p.type, p.title, p.created_at AS "createdAt",
    p.recipients, p.read_count AS "readCount"`,
  from: `(SELECT a.post_id AS id, a.scheme_id, min(a.type) AS type, min(a.title) AS title, min(a.created_at) AS created_at,
            count(*)::int AS recipients, count(a.read_at)::int AS read_count
          FROM activities a WHERE a.scheme_id = $1 AND a.post_id IS NOT NULL GROUP BY a.post_id, a.scheme_id) p
    LEFT JOIN distribution_runs r ON r.id = p.id`,
  where: 'true',
  params: [schemeId],
});

/** filter.unread as the list compares it (the text of a boolean); anything but true or false is a 400. */
function unreadFilter(value: unknown): 'true' | 'false' | undefined {
  if (value === undefined) return undefined;
  if (value === true || value === 'true') return 'true';
  if (value === false || value === 'false') return 'false';
  throw new BadRequestException('Invalid filter: "unread" must be true or false');
}

/** The feed's rows in plain SQL (an investor's portal reads it on every visit); the filter gives the investor. */
const ACTIVITY_ROWS: SqlSource = {
  select: `${ACTIVITY_COLUMNS}, ${SCHEME_NAME_SQL} AS "schemeName"`,
  from: 'activities a LEFT JOIN schemes s ON s.id = a.scheme_id',
  where: 'true',
  params: [],
};

@Injectable()
export class ActivitiesService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(ObjectStorage) private readonly storage: ObjectStorage,
    private readonly storageService: StorageService,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
  ) {}

  /** An investor reads an activity document when one of their activities links to it. */
  onModuleInit(): void {
    this.storageService.registerReadRule('activity-document', (user, object) =>
      this.dataSource.getRepository(Activity).existsBy({ investorId: user.id, documentUrl: objectPathOf(object.key) }),
    );
  }

  /** Admins: an upload URL for one activity document (then a single PUT of the file). */
  async uploadUrl(): Promise<Pick<UploadTicket, 'uploadURL' | 'objectPath'>> {
    const { uploadURL, objectPath } = await this.storage.createUpload('activity-document');
    return { uploadURL, objectPath };
  }

  /**
   * Admins post an update, transaction or document to an investor enrolled in the scheme; the acting
   * admin's ACTIVITY_POSTED audit row goes in the same transaction.
   */
  async create(dto: CreateActivityDto, actor: AuthUser, req: Request): Promise<ActivityView> {
    const document = dto.type === 'document' ? await this.uploadedDocument(dto) : NO_DOCUMENT;
    return idempotentTransaction(this.dataSource, async (manager) => {
      // FOR KEY SHARE: the enrollment (and so the investor and scheme) stays while the activity is written.
      const enrolled = await manager
        .getRepository(Enrollment)
        .createQueryBuilder('e')
        .where('e.investor_id = :investorId AND e.scheme_id = :schemeId', { investorId: dto.investorId, schemeId: dto.schemeId })
        .setLock('for_key_share')
        .getOne();
      if (!enrolled) throw new UnprocessableEntityException(MESSAGES.notEnrolled);
      const activity = await manager.save(
        manager.create(Activity, {
          type: dto.type,
          investorId: dto.investorId,
          schemeId: dto.schemeId,
          category: dto.category,
          title: dto.title,
          content: dto.content,
          amount: dto.type === 'transaction' ? (dto.amount ?? null) : null,
          url: dto.type === 'update' ? dto.url || null : null,
          ...document,
          assetId: null,
          netProfits: null,
        }),
      );
      const notices = notifies(dto) ? await this.notifications.forActivities(manager, { activityIds: [activity.id] }) : null;
      const [scheme] = await manager.query<{ name: string }[]>('SELECT name FROM schemes WHERE id = $1', [dto.schemeId]);
      const amount = activity.amount === null ? '' : `, amount ${activity.amount}`;
      await this.audit.record(
        {
          action: 'ACTIVITY_POSTED',
          userId: actor.id,
          userRole: actor.role,
          details: `${activity.type} activity ${activity.id} (${activity.category}${amount}) to investor ${dto.investorId} in scheme "${scheme?.name ?? ''}" (${dto.schemeId}); ${noticesAudit(notices)}`,
          req,
        },
        manager,
      );
      return mapActivity(activity);
    });
  }

  /**
   * Admins post one update, transaction or document to every investor enrolled in the scheme, or to
   * the chosen ones (issue 19 item 4): one activity per investor (each feed, export and read stays
   * per investor), written by one INSERT ... SELECT in one transaction with one ACTIVITY_POSTED audit
   * row naming the scheme, the type and the number of investors. A document is one stored file that
   * every one of these activities references.
   */
  async postToScheme(schemeId: string, dto: PostToSchemeDto, actor: AuthUser, req: Request): Promise<SchemePostingView> {
    const document = dto.type === 'document' ? await this.uploadedDocument(dto) : NO_DOCUMENT;
    const chosen = dto.investorIds ?? null;
    return idempotentTransaction(this.dataSource, async (manager) => {
      // FOR KEY SHARE: the scheme's enrollments (first, in id order: enrollment-locks.ts), then the scheme,
      // stay while the activities are written.
      const holders = (await lockEnrollmentsOf(manager, 'scheme_id', schemeId, 'FOR KEY SHARE')).length;
      const [scheme] = await manager.query<{ name: string }[]>('SELECT name FROM schemes WHERE id = $1 FOR KEY SHARE', [schemeId]);
      if (!scheme) throw new NotFoundException(MESSAGES.schemeNotFound);
      if (holders === 0) throw new BadRequestException(MESSAGES.schemeHasNoHolders);
      if (chosen) {
        const [outsider] = await manager.query<{ id: string }[]>(
          `SELECT c.id FROM unnest($2::uuid[]) WITH ORDINALITY AS c(id, n)
           WHERE NOT EXISTS (SELECT 1 FROM enrollments e WHERE e.scheme_id = $1 AND e.investor_id = c.id)
           ORDER BY c.n LIMIT 1`,
          [schemeId, chosen],
        );
        if (outsider) throw new UnprocessableEntityException(MESSAGES.distributionNotHolder(outsider.id));
      }
      const amount = dto.type === 'transaction' ? (dto.amount ?? null) : null;
      // One post id (issue 20) on every activity of the post: its notices and read receipts group by it.
      const [{ posted, postId }] = await manager.query<{ posted: number; postId: string }[]>(
        `WITH post AS MATERIALIZED (SELECT gen_random_uuid() AS id), posted AS (
           INSERT INTO activities (type, investor_id, scheme_id, category, title, content, amount, url,
             document_url, document_name, document_type, document_size, post_id)
           SELECT $3, e.investor_id, e.scheme_id, $4, $5, $6, $7, $8, $9, $10, $11, $12, post.id
           FROM enrollments e CROSS JOIN post
           WHERE e.scheme_id = $1 AND ($2::uuid[] IS NULL OR e.investor_id = ANY ($2::uuid[]))
           RETURNING 1
         )
         SELECT (SELECT count(*) FROM posted)::int AS posted, (SELECT id FROM post) AS "postId"`,
        [
          schemeId,
          chosen,
          dto.type,
          dto.category,
          dto.title,
          dto.content,
          amount,
          dto.type === 'update' ? dto.url || null : null,
          document.documentUrl,
          document.documentName,
          document.documentType,
          document.documentSize,
        ],
      );
      const notices: NoticeCounts | null = notifies(dto) ? await this.notifications.forActivities(manager, { postId }) : null;
      const amountText = amount === null ? '' : `, amount ${amount} each`;
      const recipients = chosen ? 'chosen investors' : 'every investor enrolled';
      await this.audit.record(
        {
          action: 'ACTIVITY_POSTED',
          userId: actor.id,
          userRole: actor.role,
          details: `${dto.type} activity "${dto.title}" (${dto.category}${amountText}) posted to ${posted} investors of scheme "${scheme.name}" (${schemeId}), ${recipients}, one activity each, post ${postId}; ${noticesAudit(notices)}`,
          req,
        },
        manager,
      );
      return { schemeId, schemeName: scheme.name, type: dto.type, investorCount: posted, postId, notifiedCount: notices?.emailed ?? 0 };
    });
  }

  /** Admins, or that investor: newest first, optionally one type and one scheme. */
  async list(userId: string, query: ActivitiesQueryDto, user: AuthUser): Promise<ListResult<ActivityView>> {
    assertCanActFor(user, userId);
    const parsed = parseListQuery(query, ACTIVITY_LIST, { type: query.type, schemeId: query.schemeId, unread: query.unread });
    if ('unread' in parsed.filter) parsed.filter.unread = unreadFilter(parsed.filter.unread);
    const result = await runSqlList<ActivityRow>(poolOf(this.dataSource), ACTIVITY_ROWS, ACTIVITY_LIST, parsed, { investorId: userId });
    return result.map(mapActivity);
  }

  /**
   * Investors (issue 20 item 4): the first time they open one of their own activities. read_at is set
   * only when empty (a second call keeps the first time) and the activity's notices are marked read.
   * Another investor's activity, or none, answers 404.
   */
  async markRead(id: string, investor: AuthUser): Promise<ActivityReadView> {
    return this.dataSource.transaction(async (manager) => {
      const [marked] = await manager.query<{ readAt: Date }[]>(
        `WITH marked AS (UPDATE activities SET read_at = now() WHERE id = $1 AND investor_id = $2 AND read_at IS NULL RETURNING read_at)
         SELECT read_at AS "readAt" FROM marked`,
        [id, investor.id],
      );
      // Already read: its first time (read again after the row lock, so a concurrent first read is seen).
      const [row] = marked
        ? [marked]
        : await manager.query<{ readAt: Date | null }[]>('SELECT read_at AS "readAt" FROM activities WHERE id = $1 AND investor_id = $2', [
            id,
            investor.id,
          ]);
      if (!row?.readAt) throw new NotFoundException(MESSAGES.activityNotFound);
      await manager.query('UPDATE notifications SET read_at = now() WHERE activity_id = $1 AND investor_id = $2 AND read_at IS NULL', [
        id,
        investor.id,
      ]);
      return { id, readAt: new Date(row.readAt).toISOString() };
    });
  }

  /** Admins: a scheme's posts and distribution runs, newest first, with their read receipts. */
  async posts(schemeId: string, query: ListQuery): Promise<ListResult<SchemePostView>> {
    const parsed = parseListQuery(query, POST_LIST);
    const pool = poolOf(this.dataSource);
    const { rows } = await pool.query('SELECT 1 FROM schemes WHERE id = $1', [schemeId]);
    if (rows.length === 0) throw new NotFoundException(MESSAGES.schemeNotFound);
    const page = await runSqlList<SchemePostView & { createdAt: Date }>(pool, postRows(schemeId), POST_LIST, parsed);
    return page.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
  }

  /**
   * The object path of an uploaded activity document or saved scheme document (anything else is
   * refused) and its info: the name sent (a saved scheme document lends its own), type and size read
   * from the stored file.
   */
  private async uploadedDocument(dto: ActivityFieldsDto): Promise<DocumentColumns> {
    const key = keyFrom(dto.documentUrl ?? '', DOCUMENT_KINDS);
    if (!key) throw new BadRequestException(MESSAGES.documentNotUploaded);
    const kind = key.slice(0, key.indexOf('/'));
    let object: StoredObject | null;
    if (kind === 'activity-document') {
      // Checks size and type by content (S3 uploads arrive unchecked); a missing object is a client error here.
      object = await this.storage.verifyUpload(key, 'activity-document').catch((error: unknown) => {
        throw error instanceof NotFoundException ? new BadRequestException(MESSAGES.documentNotUploaded) : error;
      });
    } else {
      object = await this.storage.stat(key);
      if (object?.kind !== 'scheme-document') throw new BadRequestException(MESSAGES.documentNotUploaded);
    }
    const documentUrl = objectPathOf(key);
    const documentName =
      dto.documentName ??
      (kind === 'scheme-document'
        ? ((await this.dataSource.getRepository(SchemeDocument).findOneBy({ url: documentUrl }))?.name ?? null)
        : null);
    return {
      documentUrl,
      documentName,
      documentType: documentType(documentName ?? '', dto.documentType, object.contentType, object.kind),
      documentSize: sizeText(object.size),
    };
  }
}
