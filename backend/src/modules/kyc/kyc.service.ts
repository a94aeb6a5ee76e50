import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MESSAGES, type KycSubmittedView } from '@fund/contracts';
import { DataSource } from 'typeorm';

import { MailQueue } from '../../common/mail/mail-queue.js';
import { counterKey, takeHit } from '../../common/rate-limit/counters.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/tokens.js';
import type { SubmitKycDto } from './dto/submit-kyc.dto.js';
import { KycApplication } from './kyc-application.entity.js';
import { KycDocumentsService } from './kyc-documents.service.js';
import { mapKycSubmitted } from './kyc.view.js';

/** The public KYC submission (spec/000 §2 "KYC submit screen"). */
@Injectable()
export class KycService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly documents: KycDocumentsService,
    private readonly mail: MailQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Stores a pending application; its ID document must be an upload no other application holds. The
   * applicant's acknowledgement (issue 21) is queued in the same transaction and tried once it commits.
   */
  async submit(dto: SubmitKycDto): Promise<KycSubmittedView> {
    const { key, objectPath } = await this.documents.objectPathForSubmission(dto.idUploadUrl);
    const { countryCode: _countryCode, ...fields } = dto;
    const saved = await this.dataSource.transaction(async (manager) => {
      // One application per document: concurrent submissions of the same upload take turns here.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`kyc-document:${key}`]);
      if (await manager.existsBy(KycApplication, { idUploadUrl: objectPath })) throw new ConflictException(MESSAGES.kycDocumentUsed);
      const application = await manager.save(
        manager.create(KycApplication, {
          ...fields,
          idUploadUrl: objectPath,
          passportNumber: fields.passportNumber ?? null,
          annualIncome: fields.annualIncome ?? null,
          status: 'pending',
          investorId: null,
        }),
      );
      // At most one acknowledgement a day per address: the form is public, so without this anyone could
      // send an address a stream of mail from the fund's domain. The application itself is always kept.
      const acknowledge = await takeHit(manager, counterKey('kycAcknowledgement', 'email', application.email.toLowerCase()), 1, 24 * 3600);
      const queued = acknowledge.taken
        ? await this.mail.enqueue(manager, 'kyc-received', application.email, {
            fullName: application.fullName,
            reference: application.id,
            when: application.submittedAt.toUTCString(),
            contactAddress: contactAddress(this.config.mailFrom),
          })
        : undefined;
      return { application, queued };
    });
    if (saved.queued) await this.mail.deliver(saved.queued);
    return mapKycSubmitted(saved.application);
  }
}

/** The address part of MAIL_FROM ("Fund <funds@example.com>" -> funds@example.com): how an applicant reaches the fund. */
export function contactAddress(mailFrom: string): string {
  return /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
}
