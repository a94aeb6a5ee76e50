import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { KycApplicationView, MESSAGES, type KycStatus } from '@fund/contracts';
import type { Request } from 'express';
import { DataSource } from 'typeorm';

import { AuditService } from '../../common/audit/audit.service.js';
import type { AuthUser } from '../../common/auth/auth.types.js';
import { listSpec, parseListQuery, runList, type ListResult } from '../../common/lists/list-query.js';
import type { KycListQueryDto } from './dto/kyc-list-query.dto.js';
import { KycApplication } from './kyc-application.entity.js';
import { mapKycApplication } from './kyc.view.js';

const KYC_LIST = listSpec(KycApplicationView, {
  resource: 'kyc',
  fields: {
    id: 'k.id',
    status: 'k.status',
    submittedAt: 'k.submittedAt',
    reviewedAt: 'k.reviewedAt',
    fullName: 'k.fullName',
    email: 'k.email',
    country: 'k.country',
    investorId: 'k.investorId',
    reviewedBy: 'k.reviewedBy',
    dateOfBirth: 'k.dateOfBirth',
    phone: 'k.phone',
    fullAddress: 'k.fullAddress',
    idType: 'k.idType',
    idUploadUrl: 'k.idUploadUrl',
    passportNumber: 'k.passportNumber',
    employmentStatus: 'k.employmentStatus',
    annualIncome: 'k.annualIncome',
    previousInvestments: 'k.previousInvestments',
    sourceOfIncome: 'k.sourceOfIncome',
    accountName: 'k.accountName',
    accountNumber: 'k.accountNumber',
    sortCode: 'k.sortCode',
    swiftBic: 'k.swiftBic',
    ibanNumber: 'k.ibanNumber',
    bankName: 'k.bankName',
    bankAddress: 'k.bankAddress',
    nokName: 'k.nokName',
    nokContactNumber: 'k.nokContactNumber',
    nokContactEmail: 'k.nokContactEmail',
    nokPassportNumber: 'k.nokPassportNumber',
    nokRelationship: 'k.nokRelationship',
    termsAccepted: 'k.termsAccepted',
    disclaimerAccepted: 'k.disclaimerAccepted',
  },
  search: ['k.fullName', 'k.email', 'k.phone'],
  defaultSort: ['submittedAt', 'DESC'],
  paged: true,
});

/** KYC Management (spec/001 §2): the review list and the pending -> approved | rejected move. */
@Injectable()
export class KycReviewService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** Newest first; filter.status (or its alias `?status=`, the tabs) narrows it. */
  async list(query: KycListQueryDto): Promise<ListResult<KycApplicationView>> {
    const parsed = parseListQuery(query, KYC_LIST, { status: query.status });
    const qb = this.dataSource.getRepository(KycApplication).createQueryBuilder('k');
    return (await runList(qb, KYC_LIST, parsed)).map(mapKycApplication);
  }

  /**
   * Approves or rejects a pending application. The conditional UPDATE is the lock: of two admins
   * deciding at once, one changes the row and the other finds it no longer pending (409).
   */
  async review(id: string, status: KycStatus, actor: AuthUser, req: Request): Promise<KycApplicationView> {
    return this.dataSource.transaction(async (manager) => {
      const current = await manager.findOneBy(KycApplication, { id });
      if (!current) throw new NotFoundException(MESSAGES.kycNotFound);
      if (status === 'pending') throw new ConflictException(current.status === 'pending' ? MESSAGES.kycBackToPending : MESSAGES.kycNotPending);
      const result = await manager
        .createQueryBuilder()
        .update(KycApplication)
        .set({ status, reviewedAt: () => 'now()', reviewedBy: actor.id })
        .where('id = :id AND status = :pending', { id, pending: 'pending' })
        .execute();
      if (result.affected !== 1) throw new ConflictException(MESSAGES.kycNotPending);
      const updated = await manager.findOneByOrFail(KycApplication, { id });
      await this.audit.record(
        {
          action: status === 'approved' ? 'KYC_APPROVED' : 'KYC_REJECTED',
          userId: actor.id,
          userRole: actor.role,
          details: `KYC application ${id} of ${updated.fullName} ${status}`,
          req,
        },
        manager,
      );
      return mapKycApplication(updated);
    });
  }
}
