import { Controller, Get, Query } from '@nestjs/common';
import { InvestmentCardView, InvestmentDetailView, MESSAGES } from '@fund/contracts';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { ListQueryDto } from '../../common/lists/list-query.dto.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { InvestmentsService } from './investments.service.js';

@Controller('investments')
export class InvestmentsController {
  constructor(private readonly investments: InvestmentsService) {}

  /** Admins, or the investor whose id it is: the investment cards, newest enrollment first; a list like every other. */
  @ApiAnswer("Lists an investor's investments (My Investments)", InvestmentCardView, { list: true })
  @Get(':userId')
  cards(@IdParam('userId', MESSAGES.userNotFound) userId: string, @Query() query: ListQueryDto, @CurrentUser() user: AuthUser) {
    return this.investments.cards(userId, query, user);
  }

  /** Admins, or the investor whose id it is: {enrollment, scheme, activities (the latest page), activitiesTotal}; 404 'Investment not found'. */
  @ApiAnswer('Reads one investment with its scheme and activities', InvestmentDetailView)
  @Get(':userId/:schemeId')
  detail(
    @IdParam('userId', MESSAGES.investmentNotFound) userId: string,
    @IdParam('schemeId', MESSAGES.investmentNotFound) schemeId: string,
    @CurrentUser() user: AuthUser,
  ) {
    return this.investments.detail(userId, schemeId, user);
  }
}
