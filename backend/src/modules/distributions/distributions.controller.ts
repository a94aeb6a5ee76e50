import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { DistributionPreview, DistributionRunDetail, DistributionRunView, MESSAGES } from '@fund/contracts';
import type { Request } from 'express';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { AdminOnly, CurrentUser } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { Idempotent } from '../../common/idempotency/idempotency.interceptor.js';
import { ListQueryDto } from '../../common/lists/list-query.dto.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { ApiUnprocessable } from '../../common/openapi/api-unprocessable.js';
import { RequireStepUp } from '../step-up/step-up.js';
import { DistributionsService } from './distributions.service.js';
import { CreateDistributionDto, DistributionTermsDto } from './dto/distribution.dto.js';

const TERMS_REFUSALS = [
  'an excluded or overridden investor is not enrolled in the scheme',
  'the overrides add up to more than the total, or every included investor has one and they do not make the total',
  'the included investors have no current value to split by (basis value)',
  "the distribution would pay more than 1,000,000,000,000, or an enrollment's total payouts would exceed it",
];

/** Distribution runs (issue 19 item 1): a payout to every holder of a scheme, its history and its same-day reversal. */
@AdminOnly()
@Controller()
export class DistributionsController {
  constructor(private readonly distributions: DistributionsService) {}

  /** Writes nothing. 400 'This scheme has no investors enrolled' when no holder is left to pay. */
  @ApiAnswer("Previews a distribution to a scheme's holders: each investor's amount, share and the rounding rule", DistributionPreview)
  @ApiUnprocessable(...TERMS_REFUSALS)
  @HttpCode(200)
  @Post('schemes/:schemeId/distributions/preview')
  preview(@IdParam('schemeId', MESSAGES.schemeNotFound) schemeId: string, @Body() terms: DistributionTermsDto) {
    return this.distributions.preview(schemeId, terms);
  }

  /** One transaction: every payout, its Payout activity, the enrollments' totals, the run and one audit row. */
  @ApiAnswer("Pays a distribution to a scheme's holders", DistributionRunView)
  @ApiUnprocessable(...TERMS_REFUSALS, 'every amount is 0')
  // Issue 25 item 5: a distribution is a payout to every holder at once (a rate per unit always asks).
  @RequireStepUp({ amountAboveThreshold: 'totalAmount', askWithoutAmount: true })
  @Idempotent()
  @Post('schemes/:schemeId/distributions')
  confirm(
    @IdParam('schemeId', MESSAGES.schemeNotFound) schemeId: string,
    @Body() dto: CreateDistributionDto,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ) {
    return this.distributions.confirm(schemeId, dto, user, req);
  }

  @ApiAnswer("Lists a scheme's distribution runs and reversals, newest first", DistributionRunView, { list: true })
  @Get('schemes/:schemeId/distributions')
  list(@IdParam('schemeId', MESSAGES.schemeNotFound) schemeId: string, @Query() query: ListQueryDto) {
    return this.distributions.list(schemeId, query);
  }

  @ApiAnswer('Reads a distribution run with its lines', DistributionRunDetail)
  @Get('distributions/:id')
  detail(@IdParam('id', MESSAGES.distributionNotFound) id: string) {
    return this.distributions.detail(id);
  }

  /** Correcting entries for every line; the run and its reversal both stay in the history. */
  @ApiAnswer('Reverses a distribution made today as a whole', DistributionRunView)
  @ApiUnprocessable(
    'the run is a reversal',
    'the distribution was already reversed',
    'the distribution was not made today (UTC)',
    "an enrollment's total payouts would fall below 0",
  )
  @Idempotent()
  @Post('distributions/:id/reversal')
  reverse(@IdParam('id', MESSAGES.distributionNotFound) id: string, @CurrentUser() user: AuthUser, @Req() req: Request) {
    return this.distributions.reverse(id, user, req);
  }
}
