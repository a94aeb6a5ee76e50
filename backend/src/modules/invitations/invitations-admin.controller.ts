import { Body, Controller, Delete, Get, Post, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { MESSAGES } from '@fund/contracts';
import type { Request } from 'express';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { AdminOnly, CurrentUser } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { ListQueryDto } from '../../common/lists/list-query.dto.js';
import { CreateInvitationDto } from './dto/create-invitation.dto.js';
import { InvitationsService } from './invitations.service.js';

/** Admins: list, invite, delete. Only a super admin may invite, or delete the invitation of, a super admin (checked by the service). */
@ApiTags('invitations')
@AdminOnly()
@Controller('admin/invitations')
export class InvitationsAdminController {
  constructor(private readonly invitations: InvitationsService) {}

  @Get()
  list(@Query() query: ListQueryDto) {
    return this.invitations.list(query);
  }

  @Post()
  create(@Body() dto: CreateInvitationDto, @CurrentUser() inviter: AuthUser, @Req() req: Request) {
    return this.invitations.create(dto, inviter, req);
  }

  @Delete(':id')
  remove(@IdParam('id', MESSAGES.notFound) id: string, @CurrentUser() actor: AuthUser) {
    return this.invitations.remove(id, actor);
  }
}
