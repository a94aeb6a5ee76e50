import { Body, Controller, Patch, Req } from '@nestjs/common';
import { AdminUserView, MessageAnswer, MESSAGES, ProfileView, UserStatusAnswer } from '@fund/contracts';
import type { Request } from 'express';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { AdminOnly, CurrentUser, Roles } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { AccountService } from './account.service.js';
import { ChangeOwnPasswordDto } from './dto/change-own-password.dto.js';
import { ChangeRoleDto } from './dto/change-role.dto.js';
import { ChangeStatusDto } from './dto/change-status.dto.js';
import { UpdateProfileDto } from './dto/update-profile.dto.js';
import { UserAccessService } from './user-access.service.js';
import { RequireStepUp } from '../step-up/step-up.js';

@Controller('users')
export class UsersController {
  constructor(
    private readonly account: AccountService,
    private readonly access: UserAccessService,
  ) {}

  /** Super admins; the same call as PATCH /api/admin/users/:id/role. */
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

  /** Admins, never on themselves; a super admin's status only by a super admin. */
  @AdminOnly()
  @ApiAnswer('Enables or disables a login', UserStatusAnswer)
  @Patch(':id/status')
  changeStatus(
    @IdParam('id', MESSAGES.userNotFound) id: string,
    @Body() dto: ChangeStatusDto,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ) {
    return this.access.changeStatus(id, dto.status, user, req);
  }

  /** Any signed-in user, own id only. */
  @ApiAnswer('Changes your own password', MessageAnswer)
  @Patch(':id/password')
  changePassword(
    @IdParam('id', MESSAGES.userNotFound) id: string,
    @Body() dto: ChangeOwnPasswordDto,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ) {
    return this.account.changePassword(id, dto, user, req);
  }

  /**
   * Admins, own id only: the admin Settings profile. Investors keep their e-mail read-only (spec/000
   * §3) and edit their profile through /api/profile/{userId}/*.
   */
  @AdminOnly()
  @ApiAnswer('Updates your own admin profile', ProfileView)
  @Patch(':id/profile')
  updateProfile(@IdParam('id', MESSAGES.userNotFound) id: string, @Body() dto: UpdateProfileDto, @CurrentUser() user: AuthUser) {
    return this.account.updateProfile(id, dto, user);
  }
}
