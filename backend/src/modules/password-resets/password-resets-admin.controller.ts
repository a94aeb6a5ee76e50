import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { MESSAGES, ResetRequestView, ResetResult } from '@fund/contracts';
import type { Request } from 'express';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { AdminOnly, CurrentUser, Roles } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { ListQueryDto } from '../../common/lists/list-query.dto.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { ResetAdminPasswordDto } from './dto/reset-admin-password.dto.js';
import { ResetInvestorPasswordDto } from './dto/reset-investor-password.dto.js';
import { PasswordResetsService } from './password-resets.service.js';
import { TemporaryPasswordsService } from './temporary-passwords.service.js';
import { RequireStepUp } from '../step-up/step-up.js';

@Controller('admin')
export class PasswordResetsAdminController {
  constructor(
    private readonly resets: PasswordResetsService,
    private readonly temporaryPasswords: TemporaryPasswordsService,
  ) {}

  @AdminOnly()
  @ApiAnswer('Lists password reset requests', ResetRequestView, { list: true })
  @Get('password-reset-requests')
  list(@Query() query: ListQueryDto) {
    return this.resets.list(query);
  }

  /** Admins for investors' requests; an admin's or super admin's request needs a super admin. */
  @AdminOnly()
  @HttpCode(200)
  @RequireStepUp()
  @ApiAnswer('Resolves a reset request with an e-mailed temporary password', ResetResult)
  @Post('reset-investor-password/:requestId')
  resetFromRequest(
    @IdParam('requestId', MESSAGES.resetRequestNotFound) requestId: string,
    @Body() dto: ResetInvestorPasswordDto,
    @CurrentUser() caller: AuthUser,
    @Req() req: Request,
  ) {
    return this.temporaryPasswords.resetFromRequest(requestId, dto, caller, req);
  }

  @Roles('super_admin')
  @HttpCode(200)
  @RequireStepUp()
  @ApiAnswer("Resets an admin's password to an e-mailed temporary one", ResetResult)
  @Post('reset-admin-password/:adminId')
  resetAdmin(
    @IdParam('adminId', MESSAGES.userNotFound) adminId: string,
    @Body() _empty: ResetAdminPasswordDto,
    @CurrentUser() caller: AuthUser,
    @Req() req: Request,
  ) {
    return this.temporaryPasswords.resetAdmin(adminId, caller, req);
  }
}
