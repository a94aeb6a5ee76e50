import { ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MESSAGES, type KycSubmittedView } from '@fund/contracts';
import { DataSource } from 'typeorm';

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
  ) {}

  /** Stores a pending application; its ID document must be an upload no other application holds. */
  async submit(dto: SubmitKycDto): Promise<KycSubmittedView> {
    const { key, objectPath } = await this.documents.objectPathForSubmission(dto.idUploadUrl);
    const { countryCode: _countryCode, ...fields } = dto;
    const saved = await this.dataSource.transaction(async (manager) => {
      // One application per document: concurrent submissions of the same upload take turns here.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`kyc-document:${key}`]);
      if (await manager.existsBy(KycApplication, { idUploadUrl: objectPath })) throw new ConflictException(MESSAGES.kycDocumentUsed);
      return manager.save(
        manager.create(KycApplication, {
          ...fields,
          idUploadUrl: objectPath,
          passportNumber: fields.passportNumber ?? null,
          annualIncome: fields.annualIncome ?? null,
          status: 'pending',
          investorId: null,
        }),
      );
    });
    return mapKycSubmitted(saved);
  }
}
