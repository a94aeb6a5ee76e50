import { Module } from '@nestjs/common';

import { InvestorDeletionService } from './investor-deletion.service.js';
import { InvestorsAdminController } from './investors-admin.controller.js';
import { InvestorsAdminService } from './investors-admin.service.js';
import { InvestmentsController } from './investments.controller.js';
import { InvestmentsService } from './investments.service.js';
import { ProfilePhotosController } from './profile-photos.controller.js';
import { ProfilePhotosService } from './profile-photos.service.js';
import { ProfileController } from './profile.controller.js';
import { ProfileService } from './profile.service.js';

@Module({
  controllers: [InvestmentsController, ProfileController, ProfilePhotosController, InvestorsAdminController],
  providers: [InvestmentsService, ProfileService, ProfilePhotosService, InvestorsAdminService, InvestorDeletionService],
})
export class InvestorsModule {}
