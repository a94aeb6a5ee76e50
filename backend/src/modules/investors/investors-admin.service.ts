import { Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  MESSAGES,
  returnPercentage,
  type EnrollmentView,
  type InvestorDetailsView,
  type InvestorMetricsView,
  type InvestorSummaryView,
  type PostingInvestorView,
} from '@fund/contracts';
import type { Request } from 'express';
import { DataSource } from 'typeorm';

import { AuditService } from '../../common/audit/audit.service.js';
import type { AuthUser } from '../../common/auth/auth.types.js';

import { parseListQuery, runRawList, runSqlList, type ListQuery, type ListResult } from '../../common/lists/list-query.js';
import { poolOf } from '../../database/pool.js';
import { mapEnrollment, type EnrollmentRow } from '../enrollments/enrollment.view.js';
import { enrollmentViewQuery } from '../enrollments/enrollments.queries.js';
import { KycApplication } from '../kyc/kyc-application.entity.js';
import { mapKycApplication } from '../kyc/kyc.view.js';
import { User } from '../users/user.entity.js';
import { lockedUser } from '../users/user-locks.js';
import type { CorrectPersonalDto } from './dto/correct-personal.dto.js';
import {
  hasSchemesCondition,
  mapInvestorSummary,
  POSTING_LIST_SPEC,
  postingListQuery,
  schemeCondition,
  SUMMARY_LIST_SPEC,
  summarySource,
  type InvestorSummaryRow,
} from './investors-admin.queries.js';

/** spec/001 §3 "Investor details" metrics, by the §9 formulas. */
export function investorMetrics(enrollments: readonly EnrollmentView[]): InvestorMetricsView {
  const sum = (pick: (e: EnrollmentView) => number) => enrollments.reduce((total, e) => total + pick(e), 0);
  const totalInvested = sum((e) => e.investmentAmount);
  const currentValue = sum((e) => e.currentValue);
  return {
    totalInvested,
    currentValue,
    totalReturn: currentValue - totalInvested,
    returnPercentage: returnPercentage(currentValue, totalInvested),
    totalPayouts: sum((e) => e.totalPayouts),
    activeSchemes: enrollments.filter((e) => e.status === 'earning').length,
  };
}

/** The admin Investors pages: the posting list, the summaries and one investor's details. */
@Injectable()
export class InvestorsAdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** Investors who may receive postings: an approved KYC application linked to their user. */
  async postingList(query: ListQuery): Promise<ListResult<PostingInvestorView>> {
    const parsed = parseListQuery(query, POSTING_LIST_SPEC);
    const result = await runRawList<PostingInvestorView>(postingListQuery(this.dataSource.manager), POSTING_LIST_SPEC, parsed);
    return result.map((r) => ({
      id: r.id,
      investorId: r.investorId,
      fullName: r.fullName,
      status: r.status,
      email: r.email,
      kycStatus: r.kycStatus,
    }));
  }

  /** One row per investor user with totals aggregated in the database. */
  async summaries(query: ListQuery): Promise<ListResult<InvestorSummaryView>> {
    const parsed = parseListQuery(query, SUMMARY_LIST_SPEC);
    const { hasSchemes, schemeId, ...filter } = parsed.filter;
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (Object.hasOwn(parsed.filter, 'hasSchemes')) conditions.push(hasSchemesCondition(hasSchemes));
    if (Object.hasOwn(parsed.filter, 'schemeId')) {
      const scheme = schemeCondition(schemeId, params.length + 1);
      conditions.push(scheme.condition);
      params.push(scheme.param);
    }
    const source = summarySource(conditions, params);
    const result = await runSqlList<InvestorSummaryRow>(poolOf(this.dataSource), source, SUMMARY_LIST_SPEC, { ...parsed, filter });
    return result.map(mapInvestorSummary);
  }

  /** The Investor Portfolio Details dialog: KYC application (or null), enrollments newest first, metrics. */
  async details(investorId: string): Promise<InvestorDetailsView> {
    const isInvestor = await this.dataSource.getRepository(User).existsBy({ id: investorId, role: 'investor' });
    if (!isInvestor) throw new NotFoundException(MESSAGES.investorNotFound);
    const [kyc, rows] = await Promise.all([
      this.dataSource.getRepository(KycApplication).findOneBy({ investorId }),
      enrollmentViewQuery(this.dataSource.manager)
        .where('e.investor_id = :investorId', { investorId })
        .orderBy('e.enrolled_at', 'DESC')
        .addOrderBy('e.id', 'ASC')
        .getRawMany<EnrollmentRow>(),
    ]);
    const enrollments = rows.map(mapEnrollment);
    return { kyc: kyc ? mapKycApplication(kyc) : null, enrollments, metrics: investorMetrics(enrollments) };
  }

  /**
   * Issue 21 item 6: an admin corrects an investor's personal details (the fields sent; the name is the
   * account's and the application's). In one transaction, the user and application rows locked: the
   * fields that differ are written and one INVESTOR_DETAILS_CHANGED row names them (the old name beside
   * the full name; never the phone, date of birth, address or passport number); the same values again
   * write nothing. Answers the details as GET .../details does.
   */
  async correctPersonal(investorId: string, dto: CorrectPersonalDto, actor: AuthUser, req: Request): Promise<InvestorDetailsView> {
    await this.dataSource.transaction(async (manager) => {
      const user = await lockedUser(manager, investorId);
      if (!user || user.role !== 'investor') throw new NotFoundException(MESSAGES.investorNotFound);
      const kyc = await manager.findOne(KycApplication, { where: { investorId }, lock: { mode: 'pessimistic_write' } });
      const applicationChanges: Partial<KycApplication> = {};
      for (const field of APPLICATION_FIELDS) {
        if (dto[field] === undefined) continue;
        if (!kyc) throw new UnprocessableEntityException(MESSAGES.investorHasNoApplication);
        if (kyc[field] !== dto[field]) Object.assign(applicationChanges, { [field]: dto[field] });
      }
      const renamed = dto.fullName !== undefined && (dto.fullName !== user.fullName || (kyc !== null && dto.fullName !== kyc.fullName));
      if (renamed) {
        await manager.update(User, { id: investorId }, { fullName: dto.fullName });
        if (kyc) applicationChanges.fullName = dto.fullName;
      }
      if (kyc && Object.keys(applicationChanges).length > 0) await manager.update(KycApplication, { id: kyc.id }, applicationChanges);
      const changed = [
        ...(renamed ? [dto.fullName !== user.fullName ? `full name (was ${user.fullName})` : 'full name'] : []),
        ...APPLICATION_FIELDS.filter((field) => Object.hasOwn(applicationChanges, field)).map((field) => FIELD_NAMES[field]),
      ];
      if (changed.length === 0) return;
      await this.audit.record(
        {
          action: 'INVESTOR_DETAILS_CHANGED',
          userId: actor.id,
          userRole: actor.role,
          details: `Personal details of ${dto.fullName ?? user.fullName} (${investorId}) corrected by ${actor.fullName}: ${changed.join(', ')}`,
          req,
        },
        manager,
      );
    });
    return this.details(investorId);
  }
}

/** The application's fields an admin may correct besides the name, in the order the audit row names them. */
const APPLICATION_FIELDS = ['phone', 'dateOfBirth', 'country', 'fullAddress', 'passportNumber'] as const;
const FIELD_NAMES: Record<(typeof APPLICATION_FIELDS)[number], string> = {
  phone: 'phone',
  dateOfBirth: 'date of birth',
  country: 'country',
  fullAddress: 'address',
  passportNumber: 'passport number',
};
