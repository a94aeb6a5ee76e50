import { Controller, Delete, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { ListQueryDto } from '../../common/lists/list-query.dto.js';
import { InvestorDeletionService } from './investor-deletion.service.js';
import { InvestorsAdminService } from './investors-admin.service.js';

@ApiTags('investors')
@Controller()
export class InvestorsAdminController {
  constructor(
    private readonly investors: InvestorsAdminService,
    private readonly deletion: InvestorDeletionService,
  ) {}

  /** Admins: the posting list, investors with an approved KYC application (investorId, fullName, login status, email). */
  @Roles('admin', 'super_admin')
  @Get('admin/investors')
  postingList(@Query() query: ListQueryDto) {
    return this.investors.postingList(query);
  }

  /** Admins: every investor user with totalInvested, currentValue and schemeCount. */
  @Roles('admin', 'super_admin')
  @Get('admin/investor-summaries')
  summaries(@Query() query: ListQueryDto) {
    return this.investors.summaries(query);
  }

  /** Admins: {kyc, enrollments, metrics}; 404 'Investor not found'. */
  @Roles('admin', 'super_admin')
  @Get('admin/investors/:investorId/details')
  details(@Param('investorId') investorId: string) {
    return this.investors.details(investorId);
  }

  /** Admins: deletes an investor and all their data; any other role's id answers 403. */
  @Roles('admin', 'super_admin')
  @Delete('users/:investorId')
  remove(@Param('investorId') investorId: string, @CurrentUser() user: AuthUser) {
    return this.deletion.remove(investorId, user);
  }
}
