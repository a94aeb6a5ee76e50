import { Body, Controller, Get, HttpCode, Patch, Post, Req } from '@nestjs/common';
import { LoginAnswer, MESSAGES, MessageAnswer, PasskeyAddedAnswer, PasskeyOptionsAnswer, PasskeysView, PasskeyView } from '@fund/contracts';
import type { Request } from 'express';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { CurrentUser, Public } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import { ConfirmIdentityDto } from '../second-factors/dto/second-factor.dto.js';
import { AllowWithoutSecondFactor } from '../second-factors/second-factor-policy.guard.js';
import { AddPasskeyDto, PasskeyLoginDto, PasskeyLoginOptionsDto, PasskeyNameDto } from './dto/passkey.dto.js';
import { PasskeysService } from './passkeys.service.js';

/** The caller's own passkeys: open to every signed-in user, and to an admin the policy holds (enrolling). */
@AllowWithoutSecondFactor()
@Controller('security/passkeys')
export class PasskeysController {
  constructor(private readonly passkeys: PasskeysService) {}

  @ApiAnswer('Your passkeys (name, added, last used), oldest first', PasskeysView)
  @Get()
  list(@CurrentUser() caller: AuthUser) {
    return this.passkeys.list(caller);
  }

  @HttpCode(200)
  @ApiAnswer('Starts adding a passkey: the options for the browser (a single-use challenge, 5 minutes)', PasskeyOptionsAnswer)
  @Post('options')
  options(@CurrentUser() caller: AuthUser, @Req() req: Request) {
    return this.passkeys.registrationOptions(caller, req);
  }

  @ApiAnswer("Adds a passkey from the browser's answer; a first second factor answers the recovery codes once", PasskeyAddedAnswer)
  @Post()
  add(@CurrentUser() caller: AuthUser, @Body() dto: AddPasskeyDto, @Req() req: Request) {
    return this.passkeys.add(caller, dto.name, dto.response, req);
  }

  @ApiAnswer('Renames one of your passkeys', PasskeyView)
  @Patch(':id')
  rename(@IdParam('id', MESSAGES.passkeyNotFound) id: string, @CurrentUser() caller: AuthUser, @Body() dto: PasskeyNameDto) {
    return this.passkeys.rename(caller, id, dto.name);
  }

  @HttpCode(200)
  @ApiAnswer('Removes one of your passkeys (password or a current code)', MessageAnswer)
  @Post(':id/remove')
  remove(
    @IdParam('id', MESSAGES.passkeyNotFound) id: string,
    @CurrentUser() caller: AuthUser,
    @Body() dto: ConfirmIdentityDto,
    @Req() req: Request,
  ) {
    return this.passkeys.remove(caller, id, dto, req);
  }
}

/** The login's second step with a passkey, for the session that passed the password step. */
@Controller('login/passkey')
export class PasskeyLoginController {
  constructor(private readonly passkeys: PasskeysService) {}

  @Public()
  @RateLimit('verifyOtp')
  @HttpCode(200)
  @ApiAnswer("Options for signing in with one of the pending login's passkeys (a single-use challenge, 5 minutes)", PasskeyOptionsAnswer)
  @Post('options')
  options(@Body() dto: PasskeyLoginOptionsDto, @Req() req: Request) {
    return this.passkeys.loginOptions(dto.userId, req);
  }

  @Public()
  @RateLimit('verifyOtp')
  @HttpCode(200)
  @ApiAnswer('Checks the passkey assertion and signs in (step 2 of 2, in place of a code)', LoginAnswer)
  @Post()
  login(@Body() dto: PasskeyLoginDto, @Req() req: Request) {
    return this.passkeys.login(dto.userId, dto.response, req);
  }
}
