import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { ListQueryDto } from '../../common/lists/list-query.dto.js';
import { CreateEnrollmentDto } from './dto/create-enrollment.dto.js';
import { EnrollmentsQueryDto } from './dto/enrollments-query.dto.js';
import { EnrollmentsService } from './enrollments.service.js';

@ApiTags('enrollments')
@Controller()
export class EnrollmentsController {
  constructor(private readonly enrollments: EnrollmentsService) {}

  /** Admins: enroll an active investor (amount >= the scheme's minimumInvestment). */
  @Roles('admin', 'super_admin')
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
  ofInvestor(@Param('investorId') investorId: string, @Query() query: ListQueryDto, @CurrentUser() user: AuthUser) {
    return this.enrollments.ofInvestor(investorId, query, user);
  }

  /** Admins: every enrollment with investorName and schemeName. */
  @Roles('admin', 'super_admin')
  @Get('investments')
  investments(@Query() query: ListQueryDto) {
    return this.enrollments.investments(query);
  }
}
