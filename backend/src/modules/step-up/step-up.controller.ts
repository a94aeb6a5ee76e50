import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { StepUpAnswer, StepUpStartAnswer } from '@fund/contracts';
import type { Request } from 'express';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import { StepUpDto, StepUpPasskeyDto } from './dto/step-up.dto.js';
import { StepUpService } from './step-up.service.js';

@Controller('step-up')
export class StepUpController {
  constructor(private readonly stepUp: StepUpService) {}

  @RateLimit('verifyOtp')
  @HttpCode(200)
  @ApiAnswer(
    'Starts confirming it is you: says what to enter (with passkey options for users with passkeys), and e-mails a code to users without a second factor',
    StepUpStartAnswer,
  )
  @Post('start')
  start(@CurrentUser() user: AuthUser, @Req() req: Request) {
    return this.stepUp.start(user, req);
  }

  @RateLimit('verifyOtp')
  @HttpCode(200)
  @ApiAnswer(
    'Confirms it is you with a fresh code; the changes that ask for one are allowed for STEP_UP_SECONDS (5 minutes by default)',
    StepUpAnswer,
  )
  @Post()
  confirm(@CurrentUser() user: AuthUser, @Body() dto: StepUpDto, @Req() req: Request) {
    return this.stepUp.confirm(user, dto.code, req);
  }

  @RateLimit('verifyOtp')
  @HttpCode(200)
  @ApiAnswer("Confirms it is you with one of your passkeys (the browser's answer to the start's passkeyOptions)", StepUpAnswer)
  @Post('passkey')
  confirmWithPasskey(@CurrentUser() user: AuthUser, @Body() dto: StepUpPasskeyDto, @Req() req: Request) {
    return this.stepUp.confirmWithPasskey(user, dto.response, req);
  }
}
