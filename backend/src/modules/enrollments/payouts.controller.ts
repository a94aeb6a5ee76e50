import { Body, Controller, Post, Req } from '@nestjs/common';
import { PayoutView } from '@fund/contracts';
import type { Request } from 'express';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { AdminOnly, CurrentUser } from '../../common/auth/decorators.js';
import { Idempotent } from '../../common/idempotency/idempotency.interceptor.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { ApiUnprocessable } from '../../common/openapi/api-unprocessable.js';
import { RequireStepUp } from '../step-up/step-up.js';
import { CreatePayoutDto } from './dto/create-payout.dto.js';
import { PayoutsService } from './payouts.service.js';

@AdminOnly()
@Controller('payouts')
export class PayoutsController {
  constructor(private readonly payouts: PayoutsService) {}

  /** `{enrollment, activity}`: the updated enrollment and the Payout transaction activity. */
  @ApiAnswer('Records a payout on an enrollment and posts its transaction', PayoutView)
  @ApiUnprocessable("the enrollment is not the investor's", "the enrollment's total payouts would exceed 1,000,000,000,000")
  @RequireStepUp({ amountAboveThreshold: 'payoutAmount' })
  @Idempotent()
  @Post()
  record(@Body() dto: CreatePayoutDto, @CurrentUser() user: AuthUser, @Req() req: Request) {
    return this.payouts.record(dto, user, req);
  }
}
