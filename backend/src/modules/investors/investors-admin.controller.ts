import { Body, Controller, Delete, Get, Patch, Query, Req } from '@nestjs/common';
import {
  IdMessageAnswer,
  InvestorDeletionImpactView,
  InvestorDetailsView,
  InvestorSummaryView,
  MESSAGES,
  PostingInvestorView,
} from '@fund/contracts';
import type { Request } from 'express';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { AdminOnly, CurrentUser } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { ListQueryDto } from '../../common/lists/list-query.dto.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { ApiUnprocessable } from '../../common/openapi/api-unprocessable.js';
import { CorrectPersonalDto } from './dto/correct-personal.dto.js';
import { InvestorDeletionService } from './investor-deletion.service.js';
import { InvestorsAdminService } from './investors-admin.service.js';

@Controller()
export class InvestorsAdminController {
  constructor(
    private readonly investors: InvestorsAdminService,
    private readonly deletion: InvestorDeletionService,
  ) {}

  /** Admins: the posting list, investors with an approved KYC application (investorId, fullName, login status, email). */
  @AdminOnly()
  @ApiAnswer('Lists the investors who may receive postings (approved KYC)', PostingInvestorView, { list: true })
  @Get('admin/investors')
  postingList(@Query() query: ListQueryDto) {
    return this.investors.postingList(query);
  }

  /** Admins: every investor user with totalInvested, currentValue and schemeCount. */
  @AdminOnly()
  @ApiAnswer('Lists investors with their totals', InvestorSummaryView, { list: true })
  @Get('admin/investor-summaries')
  summaries(@Query() query: ListQueryDto) {
    return this.investors.summaries(query);
  }

  /** Admins: {kyc, enrollments, metrics}; 404 'Investor not found'. */
  @AdminOnly()
  @ApiAnswer("Reads an investor's KYC application, enrollments and metrics", InvestorDetailsView)
  @Get('admin/investors/:investorId/details')
  details(@IdParam('investorId', MESSAGES.investorNotFound) investorId: string) {
    return this.investors.details(investorId);
  }

  /**
   * Admins: correct an investor's personal details (issue 21 item 6), checked by the KYC application's
   * rules; INVESTOR_DETAILS_CHANGED names the fields changed. 404 'Investor not found'.
   */
  @AdminOnly()
  @ApiAnswer("Corrects an investor's personal details (name, phone, date of birth, country, address, passport number)", InvestorDetailsView)
  @ApiUnprocessable(MESSAGES.investorHasNoApplication)
  @Patch('admin/investors/:investorId/personal')
  correctPersonal(
    @IdParam('investorId', MESSAGES.investorNotFound) investorId: string,
    @Body() dto: CorrectPersonalDto,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ) {
    return this.investors.correctPersonal(investorId, dto, user, req);
  }

  /** Admins: what DELETE /api/users/{investorId} would remove (issue 19 item 5); any other role's id answers 403. */
  @AdminOnly()
  @ApiAnswer('Counts what deleting an investor would remove', InvestorDeletionImpactView)
  @Get('users/:investorId/deletion-impact')
  deletionImpact(@IdParam('investorId', MESSAGES.investorNotFound) investorId: string) {
    return this.deletion.deletionImpact(investorId);
  }

  /** Admins: deletes an investor and all their data (INVESTOR_DELETED audit row with the counts); any other role's id answers 403. */
  @AdminOnly()
  @ApiAnswer('Deletes an investor and all their data', IdMessageAnswer)
  @Delete('users/:investorId')
  remove(@IdParam('investorId', MESSAGES.investorNotFound) investorId: string, @CurrentUser() user: AuthUser, @Req() req: Request) {
    return this.deletion.remove(investorId, user, req);
  }
}
