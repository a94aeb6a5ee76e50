import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { MessageAnswer, MeView } from '@fund/contracts';
import type { Request } from 'express';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { AllowDuringPasswordChange, CurrentUser, OptionalAuth } from '../../common/auth/decorators.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { SessionService } from './session.service.js';

@Controller()
export class SessionController {
  constructor(private readonly sessions: SessionService) {}

  @AllowDuringPasswordChange()
  @ApiAnswer('Reads the signed-in user', MeView)
  @Get('me')
  me(@CurrentUser() user: AuthUser) {
    return this.sessions.me(user);
  }

  @OptionalAuth()
  @HttpCode(200)
  @ApiAnswer('Signs out', MessageAnswer)
  @Post('logout')
  logout(@Req() req: Request) {
    return this.sessions.logout(req);
  }
}
