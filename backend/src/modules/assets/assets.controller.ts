import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ImageUploadAnswer, InvestorAssetView } from '@fund/contracts';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { AdminOnly, CurrentUser, Roles } from '../../common/auth/decorators.js';
import { ListQueryDto } from '../../common/lists/list-query.dto.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { IssuesUploads } from '../../common/storage/upload-owner.js';
import { AssetAllocationsService } from './asset-allocations.service.js';
import { AssetMediaService } from './asset-media.service.js';
import { RequestUploadDto } from './dto/asset-media.dto.js';

@Controller()
export class AssetsController {
  constructor(
    private readonly allocations: AssetAllocationsService,
    private readonly media: AssetMediaService,
  ) {}

  /**
   * Investors only (admins 403: they hold no enrollments; they read /api/admin/allocated-assets): the
   * assets allocated to the caller's own enrollments, each once, with media and schemeName.
   */
  @Roles('investor')
  @ApiAnswer("Lists the assets allocated to the caller's enrollments", InvestorAssetView, { list: true })
  @Get('investor/assets')
  investorAssets(@CurrentUser() user: AuthUser, @Query() query: ListQueryDto) {
    return this.allocations.forInvestor(user.id, query);
  }

  /** Admins: {fileName, contentType, path?, size?} -> {url, objectPath}; then one PUT of the image to url. */
  @AdminOnly()
  @ApiAnswer('Requests an upload URL for one asset image', ImageUploadAnswer)
  @IssuesUploads('adminUpload')
  @Post('objects/request-upload')
  @HttpCode(200)
  requestUpload(@Body() dto: RequestUploadDto) {
    return this.media.requestUpload(dto);
  }
}
