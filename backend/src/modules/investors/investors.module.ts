import { Module } from '@nestjs/common';

import { InvestmentsController } from './investments.controller.js';
import { InvestmentsService } from './investments.service.js';
import { ProfilePhotosController } from './profile-photos.controller.js';
import { ProfilePhotosService } from './profile-photos.service.js';
import { ProfileController } from './profile.controller.js';
import { ProfileService } from './profile.service.js';

@Module({
  controllers: [InvestmentsController, ProfileController, ProfilePhotosController],
  providers: [InvestmentsService, ProfileService, ProfilePhotosService],
})
export class InvestorsModule {}
