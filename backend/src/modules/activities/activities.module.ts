import { Module } from '@nestjs/common';

import { ActivitiesController } from './activities.controller.js';
import { ActivitiesService } from './activities.service.js';
import { InvestorActivitiesController } from './investor-activities.controller.js';
import { SchemeActivitiesController } from './scheme-activities.controller.js';

@Module({ controllers: [ActivitiesController, SchemeActivitiesController, InvestorActivitiesController], providers: [ActivitiesService] })
export class ActivitiesModule {}
