import { Injectable, NotFoundException } from '@nestjs/common';
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
import { DataSource } from 'typeorm';

import { parseListQuery, runRawList, runSqlList, type ListQuery, type ListResult } from '../../common/lists/list-query.js';
import { poolOf } from '../../database/pool.js';
import { mapEnrollment, type EnrollmentRow } from '../enrollments/enrollment.view.js';
import { enrollmentViewQuery } from '../enrollments/enrollments.queries.js';
import { KycApplication } from '../kyc/kyc-application.entity.js';
import { mapKycApplication } from '../kyc/kyc.view.js';
import { User } from '../users/user.entity.js';
import {
  hasSchemesCondition,
  mapInvestorSummary,
  POSTING_LIST_SPEC,
  postingListQuery,
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
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Investors who may receive postings: an approved KYC application linked to their user. */
  async postingList(query: ListQuery): Promise<ListResult<PostingInvestorView>> {
    const parsed = parseListQuery(query, POSTING_LIST_SPEC);
    const result = await runRawList<PostingInvestorView>(postingListQuery(this.dataSource.manager), POSTING_LIST_SPEC, parsed);
    return result.map((r) => ({ id: r.id, investorId: r.investorId, fullName: r.fullName, status: r.status, email: r.email, kycStatus: r.kycStatus }));
  }

  /** One row per investor user with totals aggregated in the database. */
  async summaries(query: ListQuery): Promise<ListResult<InvestorSummaryView>> {
    const parsed = parseListQuery(query, SUMMARY_LIST_SPEC);
    const { hasSchemes, ...filter } = parsed.filter;
    const source = summarySource(Object.hasOwn(parsed.filter, 'hasSchemes') ? hasSchemesCondition(hasSchemes) : undefined);
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
}
