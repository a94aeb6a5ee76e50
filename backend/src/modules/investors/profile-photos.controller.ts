import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ObjectPathAnswer, PhotoUploadAnswer } from '@fund/contracts';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { IssuesUploads } from '../../common/storage/upload-owner.js';
import { SetAclDto } from './dto/set-acl.dto.js';
import { ProfilePhotosService } from './profile-photos.service.js';

/** Any signed-in user: upload a profile photo, then make it public and read its object path. */
@Controller()
export class ProfilePhotosController {
  constructor(private readonly photos: ProfilePhotosService) {}

  @ApiAnswer('Requests an upload URL for one profile photo', PhotoUploadAnswer)
  @IssuesUploads('userUpload')
  @Post('upload-url')
  @HttpCode(200)
  uploadUrl() {
    return this.photos.uploadUrl();
  }

  @ApiAnswer('Makes an uploaded file public and answers its object path', ObjectPathAnswer)
  @Post('objects/set-acl')
  @HttpCode(200)
  setAcl(@Body() dto: SetAclDto, @CurrentUser() user: AuthUser) {
    return this.photos.setAcl(dto, user);
  }
}
