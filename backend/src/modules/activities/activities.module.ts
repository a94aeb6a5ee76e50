import { Module } from '@nestjs/common';

import { ActivitiesController } from './activities.controller.js';
import { ActivitiesService } from './activities.service.js';
import { SchemeActivitiesController } from './scheme-activities.controller.js';

@Module({ controllers: [ActivitiesController, SchemeActivitiesController], providers: [ActivitiesService] })
export class ActivitiesModule {}
