import { Body, Controller, Delete, Get, Post, Put, Query, Req } from '@nestjs/common';
import { AdminAssetView, AssetMediaView, AssetPerformanceView, MESSAGES } from '@fund/contracts';
import type { Request } from 'express';

import type { AuthUser } from '../../common/auth/auth.types.js';
import { AdminOnly, CurrentUser } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { ListQueryDto } from '../../common/lists/list-query.dto.js';
import { ApiAnswer } from '../../common/openapi/api-answer.js';
import { AssetMediaService } from './asset-media.service.js';
import { AssetPerformanceService } from './asset-performance.service.js';
import { AssetsService } from './assets.service.js';
import { AssetDto } from './dto/asset.dto.js';
import { AttachAssetMediaDto } from './dto/asset-media.dto.js';
import { AssetPerformanceDto } from './dto/asset-performance.dto.js';

/** Admins: assets (GBP), their images and performance updates. */
@AdminOnly()
@Controller('admin')
export class AssetsAdminController {
  constructor(
    private readonly assets: AssetsService,
    private readonly media: AssetMediaService,
    private readonly performance: AssetPerformanceService,
  ) {}

  /** Each asset with its media and allocationCount; react-admin list query, Content-Range 'assets'. */
  @ApiAnswer('Lists assets with their media and allocation count', AdminAssetView, { list: true })
  @Get('assets')
  list(@Query() query: ListQueryDto) {
    return this.assets.list(query);
  }

  @ApiAnswer('Reads one asset', AdminAssetView)
  @Get('assets/:id')
  get(@IdParam('id', MESSAGES.assetNotFound) id: string) {
    return this.assets.get(id);
  }

  @ApiAnswer('Creates an asset', AdminAssetView)
  @Post('assets')
  create(@Body() dto: AssetDto) {
    return this.assets.create(dto);
  }

  @ApiAnswer('Updates an asset', AdminAssetView)
  @Put('assets/:id')
  update(@IdParam('id', MESSAGES.assetNotFound) id: string, @Body() dto: AssetDto) {
    return this.assets.update(id, dto);
  }

  /** Its media and allocations go with it; the stored images are removed after the commit. */
  @ApiAnswer('Deletes an asset with its media and allocations', AdminAssetView)
  @Delete('assets/:id')
  remove(@IdParam('id', MESSAGES.assetNotFound) id: string) {
    return this.assets.remove(id);
  }

  /** {mediaUrl (upload URL or object path of an uploaded asset image), mediaType?, fileName} -> 201 media. */
  @ApiAnswer('Attaches an uploaded image to an asset', AssetMediaView)
  @Post('assets/:id/media')
  attachMedia(@IdParam('id', MESSAGES.assetNotFound) id: string, @Body() dto: AttachAssetMediaDto) {
    return this.media.attach(id, dto);
  }

  @ApiAnswer("Deletes one of an asset's images", AssetMediaView)
  @Delete('asset-media/:mediaId')
  removeMedia(@IdParam('mediaId', MESSAGES.assetMediaNotFound) mediaId: string) {
    return this.media.remove(mediaId);
  }

  /** Updates the asset and posts one activity per allocation, in one transaction -> 201 {asset, activitiesPosted}. */
  @ApiAnswer('Posts a performance update: the asset and one activity per allocation', AssetPerformanceView)
  @Post('asset-performance-update')
  postPerformance(@Body() dto: AssetPerformanceDto, @CurrentUser() user: AuthUser, @Req() req: Request) {
    return this.performance.post(dto, user, req);
  }
}
