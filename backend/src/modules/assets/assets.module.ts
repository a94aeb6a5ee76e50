import { Module } from '@nestjs/common';

import { AssetAllocationsController } from './asset-allocations.controller.js';
import { AssetAllocationsService } from './asset-allocations.service.js';
import { AssetMediaService } from './asset-media.service.js';
import { AssetPerformanceService } from './asset-performance.service.js';
import { AssetsAdminController } from './assets-admin.controller.js';
import { AssetsController } from './assets.controller.js';
import { AssetsService } from './assets.service.js';

@Module({
  controllers: [AssetsAdminController, AssetAllocationsController, AssetsController],
  providers: [AssetsService, AssetMediaService, AssetPerformanceService, AssetAllocationsService],
})
export class AssetsModule {}
