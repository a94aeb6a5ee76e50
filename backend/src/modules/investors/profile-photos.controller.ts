import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { SetAclDto } from './dto/set-acl.dto.js';
import { ProfilePhotosService } from './profile-photos.service.js';

/** Any signed-in user: upload a profile photo, then make it public and read its object path. */
@ApiTags('objects')
@Controller()
export class ProfilePhotosController {
  constructor(private readonly photos: ProfilePhotosService) {}

  @Post('upload-url')
  @HttpCode(200)
  uploadUrl() {
    return this.photos.uploadUrl();
  }

  @Post('objects/set-acl')
  @HttpCode(200)
  setAcl(@Body() dto: SetAclDto, @CurrentUser() user: AuthUser) {
    return this.photos.setAcl(dto, user);
  }
}
