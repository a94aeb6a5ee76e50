import { Controller, HttpCode, Post } from '@nestjs/common';
import { ActivityReadView, MESSAGES } from '@fund/contracts';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { ActivitiesService } from './activities.service.js';

@Controller('investor/activities')
export class InvestorActivitiesController {
  constructor(private readonly activities: ActivitiesService) {}

  /**
   * Investors (issue 20 item 4): the portal calls this when the investor opens or downloads one of their
   * activities (never a pixel in an e-mail). The first time is kept; its notices are marked read too.
   * Another investor's activity answers 404.
   */
  @Roles('investor')
  @ApiAnswer('Records that the investor opened one of their activities (the first time is kept)', ActivityReadView)
  @HttpCode(200)
  @Post(':id/read')
  read(@IdParam('id', MESSAGES.activityNotFound) id: string, @CurrentUser() user: AuthUser) {
    return this.activities.markRead(id, user);
  }
}
