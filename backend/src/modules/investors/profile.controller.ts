import { Body, Controller, Get, Patch, Req } from '@nestjs/common';
import { InvestorProfileView, MESSAGES, ProfilePhotoAnswer } from '@fund/contracts';
import type { Request } from 'express';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { ApiUnprocessable } from '../../common/openapi/api-unprocessable.js';
import { UpdateBankDto } from './dto/update-bank.dto.js';
import { UpdateNextOfKinDto } from './dto/update-next-of-kin.dto.js';
import { UpdatePersonalDto } from './dto/update-personal.dto.js';
import { UpdatePhotoDto } from './dto/update-photo.dto.js';
import { ProfileService } from './profile.service.js';
import { RequireStepUp } from '../step-up/step-up.js';

/** Reads: the investor or admins. Writes: the investor alone, on their own id. */
@Controller('profile')
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @ApiAnswer("Reads an investor's profile", InvestorProfileView)
  @Get(':userId')
  get(@IdParam('userId', MESSAGES.profileNotFound) userId: string, @CurrentUser() user: AuthUser) {
    return this.profiles.get(userId, user);
  }

  @ApiAnswer("Updates the investor's personal details", InvestorProfileView)
  @Patch(':userId/personal')
  updatePersonal(
    @IdParam('userId', MESSAGES.profileNotFound) userId: string,
    @Body() dto: UpdatePersonalDto,
    @CurrentUser() user: AuthUser,
  ) {
    return this.profiles.updatePersonal(userId, dto, user);
  }

  /** With the investor's current password (400 'Current password is incorrect'); wrong ones are rate-limited. */
  @RequireStepUp()
  @ApiAnswer("Updates the investor's bank details (asks for the current password)", InvestorProfileView)
  @Patch(':userId/bank')
  updateBank(
    @IdParam('userId', MESSAGES.profileNotFound) userId: string,
    @Body() dto: UpdateBankDto,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ) {
    return this.profiles.updateBank(userId, dto, user, req);
  }

  @ApiAnswer("Updates the investor's next of kin", InvestorProfileView)
  @Patch(':userId/next-of-kin')
  updateNextOfKin(
    @IdParam('userId', MESSAGES.profileNotFound) userId: string,
    @Body() dto: UpdateNextOfKinDto,
    @CurrentUser() user: AuthUser,
  ) {
    return this.profiles.updateNextOfKin(userId, dto, user);
  }

  @ApiAnswer("Sets or clears the investor's profile photo", ProfilePhotoAnswer)
  @ApiUnprocessable('profilePhotoUrl does not name an uploaded profile photo made public through /api/objects/set-acl')
  @Patch(':userId/photo')
  updatePhoto(@IdParam('userId', MESSAGES.profileNotFound) userId: string, @Body() dto: UpdatePhotoDto, @CurrentUser() user: AuthUser) {
    return this.profiles.updatePhoto(userId, dto, user);
  }
}
