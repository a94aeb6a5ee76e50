import { Module } from '@nestjs/common';

import { MarketingAdminController } from './marketing-admin.controller.js';
import { MarketingController } from './marketing.controller.js';
import { MarketingService } from './marketing.service.js';
import { SlideImagesService } from './slide-images.js';

@Module({ controllers: [MarketingController, MarketingAdminController], providers: [MarketingService, SlideImagesService] })
export class MarketingModule {}
