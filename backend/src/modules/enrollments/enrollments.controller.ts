import { Body, Controller, Get, Post, Query, Req } from '@nestjs/common';
import { EnrollmentView, MESSAGES } from '@fund/contracts';
import type { Request } from 'express';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { AdminOnly, CurrentUser } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { Idempotent } from '../../common/idempotency/idempotency.interceptor.js';
import { ListQueryDto } from '../../common/lists/list-query.dto.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { ApiUnprocessable } from '../../common/openapi/api-unprocessable.js';
import { CreateEnrollmentDto } from './dto/create-enrollment.dto.js';
import { EnrollmentsQueryDto } from './dto/enrollments-query.dto.js';
import { EnrollmentsService } from './enrollments.service.js';

@Controller()
export class EnrollmentsController {
  constructor(private readonly enrollments: EnrollmentsService) {}

  /** Admins: enroll an active investor (amount >= the scheme's minimumInvestment). */
  @AdminOnly()
  @ApiAnswer('Enrolls an active investor in a scheme', EnrollmentView)
  @ApiUnprocessable(
    'the investor is not an active investor',
    'the scheme is archived',
    "the amount is below the scheme's minimum investment",
  )
  @Idempotent()
  @Post('enrollments')
  create(@Body() dto: CreateEnrollmentDto, @CurrentUser() user: AuthUser, @Req() req: Request) {
    return this.enrollments.create(dto, user, req);
  }

  /** Admins: all or `?investorId=`; an investor: only `?investorId=<own id>`. */
  @ApiAnswer('Lists enrollments (an investor: only their own)', EnrollmentView, { list: true })
  @Get('enrollments')
  list(@Query() query: EnrollmentsQueryDto, @CurrentUser() user: AuthUser) {
    return this.enrollments.list(query, user);
  }

  /** Admins, or that investor. */
  @ApiAnswer("Lists one investor's enrollments", EnrollmentView, { list: true })
  @Get('investors/:investorId/enrollments')
  ofInvestor(
    @IdParam('investorId', MESSAGES.investorNotFound) investorId: string,
    @Query() query: ListQueryDto,
    @CurrentUser() user: AuthUser,
  ) {
    return this.enrollments.ofInvestor(investorId, query, user);
  }

  /** Admins: every enrollment with investorName and schemeName. */
  @AdminOnly()
  @ApiAnswer('Lists every enrollment with investor and scheme names', EnrollmentView, { list: true })
  @Get('investments')
  investments(@Query() query: ListQueryDto) {
    return this.enrollments.investments(query);
  }
}
