import { Body, Controller, Delete, Get, Post, Query, Req } from '@nestjs/common';
import { CreatedInvitationView, InvitationView, MESSAGES } from '@fund/contracts';
import type { Request } from 'express';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { AdminOnly, CurrentUser } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { ListQueryDto } from '../../common/lists/list-query.dto.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { CreateInvitationDto } from './dto/create-invitation.dto.js';
import { InvitationsService } from './invitations.service.js';
import { RequireStepUp } from '../step-up/step-up.js';

/** Admins: list, invite, resend, delete. Only a super admin may invite, resend or delete the invitation of, a super admin (checked by the service). */
@AdminOnly()
@Controller('admin/invitations')
export class InvitationsAdminController {
  constructor(private readonly invitations: InvitationsService) {}

  @ApiAnswer('Lists admin invitations', InvitationView, { list: true })
  @Get()
  list(@Query() query: ListQueryDto) {
    return this.invitations.list(query);
  }

  @RequireStepUp()
  @ApiAnswer('Invites an admin by e-mail (the token and link appear only here)', CreatedInvitationView)
  @Post()
  create(@Body() dto: CreateInvitationDto, @CurrentUser() inviter: AuthUser, @Req() req: Request) {
    return this.invitations.create(dto, inviter, req);
  }

  @ApiAnswer(
    'Sends a pending or expired invitation again: a new token and link (the old link stops working), a new week, e-mailed again',
    CreatedInvitationView,
  )
  @Post(':id/resend')
  resend(@IdParam('id', MESSAGES.notFound) id: string, @CurrentUser() actor: AuthUser, @Req() req: Request) {
    return this.invitations.resend(id, actor, req);
  }

  @ApiAnswer('Deletes an invitation', InvitationView)
  @Delete(':id')
  remove(@IdParam('id', MESSAGES.notFound) id: string, @CurrentUser() actor: AuthUser) {
    return this.invitations.remove(id, actor);
  }
}
