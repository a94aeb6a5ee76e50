import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { KycApplicationView, MESSAGES, type KycStatus } from '@fund/contracts';
import type { Request } from 'express';
import { DataSource } from 'typeorm';

import { AuditService } from '../../common/audit/audit.service.js';
import type { AuthUser } from '../../common/auth/auth.types.js';
import { listSpec, parseListQuery, runSqlList, type ListResult, type SqlSource } from '../../common/lists/list-query.js';
import { MailQueue, type QueuedMail } from '../../common/mail/mail-queue.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/tokens.js';
import { poolOf } from '../../database/pool.js';
import type { KycListQueryDto } from './dto/kyc-list-query.dto.js';
import { KycApplication } from './kyc-application.entity.js';
import { contactAddress } from './kyc.service.js';
import { mapKycApplication } from './kyc.view.js';

const KYC_LIST = listSpec(KycApplicationView, {
  resource: 'kyc',
  fields: {
    id: 'k.id',
    status: 'k.status',
    submittedAt: 'k.submitted_at',
    reviewedAt: 'k.reviewed_at',
    fullName: 'k.full_name',
    email: 'k.email',
    country: 'k.country',
    investorId: 'k.investor_id',
    reviewedBy: 'k.reviewed_by',
    dateOfBirth: 'k.date_of_birth',
    phone: 'k.phone',
    fullAddress: 'k.full_address',
    idType: 'k.id_type',
    idUploadUrl: 'k.id_upload_url',
    passportNumber: 'k.passport_number',
    employmentStatus: 'k.employment_status',
    annualIncome: 'k.annual_income',
    previousInvestments: 'k.previous_investments',
    sourceOfIncome: 'k.source_of_income',
    accountName: 'k.account_name',
    accountNumber: 'k.account_number',
    sortCode: 'k.sort_code',
    swiftBic: 'k.swift_bic',
    ibanNumber: 'k.iban_number',
    bankName: 'k.bank_name',
    bankAddress: 'k.bank_address',
    nokName: 'k.nok_name',
    nokContactNumber: 'k.nok_contact_number',
    nokContactEmail: 'k.nok_contact_email',
    nokPassportNumber: 'k.nok_passport_number',
    nokRelationship: 'k.nok_relationship',
    termsAccepted: 'k.terms_accepted',
    disclaimerAccepted: 'k.disclaimer_accepted',
    rejectionReason: 'k.rejection_reason',
  },
  search: ['k.full_name', 'k.email', 'k.phone'],
  defaultSort: ['submittedAt', 'DESC'],
  paged: true,
});

/** The applications in plain SQL on the pool: every field of the list under its name (the date of birth as its text). */
const KYC_ROWS: SqlSource = {
  select: Object.entries(KYC_LIST.fields)
    .map(([name, column]) => `${name === 'dateOfBirth' ? `${column}::text` : column} AS "${name}"`)
    .join(', '),
  from: 'kyc_applications k',
  where: 'true',
  params: [],
};

/** KYC Management (spec/001 §2): the review list and the pending -> approved | rejected move. */
@Injectable()
export class KycReviewService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly mail: MailQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Newest first; filter.status (or its alias `?status=`, the tabs) narrows it. */
  async list(query: KycListQueryDto): Promise<ListResult<KycApplicationView>> {
    const parsed = parseListQuery(query, KYC_LIST, { status: query.status });
    return (await runSqlList<KycApplication>(poolOf(this.dataSource), KYC_ROWS, KYC_LIST, parsed)).map(mapKycApplication);
  }

  /**
   * Approves or rejects a pending application. The conditional UPDATE is the lock: of two admins
   * deciding at once, one changes the row and the other finds it no longer pending (409). A rejection
   * keeps its reason (the DTO requires one) and queues the applicant's notice in the same transaction.
   */
  async review(id: string, status: KycStatus, actor: AuthUser, req: Request, rejectionReason?: string): Promise<KycApplicationView> {
    const { view, notice } = await this.dataSource.transaction(async (manager) => {
      const current = await manager.findOneBy(KycApplication, { id });
      if (!current) throw new NotFoundException(MESSAGES.kycNotFound);
      if (status === 'pending')
        throw new ConflictException(current.status === 'pending' ? MESSAGES.kycBackToPending : MESSAGES.kycNotPending);
      const reason = status === 'rejected' ? (rejectionReason ?? null) : null;
      const result = await manager
        .createQueryBuilder()
        .update(KycApplication)
        .set({ status, reviewedAt: () => 'now()', reviewedBy: actor.id, rejectionReason: reason })
        .where('id = :id AND status = :pending', { id, pending: 'pending' })
        .execute();
      if (result.affected !== 1) throw new ConflictException(MESSAGES.kycNotPending);
      const updated = await manager.findOneByOrFail(KycApplication, { id });
      await this.audit.record(
        {
          action: status === 'approved' ? 'KYC_APPROVED' : 'KYC_REJECTED',
          userId: actor.id,
          userRole: actor.role,
          details: `KYC application ${id} of ${updated.fullName} ${status}${reason ? `: ${reason}` : ''}`,
          req,
        },
        manager,
      );
      let queued: QueuedMail | null = null;
      if (status === 'rejected') {
        queued = await this.mail.enqueue(manager, 'kyc-rejected', updated.email, {
          fullName: updated.fullName,
          reason,
          applyUrl: `${this.config.appOrigin}/kyc`,
          contactAddress: contactAddress(this.config.mailFrom),
        });
      }
      return { view: mapKycApplication(updated), notice: queued };
    });
    if (notice) await this.mail.deliver(notice);
    return view;
  }
}
