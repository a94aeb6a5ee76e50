import { Body, Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

import { AdminOnly } from '../../common/auth/decorators.js';
import { CreatePayoutDto } from './dto/create-payout.dto.js';
import { PayoutsService } from './payouts.service.js';

@ApiTags('payouts')
@AdminOnly()
@Controller('payouts')
export class PayoutsController {
  constructor(private readonly payouts: PayoutsService) {}

  /** `{enrollment, activity}`: the updated enrollment and the Payout transaction activity. */
  @Post()
  record(@Body() dto: CreatePayoutDto) {
    return this.payouts.record(dto);
  }
}
