import { Body, Controller, Get, Param, Post, Req } from '@nestjs/common';
import { InvitationLookupView, MessageAnswer } from '@fund/contracts';
import type { Request } from 'express';

import { Public } from '../../common/auth/decorators.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { AcceptInvitationDto } from './dto/accept-invitation.dto.js';
import { InvitationAcceptanceService } from './invitation-acceptance.service.js';

/** Public: the accept-invitation screen. The token in the path is the credential. */
@Controller('admin/invitations')
export class InvitationsController {
  constructor(private readonly acceptance: InvitationAcceptanceService) {}

  @Public()
  @ApiAnswer('Looks up an invitation by its token', InvitationLookupView)
  @Get('by-token/:token')
  byToken(@Param('token') token: string) {
    return this.acceptance.byToken(token);
  }

  @Public()
  @RateLimit('invitationAccept')
  @ApiAnswer('Accepts an invitation and creates the admin account', MessageAnswer)
  @Post('accept/:token')
  accept(@Param('token') token: string, @Body() dto: AcceptInvitationDto, @Req() req: Request) {
    return this.acceptance.accept(token, dto, req);
  }
}
