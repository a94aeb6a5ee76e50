import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { MESSAGES } from '@fund/contracts';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { AdminOnly, CurrentUser } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { ListQueryDto } from '../../common/lists/list-query.dto.js';
import { CreateEnrollmentDto } from './dto/create-enrollment.dto.js';
import { EnrollmentsQueryDto } from './dto/enrollments-query.dto.js';
import { EnrollmentsService } from './enrollments.service.js';

@ApiTags('enrollments')
@Controller()
export class EnrollmentsController {
  constructor(private readonly enrollments: EnrollmentsService) {}

  /** Admins: enroll an active investor (amount >= the scheme's minimumInvestment). */
  @AdminOnly()
  @Post('enrollments')
  create(@Body() dto: CreateEnrollmentDto) {
    return this.enrollments.create(dto);
  }

  /** Admins: all or `?investorId=`; an investor: only `?investorId=<own id>`. */
  @Get('enrollments')
  list(@Query() query: EnrollmentsQueryDto, @CurrentUser() user: AuthUser) {
    return this.enrollments.list(query, user);
  }

  /** Admins, or that investor. */
  @Get('investors/:investorId/enrollments')
  ofInvestor(@IdParam('investorId', MESSAGES.investorNotFound) investorId: string, @Query() query: ListQueryDto, @CurrentUser() user: AuthUser) {
    return this.enrollments.ofInvestor(investorId, query, user);
  }

  /** Admins: every enrollment with investorName and schemeName. */
  @AdminOnly()
  @Get('investments')
  investments(@Query() query: ListQueryDto) {
    return this.enrollments.investments(query);
  }
}
