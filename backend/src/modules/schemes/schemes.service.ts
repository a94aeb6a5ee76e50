import { BadRequestException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  MESSAGES,
  OPEN_SCHEME_STATUSES,
  SchemeView,
  toYoutubeEmbed,
  type InvestorSchemeView,
  type SchemeDeletionImpactView,
} from '@fund/contracts';
import type { Request } from 'express';
import { DataSource, type EntityManager } from 'typeorm';

import { AuditService } from '../../common/audit/audit.service.js';
import type { AuthUser } from '../../common/auth/auth.types.js';
import type { ListQueryDto } from '../../common/lists/list-query.dto.js';
import { listSpec, parseListQuery, runList, type ListResult } from '../../common/lists/list-query.js';
import { schemeDeletionImpact, schemeImpactText } from './deletion-impact.js';
import type { CreateSchemeDto, UpdateSchemeDto } from './dto/scheme.dto.js';
import { Product } from './product.entity.js';
import { SchemeDocumentsService } from './scheme-documents.service.js';
import { Scheme } from './scheme.entity.js';
import { mapInvestorScheme, mapScheme, type SchemeWithProduct } from './scheme.view.js';
import { lockEnrollmentsOf } from '../enrollments/enrollment-locks.js';

const SCHEME_LIST = listSpec(SchemeView, {
  resource: 'schemes',
  fields: {
    id: 's.id',
    productId: 's.productId',
    productName: 'p.name',
    name: 's.name',
    country: 's.country',
    status: 's.status',
    minimumInvestment: 's.minimumInvestment',
    returnType: 's.returnType',
    payoutFrequency: 's.payoutFrequency',
    capitalReturnMethod: 's.capitalReturnMethod',
    createdAt: 's.createdAt',
    updatedAt: 's.updatedAt',
    description: 's.description',
    term: 's.term',
    roiPerAnnum: 's.roiPerAnnum',
    liquidity: 's.liquidity',
    videoUrl: 's.videoUrl',
    archivedAt: 's.archivedAt',
    /** filter {archived: true}: the back office's Archived schemes (archivedAt set); false: the current ones. Applied by archivedCondition. */
    archived: '(s.archivedAt IS NOT NULL)',
  },
  search: ['s.name', 's.country'],
  defaultSort: ['createdAt', 'DESC'],
  // archivedCondition takes these four and refuses anything else.
  filterSchemas: {
    archived: {
      enum: [true, false, 'true', 'false'],
      description: 'true: archived schemes only; false: current ones only; left out: both',
    },
  },
});

/** filter.archived as a plain condition on archived_at (true: archived, false: current). */
function archivedCondition(value: unknown): string {
  if (value === true || value === 'true') return 's.archivedAt IS NOT NULL';
  if (value === false || value === 'false') return 's.archivedAt IS NULL';
  throw new BadRequestException('Invalid filter: "archived" must be true or false');
}

/** spec/001 §4: what a new scheme gets for the fields the form may leave out. */
const CREATE_DEFAULTS = {
  status: 'live',
  minimumInvestment: 0,
  returnType: 'fixed',
  payoutFrequency: 'quarterly',
  capitalReturnMethod: 'capital_end_of_term',
} as const;

// Payout frequency: the create form offers five values and the edit form three (spec/001 §9). The
// server accepts all five on both: a scheme created as bi_annually or end_of_term must stay valid when
// edited, and refusing its own stored value on a PATCH would make the record impossible to save back.
// The edit form's shorter list is a UI choice, not a rule on the data.

@Injectable()
export class SchemesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly documents: SchemeDocumentsService,
    private readonly audit: AuditService,
  ) {}

  private query(manager: EntityManager = this.dataSource.manager) {
    return manager.getRepository(Scheme).createQueryBuilder('s').leftJoinAndMapOne('s.product', Product, 'p', 'p.id = s.productId');
  }

  private async find(id: string, manager?: EntityManager): Promise<SchemeWithProduct> {
    const scheme = await this.query(manager).where('s.id = :id', { id }).getOne();
    if (!scheme) throw new NotFoundException(MESSAGES.schemeNotFound);
    return scheme;
  }

  /** Archived schemes are listed with the others (archivedAt says which) unless filter.archived narrows the list. */
  async list(query: ListQueryDto): Promise<ListResult<SchemeView>> {
    const parsed = parseListQuery(query, SCHEME_LIST);
    const qb = this.query();
    if (Object.hasOwn(parsed.filter, 'archived')) {
      qb.andWhere(archivedCondition(parsed.filter.archived));
      delete parsed.filter.archived;
    }
    return (await runList(qb, SCHEME_LIST, parsed)).map(mapScheme);
  }

  /**
   * The portal's opportunities (issue 19 item 6): schemes open for investment (OPEN_SCHEME_STATUSES:
   * live or closing) and not archived (item 5) that the investor is not enrolled in, with the same sort,
   * filter and range as the list above, so each page is full and Content-Range counts only what the
   * investor is offered.
   */
  async listOpportunities(query: ListQueryDto, investorId: string): Promise<ListResult<SchemeView>> {
    const qb = this.query()
      .andWhere('s.status IN (:...openStatuses)', { openStatuses: [...OPEN_SCHEME_STATUSES] })
      .andWhere('s.archivedAt IS NULL')
      .andWhere('NOT EXISTS (SELECT 1 FROM enrollments en WHERE en.scheme_id = s.id AND en.investor_id = :opportunityInvestorId)', {
        opportunityInvestorId: investorId,
      });
    return (await runList(qb, SCHEME_LIST, parseListQuery(query, SCHEME_LIST))).map(mapScheme);
  }

  async get(id: string): Promise<SchemeView> {
    return mapScheme(await this.find(id));
  }

  /** An archived scheme is no opportunity (issue 19 item 5): 404 as an unknown one; its holders read it through their investments. */
  async getForInvestor(id: string): Promise<InvestorSchemeView> {
    const scheme = await this.find(id);
    if (scheme.archivedAt) throw new NotFoundException(MESSAGES.schemeNotFound);
    return mapInvestorScheme(scheme);
  }

  async create(dto: CreateSchemeDto): Promise<SchemeView> {
    const { videoUrl, ...fields } = dto;
    const repo = this.dataSource.getRepository(Scheme);
    const saved = await repo.save(repo.create({ ...CREATE_DEFAULTS, ...fields, videoUrl: videoUrl ? toYoutubeEmbed(videoUrl) : null }));
    return this.get(saved.id);
  }

  async update(id: string, dto: UpdateSchemeDto): Promise<SchemeView> {
    const { videoUrl, ...fields } = dto;
    const patch: Partial<Scheme> = { ...fields };
    if (videoUrl !== undefined) patch.videoUrl = videoUrl ? toYoutubeEmbed(videoUrl) : null;
    if (Object.keys(patch).length > 0) {
      const result = await this.dataSource.getRepository(Scheme).update({ id }, patch);
      if (!result.affected) throw new NotFoundException(MESSAGES.schemeNotFound);
    }
    return this.get(id);
  }

  /** What deleting the scheme would remove (issue 19 item 5), counted in one statement; 404 for no such scheme. */
  async deletionImpact(id: string): Promise<SchemeDeletionImpactView> {
    const impact = await schemeDeletionImpact(this.dataSource.manager, id);
    if (!impact) throw new NotFoundException(MESSAGES.schemeNotFound);
    return impact;
  }

  /**
   * Removes the scheme and, through the database's cascades in the same statement, its enrollments
   * (and their asset allocations), activities, expressions of interest, documents and distribution
   * runs (with their lines), with the acting
   * admin's SCHEME_DELETED audit row naming how many of each went (deletion-impact.ts), in the same
   * transaction. The documents' stored files go after the commit: a file left behind is harmless, a
   * row pointing nowhere is not.
   */
  async remove(id: string, actor: AuthUser, req: Request): Promise<SchemeView> {
    const { scheme, documentUrls } = await this.dataSource.transaction(async (manager) => {
      // The locks make whatever would add to the scheme wait, so the counts below and the document list
      // are what the delete removes: its enrollments first, in id order, as a payout or a distribution run
      // locks them before writing rows that name the scheme (the other order could deadlock with them);
      // then the scheme row (a document attach, an enrollment, an activity wait); then any enrollment made
      // meanwhile. The cascade would take the same locks.
      await lockEnrollmentsOf(manager, 'scheme_id', id, 'FOR UPDATE');
      const locked = await manager
        .getRepository(Scheme)
        .findOne({ where: { id }, select: { id: true }, lock: { mode: 'pessimistic_write' } });
      if (!locked) throw new NotFoundException(MESSAGES.schemeNotFound);
      await lockEnrollmentsOf(manager, 'scheme_id', id, 'FOR UPDATE');
      const found = await this.find(id, manager);
      const impact = (await schemeDeletionImpact(manager, id)) as SchemeDeletionImpactView;
      const urls = await this.documents.urlsOf(id, manager);
      await manager.getRepository(Scheme).delete({ id });
      await this.audit.record(
        {
          action: 'SCHEME_DELETED',
          userId: actor.id,
          userRole: actor.role,
          details: `Scheme "${found.name}" (${found.id}) deleted: ${schemeImpactText(impact)}`,
          req,
        },
        manager,
      );
      return { scheme: found, documentUrls: urls };
    });
    await this.documents.deleteStoredFiles(documentUrls);
    return mapScheme(scheme);
  }

  /**
   * Archives a current scheme (issue 19 item 5): it keeps every row of its history, leaves the
   * opportunities and takes no new enrollment or expression of interest. 422 when already archived;
   * a SCHEME_ARCHIVED audit row with what it keeps.
   */
  archive(id: string, actor: AuthUser, req: Request): Promise<SchemeView> {
    return this.setArchived(id, true, actor, req);
  }

  /** Makes an archived scheme current again; 422 when it is not archived; a SCHEME_RESTORED audit row. */
  restore(id: string, actor: AuthUser, req: Request): Promise<SchemeView> {
    return this.setArchived(id, false, actor, req);
  }

  private async setArchived(id: string, archive: boolean, actor: AuthUser, req: Request): Promise<SchemeView> {
    const scheme = await this.dataSource.transaction(async (manager) => {
      // FOR NO KEY UPDATE: an enrollment or expression of interest under way (FOR SHARE on the scheme)
      // finishes first, and one that starts later reads the new archivedAt; payouts, runs and posts (whose
      // foreign keys take FOR KEY SHARE) go on while the counts below are made.
      const locked = await manager.getRepository(Scheme).findOne({ where: { id }, lock: { mode: 'for_no_key_update' } });
      if (!locked) throw new NotFoundException(MESSAGES.schemeNotFound);
      if (archive && locked.archivedAt !== null) throw new UnprocessableEntityException(MESSAGES.schemeAlreadyArchived);
      if (!archive && locked.archivedAt === null) throw new UnprocessableEntityException(MESSAGES.schemeNotArchived);
      await manager
        .createQueryBuilder()
        .update(Scheme)
        .set({ archivedAt: archive ? () => 'now()' : null })
        .where('id = :id', { id })
        .execute();
      const impact = (await schemeDeletionImpact(manager, id)) as SchemeDeletionImpactView;
      await this.audit.record(
        {
          action: archive ? 'SCHEME_ARCHIVED' : 'SCHEME_RESTORED',
          userId: actor.id,
          userRole: actor.role,
          details: archive
            ? `Scheme "${locked.name}" (${id}) archived, keeping ${schemeImpactText(impact)}`
            : `Scheme "${locked.name}" (${id}) restored, with ${schemeImpactText(impact)}`,
          req,
        },
        manager,
      );
      return this.find(id, manager);
    });
    return mapScheme(scheme);
  }
}
