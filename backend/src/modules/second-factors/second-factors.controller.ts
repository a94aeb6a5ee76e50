import { Body, Controller, Get, HttpCode, Post, Put, Req } from '@nestjs/common';
import { AuthenticatorEnrolment, MessageAnswer, RecoveryCodesAnswer, SecondFactorsView, SecurityPolicyView } from '@fund/contracts';
import type { Request } from 'express';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { ConfirmAuthenticatorDto, ConfirmIdentityDto } from './dto/second-factor.dto.js';
import { UpdateSecurityPolicyDto } from './dto/security-policy.dto.js';
import { AllowWithoutSecondFactor } from './second-factor-policy.guard.js';
import { SecondFactorsService } from './second-factors.service.js';
import { SecurityPolicy } from './security-policy.service.js';
import { RequireStepUp } from '../step-up/step-up.js';

/** The caller's own second factors: open to every signed-in user, and to an admin the policy holds. */
@AllowWithoutSecondFactor()
@Controller('security')
export class SecondFactorsController {
  constructor(private readonly factors: SecondFactorsService) {}

  @ApiAnswer('Your second factors and whether the policy asks you to enrol one', SecondFactorsView)
  @Get('second-factors')
  view(@CurrentUser() caller: AuthUser, @Req() req: Request) {
    return this.factors.view(caller, req);
  }

  @ApiAnswer('Starts setting up an authenticator app: its secret, otpauth URI and QR code (unconfirmed)', AuthenticatorEnrolment)
  @Post('authenticator')
  start(@CurrentUser() caller: AuthUser) {
    return this.factors.startAuthenticator(caller);
  }

  @HttpCode(200)
  @ApiAnswer('Confirms the authenticator app with a current code; answers the recovery codes once', RecoveryCodesAnswer)
  @Post('authenticator/confirm')
  confirm(@CurrentUser() caller: AuthUser, @Body() dto: ConfirmAuthenticatorDto, @Req() req: Request) {
    return this.factors.confirmAuthenticator(caller, dto.code, req);
  }

  @HttpCode(200)
  @ApiAnswer('Removes the authenticator app and recovery codes (password or a current code)', MessageAnswer)
  @Post('authenticator/remove')
  remove(@CurrentUser() caller: AuthUser, @Body() dto: ConfirmIdentityDto, @Req() req: Request) {
    return this.factors.remove(caller, dto, req);
  }

  @HttpCode(200)
  @ApiAnswer('Replaces the recovery codes (password or a current code); answers the new ones once', RecoveryCodesAnswer)
  @Post('recovery-codes')
  regenerate(@CurrentUser() caller: AuthUser, @Body() dto: ConfirmIdentityDto, @Req() req: Request) {
    return this.factors.regenerateRecoveryCodes(caller, dto, req);
  }
}

@Roles('super_admin')
@Controller('admin/security-policy')
export class SecurityPolicyController {
  constructor(private readonly policy: SecurityPolicy) {}

  @ApiAnswer('Whether admins must use a second factor', SecurityPolicyView)
  @Get()
  view() {
    return this.policy.view();
  }

  @RequireStepUp()
  @ApiAnswer('Changes the security settings: whether admins must use a second factor, the payout step-up threshold', SecurityPolicyView)
  @Put()
  update(@Body() dto: UpdateSecurityPolicyDto, @CurrentUser() caller: AuthUser, @Req() req: Request) {
    return this.policy.update(dto, caller, req);
  }
}
