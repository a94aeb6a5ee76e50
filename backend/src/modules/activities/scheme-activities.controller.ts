import { Body, Controller, Get, Post, Query, Req } from '@nestjs/common';
import { MESSAGES, SchemePostingView, SchemePostView } from '@fund/contracts';
import type { Request } from 'express';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { AdminOnly, CurrentUser } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { Idempotent } from '../../common/idempotency/idempotency.interceptor.js';
import { ListQueryDto } from '../../common/lists/list-query.dto.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { ApiUnprocessable } from '../../common/openapi/api-unprocessable.js';
import { ActivitiesService } from './activities.service.js';
import { PostToSchemeDto } from './dto/create-activity.dto.js';

@Controller('schemes')
export class SchemeActivitiesController {
  constructor(private readonly activities: ActivitiesService) {}

  /**
   * Admins (issue 19 item 4): the fields of POST /api/activities without investorId and schemeId,
   * optionally `investorIds` (chosen holders); one activity per investor enrolled in the scheme (or per
   * chosen one), all in one transaction. 400 when the scheme has no investors enrolled, 404 when there
   * is no such scheme.
   */
  @AdminOnly()
  @ApiAnswer(
    'Posts an update, transaction or document to every investor enrolled in a scheme, or to chosen ones: one activity each',
    SchemePostingView,
  )
  @ApiUnprocessable('a chosen investor is not enrolled in the scheme (the message names the first one)')
  @Idempotent()
  @Post(':schemeId/activities')
  postToScheme(
    @IdParam('schemeId', MESSAGES.schemeNotFound) schemeId: string,
    @Body() dto: PostToSchemeDto,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ) {
    return this.activities.postToScheme(schemeId, dto, user, req);
  }

  /**
   * Admins (issue 20 item 4): the scheme's scheme-wide posts and distribution runs, newest first, each
   * with the investors it went to and how many of them opened it ("read by N of M").
   */
  @AdminOnly()
  @ApiAnswer("Lists a scheme's posts and distribution runs with their read receipts, newest first", SchemePostView, { list: true })
  @Get(':schemeId/posts')
  posts(@IdParam('schemeId', MESSAGES.schemeNotFound) schemeId: string, @Query() query: ListQueryDto) {
    return this.activities.posts(schemeId, query);
  }
}
