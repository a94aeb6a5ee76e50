import { Body, Controller, Get, Patch, Post, Query, Req } from '@nestjs/common';
import { CredentialsResult, KycApplicationView, MESSAGES } from '@fund/contracts';
import type { Request } from 'express';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { AdminOnly, CurrentUser } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { CreateCredentialsDto } from './dto/create-credentials.dto.js';
import { KycListQueryDto } from './dto/kyc-list-query.dto.js';
import { ReviewKycDto } from './dto/review-kyc.dto.js';
import { KycCredentialsService } from './kyc-credentials.service.js';
import { KycReviewService } from './kyc-review.service.js';

/** KYC Management (spec/001 §2, §7): admins review applications and issue login credentials. */
@AdminOnly()
@Controller('kyc')
export class KycAdminController {
  constructor(
    private readonly review: KycReviewService,
    private readonly credentials: KycCredentialsService,
  ) {}

  @ApiAnswer('Lists KYC applications', KycApplicationView, { list: true })
  @Get()
  list(@Query() query: KycListQueryDto) {
    return this.review.list(query);
  }

  @ApiAnswer('Approves or rejects a KYC application', KycApplicationView)
  @Patch(':id')
  setStatus(
    @IdParam('id', MESSAGES.kycNotFound) id: string,
    @Body() dto: ReviewKycDto,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ) {
    return this.review.review(id, dto.status, user, req, dto.rejectionReason);
  }

  @ApiAnswer("Creates the investor's login from an approved application and e-mails it", CredentialsResult)
  @Post(':id/create-credentials')
  createCredentials(
    @IdParam('id', MESSAGES.kycNotFound) id: string,
    @Body() dto: CreateCredentialsDto,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ) {
    return this.credentials.create(id, dto, user, req);
  }
}
