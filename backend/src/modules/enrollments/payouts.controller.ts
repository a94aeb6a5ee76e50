import { Body, Controller, Post } from '@nestjs/common';
import { PayoutView } from '@fund/contracts';

import { AdminOnly } from '../../common/auth/decorators.js';
import { Idempotent } from '../../common/idempotency/idempotency.interceptor.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { CreatePayoutDto } from './dto/create-payout.dto.js';
import { PayoutsService } from './payouts.service.js';

@AdminOnly()
@Controller('payouts')
export class PayoutsController {
  constructor(private readonly payouts: PayoutsService) {}

  /** `{enrollment, activity}`: the updated enrollment and the Payout transaction activity. */
  @ApiAnswer('Records a payout on an enrollment and posts its transaction', PayoutView)
  @Idempotent()
  @Post()
  record(@Body() dto: CreatePayoutDto) {
    return this.payouts.record(dto);
  }
}
