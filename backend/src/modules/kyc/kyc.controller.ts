import { Body, Controller, HttpCode, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { CurrentUser, OptionalAuth, Public } from '../../common/auth/decorators.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import { KycDocumentDto } from './dto/kyc-document.dto.js';
import { SubmitKycDto } from './dto/submit-kyc.dto.js';
import { UploadRequestDto } from './dto/upload-request.dto.js';
import { KycDocumentsService } from './kyc-documents.service.js';
import { KycService } from './kyc.service.js';

/** The public KYC wizard (spec/000 §7 "KYC"): upload the ID document, then submit the application. */
@ApiTags('kyc')
@Controller()
export class KycController {
  constructor(
    private readonly kyc: KycService,
    private readonly documents: KycDocumentsService,
  ) {}

  /** Public for the KYC wizard; the marketing-slide variant needs an admin session (checked in the service). */
  @OptionalAuth()
  @RateLimit('publicUpload')
  @HttpCode(200)
  @Post('objects/upload')
  requestUpload(@Body() dto: UploadRequestDto, @CurrentUser() user: AuthUser | undefined) {
    return this.documents.requestUpload(dto, user);
  }

  @Public()
  @RateLimit('publicUpload')
  @Put('kyc-documents')
  normalizeDocument(@Body() dto: KycDocumentDto) {
    return this.documents.normalize(dto.documentURL);
  }

  @Public()
  @RateLimit('kycSubmit')
  @Post('kyc')
  submit(@Body() dto: SubmitKycDto) {
    return this.kyc.submit(dto);
  }
}
