import { Body, Controller, Get, Patch, Post, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { MESSAGES } from '@fund/contracts';
import type { Request } from 'express';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { AdminOnly, CurrentUser } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { CreateCredentialsDto } from './dto/create-credentials.dto.js';
import { KycListQueryDto } from './dto/kyc-list-query.dto.js';
import { ReviewKycDto } from './dto/review-kyc.dto.js';
import { KycCredentialsService } from './kyc-credentials.service.js';
import { KycReviewService } from './kyc-review.service.js';

/** KYC Management (spec/001 §2, §7): admins review applications and issue login credentials. */
@ApiTags('kyc')
@AdminOnly()
@Controller('kyc')
export class KycAdminController {
  constructor(
    private readonly review: KycReviewService,
    private readonly credentials: KycCredentialsService,
  ) {}

  @Get()
  list(@Query() query: KycListQueryDto) {
    return this.review.list(query);
  }

  @Patch(':id')
  setStatus(@IdParam('id', MESSAGES.kycNotFound) id: string, @Body() dto: ReviewKycDto, @CurrentUser() user: AuthUser, @Req() req: Request) {
    return this.review.review(id, dto.status, user, req);
  }

  @Post(':id/create-credentials')
  createCredentials(@IdParam('id', MESSAGES.kycNotFound) id: string, @Body() dto: CreateCredentialsDto, @CurrentUser() user: AuthUser, @Req() req: Request) {
    return this.credentials.create(id, dto, user, req);
  }
}
