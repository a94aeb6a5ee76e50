import { Module } from '@nestjs/common';

import { ShariaModule } from '../sharia/sharia.module.js';
import { EnrollmentsController } from './enrollments.controller.js';
import { EnrollmentsService } from './enrollments.service.js';
import { PayoutsController } from './payouts.controller.js';
import { PayoutsService } from './payouts.service.js';

@Module({
  imports: [ShariaModule],
  controllers: [EnrollmentsController, PayoutsController],
  providers: [EnrollmentsService, PayoutsService],
})
export class EnrollmentsModule {}
