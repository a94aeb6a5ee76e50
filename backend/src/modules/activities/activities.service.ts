import { BadRequestException, Inject, Injectable, NotFoundException, type OnModuleInit, UnprocessableEntityException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ActivityView, MESSAGES, type SchemePostingView } from '@fund/contracts';
import type { Request } from 'express';
import { DataSource } from 'typeorm';

import { AuditService } from '../../common/audit/audit.service.js';
import type { AuthUser } from '../../common/auth/auth.types.js';
import { assertCanActFor } from '../../common/auth/ownership.js';
import { idempotentTransaction } from '../../common/idempotency/idempotency.js';
import { SCHEME_NAME_SQL } from '../../common/lists/display-names.js';
import { listSpec, parseListQuery, runSqlList, type ListResult, type SqlSource } from '../../common/lists/list-query.js';
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
  },
  search: ['a.title', 'a.content'],
  defaultSort: ['createdAt', 'DESC'],
  paged: true,
});

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
      const [scheme] = await manager.query<{ name: string }[]>('SELECT name FROM schemes WHERE id = $1', [dto.schemeId]);
      const amount = activity.amount === null ? '' : `, amount ${activity.amount}`;
      await this.audit.record(
        {
          action: 'ACTIVITY_POSTED',
          userId: actor.id,
          userRole: actor.role,
          details: `${activity.type} activity ${activity.id} (${activity.category}${amount}) to investor ${dto.investorId} in scheme "${scheme?.name ?? ''}" (${dto.schemeId})`,
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
      const [{ posted }] = await manager.query<{ posted: number }[]>(
        `WITH posted AS (
           INSERT INTO activities (type, investor_id, scheme_id, category, title, content, amount, url,
             document_url, document_name, document_type, document_size)
           SELECT $3, e.investor_id, e.scheme_id, $4, $5, $6, $7, $8, $9, $10, $11, $12
           FROM enrollments e
           WHERE e.scheme_id = $1 AND ($2::uuid[] IS NULL OR e.investor_id = ANY ($2::uuid[]))
           RETURNING 1
         )
         SELECT count(*)::int AS posted FROM posted`,
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
      const amountText = amount === null ? '' : `, amount ${amount} each`;
      const recipients = chosen ? 'chosen investors' : 'every investor enrolled';
      await this.audit.record(
        {
          action: 'ACTIVITY_POSTED',
          userId: actor.id,
          userRole: actor.role,
          details: `${dto.type} activity "${dto.title}" (${dto.category}${amountText}) posted to ${posted} investors of scheme "${scheme.name}" (${schemeId}), ${recipients}, one activity each`,
          req,
        },
        manager,
      );
      return { schemeId, schemeName: scheme.name, type: dto.type, investorCount: posted };
    });
  }

  /** Admins, or that investor: newest first, optionally one type and one scheme. */
  async list(userId: string, query: ActivitiesQueryDto, user: AuthUser): Promise<ListResult<ActivityView>> {
    assertCanActFor(user, userId);
    const parsed = parseListQuery(query, ACTIVITY_LIST, { type: query.type, schemeId: query.schemeId });
    const result = await runSqlList<ActivityRow>(poolOf(this.dataSource), ACTIVITY_ROWS, ACTIVITY_LIST, parsed, { investorId: userId });
    return result.map(mapActivity);
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
      (kind === 'scheme-document' ? ((await this.dataSource.getRepository(SchemeDocument).findOneBy({ url: documentUrl }))?.name ?? null) : null);
    return {
      documentUrl,
      documentName,
      documentType: documentType(documentName ?? '', dto.documentType, object.contentType, object.kind),
      documentSize: sizeText(object.size),
    };
  }
}
