import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { AllowDuringPasswordChange, CurrentUser, OptionalAuth } from '../../common/auth/decorators.js';
import { SessionService } from './session.service.js';

@ApiTags('session')
@Controller()
export class SessionController {
  constructor(private readonly sessions: SessionService) {}

  @AllowDuringPasswordChange()
  @Get('me')
  me(@CurrentUser() user: AuthUser) {
    return this.sessions.me(user);
  }

  @OptionalAuth()
  @HttpCode(200)
  @Post('logout')
  logout(@Req() req: Request) {
    return this.sessions.logout(req);
  }
}
