import { Module } from '@nestjs/common';

import { LoginCodes } from '../auth/login-codes.js';
import { PasskeysModule } from '../passkeys/passkeys.module.js';
import { SecondFactorsModule } from '../second-factors/second-factors.module.js';
import { StepUpGuard } from './step-up.js';
import { StepUpController } from './step-up.controller.js';
import { StepUpService } from './step-up.service.js';

@Module({
  imports: [SecondFactorsModule, PasskeysModule],
  controllers: [StepUpController],
  providers: [StepUpService, LoginCodes, StepUpGuard],
  exports: [StepUpGuard],
})
export class StepUpModule {}
