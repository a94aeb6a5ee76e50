import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MESSAGES, OPEN_SCHEME_STATUSES, SchemeView, toYoutubeEmbed, type InvestorSchemeView } from '@fund/contracts';
import { DataSource, type EntityManager } from 'typeorm';

import type { ListQueryDto } from '../../common/lists/list-query.dto.js';
import { listSpec, parseListQuery, runList, type ListResult } from '../../common/lists/list-query.js';
import type { CreateSchemeDto, UpdateSchemeDto } from './dto/scheme.dto.js';
import { Product } from './product.entity.js';
import { SchemeDocumentsService } from './scheme-documents.service.js';
import { Scheme } from './scheme.entity.js';
import { mapInvestorScheme, mapScheme, type SchemeWithProduct } from './scheme.view.js';

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
  },
  search: ['s.name', 's.country'],
  defaultSort: ['createdAt', 'DESC'],
});

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
  ) {}

  private query(manager: EntityManager = this.dataSource.manager) {
    return manager.getRepository(Scheme).createQueryBuilder('s').leftJoinAndMapOne('s.product', Product, 'p', 'p.id = s.productId');
  }

  private async find(id: string, manager?: EntityManager): Promise<SchemeWithProduct> {
    const scheme = await this.query(manager).where('s.id = :id', { id }).getOne();
    if (!scheme) throw new NotFoundException(MESSAGES.schemeNotFound);
    return scheme;
  }

  async list(query: ListQueryDto): Promise<ListResult<SchemeView>> {
    return (await runList(this.query(), SCHEME_LIST, parseListQuery(query, SCHEME_LIST))).map(mapScheme);
  }

  /**
   * The portal's opportunities (issue 19 item 6): schemes open for investment (OPEN_SCHEME_STATUSES:
   * live or closing) that the investor is not enrolled in, with the same sort, filter and range as the
   * list above, so each page is full and Content-Range counts only what the investor is offered.
   */
  async listOpportunities(query: ListQueryDto, investorId: string): Promise<ListResult<SchemeView>> {
    const qb = this.query()
      .andWhere('s.status IN (:...openStatuses)', { openStatuses: [...OPEN_SCHEME_STATUSES] })
      .andWhere('NOT EXISTS (SELECT 1 FROM enrollments en WHERE en.scheme_id = s.id AND en.investor_id = :opportunityInvestorId)', {
        opportunityInvestorId: investorId,
      });
    return (await runList(qb, SCHEME_LIST, parseListQuery(query, SCHEME_LIST))).map(mapScheme);
  }

  async get(id: string): Promise<SchemeView> {
    return mapScheme(await this.find(id));
  }

  async getForInvestor(id: string): Promise<InvestorSchemeView> {
    return mapInvestorScheme(await this.find(id));
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

  /**
   * Removes the scheme and, through the database's cascades in the same statement, its enrollments
   * (and their asset allocations), activities, expressions of interest and documents. The documents'
   * stored files go after the commit: a file left behind is harmless, a row pointing nowhere is not.
   */
  async remove(id: string): Promise<SchemeView> {
    const { scheme, documentUrls } = await this.dataSource.transaction(async (manager) => {
      // The row lock makes a concurrent document attach wait, so its file is in the list below.
      const locked = await manager.getRepository(Scheme).findOne({ where: { id }, select: { id: true }, lock: { mode: 'pessimistic_write' } });
      if (!locked) throw new NotFoundException(MESSAGES.schemeNotFound);
      const found = await this.find(id, manager);
      const urls = await this.documents.urlsOf(id, manager);
      await manager.getRepository(Scheme).delete({ id });
      return { scheme: found, documentUrls: urls };
    });
    await this.documents.deleteStoredFiles(documentUrls);
    return mapScheme(scheme);
  }
}
