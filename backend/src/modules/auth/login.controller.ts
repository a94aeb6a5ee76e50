import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { LoginAnswer, PasswordChangeAnswer, PasswordStepAnswer } from '@fund/contracts';
import type { Request } from 'express';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { AllowDuringPasswordChange, CurrentUser, Public } from '../../common/auth/decorators.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { ChangePasswordDto } from './dto/change-password.dto.js';
import { LoginDto } from './dto/login.dto.js';
import { VerifyOtpDto } from './dto/verify-otp.dto.js';
import { LoginService } from './login.service.js';
import { PasswordChangeService } from './password-change.service.js';

@Controller()
export class LoginController {
  constructor(
    private readonly logins: LoginService,
    private readonly passwordChanges: PasswordChangeService,
  ) {}

  @Public()
  @RateLimit('login')
  @HttpCode(200)
  @ApiAnswer('Checks the password and e-mails a login code (step 1 of 2)', PasswordStepAnswer)
  @Post('login')
  login(@Body() dto: LoginDto, @Req() req: Request) {
    return this.logins.passwordStep(dto, req);
  }

  @Public()
  @RateLimit('verifyOtp')
  @HttpCode(200)
  @ApiAnswer('Checks the e-mailed code and signs in (step 2 of 2)', LoginAnswer)
  @Post('verify-otp')
  verifyOtp(@Body() dto: VerifyOtpDto, @Req() req: Request) {
    return this.logins.verifyCode(dto, req);
  }

  @AllowDuringPasswordChange()
  @RateLimit('requiredPasswordChange')
  @HttpCode(200)
  @ApiAnswer('Replaces a temporary password (the forced change after sign-in)', PasswordChangeAnswer)
  @Post('change-password')
  changePassword(@CurrentUser() user: AuthUser, @Body() dto: ChangePasswordDto, @Req() req: Request) {
    return this.passwordChanges.changeRequired(user, dto, req);
  }
}
