import { Body, Controller, Get, Post, Query, Req } from '@nestjs/common';
import { ActivityView, MESSAGES, UploadTargetAnswer } from '@fund/contracts';
import type { Request } from 'express';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { AdminOnly, CurrentUser } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { Idempotent } from '../../common/idempotency/idempotency.interceptor.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { ApiUnprocessable } from '../../common/openapi/api-unprocessable.js';
import { IssuesUploads } from '../../common/storage/upload-owner.js';
import { ActivitiesService } from './activities.service.js';
import { ActivitiesQueryDto } from './dto/activities-query.dto.js';
import { CreateActivityDto } from './dto/create-activity.dto.js';

@Controller('activities')
export class ActivitiesController {
  constructor(private readonly activities: ActivitiesService) {}

  /** Admins: update, transaction or document (spec/001 §5); the investor must be enrolled in the scheme. */
  @AdminOnly()
  @ApiAnswer("Posts an update, transaction or document to an enrolled investor's scheme", ActivityView)
  @ApiUnprocessable('the investor is not enrolled in the scheme')
  @Idempotent()
  @Post()
  create(@Body() dto: CreateActivityDto, @CurrentUser() user: AuthUser, @Req() req: Request) {
    return this.activities.create(dto, user, req);
  }

  /**
   * Admins, empty body: `{uploadURL, objectPath}` for one activity document (pdf, doc, docx, xlsx, xls,
   * jpg, jpeg, png; 10 MB). PUT the file to uploadURL, then post the activity with documentUrl = objectPath.
   */
  @AdminOnly()
  @ApiAnswer('Requests an upload URL for one activity document', UploadTargetAnswer)
  @IssuesUploads('adminUpload')
  @Post('upload-url')
  uploadUrl() {
    return this.activities.uploadUrl();
  }

  /** Admins, or that investor: `?type=&schemeId=`, newest first. */
  @ApiAnswer("Lists an investor's activities, newest first", ActivityView, { list: true })
  @Get(':userId')
  list(@IdParam('userId', MESSAGES.investorNotFound) userId: string, @Query() query: ActivitiesQueryDto, @CurrentUser() user: AuthUser) {
    return this.activities.list(userId, query, user);
  }
}
