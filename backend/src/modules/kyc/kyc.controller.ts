import { Body, Controller, HttpCode, Post, Put } from '@nestjs/common';
import { KycSubmittedView, ObjectPathAnswer, UploadUrlAnswer } from '@fund/contracts';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { CurrentUser, OptionalAuth, Public } from '../../common/auth/decorators.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { IssuesUploads } from '../../common/storage/upload-owner.js';
import { KycDocumentDto } from './dto/kyc-document.dto.js';
import { SubmitKycDto } from './dto/submit-kyc.dto.js';
import { UploadRequestDto } from './dto/upload-request.dto.js';
import { KycDocumentsService } from './kyc-documents.service.js';
import { KycService } from './kyc.service.js';

/** The public KYC wizard (spec/000 §7 "KYC"): upload the ID document, then submit the application. */
@Controller()
export class KycController {
  constructor(
    private readonly kyc: KycService,
    private readonly documents: KycDocumentsService,
  ) {}

  /** Public for the KYC wizard; the marketing-slide variant needs an admin session (checked in the service). */
  @OptionalAuth()
  @IssuesUploads('publicUpload')
  @HttpCode(200)
  @ApiAnswer('Requests an upload URL for a KYC identity document (or, for admins, a slide image)', UploadUrlAnswer)
  @Post('objects/upload')
  requestUpload(@Body() dto: UploadRequestDto, @CurrentUser() user: AuthUser | undefined) {
    return this.documents.requestUpload(dto, user);
  }

  @Public()
  @RateLimit('publicUpload')
  @ApiAnswer('Checks an uploaded KYC document and answers its object path', ObjectPathAnswer)
  @Put('kyc-documents')
  normalizeDocument(@Body() dto: KycDocumentDto) {
    return this.documents.normalize(dto.documentURL);
  }

  @Public()
  @RateLimit('kycSubmit')
  @ApiAnswer('Submits a KYC application', KycSubmittedView)
  @Post('kyc')
  submit(@Body() dto: SubmitKycDto) {
    return this.kyc.submit(dto);
  }
}
