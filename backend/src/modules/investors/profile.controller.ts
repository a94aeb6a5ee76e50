import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { MESSAGES } from '@fund/contracts';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { UpdateBankDto } from './dto/update-bank.dto.js';
import { UpdateNextOfKinDto } from './dto/update-next-of-kin.dto.js';
import { UpdatePersonalDto } from './dto/update-personal.dto.js';
import { UpdatePhotoDto } from './dto/update-photo.dto.js';
import { ProfileService } from './profile.service.js';

/** Reads: the investor or admins. Writes: the investor alone, on their own id. */
@ApiTags('profile')
@Controller('profile')
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @Get(':userId')
  get(@IdParam('userId', MESSAGES.profileNotFound) userId: string, @CurrentUser() user: AuthUser) {
    return this.profiles.get(userId, user);
  }

  @Patch(':userId/personal')
  updatePersonal(@IdParam('userId', MESSAGES.profileNotFound) userId: string, @Body() dto: UpdatePersonalDto, @CurrentUser() user: AuthUser) {
    return this.profiles.updatePersonal(userId, dto, user);
  }

  @Patch(':userId/bank')
  updateBank(@IdParam('userId', MESSAGES.profileNotFound) userId: string, @Body() dto: UpdateBankDto, @CurrentUser() user: AuthUser) {
    return this.profiles.updateBank(userId, dto, user);
  }

  @Patch(':userId/next-of-kin')
  updateNextOfKin(@IdParam('userId', MESSAGES.profileNotFound) userId: string, @Body() dto: UpdateNextOfKinDto, @CurrentUser() user: AuthUser) {
    return this.profiles.updateNextOfKin(userId, dto, user);
  }

  @Patch(':userId/photo')
  updatePhoto(@IdParam('userId', MESSAGES.profileNotFound) userId: string, @Body() dto: UpdatePhotoDto, @CurrentUser() user: AuthUser) {
    return this.profiles.updatePhoto(userId, dto, user);
  }
}
