import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { InvestmentsService } from './investments.service.js';

@ApiTags('investments')
@Controller('investments')
export class InvestmentsController {
  constructor(private readonly investments: InvestmentsService) {}

  /** Admins, or the investor whose id it is: the investment cards, newest enrollment first. */
  @Get(':userId')
  cards(@Param('userId') userId: string, @CurrentUser() user: AuthUser) {
    return this.investments.cards(userId, user);
  }

  /** Admins, or the investor whose id it is: {enrollment, scheme, activities}; 404 'Investment not found'. */
  @Get(':userId/:schemeId')
  detail(@Param('userId') userId: string, @Param('schemeId') schemeId: string, @CurrentUser() user: AuthUser) {
    return this.investments.detail(userId, schemeId, user);
  }
}
