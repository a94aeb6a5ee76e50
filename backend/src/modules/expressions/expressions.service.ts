import { ConflictException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ExpressionView, InvestorExpressionView, isOpenForInvestment, MESSAGES } from '@fund/contracts';
import type { Request } from 'express';
import { DataSource, type EntityManager } from 'typeorm';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { assertCanActFor } from '../../common/auth/ownership.js';
import { uniqueViolation } from '../../common/errors/unique-violation.js';
import { INVESTOR_NAME_SQL, SCHEME_NAME_SQL } from '../../common/lists/display-names.js';
import { listSpec, parseListQuery, runRawList, type ListResult } from '../../common/lists/list-query.js';
import { Enrollment } from '../enrollments/enrollment.entity.js';
import { lockInvestorScheme } from '../enrollments/investor-scheme-lock.js';
import { Scheme } from '../schemes/scheme.entity.js';
import { ShariaGate } from '../sharia/sharia-status.js';
import { User } from '../users/user.entity.js';
import type { CreateExpressionDto } from './dto/create-expression.dto.js';
import type { ListQueryDto } from '../../common/lists/list-query.dto.js';
import type { ExpressionsQueryDto } from './dto/expressions-query.dto.js';
import type { UpdateExpressionDto } from './dto/update-expression.dto.js';
import { ExpressionOfInterest } from './expression-of-interest.entity.js';
import { mapExpression, mapInvestorExpression, type ExpressionRow } from './expression.view.js';

/** The partial unique index: one open (pending or contacted, not archived) expression per investor and scheme. */
const OPEN_EXPRESSION_KEY = 'expressions_of_interest_open_key';

const EXPRESSION_LIST = listSpec(ExpressionView, {
  resource: 'expressions-of-interest',
  fields: {
    id: 'e.id',
    investorId: 'e.investor_id',
    investorName: INVESTOR_NAME_SQL,
    schemeId: 'e.scheme_id',
    schemeName: SCHEME_NAME_SQL,
    status: 'e.status',
    archived: 'e.archived',
    submittedAt: 'e.submitted_at',
    notes: 'e.notes',
  },
  search: ['u.full_name', 's.name', 'e.notes'],
  defaultSort: ['submittedAt', 'DESC'],
  paged: true,
});

/** An investor's own expressions (issue 19 item 6); investorId is the session's, never the query's. */
const OWN_EXPRESSION_LIST = listSpec(InvestorExpressionView, {
  resource: 'expressions-of-interest',
  fields: {
    id: 'e.id',
    investorId: 'e.investor_id',
    schemeId: 'e.scheme_id',
    schemeName: SCHEME_NAME_SQL,
    status: 'e.status',
    submittedAt: 'e.submitted_at',
  },
  search: ['s.name'],
  defaultSort: ['submittedAt', 'DESC'],
  paged: true,
});

const isTrue = (value: unknown) => value === true || value === 'true';

@Injectable()
export class ExpressionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sharia: ShariaGate,
  ) {}

  /**
   * An investor expresses interest for themselves, in a scheme open for investment (live or closing)
   * and not archived (422 otherwise); one open expression per scheme (race-safe by the index).
   */
  async create(dto: CreateExpressionDto, user: AuthUser, req?: Request): Promise<ExpressionView> {
    assertCanActFor(user, dto.investorId);
    try {
      const id = await this.dataSource.transaction(async (manager) => {
        // FOR SHARE: an archive under way (FOR UPDATE) finishes first, and this reads its archivedAt.
        const scheme = await manager.findOne(Scheme, {
          where: { id: dto.schemeId },
          select: { id: true, status: true, archivedAt: true },
          lock: { mode: 'pessimistic_read' },
        });
        if (!scheme) throw new NotFoundException(MESSAGES.schemeNotFound);
        if (scheme.archivedAt !== null) throw new UnprocessableEntityException(MESSAGES.schemeArchived);
        if (!isOpenForInvestment(scheme.status)) throw new UnprocessableEntityException(MESSAGES.schemeNotOpen);
        // Issue 24: an expired Sharia certificate refuses new interest (or warns, by the fund's setting).
        await this.sharia.gate(manager, dto.schemeId, req);
        await lockInvestorScheme(manager, dto.investorId, dto.schemeId);
        if (await manager.existsBy(Enrollment, { investorId: dto.investorId, schemeId: dto.schemeId })) {
          throw new ConflictException(MESSAGES.alreadyEnrolled);
        }
        const saved = await manager.save(
          manager.create(ExpressionOfInterest, {
            investorId: dto.investorId,
            schemeId: dto.schemeId,
            status: 'pending',
            notes: null,
            archived: false,
          }),
        );
        return saved.id;
      });
      return await this.view(id);
    } catch (error) {
      throw uniqueViolation(error) === OPEN_EXPRESSION_KEY ? new ConflictException(MESSAGES.expressionExists) : error;
    }
  }

  /**
   * Admins: newest first. Archived ones are hidden unless filter.archived (or its alias `?archived=`)
   * is true: the 'Show archived' switch shows them with the others.
   */
  async list(query: ExpressionsQueryDto): Promise<ListResult<ExpressionView>> {
    const parsed = parseListQuery(query, EXPRESSION_LIST, { archived: query.archived });
    const includeArchived = isTrue(parsed.filter.archived);
    delete parsed.filter.archived;
    const qb = this.viewQuery(this.dataSource.manager);
    if (!includeArchived) qb.andWhere('NOT e.archived');
    return (await runRawList<ExpressionRow>(qb, EXPRESSION_LIST, parsed)).map(mapExpression);
  }

  /**
   * The caller's own expressions, newest first, archived ones left out (an archived expression is no
   * longer open: the investor may express interest again). No notes: they are the admins'.
   */
  async listOwn(query: ListQueryDto, user: AuthUser): Promise<ListResult<InvestorExpressionView>> {
    const parsed = parseListQuery(query, OWN_EXPRESSION_LIST);
    const qb = this.viewQuery(this.dataSource.manager).andWhere('NOT e.archived');
    return (await runRawList<ExpressionRow>(qb, OWN_EXPRESSION_LIST, parsed, { investorId: user.id })).map(mapInvestorExpression);
  }

  async update(id: string, dto: UpdateExpressionDto): Promise<ExpressionView> {
    const changes: Partial<ExpressionOfInterest> = { status: dto.status, updatedAt: new Date() };
    if (dto.notes !== undefined) changes.notes = dto.notes;
    try {
      const result = await this.dataSource.getRepository(ExpressionOfInterest).update({ id }, changes);
      if (!result.affected) throw new NotFoundException(MESSAGES.expressionNotFound);
    } catch (error) {
      // Reopening one while another open expression exists for the same investor and scheme.
      throw uniqueViolation(error) === OPEN_EXPRESSION_KEY ? new ConflictException(MESSAGES.expressionExists) : error;
    }
    return this.view(id);
  }

  async archive(id: string): Promise<ExpressionView> {
    const result = await this.dataSource
      .createQueryBuilder()
      .update(ExpressionOfInterest)
      .set({ archived: true, updatedAt: () => 'now()' })
      .where('id = :id AND NOT archived', { id })
      .execute();
    if (!result.affected) {
      const exists = await this.dataSource.getRepository(ExpressionOfInterest).existsBy({ id });
      throw exists ? new ConflictException(MESSAGES.expressionArchived) : new NotFoundException(MESSAGES.expressionNotFound);
    }
    return this.view(id);
  }

  /** Permanent (spec/001 §4); answers the deleted expression. */
  async remove(id: string): Promise<ExpressionView> {
    return this.dataSource.transaction(async (manager) => {
      const view = await this.view(id, manager);
      await manager.delete(ExpressionOfInterest, { id });
      return view;
    });
  }

  private async view(id: string, manager: EntityManager = this.dataSource.manager): Promise<ExpressionView> {
    const row = await this.viewQuery(manager).where('e.id = :id', { id }).getRawOne<ExpressionRow>();
    if (!row) throw new NotFoundException(MESSAGES.expressionNotFound);
    return mapExpression(row);
  }

  /** LEFT JOINs: a missing investor or scheme reads as 'Unknown Investor' / 'Unknown Scheme'. */
  private viewQuery(manager: EntityManager) {
    return manager
      .getRepository(ExpressionOfInterest)
      .createQueryBuilder('e')
      .leftJoin(User, 'u', 'u.id = e.investor_id')
      .leftJoin(Scheme, 's', 's.id = e.scheme_id')
      .select('e.id', 'id')
      .addSelect('e.investor_id', 'investorId')
      .addSelect(INVESTOR_NAME_SQL, 'investorName')
      .addSelect('e.scheme_id', 'schemeId')
      .addSelect(SCHEME_NAME_SQL, 'schemeName')
      .addSelect('e.status', 'status')
      .addSelect('e.notes', 'notes')
      .addSelect('e.archived', 'archived')
      .addSelect('e.submitted_at', 'submittedAt');
  }
}
