import { Body, Controller, Param, Patch, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { AccountService } from './account.service.js';
import { ChangeOwnPasswordDto } from './dto/change-own-password.dto.js';
import { ChangeRoleDto } from './dto/change-role.dto.js';
import { ChangeStatusDto } from './dto/change-status.dto.js';
import { UpdateProfileDto } from './dto/update-profile.dto.js';
import { UserAccessService } from './user-access.service.js';

@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(
    private readonly account: AccountService,
    private readonly access: UserAccessService,
  ) {}

  /** Super admins; the same call as PATCH /api/admin/users/:id/role. */
  @Roles('super_admin')
  @Patch(':id/role')
  changeRole(@Param('id') id: string, @Body() dto: ChangeRoleDto, @CurrentUser() user: AuthUser, @Req() req: Request) {
    return this.access.changeRole(id, dto.role, user, req);
  }

  /** Admins, never on themselves; a super admin's status only by a super admin. */
  @Roles('admin', 'super_admin')
  @Patch(':id/status')
  changeStatus(@Param('id') id: string, @Body() dto: ChangeStatusDto, @CurrentUser() user: AuthUser) {
    return this.access.changeStatus(id, dto.status, user);
  }

  /** Any signed-in user, own id only. */
  @Patch(':id/password')
  changePassword(@Param('id') id: string, @Body() dto: ChangeOwnPasswordDto, @CurrentUser() user: AuthUser, @Req() req: Request) {
    return this.account.changePassword(id, dto, user, req);
  }

  /**
   * Admins, own id only: the admin Settings profile. Investors keep their e-mail read-only (spec/000
   * §3) and edit their profile through /api/profile/{userId}/*.
   */
  @Roles('admin', 'super_admin')
  @Patch(':id/profile')
  updateProfile(@Param('id') id: string, @Body() dto: UpdateProfileDto, @CurrentUser() user: AuthUser) {
    return this.account.updateProfile(id, dto, user);
  }
}
