import { Controller, Delete, Get, HttpCode, NotFoundException, Param, Post, Req, type PipeTransform } from '@nestjs/common';
import { MESSAGES, SESSION_PUBLIC_ID_PATTERN, SessionsEndedAnswer, SessionView } from '@fund/contracts';
import type { Request } from 'express';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { AdminOnly, CurrentUser } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { SessionsService } from './sessions.service.js';

/** A session's public id in the path: anything else names no session (404). */
class SessionIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!SESSION_PUBLIC_ID_PATTERN.test(value)) throw new NotFoundException(MESSAGES.sessionNotFound);
    return value;
  }
}

/** Issue 25 item 6: every signed-in user's own sessions. */
@Controller('sessions')
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @ApiAnswer('Lists where you are signed in (newest first)', SessionView, { array: true })
  @Get()
  list(@CurrentUser() user: AuthUser, @Req() req: Request) {
    return this.sessions.mine(user, req);
  }

  /** Registered before ':id', which it would otherwise match. */
  @HttpCode(200)
  @ApiAnswer('Signs you out everywhere else (every session but this one)', SessionsEndedAnswer)
  @Post('end-others')
  endOthers(@CurrentUser() user: AuthUser, @Req() req: Request) {
    return this.sessions.endMyOthers(user, req);
  }

  @ApiAnswer('Ends one of your other sessions (this one ends by signing out)', SessionsEndedAnswer)
  @Delete(':id')
  end(@Param('id', new SessionIdPipe()) id: string, @CurrentUser() user: AuthUser, @Req() req: Request) {
    return this.sessions.endMine(id, user, req);
  }
}

/** Issue 25 item 6: admins see and end a user's sessions (an admin's only a super admin). */
@Controller('admin/users')
export class UserSessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @AdminOnly()
  @ApiAnswer('Lists where a user is signed in (newest first)', SessionView, { array: true })
  @Get(':id/sessions')
  list(@IdParam('id', MESSAGES.userNotFound) id: string, @CurrentUser() user: AuthUser, @Req() req: Request) {
    return this.sessions.ofUser(id, user, req);
  }

  @AdminOnly()
  @HttpCode(200)
  @ApiAnswer("Ends every session of a user (never the caller's current one)", SessionsEndedAnswer)
  @Post(':id/sessions/end')
  end(@IdParam('id', MESSAGES.userNotFound) id: string, @CurrentUser() user: AuthUser, @Req() req: Request) {
    return this.sessions.endOfUser(id, user, req);
  }
}
