import { Body, Controller, Get, Patch, Post, Query, Req } from '@nestjs/common';
import { AdminUserView, MESSAGES } from '@fund/contracts';
import type { Request } from 'express';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { AdminOnly, CurrentUser, Roles } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { AdminUsersService } from './admin-users.service.js';
import { AdminUsersQueryDto } from './dto/admin-users-query.dto.js';
import { ChangeRoleDto } from './dto/change-role.dto.js';
import { CreateAdminUserDto } from './dto/create-admin-user.dto.js';
import { UserAccessService } from './user-access.service.js';
import { RequireStepUp } from '../step-up/step-up.js';

@Controller('admin/users')
export class UsersAdminController {
  constructor(
    private readonly adminUsers: AdminUsersService,
    private readonly access: UserAccessService,
  ) {}

  /** Admins: admin users; `?role=investor` (or filter.role) for Role Management. */
  @AdminOnly()
  @ApiAnswer('Lists users (admins by default)', AdminUserView, { list: true })
  @Get()
  list(@Query() query: AdminUsersQueryDto) {
    return this.adminUsers.list(query);
  }

  /** Admins; only a super admin may create a super admin. */
  @AdminOnly()
  @RequireStepUp()
  @ApiAnswer('Creates an admin user', AdminUserView)
  @Post('create')
  create(@Body() dto: CreateAdminUserDto, @CurrentUser() user: AuthUser, @Req() req: Request) {
    return this.adminUsers.create(dto, user, req);
  }

  /** Super admins; the same call as PATCH /api/users/:id/role. */
  @Roles('super_admin')
  @RequireStepUp()
  @ApiAnswer("Changes a user's role", AdminUserView)
  @Patch(':id/role')
  changeRole(
    @IdParam('id', MESSAGES.userNotFound, { blank: MESSAGES.selectUser }) id: string,
    @Body() dto: ChangeRoleDto,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ) {
    return this.access.changeRole(id, dto.role, user, req);
  }
}
