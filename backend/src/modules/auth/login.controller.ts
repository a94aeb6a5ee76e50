import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { LoginAnswer, PasswordChangeAnswer, SignInStepAnswer } from '@fund/contracts';
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
import { PasswordStepGuard } from './strategies/password-step.guard.js';

@Controller()
export class LoginController {
  constructor(
    private readonly logins: LoginService,
    private readonly passwordChanges: PasswordChangeService,
  ) {}

  @Public()
  @RateLimit('login')
  @HttpCode(200)
  @UseGuards(PasswordStepGuard)
  @ApiAnswer('Checks the password, then e-mails a login code or asks for the authenticator app (step 1 of 2)', SignInStepAnswer)
  @Post('login')
  // The body is checked and read by PasswordStepGuard (Passport's local strategy); named here for the API document.
  login(@Body() _credentials: LoginDto, @Req() req: Request) {
    return this.logins.startSecondStep(req.passwordStep!, req);
  }

  @Public()
  @RateLimit('verifyOtp')
  @HttpCode(200)
  @ApiAnswer('Checks the e-mailed code, the authenticator code or a recovery code, and signs in (step 2 of 2)', LoginAnswer)
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
