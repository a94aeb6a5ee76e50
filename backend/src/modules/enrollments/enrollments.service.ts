import { ConflictException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isAdminRole, MESSAGES, type EnrollmentView } from '@fund/contracts';
import type { Request } from 'express';
import { DataSource } from 'typeorm';

import { AuditService } from '../../common/audit/audit.service.js';
import type { AuthUser } from '../../common/auth/auth.types.js';
import { assertCanActFor } from '../../common/auth/ownership.js';
import { uniqueViolation } from '../../common/errors/unique-violation.js';
import { idempotentTransaction } from '../../common/idempotency/idempotency.js';
import {
  parseListQuery,
  runRawList,
  type ListQuery,
  type ListResult,
  type ListSpec,
  type ParsedList,
} from '../../common/lists/list-query.js';
import { Activity } from '../activities/activity.entity.js';
import { ExpressionOfInterest } from '../expressions/expression-of-interest.entity.js';
import { Scheme } from '../schemes/scheme.entity.js';
import { ShariaGate } from '../sharia/sharia-status.js';
import { User } from '../users/user.entity.js';
import type { CreateEnrollmentDto } from './dto/create-enrollment.dto.js';
import type { EnrollmentsQueryDto } from './dto/enrollments-query.dto.js';
import { Enrollment } from './enrollment.entity.js';
import { mapEnrollment, type EnrollmentRow } from './enrollment.view.js';
import { ENROLLMENT_LIST, enrollmentViewQuery, findEnrollmentView, INVESTMENT_LIST } from './enrollments.queries.js';
import { lockInvestorScheme } from './investor-scheme-lock.js';

const ENROLLMENT_KEY = 'enrollments_investor_scheme_key';

@Injectable()
export class EnrollmentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly sharia: ShariaGate,
  ) {}

  /**
   * Admins enroll an active investor at or above the scheme's minimum. One enrollment per investor and
   * scheme (the unique constraint keeps it race-safe); the investor's open expressions for the scheme
   * become 'enrolled' in the same transaction, and so are the money paid in, on record as a Contribution
   * transaction activity for the invested amount dated the enrollment's date (issue 19 item 2; migration
   * 1796700000000 wrote the same for earlier enrollments), and the acting admin's ENROLLMENT_CREATED audit row.
   */
  async create(dto: CreateEnrollmentDto, actor: AuthUser, req: Request): Promise<EnrollmentView> {
    try {
      return await idempotentTransaction(this.dataSource, async (manager) => {
        // FOR KEY SHARE: the investor and scheme cannot be deleted under us.
        const investor = await manager.findOne(User, { where: { id: dto.investorId }, lock: { mode: 'pessimistic_read' } });
        if (!investor) throw new NotFoundException(MESSAGES.investorNotFound);
        if (investor.role !== 'investor' || investor.status !== 'active')
          throw new UnprocessableEntityException(MESSAGES.investorNotActive);
        const scheme = await manager.findOne(Scheme, { where: { id: dto.schemeId }, lock: { mode: 'pessimistic_read' } });
        if (!scheme) throw new NotFoundException(MESSAGES.schemeNotFound);
        // Issue 19 item 5: an archived scheme keeps its holders and takes no new ones.
        if (scheme.archivedAt !== null) throw new UnprocessableEntityException(MESSAGES.schemeArchived);
        // Issue 24: an expired Sharia certificate refuses new enrollments (or warns, by the fund's setting).
        await this.sharia.gate(manager, scheme.id, req);
        if (dto.investmentAmount < scheme.minimumInvestment) {
          throw new UnprocessableEntityException(MESSAGES.investmentBelowMinimum(scheme.minimumInvestment));
        }
        await lockInvestorScheme(manager, investor.id, scheme.id);
        const enrollment = await manager.save(
          manager.create(Enrollment, {
            investorId: investor.id,
            schemeId: scheme.id,
            status: 'earning',
            investmentAmount: dto.investmentAmount,
            currentValue: dto.currentValue ?? dto.investmentAmount,
            totalPayouts: 0,
            nextPayoutDate: null,
            nextPayoutAmount: null,
          }),
        );
        await manager
          .createQueryBuilder()
          .update(ExpressionOfInterest)
          .set({ status: 'enrolled', updatedAt: () => 'now()' })
          .where(`investor_id = :investorId AND scheme_id = :schemeId AND status IN ('pending', 'contacted')`, {
            investorId: investor.id,
            schemeId: scheme.id,
          })
          .execute();
        const enrolledOn = enrollment.enrolledAt.toISOString().slice(0, 10);
        const contribution = await manager.save(
          manager.create(Activity, {
            type: 'transaction',
            category: 'Contribution',
            investorId: investor.id,
            schemeId: scheme.id,
            title: 'Contribution',
            content: `Investment in ${scheme.name} (enrollment date ${enrolledOn})`,
            amount: enrollment.investmentAmount,
            url: null,
            documentUrl: null,
            assetId: null,
            netProfits: null,
            // created_at defaults to now(), the transaction's start, as enrolled_at does: the same instant.
          }),
        );
        await this.audit.record(
          {
            action: 'ENROLLMENT_CREATED',
            userId: actor.id,
            userRole: actor.role,
            details: `Enrollment ${enrollment.id}: investor ${investor.username} (${investor.id}) in scheme "${scheme.name}" (${scheme.id}), investment amount ${enrollment.investmentAmount}, current value ${enrollment.currentValue}; contribution activity ${contribution.id}`,
            req,
          },
          manager,
        );
        return findEnrollmentView(manager, enrollment.id);
      });
    } catch (error) {
      throw uniqueViolation(error) === ENROLLMENT_KEY ? new ConflictException(MESSAGES.alreadyEnrolled) : error;
    }
  }

  /**
   * Admins: all, or one investor's with filter.investorId (or its alias `?investorId=`). An investor:
   * only with their own id there, and no other.
   */
  list(query: EnrollmentsQueryDto, user: AuthUser): Promise<ListResult<EnrollmentView>> {
    const parsed = parseListQuery(query, ENROLLMENT_LIST, { investorId: query.investorId });
    const { investorId } = parsed.filter;
    if (!isAdminRole(user.role)) assertCanActFor(user, typeof investorId === 'string' ? investorId : undefined);
    return this.run(ENROLLMENT_LIST, parsed);
  }

  /** GET /api/investors/:investorId/enrollments: admins, or that investor. */
  ofInvestor(investorId: string, query: ListQuery, user: AuthUser): Promise<ListResult<EnrollmentView>> {
    assertCanActFor(user, investorId);
    return this.run(ENROLLMENT_LIST, parseListQuery(query, ENROLLMENT_LIST), { investorId });
  }

  /** Admins: every enrollment with investor and scheme names. */
  investments(query: ListQuery): Promise<ListResult<EnrollmentView>> {
    return this.run(INVESTMENT_LIST, parseListQuery(query, INVESTMENT_LIST));
  }

  private async run(spec: ListSpec, parsed: ParsedList, scope: Record<string, unknown> = {}): Promise<ListResult<EnrollmentView>> {
    return (await runRawList<EnrollmentRow>(enrollmentViewQuery(this.dataSource.manager), spec, parsed, scope)).map(mapEnrollment);
  }
}
